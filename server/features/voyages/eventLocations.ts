import { vesselEventViews } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";

export interface VesselEventLocation {
  timestamp: string;
  source: "VesselEvent";
  geoCoordinate: { latitude: number; longitude: number };
}

/** Positions recorded on the vessel's events within [from, to] (ISO UTC), for the location lookup. */
export async function eventLocations(
  ctx: AppContext,
  vesselId: string,
  from: string,
  to: string,
): Promise<VesselEventLocation[]> {
  const log = await ctx.readModels.stored("voyageLogs").get(vesselId);
  return vesselEventViews(log, { from, to }).flatMap((event) =>
    event.location
      ? [{ timestamp: event.timestamp, source: "VesselEvent" as const, geoCoordinate: event.location }]
      : [],
  );
}
