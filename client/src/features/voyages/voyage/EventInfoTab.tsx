import { Button } from "primereact/button";
import { eventCapabilities } from "../../../../../domain/voyages/capabilities";
import { missingEventInformation } from "../../../../../domain/voyages/guards/eventGuards";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { voyagesApi } from "../api/voyagesApi";
import type { VesselEventDto } from "../types";
import { CargoTable } from "./CargoTable";
import { EditorRow } from "./EditorRow";
import { LocationEditor } from "./LocationEditor";
import { PortEditor } from "./PortEditor";
import { TimeEditor } from "./TimeEditor";
import { useSaving } from "./useSaving";
import type { VoyageData } from "./useVoyage";
import { VoyageInfoEditor } from "./VoyageInfoEditor";

interface EventInfoTabProps {
  event: VesselEventDto;
  data: VoyageData;
  onSaved: () => Promise<void>;
}

/** Time, voyage, port, location and cargo of the selected event, with Confirm / Unconfirm. */
export function EventInfoTab({ event, data, onSaved }: EventInfoTabProps) {
  const can = eventCapabilities(data.rules, event.id);
  const saving = useSaving(onSaved);
  const hasPort = event.type === "Departure" || event.type === "Arrival";
  const missing = can.canEdit ? missingEventInformation(event, data.rules.cargoUnitIds) : null;
  const setConfirmed = (isConfirmed: boolean) =>
    void saving.run(() => voyagesApi.update(event.id, { version: event.version, isConfirmed }));
  // Editors remount with the event's new revision, so they start from what the server holds.
  const key = `${event.id}-${event.version}`;
  return (
    <div css={{ display: "grid", gap: 12 }} data-testid="event-info">
      <div>
        <TimeEditor key={`t${key}`} event={event} data={data} editable={can.canEdit} onSaved={onSaved} />
        {event.type === "Departure" && (
          <VoyageInfoEditor
            key={`v${key}`}
            event={event}
            data={data}
            editable={can.canEdit}
            onSaved={onSaved}
          />
        )}
        {hasPort && (
          <PortEditor
            key={`p${key}`}
            event={event}
            data={data}
            editable={can.canEditPort}
            onSaved={onSaved}
          />
        )}
        <LocationEditor key={`l${key}`} event={event} data={data} editable={can.canEdit} onSaved={onSaved} />
        {event.type === "Departure" && (
          <EditorRow
            label="Cargo carried"
            testId="event-cargo"
            display={null}
            editable={false}
            editing
            onEdit={() => {}}
          >
            <CargoTable event={event} units={data.cargoUnits} editable={can.canEdit} onSaved={onSaved} />
          </EditorRow>
        )}
      </div>
      {!event.isConfirmed && (missing || can.reasons.confirm) && (
        <AlertBox severity="info" testId="event-info-missing">
          {missing ?? can.reasons.confirm}
        </AlertBox>
      )}
      {saving.error && (
        <AlertBox severity="error" testId="event-confirm-error">
          {saving.error}
        </AlertBox>
      )}
      <div css={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        {!event.isConfirmed && (
          <Button
            type="button"
            label="Confirm event"
            icon="pi pi-check"
            size="small"
            loading={saving.busy}
            disabled={!can.canConfirm}
            onClick={() => setConfirmed(true)}
            data-testid="event-confirm"
          />
        )}
        {can.canUnconfirm && (
          <Button
            type="button"
            label="Unconfirm event"
            icon="pi pi-undo"
            size="small"
            outlined
            loading={saving.busy}
            onClick={() => setConfirmed(false)}
            data-testid="event-unconfirm"
          />
        )}
      </div>
    </div>
  );
}
