import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useState } from "react";
import {
  createFlowMeterOperationRequest,
  type FlowMeterDto,
  type FlowMeterOperationDto,
  type FuelTypeDto,
} from "../../../../domain/fuel/dto";
import { useAsyncList } from "../admin/common/useAsyncList";
import { DateTimeInput, type DateTimeValue } from "./DateTimeInput";
import { AddRow, AddRowError, FuelTableCard } from "./FuelTableCard";
import { FuelTypeSelect } from "./FuelTypeSelect";
import { checkForm } from "./fieldErrors";
import { fuelApi } from "./fuelApi";
import { flowOperationRange, queryWindow, type VoyageSpan } from "./fuelDateRanges";
import { DECIMALS, fixed } from "./fuelNumbers";
import { NumberBox } from "./NumberBox";
import { RecordRemove } from "./RecordRemove";
import { timeProblem } from "./rangeCheck";
import { useRecordActions } from "./useRecordActions";
import { combineUtc, formatFuelTime } from "./utcTime";

type Row = FlowMeterOperationDto;

interface FlowMeterOperationsProps {
  meter: FlowMeterDto;
  span: VoyageSpan;
  fuelTypes: FuelTypeDto[];
  readOnly: boolean;
}

/** A meter's operations in the voyage: timestamp, fuel type, estimated mass flow rate (t/day). */
export function FlowMeterOperations({ meter, span, fuelTypes, readOnly }: FlowMeterOperationsProps) {
  const window = queryWindow(span, "flowOperations");
  const operations = useAsyncList(
    () => fuelApi.flowMeterOperations(meter.id, window.fromDate, window.toDate),
    "flow meter operations",
  );
  const { busy, run } = useRecordActions(operations.reload);
  const [when, setWhen] = useState<DateTimeValue>({ day: null, time: "" });
  const [fuelTypeId, setFuelTypeId] = useState(meter.fuelTypeId);
  const [rate, setRate] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function add() {
    const timestamp = combineUtc(when.day, when.time);
    const outside = timeProblem("operation time", timestamp, flowOperationRange(span));
    if (outside) return setError(outside);
    const checked = checkForm(createFlowMeterOperationRequest, {
      flowMeterId: meter.id,
      timestamp: timestamp?.toISOString(),
      fuelTypeId,
      estimatedFuelMassFlowRateInTonDay: rate,
    });
    if (!checked.ok) return setError(Object.values(checked.errors)[0] ?? null);
    setError(null);
    if (await run(() => fuelApi.addFlowMeterOperation(checked.body))) {
      setWhen({ day: null, time: "" });
      setRate("");
    }
  }

  return (
    <FuelTableCard>
      <DataTable
        value={[...operations.items].sort((a, b) => a.timestamp.localeCompare(b.timestamp))}
        dataKey="id"
        size="small"
        emptyMessage="No operations in this voyage."
        data-testid="flow-operation-table"
      >
        <Column header="Timestamp" body={(row: Row) => formatFuelTime(row.timestamp)} />
        <Column header="Fuel type" field="fuelTypeName" />
        <Column
          header="Estimated mass flow rate (t/day)"
          body={(row: Row) => fixed(row.estimatedFuelMassFlowRateInTonDay, DECIMALS.flowRate) || "—"}
        />
        {!readOnly && (
          <Column
            header=""
            style={{ width: "4rem", textAlign: "right" }}
            body={(row: Row) => (
              <RecordRemove
                busy={busy}
                onRemove={() => void run(() => fuelApi.removeFlowMeterOperation(row.id))}
                testId="flow-operation-remove"
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
            range={flowOperationRange(span)}
            testId="flow-operation-time"
          />
          <FuelTypeSelect
            value={fuelTypeId}
            onChange={setFuelTypeId}
            fuelTypes={fuelTypes}
            testId="flow-operation-fuel-type"
            width="14rem"
          />
          <NumberBox value={rate} onChange={setRate} label="Rate (t/day)" testId="flow-operation-rate" />
          <Button
            type="button"
            label="Add"
            icon="pi pi-plus"
            size="small"
            loading={busy}
            onClick={() => void add()}
            data-testid="flow-operation-submit"
          />
          {error && (
            <AddRowError role="alert" data-testid="flow-operation-error">
              {error}
            </AddRowError>
          )}
        </AddRow>
      )}
    </FuelTableCard>
  );
}
