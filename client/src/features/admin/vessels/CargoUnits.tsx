import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import type { AdminVessel, NamedItem } from "../../../entities/vessel/adminTypes";
import { vesselAdminApi } from "../../../entities/vessel/vesselAdminApi";
import { DIALOG_FAILURE, failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { ToggleList } from "./FeatureToggles";

/** The vessel's cargo units (GET /CargoUnits for the choices): add one, remove one. */
export function CargoUnits({
  vessel,
  cargoUnits,
  onChanged,
}: {
  vessel: AdminVessel;
  cargoUnits: NamedItem[];
  onChanged: () => void;
}) {
  const [choice, setChoice] = useState<string | number | null>(null);
  const [busy, setBusy] = useState(false);
  const present = new Set(vessel.cargoUnits.map((unit) => String(unit.id)));
  const available = cargoUnits.filter((unit) => !present.has(String(unit.id)));

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      setChoice(null);
      onChanged();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, DIALOG_FAILURE) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ display: "grid", gap: 10 }}>
      {vessel.cargoUnits.length === 0 ? (
        <p css={(theme) => ({ color: theme.color.textMuted })}>No cargo units.</p>
      ) : (
        <ToggleList data-testid="vessel-cargo-units">
          {vessel.cargoUnits.map((unit) => (
            <li key={unit.id}>
              <span>{unit.name}</span>
              <Button
                type="button"
                icon="pi pi-times"
                rounded
                text
                severity="danger"
                size="small"
                aria-label={`Remove ${unit.name}`}
                disabled={busy}
                onClick={() => void run(() => vesselAdminApi.removeCargoUnit(vessel.id, unit.id))}
                data-testid="vessel-cargo-unit-remove"
              />
            </li>
          ))}
        </ToggleList>
      )}
      <div css={{ display: "flex", gap: 6 }}>
        <Dropdown
          value={choice}
          options={available}
          optionLabel="name"
          optionValue="id"
          onChange={(event) => setChoice(event.value as string | number)}
          placeholder="Cargo unit"
          css={{ flex: 1, minWidth: 0 }}
          aria-label="Cargo unit to add"
          data-testid="vessel-cargo-unit-choice"
        />
        <Button
          type="button"
          label="Add"
          icon="pi pi-plus"
          size="small"
          disabled={choice === null || busy}
          onClick={() => choice !== null && void run(() => vesselAdminApi.addCargoUnit(vessel.id, choice))}
          data-testid="vessel-cargo-unit-add"
        />
      </div>
    </div>
  );
}
