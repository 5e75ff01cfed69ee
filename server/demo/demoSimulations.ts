import { scheduleFromVoyageEvents } from "../../domain/simulator/schedule.js";
import { createVesselSimulation, type VesselSimulation } from "../../domain/simulator/simulateDay.js";
import { voyageLogAggregate } from "../../domain/voyageLog/voyageLog.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { loadState } from "../commands/execute.js";
import type { AppContext } from "../context.js";
import { receivingVessel } from "../imports/receivingVessel.js";
import {
  ATLANTIC_TANKERS_VESSELS,
  type DemoVessel,
  demoSimVessel,
  NORDIC_BULK_VESSELS,
} from "./demoFleet.js";

/**
 * The simulations behind the demo's data-receiving vessels until `until`: each ship sails its own
 * trade and calls at the ports of its voyage log at the logged times, so its positions, noon reports
 * and sensor data tell the story its voyages tell.
 */
export async function demoSimulations(
  ctx: AppContext,
  until: number,
): Promise<Array<{ demo: DemoVessel; vesselId: string; simulation: VesselSimulation }>> {
  const vessels = ctx.readModels.state("vessels");
  const found: Array<{ demo: DemoVessel; vesselId: string; simulation: VesselSimulation }> = [];
  for (const demo of [...NORDIC_BULK_VESSELS, ...ATLANTIC_TANKERS_VESSELS]) {
    const vessel = receivingVessel(vessels, demo.imoNumber);
    if (!vessel) continue;
    const { state } = await loadState(ctx, voyageLogAggregate, voyageLogAggregate.streamName(vessel.id));
    const schedule = scheduleFromVoyageEvents(vesselEventsOf(state.voyages));
    const simulation = createVesselSimulation(demoSimVessel(demo), until, null, schedule);
    found.push({ demo, vesselId: vessel.id, simulation });
  }
  return found;
}
