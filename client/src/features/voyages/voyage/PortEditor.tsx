import { useState } from "react";
import { voyagesApi } from "../api/voyagesApi";
import type { PortDto } from "../types";
import { PortSearch } from "../ui/PortSearch";
import { EditorActions, EditorRow } from "./EditorRow";
import type { EditorProps } from "./TimeEditor";
import { useEventSaving } from "./useEventSaving";

/** The port by type-ahead; a confirmed event's port cannot be edited (spec 2 §4). */
export function PortEditor({ event, editable, onSaved }: EditorProps) {
  const [editing, setEditing] = useState(!event.port && editable);
  const [port, setPort] = useState<Pick<PortDto, "name" | "loCode"> | null>(event.port);
  const saving = useEventSaving(event, {
    onSaved: async () => {
      setEditing(false);
      await onSaved();
    },
    apply: (fresh) => setPort(fresh.port),
  });
  const display = event.port ? (
    <>
      <strong>{event.port.name}</strong> {event.port.loCode}
      {event.port.isMrvPort && <small css={{ marginLeft: 6, opacity: 0.7 }}>EU/EEA port</small>}
    </>
  ) : (
    <em>Please enter port information</em>
  );
  return (
    <EditorRow
      label="Port"
      testId="event-port-editor"
      display={display}
      editable={editable}
      editing={editing && editable}
      onEdit={() => setEditing(true)}
    >
      <form
        css={{ display: "grid", gap: 8, maxWidth: 420 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (port)
            void saving.run((version) =>
              voyagesApi.update(event.id, { version: version ?? event.version, port }),
            );
        }}
      >
        <PortSearch id={`event-port-${event.id}`} value={port} onChange={setPort} testId="event-port" />
        <EditorActions
          testId="event-port-editor"
          busy={saving.busy}
          disabled={!port}
          error={saving.error}
          conflict={saving.conflict}
          onCancel={event.port ? () => setEditing(false) : null}
        />
      </form>
    </EditorRow>
  );
}
