import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { FuelTankDto, FuelTankFuelConsumptionDto, FuelTypeDto } from "../../../../domain/fuel/dto";
import { useAsyncList } from "../admin/common/useAsyncList";
import { AddConsumptionRow } from "./AddConsumptionRow";
import { FuelSummary } from "./FuelSummary";
import { FuelTableCard } from "./FuelTableCard";
import { fuelApi } from "./fuelApi";
import { DECIMALS, fixed, totalsByFuelType } from "./fuelNumbers";
import type { FuelTabProps } from "./fuelTabProps";
import { RecordRemove } from "./RecordRemove";
import { useRecordActions } from "./useRecordActions";
import { formatFuelTime } from "./utcTime";

type Row = FuelTankFuelConsumptionDto;

interface TankConsumptionsProps extends FuelTabProps {
  tank: FuelTankDto;
  fuelTypes: FuelTypeDto[];
}

/** The Fuel consumption tab of a tank: the event's consumptions and the summary by fuel type. */
export function TankConsumptions({ tank, fuelTypes, ...props }: TankConsumptionsProps) {
  const consumptions = useAsyncList(
    async () =>
      (await fuelApi.fuelTankConsumptions(tank.id, props.departureId, props.vesselEventId)).sort((a, b) =>
        a.startAt.localeCompare(b.startAt),
      ),
    "fuel tank consumptions",
  );
  const { busy, run } = useRecordActions(consumptions.reload);
  const readOnly = props.dataConfirmed;
  const totals = totalsByFuelType(
    consumptions.items.map((row) => ({ fuelTypeId: row.fuelTypeId, tons: row.fuelConsumptionInTon })),
    fuelTypes,
  );
  return (
    <div css={{ display: "grid", gap: 12 }}>
      <FuelTableCard>
        <DataTable
          value={consumptions.items}
          dataKey="id"
          size="small"
          emptyMessage="No fuel consumption recorded for this event yet."
          data-testid="tank-consumption-table"
        >
          <Column header="Start" body={(row: Row) => formatFuelTime(row.startAt)} />
          <Column header="End" body={(row: Row) => formatFuelTime(row.endAt)} />
          <Column header="Fuel type" field="fuelTypeName" />
          <Column
            header="Fuel consumption (MT)"
            body={(row: Row) => fixed(row.fuelConsumptionInTon, DECIMALS.tons)}
          />
          {!readOnly && (
            <Column
              header=""
              style={{ width: "4rem", textAlign: "right" }}
              body={(row: Row) => (
                <RecordRemove
                  busy={busy}
                  onRemove={() => void run(() => fuelApi.removeFuelTankConsumption(row.id))}
                  testId="tank-consumption-remove"
                />
              )}
            />
          )}
        </DataTable>
        {!readOnly && (
          <AddConsumptionRow
            previousEventTime={props.previousEventTime}
            eventTime={props.eventTime}
            existing={consumptions.items}
            testId="tank-consumption-add"
            onAdd={async (row) => {
              await fuelApi.addFuelTankConsumption({
                fuelTankId: tank.id,
                vesselEventId: props.vesselEventId,
                fuelTypeId: null,
                ...row,
              });
              await consumptions.reload();
            }}
          />
        )}
      </FuelTableCard>
      <div>
        <h4 css={(theme) => ({ margin: "4px 0 8px", fontSize: "0.95rem", color: theme.color.textMuted })}>
          Summary by fuel type
        </h4>
        <FuelTableCard>
          <FuelSummary totals={totals} testId="tank-consumption-summary" />
        </FuelTableCard>
      </div>
    </div>
  );
}
