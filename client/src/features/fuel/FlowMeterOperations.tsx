import { Column } from "primereact/column";
import { useState } from "react";
import {
  createFlowMeterOperationRequest,
  type FlowMeterDto,
  type FlowMeterOperationDto,
  type FuelTypeDto,
} from "../../../../domain/fuel/dto";
import { FuelTypeSelect } from "../../entities/fuel/FuelTypeSelect";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DECIMALS, FUEL_FIGURE, fixed } from "../../entities/fuel/fuelNumbers";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { useRecordActions } from "../../shared/table/useRecordActions";
import { DateTimeInput, type DateTimeValue, NO_DATE_TIME } from "../../shared/ui/DateTimeInput";
import { NumberInput } from "../../shared/ui/NumberInput";
import { AddRecordRow } from "./AddRecordRow";
import { FuelRecordTable } from "./FuelRecordTable";
import { beforeVoyageNote, dayBounds, flowOperationRange, type VoyageSpan } from "./fuelDateRanges";
import { useTimedRecordAdd } from "./useTimedRecordAdd";
import { formatFuelTime, instantOfInput } from "./utcTime";

type Row = FlowMeterOperationDto;

interface FlowMeterOperationsProps {
  meter: FlowMeterDto;
  span: VoyageSpan;
  /** The voyage whose operations are listed (only those inside it). */
  departureId: string;
  fuelTypes: FuelTypeDto[];
  readOnly: boolean;
}

/** A meter's operations in the voyage: timestamp, fuel type, estimated mass flow rate (t/day). */
export function FlowMeterOperations({
  meter,
  span,
  departureId,
  fuelTypes,
  readOnly,
}: FlowMeterOperationsProps) {
  const operations = useAsyncList(
    () => fuelApi.flowMeterOperations(meter.id, { departureId }),
    "flow meter operations",
  );
  const { busy, run } = useRecordActions(operations.reload);
  const { error, add } = useTimedRecordAdd();
  const [when, setWhen] = useState<DateTimeValue>(NO_DATE_TIME);
  const [fuelTypeId, setFuelTypeId] = useState(meter.fuelTypeId);
  const [rate, setRate] = useState("");
  const range = flowOperationRange(span);

  async function addOperation() {
    const added = await add({
      what: "operation time",
      when,
      range,
      schema: createFlowMeterOperationRequest,
      values: { flowMeterId: meter.id, fuelTypeId, estimatedFuelMassFlowRateInTonDay: rate },
      send: (body, onFailure) => run(() => fuelApi.addFlowMeterOperation(body), onFailure),
    });
    if (added) {
      setWhen(NO_DATE_TIME);
      setRate("");
    }
  }

  return (
    <FuelRecordTable
      rows={[...operations.items].sort((a, b) => a.timestamp.localeCompare(b.timestamp))}
      emptyMessage="No operations in this voyage."
      testId="flow-operation"
      readOnly={readOnly}
      busy={busy}
      remove={(row) => fuelApi.removeFlowMeterOperation(row.id)}
      reload={operations.reload}
      removeTitle="Remove flow meter operation"
      describeRecord={(row) => `the operation on ${row.fuelTypeName} from ${formatFuelTime(row.timestamp)}`}
      addRow={
        <AddRecordRow
          testId="flow-operation"
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
            testId="flow-operation-time"
          />
          <FuelTypeSelect
            value={fuelTypeId}
            onChange={setFuelTypeId}
            fuelTypes={fuelTypes}
            testId="flow-operation-fuel-type"
            width="14rem"
          />
          <NumberInput
            rule={FUEL_FIGURE}
            value={rate}
            onChange={setRate}
            label="Rate (t/day)"
            testId="flow-operation-rate"
          />
        </AddRecordRow>
      }
    >
      <Column header="Timestamp" body={(row: Row) => formatFuelTime(row.timestamp)} />
      <Column header="Fuel type" field="fuelTypeName" />
      <Column
        header="Estimated mass flow rate (t/day)"
        body={(row: Row) => fixed(row.estimatedFuelMassFlowRateInTonDay, DECIMALS.flowRate) || "—"}
      />
    </FuelRecordTable>
  );
}
