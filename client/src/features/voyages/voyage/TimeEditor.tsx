import { useState } from "react";
import { editedTimestampProblem } from "../../../../../domain/voyages/capabilities";
import { DateTimeInput } from "../../../shared/ui/DateTimeInput";
import { voyagesApi } from "../api/voyagesApi";
import { formatDayTime } from "../logic/formats";
import { combineDateAndTime, isValidTimeBox, utcTimeOf } from "../logic/timeBox";
import type { VesselEventDto } from "../types";
import { EditorActions, EditorRow } from "./EditorRow";
import { useEventSaving } from "./useEventSaving";
import type { VoyageData } from "./useVoyage";

/** The event's time: strictly between the events before and after it (spec 2 §5). */
export function TimeEditor({ event, data, editable, onSaved }: EditorProps) {
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(event.timestamp.slice(0, 10));
  const [time, setTime] = useState(utcTimeOf(event.timestamp));
  const saving = useEventSaving(event, {
    onSaved: async () => {
      setEditing(false);
      await onSaved();
    },
    apply: (fresh) => {
      setDay(fresh.timestamp.slice(0, 10));
      setTime(utcTimeOf(fresh.timestamp));
    },
  });
  const timestamp = combineDateAndTime(day, time);
  const problem =
    timestamp && timestamp !== event.timestamp
      ? editedTimestampProblem(data.rules, event.id, timestamp)
      : null;
  return (
    <EditorRow
      label="Event"
      testId="event-time-editor"
      display={`${formatDayTime(event.timestamp)} UTC`}
      editable={editable}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      <form
        css={{ display: "grid", gap: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (timestamp)
            void saving.run((version) =>
              voyagesApi.update(event.id, { version: version ?? event.version, timestamp }),
            );
        }}
      >
        <DateTimeInput
          id="event-time"
          label="Event"
          value={{ day, time }}
          onChange={(next) => {
            setDay(next.day);
            setTime(next.time);
          }}
          testId="event-time-editor"
        />
        <EditorActions
          testId="event-time-editor"
          busy={saving.busy}
          disabled={!isValidTimeBox(time) || !timestamp || problem !== null || timestamp === event.timestamp}
          error={saving.error}
          conflict={saving.conflict}
          problem={problem}
          onCancel={() => setEditing(false)}
        />
      </form>
    </EditorRow>
  );
}

export interface EditorProps {
  event: VesselEventDto;
  data: VoyageData;
  editable: boolean;
  onSaved: () => Promise<void>;
}
