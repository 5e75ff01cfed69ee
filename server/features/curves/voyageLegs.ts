import type { LegInput } from "../../../domain/curves/charterParty.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import { timelineOf, voyageSlice } from "../../../domain/voyages/timeline.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { voyageLogOf } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { fuelTypesFor, tankConsumptionsByEvent, voyageFiguresOf } from "../../shared/voyageFigures.js";

const HOUR_MS = 3_600_000;

/**
 * The vessel's voyage legs (departure to arrival) from the voyage log, confirmed or not, in time order:
 * fuel burnt at sea (flow meters and tanks, as the emission reports count it), distance sailed and the
 * hours underway (less anchoring and drifting).
 */
export async function voyageLegsOf(ctx: AppContext, vessel: VesselView): Promise<LegInput[]> {
  const log = await voyageLogOf(ctx, vessel.id);
  const timeline = timelineOf(vesselEventsOf(log.voyages));
  const fuelTypes = fuelTypesFor(ctx, vessel.companyId);
  const tankIndex = tankConsumptionsByEvent(log.fuel);
  const legs: LegInput[] = [];
  for (const event of timeline.events) {
    if (event.type !== "Departure") continue;
    const slice = voyageSlice(timeline, event.id);
    if (!slice?.arrival) continue;
    const figures = voyageFiguresOf(
      log,
      { ...slice, arrival: slice.arrival, end: slice.end ?? slice.arrival },
      vessel,
      fuelTypes,
      tankIndex,
    );
    const from = Date.parse(figures.departure.at);
    const to = Date.parse(figures.arrival.at);
    const idle = figures.notUnderway.reduce((sum, p) => sum + (Date.parse(p.to) - Date.parse(p.from)), 0);
    legs.push({
      from: figures.departure.at,
      to: figures.arrival.at,
      fuelTonnes: figures.fuels.reduce((sum, f) => sum + f.tonnesAtSea, 0),
      distanceNm: figures.distanceNm,
      hoursUnderway: Math.max(0, to - from - idle) / HOUR_MS,
    });
  }
  return legs;
}
