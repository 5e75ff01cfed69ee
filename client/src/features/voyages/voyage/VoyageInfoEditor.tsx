import { Checkbox } from "primereact/checkbox";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { TEXT_LIMITS } from "../../../../../domain/shared/limits";
import { voyageInformationSchema } from "../../../../../domain/voyages/dto";
import { voyagesApi } from "../api/voyagesApi";
import { VOYAGE_TYPES, type VoyageType } from "../types";
import { EditorActions, EditorRow } from "./EditorRow";
import type { EditorProps } from "./TimeEditor";
import { useEventSaving } from "./useEventSaving";

/** The voyage a Departure starts: name, Laden/Ballast, non-commercial ('Please enter voyage information'). */
export function VoyageInfoEditor({
  event,
  editable,
  onSaved,
  startEditing,
}: EditorProps & { startEditing?: boolean }) {
  const info = event.voyage;
  const [editing, setEditing] = useState(Boolean(startEditing) || (!info && editable));
  const [name, setName] = useState(info?.name ?? "");
  const [type, setType] = useState<VoyageType>(info?.type ?? "Laden");
  const [nonCommercial, setNonCommercial] = useState(info?.isNonCommercial ?? false);
  const saving = useEventSaving(event, {
    onSaved: async () => {
      setEditing(false);
      await onSaved();
    },
    apply: (fresh) => {
      setName(fresh.voyage?.name ?? "");
      setType(fresh.voyage?.type ?? "Laden");
      setNonCommercial(fresh.voyage?.isNonCommercial ?? false);
    },
  });
  const parsed = voyageInformationSchema.safeParse({ name, type, isNonCommercial: nonCommercial });
  const display = info ? (
    <>
      <strong>{info.name}</strong> · {info.type}
      {info.isNonCommercial ? " · non-commercial" : ""}
    </>
  ) : (
    <em>Please enter voyage information</em>
  );
  return (
    <EditorRow
      label="Voyage"
      testId="event-voyage-editor"
      display={display}
      editable={editable}
      editing={editing && editable}
      onEdit={() => setEditing(true)}
    >
      <form
        css={{ display: "grid", gap: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (parsed.success)
            void saving.run((version) =>
              voyagesApi.update(event.id, { version: version ?? event.version, voyage: parsed.data }),
            );
        }}
      >
        <div css={{ display: "flex", gap: 10, flexWrap: "wrap", alignItems: "center" }}>
          <InputText
            value={name}
            placeholder="Voyage name"
            aria-label="Voyage name"
            maxLength={TEXT_LIMITS.name}
            onChange={(e) => setName(e.target.value)}
            data-testid="event-voyage-name"
          />
          <Dropdown
            value={type}
            options={[...VOYAGE_TYPES]}
            aria-label="Voyage type"
            onChange={(e) => setType(e.value as VoyageType)}
            data-testid="event-voyage-type"
          />
          <span css={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
            <Checkbox
              inputId={`non-commercial-${event.id}`}
              checked={nonCommercial}
              onChange={(e) => setNonCommercial(Boolean(e.checked))}
              data-testid="event-voyage-non-commercial"
            />
            <label htmlFor={`non-commercial-${event.id}`}>Non-commercial</label>
          </span>
        </div>
        <EditorActions
          testId="event-voyage-editor"
          busy={saving.busy}
          disabled={!parsed.success}
          error={saving.error}
          conflict={saving.conflict}
          problem={
            name.trim() === "" ? null : parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
          }
          onCancel={info ? () => setEditing(false) : null}
        />
      </form>
    </EditorRow>
  );
}
