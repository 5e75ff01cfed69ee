import { Checkbox } from "primereact/checkbox";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import type { FlowMeterDto, FuelTankDto, FuelTypeDto } from "../../../../domain/fuel/dto";
import { createFlowMeterRequest, createFuelTankRequest } from "../../../../domain/fuel/dto";
import { FUEL_MESSAGES } from "../../../../domain/fuel/messages";
import { FUEL_CONSUMPTION_SOURCES, fuelConsumptionSourceById } from "../../../../domain/fuel/referenceData";
import { FuelTypeSelect } from "../../entities/fuel/FuelTypeSelect";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { RowAction } from "../../shared/table/RowAction";
import { TableCard } from "../../shared/table/TableCard";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { FormField } from "../../shared/ui/FormField";
import { FormRow } from "../../shared/ui/formStyles";
import { TextFormField } from "../../shared/ui/TextFormField";
import { useConfirmedRemoval } from "../../shared/ui/useConfirmedRemoval";
import { checkForm, type FieldErrors, nameTaken } from "../../shared/validation/fieldErrors";
import { AddNewItem, NewItemForm } from "./NewItemForm";

type Consumer = FlowMeterDto | FuelTankDto;

/** What differs between the flow meter and the fuel tank settings. */
interface ConsumerKind {
  /** Test id prefix: `flow-meter` or `fuel-tank`. */
  id: "flow-meter" | "fuel-tank";
  noun: string;
  emptyMessage: string;
  withLogVariable: boolean;
}

export const FLOW_METERS: ConsumerKind = {
  id: "flow-meter",
  noun: "flow meter",
  emptyMessage: "No flow meters added yet",
  withLogVariable: true,
};
export const FUEL_TANKS: ConsumerKind = {
  id: "fuel-tank",
  noun: "fuel tank",
  emptyMessage: "No fuel tanks added yet",
  withLogVariable: false,
};

const load = (kind: ConsumerKind, vesselId: string): Promise<Consumer[]> =>
  kind.withLogVariable ? fuelApi.flowMeters(vesselId) : fuelApi.fuelTanks(vesselId);

const sourceNames = (ids: number[]) =>
  ids.map((id) => fuelConsumptionSourceById(id)?.name ?? `Source ${id}`).join(", ");

