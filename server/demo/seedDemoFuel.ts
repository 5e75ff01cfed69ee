import { randomUUID } from "node:crypto";
import { updateFlowMeterConsumption } from "../../domain/fuel/consumptions.js";
import { addFlowMeter } from "../../domain/fuel/meters.js";
import { consumptionsOfEventAndMeter } from "../../domain/fuel/queries.js";
import type { FuelEvent } from "../../domain/fuel/state.js";
import { addCargoUnit, updateEmissionSettings, vesselAggregate } from "../../domain/vessels/vessel.js";
import { type VoyageLogState, voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { execute } from "../commands/execute.js";
import { type AppContext, systemMetadata } from "../context.js";
import type { DemoVoyageHooks } from "./seedDemoVoyages.js";

const DAY_MS = 24 * 3_600_000;
const TONNES_CARGO_UNIT = 1;

/** Daily burn of each demo meter at sea and in port (t/day), typical of a Kamsarmax bulk carrier. */
const METERS = [
  { name: "ME fuel inlet", fuelTypeId: "default-hfo", sources: [1], atSea: 27.5, inPort: 0 },
  { name: "Generators fuel inlet", fuelTypeId: "default-mdo-mgo", sources: [2, 3], atSea: 2.2, inPort: 3.1 },
] as const;

/**
 * Makes Nordic Aurora's emission report usable out of the box: complete emission settings, tonnes as
 * its cargo unit and two flow meters; answers the hook that records each demo voyage's consumptions.
 */
export async function seedDemoFuel(ctx: AppContext): Promise<DemoVoyageHooks> {
  const vessel = Object.values(ctx.readModels.state("vessels").byId).find((v) => v.name === "Nordic Aurora");
  if (!vessel) return {};
  const vesselId = vessel.id;
  const metadata = systemMetadata(`demo-fuel-${randomUUID()}`);
  await execute(
    ctx,
    vesselAggregate,
    vesselId,
    (state) => [
      ...addCargoUnit(state, { vesselId, cargoUnitId: TONNES_CARGO_UNIT }),
      ...updateEmissionSettings(state, {
        vesselId,
        settings: {
          portOfRegistry: "Oslo",
          homePort: "Oslo",
          ownerCompanyName: "Nordic Bulk AS",
          ownerCompanyAddress: "Bryggegata 6, 0250 Oslo, Norway",
          operatorCompanyName: "Nordic Bulk Management AS",
          operatorCompanyAddress: "Bryggegata 6, 0250 Oslo, Norway",
          emissionsContactPersonName: "Ingrid Solberg",
          emissionsContactPersonAddress: "Bryggegata 6, 0250 Oslo, Norway",
          emissionsContactPersonPhone: "+47 22 00 00 00",
          emissionsContactPersonEmail: "emissions@nordicbulk.demo",
          energyEfficiencyDesignIndex: 3.92,
          estimatedIndexValue: 4.11,
          auxiliaryEnginesPower: 2_040,
          mainPropulsionPower: vessel.maxContinuousRating || 9_960,
          deadweight: vessel.deadweight ?? 81_950,
          netTonnage: 26_500,
          grossTonnage: vessel.grossTonnage ?? 43_025,
          vesselTypeId: 1,
          iceClassId: null,
          numberOfShafts: 1,
          lngEngineType: null,
        },
      }),
    ],
    { metadata },
  );
  const meterIds = METERS.map(() => randomUUID());
  await execute(
    ctx,
    voyageLogAggregate,
    vesselId,
    (state) =>
      METERS.flatMap((meter, index) =>
        addFlowMeter(state, {
          flowMeterId: meterIds[index]!,
          vesselId,
          name: meter.name,
          fuelTypeId: meter.fuelTypeId,
          fuelConsumptionSources: [...meter.sources],
          fuelMassFlowRateLogVariableId: null,
          fuelTypeIds: new Set(METERS.map((m) => m.fuelTypeId)),
        }),
      ),
    { metadata },
  );

  return {
    /**
     * Enters each row confirming the information loaded (0 t placeholders per event span and meter) with
     * the meter's daily burn over the row's span, through the decision of PUT /FlowMeterFuelConsumptions
     * (a person's figure, so the row counts as entered; an ME row in port is a real 0 t).
     */
    async fuel({ events }) {
      const rows = (state: VoyageLogState): FuelEvent[] => {
        let current = state;
        const entered: FuelEvent[] = [];
        for (let index = 1; index < events.length; index++) {
          const inPort = events[index - 1]!.type === "Arrival";
          METERS.forEach((meter, meterIndex) => {
            const perDay = inPort ? meter.inPort : meter.atSea;
            for (const row of consumptionsOfEventAndMeter(
              current.fuel,
              events[index]!.id,
              meterIds[meterIndex]!,
            )) {
              const days = (Date.parse(row.endAt) - Date.parse(row.startAt)) / DAY_MS;
              const next = updateFlowMeterConsumption(current, {
                consumptionId: row.id,
                fuelConsumptionInTon: Math.round(perDay * days * 1000) / 1000,
              });
              current = next.reduce(voyageLogAggregate.evolve, current);
              entered.push(...next);
            }
          });
        }
        return entered;
      };
      await execute(ctx, voyageLogAggregate, vesselId, rows, { metadata });
    },
  };
}
