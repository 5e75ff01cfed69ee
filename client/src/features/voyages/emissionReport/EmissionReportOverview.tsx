import { Button } from "primereact/button";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { voyagesApi } from "../api/voyagesApi";
import { defaultReportWindow, type ReportWindow } from "../logic/reportWindow";
import { summarizeVoyages } from "../logic/voyageSummaries";
import type { VesselEventDto, VoyageSummaryDto } from "../types";
import { Section } from "../ui/Section";
import { DepartureList } from "./DepartureList";
import { VoyageCreateForm } from "./VoyageCreateForm";
import { VoyagesChart } from "./VoyagesChart";
import { WindowNavigator } from "./WindowNavigator";
import { YearlyReports } from "./YearlyReports";

interface OverviewProps {
  vesselId: string;
  onOpen: (departureId: string) => void;
  /** The Excel template panel (the emission report template area); told to reload after an upload. */
  templatePanel: (onUploaded: () => void) => ReactNode;
}

/** Window navigation, voyages chart, departures list, voyage create and the yearly reports. */
export function EmissionReportOverview({ vesselId, onOpen, templatePanel }: OverviewProps) {
  const [window, setWindow] = useState<ReportWindow>(() => defaultReportWindow(new Date()));
  const [events, setEvents] = useState<VesselEventDto[]>([]);
  const [allVoyages, setAllVoyages] = useState<VoyageSummaryDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [inWindow, voyages] = await Promise.all([
        voyagesApi.events(vesselId, window),
        voyagesApi.voyages(vesselId).catch((failure) => {
          console.warn("Failed to load the vessel's voyages", failure);
          return [] as VoyageSummaryDto[];
        }),
      ]);
      setEvents(inWindow);
      setAllVoyages(voyages);
      setError(null);
    } catch (failure) {
      setError(failureText(failure, "Failed to load the voyages."));
    } finally {
      setLoading(false);
    }
  }, [vesselId, window]);

  useEffect(() => {
    void load();
  }, [load]);

  const voyages = useMemo(() => summarizeVoyages(events), [events]);
  const yearly = allVoyages.map((v) => ({
    departedAt: v.departedAt,
    dataConfirmedAt: v.voyage?.dataConfirmedAt,
  }));

  return (
    <div css={{ display: "grid", gap: 20 }}>
      <Section
        title="Voyages"
        actions={<WindowNavigator window={window} onChange={setWindow} />}
        testId="voyages-section"
      >
        {error && (
          <AlertBox severity="error" testId="voyages-load-error">
            {error}
          </AlertBox>
        )}
        <VoyagesChart voyages={voyages} />
      </Section>
      <Section
        title="Departures"
        actions={
          <>
            <YearlyReports vesselId={vesselId} voyages={yearly} />
            <Button
              type="button"
              label={creating ? "Close" : "New voyage"}
              icon={creating ? "pi pi-times" : "pi pi-plus"}
              size="small"
              outlined={creating}
              onClick={() => setCreating(!creating)}
              data-testid="voyage-create-toggle"
            />
          </>
        }
      >
        <div css={{ display: "grid", gap: 16 }}>
          {creating && (
            <VoyageCreateForm
              vesselId={vesselId}
              events={events}
              onCreated={(departure) => {
                setCreating(false);
                showSnackbar({ text: "Departure created.", color: "success" });
                onOpen(departure.id);
              }}
            />
          )}
          <DepartureList
            voyages={voyages}
            events={events}
            loading={loading}
            onOpen={onOpen}
            onChanged={load}
          />
        </div>
      </Section>
      <Section title="Excel template" testId="template-section">
        {templatePanel(() => void load())}
      </Section>
    </div>
  );
}
