import { Column } from "primereact/column";
import type { FuelTankDto, FuelTankFuelConsumptionDto, FuelTypeDto } from "../../../../domain/fuel/dto";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { DECIMALS, fixed, totalsByFuelType } from "../../entities/fuel/fuelNumbers";
import type { FuelTabProps } from "../../entities/fuel/fuelTabProps";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { useRecordActions } from "../../shared/table/useRecordActions";
import { AddConsumptionRow } from "./AddConsumptionRow";
import { FuelRecordTable } from "./FuelRecordTable";
import { FuelSummary } from "./FuelSummary";
import { FuelTableCard } from "./FuelTableCard";
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
  const { busy } = useRecordActions(consumptions.reload);
  const readOnly = props.dataConfirmed;
  const totals = totalsByFuelType(
    consumptions.items.map((row) => ({ fuelTypeId: row.fuelTypeId, tons: row.fuelConsumptionInTon })),
    fuelTypes,
  );
  return (
    <div css={{ display: "grid", gap: 12 }}>
      <FuelRecordTable
        rows={consumptions.items}
        emptyMessage="No fuel consumption recorded for this event yet."
        testId="tank-consumption"
        readOnly={readOnly}
        busy={busy}
        remove={(row) => fuelApi.removeFuelTankConsumption(row.id)}
        reload={consumptions.reload}
        removeTitle="Remove fuel consumption"
        describeRecord={(row) =>
          `the consumption of ${fixed(row.fuelConsumptionInTon, DECIMALS.tons)} t from ${formatFuelTime(row.startAt)} to ${formatFuelTime(row.endAt)}`
        }
        addRow={
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
        }
      >
        <Column header="Start" body={(row: Row) => formatFuelTime(row.startAt)} />
        <Column header="End" body={(row: Row) => formatFuelTime(row.endAt)} />
        <Column header="Fuel type" field="fuelTypeName" />
        <Column
          header="Fuel consumption (MT)"
          body={(row: Row) => fixed(row.fuelConsumptionInTon, DECIMALS.tons)}
        />
      </FuelRecordTable>
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
