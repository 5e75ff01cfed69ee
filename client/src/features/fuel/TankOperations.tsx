import { Column } from "primereact/column";
import { useState } from "react";
import {
  createFuelTankOperationRequest,
  type FuelTankDto,
  type FuelTankOperationDto,
  type FuelTypeDto,
} from "../../../../domain/fuel/dto";
import { FuelTypeSelect } from "../../entities/fuel/FuelTypeSelect";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DECIMALS, FUEL_FIGURE, fixed } from "../../entities/fuel/fuelNumbers";
import { useRecordActions } from "../../shared/table/useRecordActions";
import { DateTimeInput, type DateTimeValue, NO_DATE_TIME } from "../../shared/ui/DateTimeInput";
import { NumberInput } from "../../shared/ui/NumberInput";
import { AddRecordRow } from "./AddRecordRow";
import { FuelRecordTable } from "./FuelRecordTable";
import { beforeVoyageNote, dayBounds, fuelOperationRange, type VoyageSpan } from "./fuelDateRanges";
import { useTimedRecordAdd } from "./useTimedRecordAdd";
import { formatFuelTime, instantOfInput } from "./utcTime";

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
  const { error, add } = useTimedRecordAdd();
  const [when, setWhen] = useState<DateTimeValue>(NO_DATE_TIME);
  const [fuelTypeId, setFuelTypeId] = useState(tank.fuelTypeId);
  const [density, setDensity] = useState("");
  const [adjustment, setAdjustment] = useState("");
  const [sulphur, setSulphur] = useState("");
  const range = fuelOperationRange(span);

  async function addOperation() {
    const added = await add({
      what: "operation time",
      when,
      range,
      schema: createFuelTankOperationRequest,
      values: {
        fuelTankId: tank.id,
        fuelTypeId,
        fuelDensity: density,
        fuelAdjustmentInTon: adjustment,
        sulphurContent: sulphur,
      },
      send: (body, onFailure) => run(() => fuelApi.addFuelTankOperation(body), onFailure),
    });
    if (added) {
      setWhen(NO_DATE_TIME);
      setDensity("");
      setAdjustment("");
      setSulphur("");
    }
  }

  return (
    <FuelRecordTable
      rows={operations}
      emptyMessage="No bunkering recorded."
      testId="tank-operation"
      readOnly={readOnly}
      busy={busy}
      remove={(row) => fuelApi.removeFuelTankOperation(row.id)}
      reload={reload}
      removeTitle="Remove bunkering"
      describeRecord={(row) =>
        `the ${row.fuelAdjustmentInTon < 0 ? "de-bunkering" : "bunkering"} of ${fixed(Math.abs(row.fuelAdjustmentInTon), DECIMALS.adjustment)} t ${row.fuelTypeName} on ${formatFuelTime(row.timestamp)}`
      }
      addRow={
        <AddRecordRow
          testId="tank-operation"
          note={beforeVoyageNote(instantOfInput(when), span, formatFuelTime)}
          busy={busy}
          error={error}
          onAdd={() => void addOperation()}
        >
          <DateTimeInput
            label="Timestamp"
            value={when}
            onChange={setWhen}
            {...dayBounds(range)}
            testId="tank-operation-time"
          />
          <FuelTypeSelect
            value={fuelTypeId}
            onChange={setFuelTypeId}
            fuelTypes={fuelTypes}
            testId="tank-operation-fuel-type"
            width="14rem"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={density}
            onChange={setDensity}
            label="Density at 15 °C (t/m³)"
            testId="tank-operation-density"
            width="9rem"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={adjustment}
            onChange={setAdjustment}
            label="Tons (− de-bunkering)"
            testId="tank-operation-tons"
            width="10rem"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={sulphur}
            onChange={setSulphur}
            label="Sulphur %"
            testId="tank-operation-sulphur"
          />
        </AddRecordRow>
      }
    >
      <Column header="Timestamp" body={(row: Row) => formatFuelTime(row.timestamp)} />
      <Column header="Fuel type" field="fuelTypeName" />
      <Column
        header="Density at 15 °C (t/m³)"
        body={(row: Row) => fixed(row.fuelDensity, DECIMALS.density)}
      />
      <Column
        header="Bunkered / de-bunkered (MT)"
        body={(row: Row) => fixed(row.fuelAdjustmentInTon, DECIMALS.adjustment)}
      />
      <Column header="Sulphur content (%)" body={(row: Row) => fixed(row.sulphurContent, DECIMALS.sulphur)} />
    </FuelRecordTable>
  );
}
