import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { vesselAdminApi } from "../../entities/vessel/vesselAdminApi";
import { AddRow } from "../../shared/table/AddRow";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { TableCard } from "../../shared/table/TableCard";
import { useRecordActions } from "../../shared/table/useRecordActions";
import { AlertBox } from "../../shared/ui/AlertBox";
import type { NamedOption, SettingsVessel } from "./types";

export const CARGO_UNITS_WARNING = "Please add below what cargo units the vessel is carrying.";

/** The 'Cargo carried' table beside the General form: the vessel's cargo units, add and remove. */
export function CargoCarried({
  vessel,
  cargoUnits,
  onChanged,
}: {
  vessel: SettingsVessel;
  cargoUnits: NamedOption[];
  onChanged: () => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const { busy, run } = useRecordActions(onChanged);
  const carried = vessel.cargoUnitIds.map(
    (id) => cargoUnits.find((unit) => unit.id === id) ?? { id, name: `Unit ${id}` },
  );
  const available = cargoUnits.filter((unit) => !vessel.cargoUnitIds.includes(unit.id));

  return (
    <div css={{ display: "grid", gap: 10 }}>
      <h3 css={{ fontSize: "1.05rem", margin: 0 }}>Cargo carried</h3>
      {carried.length === 0 && (
        <AlertBox severity="warning" testId="settings-cargo-warning">
          {CARGO_UNITS_WARNING}
        </AlertBox>
      )}
      <TableCard>
        <DataTable
          value={carried}
          dataKey="id"
          size="small"
          emptyMessage="No cargo units."
          data-testid="settings-cargo-units"
        >
          <Column header="Cargo unit" field="name" />
          <Column
            header={ACTIONS_HEADER}
            style={{ width: "7rem", textAlign: "right" }}
            body={(unit: NamedOption) => (
              <Button
                type="button"
                label="Remove"
                size="small"
                text
                severity="danger"
                disabled={busy}
                onClick={() => void run(() => vesselAdminApi.removeCargoUnit(vessel.id, unit.id))}
                data-testid="settings-cargo-remove"
              />
            )}
          />
        </DataTable>
        <AddRow>
          <Dropdown
            value={choice}
            options={available}
            optionLabel="name"
            optionValue="id"
            onChange={(event) => setChoice(event.value as number)}
            placeholder="Cargo unit"
            aria-label="Cargo unit to add"
            css={{ flex: 1, minWidth: 0 }}
            data-testid="settings-cargo-choice"
          />
          <Button
            type="button"
            label="Add"
            icon="pi pi-plus"
            size="small"
            disabled={choice === null || busy}
            onClick={() => {
              if (choice === null) return;
              void run(() => vesselAdminApi.addCargoUnit(vessel.id, choice)).then(
                (ok) => ok && setChoice(null),
              );
            }}
            data-testid="settings-cargo-add"
          />
        </AddRow>
      </TableCard>
    </div>
  );
}
