import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import {
  createFuelTankOperationRequest,
  type FuelTankDto,
  type FuelTankOperationDto,
  type FuelTypeDto,
} from "../../../../domain/fuel/dto";
import { DateTimeInput, type DateTimeValue } from "./DateTimeInput";
import { AddRow, AddRowError, FuelTableCard } from "./FuelTableCard";
import { FuelTypeSelect } from "./FuelTypeSelect";
import { checkForm } from "./fieldErrors";
import { fuelApi } from "./fuelApi";
import { fuelOperationRange, type VoyageSpan } from "./fuelDateRanges";
import { DECIMALS, fixed } from "./fuelNumbers";
import { NumberBox } from "./NumberBox";
import { RecordRemove } from "./RecordRemove";
import { timeProblem } from "./rangeCheck";
import { useRecordActions } from "./useRecordActions";
import { combineUtc, formatFuelTime } from "./utcTime";

type Row = FuelTankOperationDto;

interface TankOperationsProps {
  tank: FuelTankDto;
  span: VoyageSpan;
  operations: Row[];
  fuelTypes: FuelTypeDto[];
  readOnly: boolean;
  reload: () => Promise<void>;
}

/** The Bunkering tab: a tank's operations (bunkering and de-bunkering) from 12 months before departure. */
export function TankOperations({ tank, span, operations, fuelTypes, readOnly, reload }: TankOperationsProps) {
  const { busy, run } = useRecordActions(reload);
  const [when, setWhen] = useState<DateTimeValue>({ day: null, time: "" });
  const [fuelTypeId, setFuelTypeId] = useState(tank.fuelTypeId);
  const [density, setDensity] = useState("");
  const [adjustment, setAdjustment] = useState("");
  const [sulphur, setSulphur] = useState("");
  const [error, setError] = useState<string | null>(null);
  const range = fuelOperationRange(span);

  async function add() {
    const timestamp = combineUtc(when.day, when.time);
    const outside = timeProblem("operation time", timestamp, range);
    if (outside) return setError(outside);
    const checked = checkForm(createFuelTankOperationRequest, {
      fuelTankId: tank.id,
      timestamp: timestamp?.toISOString(),
      fuelTypeId,
      fuelDensity: density,
      fuelAdjustmentInTon: adjustment,
      sulphurContent: sulphur,
    });
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? null);
    setError(null);
    if (await run(() => fuelApi.addFuelTankOperation(checked.body))) {
      setWhen({ day: null, time: "" });
      setDensity("");
      setAdjustment("");
      setSulphur("");
    }
  }

  return (
    <FuelTableCard>
      <DataTable
        value={operations}
        dataKey="id"
        size="small"
        emptyMessage="No bunkering recorded."
        data-testid="tank-operation-table"
      >
        <Column header="Timestamp" body={(row: Row) => formatFuelTime(row.timestamp)} />
        <Column header="Fuel type" field="fuelTypeName" />
        <Column header="Density at 15 °C" body={(row: Row) => fixed(row.fuelDensity, DECIMALS.density)} />
        <Column
          header="Bunkered / de-bunkered (MT)"
          body={(row: Row) => fixed(row.fuelAdjustmentInTon, DECIMALS.adjustment)}
        />
        <Column
          header="Sulphur content (%)"
          body={(row: Row) => fixed(row.sulphurContent, DECIMALS.sulphur)}
        />
        {!readOnly && (
          <Column
            header=""
            style={{ width: "4rem", textAlign: "right" }}
            body={(row: Row) => (
              <RecordRemove
                busy={busy}
                onRemove={() => void run(() => fuelApi.removeFuelTankOperation(row.id))}
                testId="tank-operation-remove"
              />
            )}
          />
        )}
      </DataTable>
      {!readOnly && (
        <AddRow>
          <strong css={{ fontSize: "0.9rem" }}>Add</strong>
          <DateTimeInput
            label="Timestamp"
            value={when}
            onChange={setWhen}
            range={range}
            testId="tank-operation-time"
          />
          <FuelTypeSelect
            value={fuelTypeId}
            onChange={setFuelTypeId}
            fuelTypes={fuelTypes}
            testId="tank-operation-fuel-type"
            width="14rem"
          />
          <NumberBox
            value={density}
            onChange={setDensity}
            label="Density at 15 °C"
            testId="tank-operation-density"
            width="9rem"
          />
          <NumberBox
            value={adjustment}
            onChange={setAdjustment}
            label="Tons (− de-bunkering)"
            testId="tank-operation-tons"
            width="10rem"
          />
          <NumberBox
            value={sulphur}
            onChange={setSulphur}
            label="Sulphur %"
            testId="tank-operation-sulphur"
          />
          <Button
            type="button"
            label="Add"
            icon="pi pi-plus"
            size="small"
            loading={busy}
            onClick={() => void add()}
            data-testid="tank-operation-submit"
          />
          {error && (
            <AddRowError role="alert" data-testid="tank-operation-error">
              {error}
            </AddRowError>
          )}
        </AddRow>
      )}
    </FuelTableCard>
  );
}
