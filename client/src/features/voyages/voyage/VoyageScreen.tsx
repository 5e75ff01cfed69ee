import styled from "@emotion/styled";
import { ProgressSpinner } from "primereact/progressspinner";
import { useState } from "react";
import { voyageCapabilities } from "../../../../../domain/voyages/capabilities";
import type { FuelTabComponents } from "../../../entities/fuel/fuelTabProps";
import type { ShipToShipTransferComponent } from "../../../entities/fuel/shipToShipTransferProps";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { announceFuelDataChanged } from "../../../shared/store/fuelDataRevision";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { Card } from "../../../shared/ui/Card";
import { HistoryView } from "../history/HistoryView";
import type { VesselEventType } from "../types";
import { CreateEventButtons } from "./CreateEventButtons";
import { EventList } from "./EventList";
import { EventPanel } from "./EventPanel";
import { NewEventForm } from "./NewEventForm";
import { SpeedChart } from "./SpeedChart";
import { useVoyage } from "./useVoyage";
import { VoyageActions } from "./VoyageActions";
import { VoyageHeader } from "./VoyageHeader";

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(420px, 4fr) minmax(560px, 7fr);
  gap: 20px;
  align-items: start;
  /* The fuel tables of the event panel need the full width on laptop screens. */
  @media (max-width: 1500px) { grid-template-columns: 1fr; }
`;

interface VoyageScreenProps {
  vesselId: string;
  departureId: string;
  onBack: () => void;
  onOpen: (departureId: string) => void;
  /** The Flow meters and Fuel tanks tabs of a selected event (the fuel area's screens). */
  fuelTabs: FuelTabComponents;
  /** The event editor's 'Ship to ship transfer' action (the emission report area's). */
  shipToShipTransfers?: ShipToShipTransferComponent;
  /** "older": the previous emission report page's wording and report links (spec 2 §2). */
  layout?: "current" | "older";
}

/** One voyage: header, speed chart, event list with creation, the selected event's tabs, confirmations. */
export function VoyageScreen({
  vesselId,
  departureId,
  onBack,
  fuelTabs,
  shipToShipTransfers,
  layout = "current",
}: VoyageScreenProps) {
  const { data, error, loading, reload } = useVoyage(vesselId, departureId);
  const [selectedId, setSelectedId] = useState<string | null>(departureId);
  const [creating, setCreating] = useState<{ type: VesselEventType; label: string } | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const [history, setHistory] = useState(false);

  if (!data) {
    return error ? (
      <AlertBox severity="error" testId="voyage-load-error">
        {error}
      </AlertBox>
    ) : (
      <ProgressSpinner style={{ width: 40, height: 40 }} />
    );
  }

  const { voyage } = data;
  const capabilities = voyageCapabilities(data.rules, voyage.departureId);
  const selected = voyage.events.find((event) => event.id === selectedId) ?? voyage.departure;

  return (
    <div css={{ display: "grid", gap: 20 }} data-testid="voyage-screen" data-departure-id={departureId}>
      <Card>
        <VoyageHeader
          voyage={voyage}
          collapsed={collapsed}
          onToggle={() => setCollapsed(!collapsed)}
          onBack={onBack}
          onEditVoyage={voyage.departure.isConfirmed ? null : () => setSelectedId(voyage.departureId)}
          onHistory={() => setHistory(true)}
          onReload={() => {
            announceFuelDataChanged();
            void reload();
          }}
        />
        {!collapsed && (
          <SpeedChart vesselId={vesselId} events={voyage.events} endId={voyage.endOfVoyage?.id ?? null} />
        )}
        <div css={{ marginTop: 12 }}>
          <VoyageActions data={data} capabilities={capabilities} onSaved={reload} layout={layout} />
        </div>
      </Card>
      {error && (
        <AlertBox severity="error" testId="voyage-load-error">
          {error}
        </AlertBox>
      )}
      <Columns>
        <div css={{ display: "grid", gap: 12 }}>
          <EventList data={data} selectedId={selected.id} onSelect={setSelectedId} onDeleted={reload} />
          {creating ? (
            <NewEventForm
              key={creating.type}
              data={data}
              type={creating.type}
              label={creating.label}
              onCancel={() => setCreating(null)}
              onCreated={(event) => {
                setCreating(null);
                setSelectedId(event.id);
                showSnackbar({ text: `${creating.label} created.`, color: "success" });
                void reload();
              }}
            />
          ) : (
            <CreateEventButtons
              capabilities={capabilities}
              onPick={(type, label) => setCreating({ type, label })}
            />
          )}
        </div>
        <Card css={{ padding: 20 }}>
          <EventPanel
            event={selected}
            data={data}
            capabilities={capabilities}
            loading={loading && data === null}
            onSaved={reload}
            fuelTabs={fuelTabs}
            shipToShipTransfers={shipToShipTransfers}
          />
        </Card>
      </Columns>
      {history && <HistoryView departureId={departureId} onHide={() => setHistory(false)} />}
    </div>
  );
}
