import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import { createFuelTypeRequest, type FuelTypeDto } from "../../../../domain/fuel/dto";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DECIMALS, fixed } from "../../entities/fuel/fuelNumbers";
import { useSession } from "../../entities/session/sessionStore";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { RowAction } from "../../shared/table/RowAction";
import { TableCard } from "../../shared/table/TableCard";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { TextFormField } from "../../shared/ui/TextFormField";
import { useConfirmedRemoval } from "../../shared/ui/useConfirmedRemoval";
import { checkForm } from "../../shared/validation/fieldErrors";
import { AddNewItem, NewItemForm } from "./NewItemForm";

/**
 * The Fuel types tab: defaults and the company's own; only the company's own can be removed, and only
 * Administrators and SuperUsers add or remove them.
 */
export function FuelTypeSettings({
  fuelTypes,
  onChanged,
}: {
  fuelTypes: FuelTypeDto[];
  onChanged: () => Promise<void> | void;
}) {
  const canManage = Boolean(useSession().user?.isSuperOrAdmin);
  const removal = useConfirmedRemoval({
    remove: (type: FuelTypeDto) => fuelApi.removeFuelType(type.id),
    after: onChanged,
    describeFailure: (failure) => failureText(failure, DIALOG_FAILURE),
  });

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
            header={ACTIONS_HEADER}
            style={{ width: "4rem", textAlign: "right" }}
            body={(type: FuelTypeDto) =>
              type.companyId && canManage ? (
                <RowAction
                  icon="pi pi-trash"
                  label="Remove"
                  severity="danger"
                  onClick={() => removal.ask(type)}
                  testId="fuel-type-remove"
                />
              ) : null
            }
          />
        </DataTable>
      </TableCard>
      {canManage && (
        <AddNewItem
          label="Add fuel type"
          testId="fuel-type-add"
          form={(close) => (
            <FuelTypeForm
              onCancel={close}
              onSaved={async () => {
                close();
                await onChanged();
              }}
            />
          )}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        title="Remove fuel type"
        message={`Remove the fuel type ${removal.target?.name ?? ""}?`}
        confirmLabel="Remove"
        danger
      />
    </div>
  );
}

function FuelTypeForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const [values, setValues] = useState({ name: "", shortName: "", carbonEmissionFactor: "" });
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const checked = checkForm(createFuelTypeRequest, values);
  const errorOf = (field: keyof typeof values) =>
    !checked.ok && dirty.has(field) ? checked.errors[field] : undefined;
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setDirty((previous) => new Set(previous).add(field));
  };

  return (
    <NewItemForm
      testId="fuel-type"
      title="New fuel type"
      canSave={checked.ok}
      onSave={async () => {
        if (!checked.ok) return;
        await fuelApi.addFuelType(checked.body);
        onSaved();
      }}
      onCancel={onCancel}
    >
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
    </NewItemForm>
  );
}
