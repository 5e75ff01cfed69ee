import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { createFuelTypeRequest, type FuelTypeDto } from "../../../../domain/fuel/dto";
import { AlertBox } from "../../shared/ui/AlertBox";
import { TextFormField } from "../../shared/ui/TextFormField";
import { ConfirmDialog } from "../admin/common/ConfirmDialog";
import { DIALOG_FAILURE, failureText } from "../admin/common/failureText";
import { RowAction } from "../admin/common/RowAction";
import { TableCard } from "../admin/common/TableCard";
import { checkForm } from "../fuel/fieldErrors";
import { fuelApi } from "../fuel/fuelApi";
import { DECIMALS, fixed } from "../fuel/fuelNumbers";

/** The Fuel types tab: defaults and the company's own; only the company's own can be removed. */
export function FuelTypeSettings({
  fuelTypes,
  onChanged,
}: {
  fuelTypes: FuelTypeDto[];
  onChanged: () => Promise<void> | void;
}) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FuelTypeDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove(type: FuelTypeDto) {
    setBusy(true);
    setError(null);
    try {
      await fuelApi.removeFuelType(type.id);
      setRemoving(null);
      await onChanged();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ display: "grid", gap: 14 }} data-testid="fuel-type-settings">
      <TableCard>
        <DataTable
          value={fuelTypes}
          dataKey="id"
          size="small"
          emptyMessage="No fuel types."
          data-testid="fuel-type-table"
        >
          <Column header="Name" field="name" />
          <Column header="Short name" field="shortName" />
          <Column
            header="Carbon emission factor"
            body={(type: FuelTypeDto) => fixed(type.carbonEmissionFactor, DECIMALS.carbonFactor)}
          />
          <Column
            header=""
            style={{ width: "4rem", textAlign: "right" }}
            body={(type: FuelTypeDto) =>
              type.companyId ? (
                <RowAction
                  icon="pi pi-trash"
                  label="Remove"
                  severity="danger"
                  onClick={() => {
                    setError(null);
                    setRemoving(type);
                  }}
                  testId="fuel-type-remove"
                />
              ) : null
            }
          />
        </DataTable>
      </TableCard>
      {adding ? (
        <FuelTypeForm
          onCancel={() => setAdding(false)}
          onSaved={async () => {
            setAdding(false);
            await onChanged();
          }}
        />
      ) : (
        <div>
          <Button
            type="button"
            label="Add fuel type"
            icon="pi pi-plus"
            onClick={() => setAdding(true)}
            data-testid="fuel-type-add"
          />
        </div>
      )}
      <ConfirmDialog
        visible={removing !== null}
        title="Remove fuel type"
        message={`Remove the fuel type ${removing?.name ?? ""}?`}
        confirmLabel="Remove"
        danger
        busy={busy}
        error={error}
        onConfirm={() => removing && void remove(removing)}
        onHide={() => setRemoving(null)}
      />
    </div>
  );
}

function FuelTypeForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const [values, setValues] = useState({ name: "", shortName: "", carbonEmissionFactor: "" });
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = checkForm(createFuelTypeRequest, values);
  const errorOf = (field: keyof typeof values) =>
    !checked.ok && dirty.has(field) ? checked.errors[field] : undefined;
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setDirty((previous) => new Set(previous).add(field));
  };

  async function save() {
    if (!checked.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      await fuelApi.addFuelType(checked.body);
      onSaved();
    } catch (error) {
      setFailure(failureText(error, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <TableCard css={{ padding: 18, display: "grid", gap: 14, maxWidth: 720 }} data-testid="fuel-type-form">
      <h3 css={{ margin: 0, fontSize: "1.05rem" }}>New fuel type</h3>
      <div
        css={{
          display: "grid",
          gridTemplateColumns: "2fr 1fr 1fr",
          gap: 14,
          "@media (max-width: 640px)": { gridTemplateColumns: "1fr" },
        }}
      >
        <TextFormField
          id="fuel-type-name"
          label="Name"
          value={values.name}
          onChange={set("name")}
          error={errorOf("name")}
          autoFocus
        />
        <TextFormField
          id="fuel-type-short-name"
          label="Short name"
          value={values.shortName}
          onChange={set("shortName")}
          error={errorOf("shortName")}
        />
        <TextFormField
          id="fuel-type-factor"
          label="Carbon emission factor"
          value={values.carbonEmissionFactor}
          onChange={set("carbonEmissionFactor")}
          error={errorOf("carbonEmissionFactor")}
          inputMode="decimal"
          placeholder="t CO₂ / t fuel"
        />
      </div>
      {failure && (
        <AlertBox severity="error" testId="fuel-type-form-error">
          {failure}
        </AlertBox>
      )}
      <div css={{ display: "flex", gap: 8 }}>
        <Button
          type="button"
          label="Save"
          icon="pi pi-check"
          loading={busy}
          disabled={busy || !checked.ok}
          onClick={() => void save()}
          data-testid="fuel-type-save"
        />
        <Button type="button" label="Cancel" text onClick={onCancel} data-testid="fuel-type-cancel" />
      </div>
    </TableCard>
  );
}