/** The Flow meters or Fuel tanks tab of vessel settings: the active ones, an add form and Remove. */
export function ConsumerSettings({
  kind,
  vesselId,
  fuelTypes,
  onChanged,
}: {
  kind: ConsumerKind;
  vesselId: string;
  fuelTypes: FuelTypeDto[];
  onChanged: () => void;
}) {
  const list = useAsyncList(
    async () => (await load(kind, vesselId)).filter((item) => !item.isDeactivated),
    `${kind.noun}s`,
  );
  const changed = async () => {
    await list.reload();
    onChanged();
  };
  const removal = useConfirmedRemoval({
    remove: (item: Consumer) =>
      kind.withLogVariable ? fuelApi.removeFlowMeter(item.id) : fuelApi.removeFuelTank(item.id),
    after: changed,
    describeFailure: (failure) => failureText(failure, DIALOG_FAILURE),
  });

  return (
    <div css={{ display: "grid", gap: 14 }} data-testid={`${kind.id}-settings`}>
      <TableCard>
        <DataTable
          value={list.items}
          dataKey="id"
          size="small"
          emptyMessage={kind.emptyMessage}
          data-testid={`${kind.id}-table`}
        >
          <Column header="Name" field="name" />
          <Column header="Fuel type" field="fuelTypeName" />
          <Column
            header="Fuel consumption sources"
            body={(item: Consumer) => sourceNames(item.fuelConsumptionSources)}
          />
          {kind.withLogVariable && (
            <Column
              header="Flow rate log variable"
              body={(item: FlowMeterDto) => item.fuelMassFlowRateLogVariableId ?? "Manual input"}
            />
          )}
          <Column
            header={ACTIONS_HEADER}
            style={{ width: "4rem", textAlign: "right" }}
            body={(item: Consumer) => (
              <RowAction
                icon="pi pi-trash"
                label="Remove"
                severity="danger"
                onClick={() => removal.ask(item)}
                testId={`${kind.id}-remove`}
              />
            )}
          />
        </DataTable>
      </TableCard>
      <AddNewItem
        label={`Add ${kind.noun}`}
        testId={`${kind.id}-add`}
        form={(close) => (
          <ConsumerForm
            kind={kind}
            vesselId={vesselId}
            existing={list.items}
            fuelTypes={fuelTypes}
            onCancel={close}
            onSaved={async () => {
              close();
              await changed();
            }}
          />
        )}
      />
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${kind.noun}`}
        message={`Remove the ${kind.noun} ${removal.target?.name ?? ""}? Its recorded data stays with past voyages.`}
        confirmLabel="Remove"
        danger
      />
    </div>
  );
}

function ConsumerForm({
  kind,
  vesselId,
  existing,
  fuelTypes,
  onCancel,
  onSaved,
}: {
  kind: ConsumerKind;
  vesselId: string;
  existing: Consumer[];
  fuelTypes: FuelTypeDto[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState("");
  const [fuelTypeId, setFuelTypeId] = useState("");
  const [sources, setSources] = useState<number[]>([]);
  const [logVariable, setLogVariable] = useState("");
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const p = kind.id;

  const values = {
    vesselId,
    name,
    fuelTypeId,
    fuelConsumptionSources: sources,
    fuelMassFlowRateLogVariableId: logVariable,
  };
  const checked = kind.withLogVariable
    ? checkForm(createFlowMeterRequest, values)
    : checkForm(createFuelTankRequest, values);
  const errors: FieldErrors<string> = checked.ok ? {} : { ...checked.errors };
  const taken = nameTaken(name, existing);
  const takenMessage = kind.withLogVariable
    ? FUEL_MESSAGES.flowMeterNameTaken(name.trim())
    : FUEL_MESSAGES.fuelTankNameTaken(name.trim());
  if (taken) errors.name = takenMessage;
  const valid = checked.ok && !taken;
  // A message shows once its field has been changed; Save stays disabled until the form is valid.
  const shown = (field: string) => (dirty.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setDirty((previous) => new Set(previous).add(field));

  async function save() {
    if (kind.withLogVariable) {
      const meter = checkForm(createFlowMeterRequest, values);
      if (meter.ok) await fuelApi.addFlowMeter(meter.body);
    } else {
      const tank = checkForm(createFuelTankRequest, values);
      if (tank.ok) await fuelApi.addFuelTank(tank.body);
    }
    onSaved();
  }

  return (
    <NewItemForm testId={p} title={`New ${kind.noun}`} canSave={valid} onSave={save} onCancel={onCancel}>
      <FormRow>
        <TextFormField
          id={`${p}-name`}
          label="Name"
          value={name}
          onChange={(value) => {
            setName(value);
            touch("name");
          }}
          error={shown("name")}
          autoFocus
        />
        <FormField
          label="Fuel type"
          htmlFor={`${p}-fuel-type`}
          error={shown("fuelTypeId")}
          errorTestId={`${p}-fuel-type-error`}
        >
          <FuelTypeSelect
            id={`${p}-fuel-type`}
            value={fuelTypeId}
            onChange={(value) => {
              setFuelTypeId(value);
              touch("fuelTypeId");
            }}
            fuelTypes={fuelTypes}
            testId={`${p}-fuel-type`}
          />
        </FormField>
      </FormRow>
      <fieldset css={{ border: 0, padding: 0, margin: 0 }} data-testid={`${p}-sources`}>
        <legend css={{ fontWeight: 500, fontSize: "0.92rem", marginBottom: 8 }}>
          Fuel consumption sources
        </legend>
        <div css={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))", gap: 8 }}>
          {FUEL_CONSUMPTION_SOURCES.map((source) => (
            <span key={source.id} css={{ display: "inline-flex", alignItems: "center", gap: 8 }}>
              <Checkbox
                inputId={`${p}-source-${source.id}`}
                checked={sources.includes(source.id)}
                onChange={(event) => {
                  setSources((previous) =>
                    event.checked ? [...previous, source.id] : previous.filter((id) => id !== source.id),
                  );
                  touch("fuelConsumptionSources");
                }}
                data-testid={`${p}-source`}
              />
              <label htmlFor={`${p}-source-${source.id}`} css={{ cursor: "pointer" }}>
                {source.name}
              </label>
            </span>
          ))}
        </div>
        {shown("fuelConsumptionSources") && (
          <small
            role="alert"
            css={(theme) => ({ color: theme.color.danger })}
            data-testid={`${p}-sources-error`}
          >
            {shown("fuelConsumptionSources")}
          </small>
        )}
      </fieldset>
      {kind.withLogVariable && (
        <TextFormField
          id={`${p}-log-variable`}
          label="Flow rate log variable (empty for manual input)"
          value={logVariable}
          onChange={(value) => {
            setLogVariable(value);
            touch("fuelMassFlowRateLogVariableId");
          }}
          error={shown("fuelMassFlowRateLogVariableId")}
          inputMode="numeric"
        />
      )}
    </NewItemForm>
  );
}
