import { SelectButton } from "primereact/selectbutton";
import { TabPanel, TabView } from "primereact/tabview";
import { useState } from "react";
import { effectiveTons } from "../../../../domain/fuel/model";
import { fuelApi } from "../../entities/fuel/fuelApi";
import { totalsByFuelType } from "../../entities/fuel/fuelNumbers";
import type { FuelTabProps } from "../../entities/fuel/fuelTabProps";
import { Muted } from "../../shared/table/TableCard";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { AddConsumptionRow } from "./AddConsumptionRow";
import { FlowMeterConsumptionTable } from "./FlowMeterConsumptionTable";
import { FlowMeterOperations } from "./FlowMeterOperations";
import { FuelSummary } from "./FuelSummary";
import { FuelTableCard, SourceLegend } from "./FuelTableCard";
import { voyageSpanOf } from "./fuelTabProps";
import { useFuelTypes } from "./useFuelTypes";

/**
 * The voyage screen's Flow meters tab for one event (spec 2 §2): pick a meter, then its fuel
 * consumption for the event (a summary once voyage data is confirmed) and its operations.
 */
export function FlowMetersTab(props: FuelTabProps) {
  const { vesselId, vesselEventId, previousEventTime, eventTime, dataConfirmed } = props;
  const meters = useAsyncList(
    async () => (await fuelApi.flowMeters(vesselId)).filter((meter) => !meter.isDeactivated),
    "flow meters",
  );
  const consumptions = useAsyncList(
    () => fuelApi.flowMeterConsumptions(vesselEventId),
    "flow meter consumptions",
  );
  const consumptionsChanged = async () => {
    await consumptions.reload();
    props.onChanged?.();
  };
  const fuelTypes = useFuelTypes();
  const [chosen, setChosen] = useState<string | null>(null);
  const [tab, setTab] = useState(0);

  if (meters.status === "loading") return <Muted>Loading flow meters…</Muted>;
  if (meters.items.length === 0)
    return <Muted data-testid="flow-meters-none">This vessel has no active flow meters.</Muted>;

  const meter = meters.items.find((item) => item.id === chosen) ?? meters.items[0];
  if (!meter) return null;
  const rows = consumptions.items
    .filter((row) => row.flowMeterId === meter.id)
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
  const totals = totalsByFuelType(
    consumptions.items.map((row) => ({ fuelTypeId: row.fuelTypeId, tons: effectiveTons(row) })),
    fuelTypes.items,
  );

  return (
    <div css={{ display: "grid", gap: 12 }} data-testid="flow-meters-tab">
      {meters.items.length > 1 && (
        <SelectButton
          value={meter.id}
          options={meters.items.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(event) => event.value && setChosen(String(event.value))}
          allowEmpty={false}
          aria-label="Flow meter"
          data-testid="flow-meter-choice"
        />
      )}
      <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} data-testid="flow-meter-tabs">
        <TabPanel header="Fuel consumption">
          {dataConfirmed ? (
            <FuelTableCard>
              <FuelSummary totals={totals} testId="flow-consumption-summary" />
            </FuelTableCard>
          ) : (
            <div css={{ display: "grid", gap: 8 }}>
              <SourceLegend />
              <FuelTableCard>
                <FlowMeterConsumptionTable
                  rows={rows}
                  vesselEventId={vesselEventId}
                  readOnly={dataConfirmed}
                  onChanged={consumptionsChanged}
                />
                <AddConsumptionRow
                  key={meter.id}
                  previousEventTime={previousEventTime}
                  eventTime={eventTime}
                  existing={rows}
                  testId="flow-consumption-add"
                  onAdd={async (row) => {
                    await fuelApi.addFlowMeterConsumption({ vesselEventId, flowMeterId: meter.id, ...row });
                    await consumptionsChanged();
                  }}
                />
              </FuelTableCard>
            </div>
          )}
        </TabPanel>
        <TabPanel header="Operations">
          <FlowMeterOperations
            key={meter.id}
            meter={meter}
            span={voyageSpanOf(props)}
            departureId={props.departureId}
            fuelTypes={fuelTypes.items}
            readOnly={dataConfirmed}
          />
        </TabPanel>
      </TabView>
    </div>
  );
}
