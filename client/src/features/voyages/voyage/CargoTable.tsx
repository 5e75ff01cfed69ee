import { Button } from "primereact/button";
import { useState } from "react";
import { NumberInput } from "../../../shared/ui/NumberInput";
import { voyagesApi } from "../api/voyagesApi";
import { formatCargo, parseCargo } from "../logic/formats";
import type { VesselEventDto } from "../types";
import { useSaving } from "./useSaving";

interface CargoRowProps {
  event: VesselEventDto;
  unit: { id: number; name: string };
  editable: boolean;
  onSaved: () => Promise<void>;
}

/** One cargo unit: starts in edit mode when no value is set and the event is unconfirmed (spec 2 §2). */
function CargoRow({ event, unit, editable, onSaved }: CargoRowProps) {
  const current = event.cargos.find((cargo) => cargo.cargoUnitId === unit.id) ?? null;
  const [editing, setEditing] = useState(current === null && editable);
  const [text, setText] = useState(current ? String(current.cargoCarried) : "");
  const saving = useSaving(async () => {
    setEditing(false);
    await onSaved();
  });
  const [inputError, setInputError] = useState<string | null>(null);
  // Saving an empty value deletes an existing record (spec 2 §4); anything else must read as a number.
  const save = () => {
    const parsed = parseCargo(text);
    if ("error" in parsed) {
      setInputError(parsed.error);
      return;
    }
    setInputError(null);
    return saving.run(() =>
      parsed.value === null
        ? current
          ? voyagesApi.removeCargo(event.id, unit.id)
          : Promise.resolve()
        : voyagesApi.saveCargo(event.id, unit.id, parsed.value),
    );
  };
  return (
    <tr data-testid="cargo-row" data-unit={unit.name}>
      <td>{unit.name}</td>
      <td>
        {editing && editable ? (
          <form
            css={{ display: "flex", gap: 6, alignItems: "center" }}
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <NumberInput
              value={text}
              label={`Cargo carried in ${unit.name}`}
              placeholder={unit.name}
              onChange={(typed) => {
                setText(typed);
                setInputError(null);
              }}
              invalid={inputError !== null}
              width="9rem"
              testId="cargo-input"
            />
            <Button
              type="submit"
              icon="pi pi-check"
              rounded
              text
              size="small"
              aria-label="Save cargo"
              loading={saving.busy}
              data-testid="cargo-save"
            />
            {current && (
              <Button
                type="button"
                icon="pi pi-times"
                rounded
                text
                size="small"
                aria-label="Cancel"
                onClick={() => setEditing(false)}
              />
            )}
          </form>
        ) : (
          <span css={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
            <span data-testid="cargo-value">{formatCargo(current?.cargoCarried)}</span>
            {editable && (
              <Button
                type="button"
                icon="pi pi-pencil"
                rounded
                text
                size="small"
                aria-label={`Edit cargo in ${unit.name}`}
                onClick={() => setEditing(true)}
                data-testid="cargo-edit"
              />
            )}
          </span>
        )}
        {(inputError ?? saving.error) && (
          <small
            role="alert"
            css={(t) => ({ display: "block", color: t.color.danger })}
            data-testid="cargo-error"
          >
            {inputError ?? saving.error}
          </small>
        )}
      </td>
    </tr>
  );
}

/** Cargo carried per cargo unit of the vessel. */
export function CargoTable({
  event,
  units,
  editable,
  onSaved,
}: {
  event: VesselEventDto;
  units: { id: number; name: string }[];
  editable: boolean;
  onSaved: () => Promise<void>;
}) {
  if (!units.length) return <em>The vessel has no cargo units.</em>;
  return (
    <table
      css={(t) => ({
        borderCollapse: "collapse",
        minWidth: 320,
        "td, th": { padding: "6px 10px", borderBottom: `1px solid ${t.color.border}`, textAlign: "left" },
        th: { color: t.color.textMuted, fontWeight: 500, fontSize: "0.85rem" },
      })}
      data-testid="cargo-table"
    >
      <thead>
        <tr>
          <th>Cargo unit</th>
          <th>Cargo carried</th>
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => (
          <CargoRow
            key={`${unit.id}-${event.version}`}
            event={event}
            unit={unit}
            editable={editable}
            onSaved={onSaved}
          />
        ))}
      </tbody>
    </table>
  );
}
