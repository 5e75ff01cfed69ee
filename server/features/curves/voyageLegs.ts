import type { LegInput } from "../../../domain/charterParty/indication.js";
import { notUnderwayPeriods } from "../../../domain/voyages/notUnderway.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import { timelineOf, voyageSlice } from "../../../domain/voyages/timeline.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { voyageLogOf } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";

/**
 * The vessel's voyage legs (departure to arrival) from the voyage log, confirmed or not, in time order,
 * with their periods at anchor or drifting.
 */
export async function voyageLegsOf(ctx: AppContext, vessel: VesselView): Promise<LegInput[]> {
  const log = await voyageLogOf(ctx, vessel.id);
  const timeline = timelineOf(vesselEventsOf(log.voyages));
  const legs: LegInput[] = [];
  for (const event of timeline.events) {
    if (event.type !== "Departure") continue;
    const slice = voyageSlice(timeline, event.id);
    if (!slice?.arrival) continue;
    legs.push({
      from: slice.departure.timestamp,
      to: slice.arrival.timestamp,
      notUnderway: notUnderwayPeriods(slice.members, slice.arrival.timestamp),
    });
  }
  return legs;
}
