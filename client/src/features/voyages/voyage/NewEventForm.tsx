import { Button } from "primereact/button";
import { useState } from "react";
import { newEventProblem } from "../../../../../domain/voyages/capabilities";
import { VOYAGE_MESSAGES } from "../../../../../domain/voyages/messages";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { DateTimeInput } from "../../../shared/ui/DateTimeInput";
import { voyagesApi } from "../api/voyagesApi";
import { combineDateAndTime, isValidTimeBox } from "../logic/timeBox";
import type { VesselEventDto, VesselEventType } from "../types";
import { LoggedPositionOffer } from "./LoggedPositionOffer";
import { useLoggedPosition } from "./useLoggedPosition";
import type { VoyageData } from "./useVoyage";

interface NewEventFormProps {
  data: VoyageData;
  type: VesselEventType;
  label: string;
  onCreated: (event: VesselEventDto) => void;
  onCancel: () => void;
}

/**
 * Creating an event: a date picker and an hh:mm box with Create and Cancel (spec 2 §2), offering the
 * vessel's logged position at that time as the event's location.
 */
export function NewEventForm({ data, type, label, onCreated, onCancel }: NewEventFormProps) {
  const last = data.voyage.events[data.voyage.events.length - 1];
  const [day, setDay] = useState(() => (last?.timestamp ?? new Date().toISOString()).slice(0, 10));
  const [time, setTime] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timestamp = combineDateAndTime(day, time);
  const problem = timestamp ? newEventProblem(data.rules, { type, timestamp }) : null;
  const canCreate = isValidTimeBox(time) && timestamp !== null && problem === null;
  const position = useLoggedPosition(data.voyage.vesselId, canCreate ? timestamp : null);
  const [usePosition, setUsePosition] = useState(true);
  const location = position.status === "found" && usePosition ? position.location.geoCoordinate : null;

  async function create() {
    if (!canCreate || !timestamp) return;
    setBusy(true);
    setError(null);
    try {
      onCreated(await voyagesApi.create({ vesselId: data.voyage.vesselId, type, timestamp, location }));
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      css={(t) => ({
        display: "grid",
        gap: 10,
        padding: 14,
        borderRadius: 10,
        border: `1px dashed ${t.color.border}`,
        background: t.color.surfaceMuted,
      })}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
      data-testid="new-event-form"
      data-type={type}
    >
      <strong>New {label.toLowerCase()}</strong>
      <DateTimeInput
        id="new-event"
        label="Event"
        value={{ day, time }}
        onChange={(next) => {
          setDay(next.day);
          setTime(next.time);
        }}
        testId="new-event"
      />
      {time !== "" && !isValidTimeBox(time) && <small role="alert">{VOYAGE_MESSAGES.invalidTimestamp}</small>}
      {problem && (
        <small role="alert" data-testid="new-event-problem" css={(t) => ({ color: t.color.danger })}>
          {problem}
        </small>
      )}
      <LoggedPositionOffer position={position} use={usePosition} onUse={setUsePosition} />
      {error && (
        <AlertBox severity="error" testId="new-event-error">
          {error}
        </AlertBox>
      )}
      <div css={{ display: "flex", gap: 8 }}>
        <Button
          type="submit"
          label="Create"
          icon="pi pi-check"
          size="small"
          loading={busy}
          disabled={!canCreate}
          data-testid="new-event-create"
        />
        <Button
          type="button"
          label="Cancel"
          text
          size="small"
          onClick={onCancel}
          data-testid="new-event-cancel"
        />
      </div>
    </form>
  );
}
