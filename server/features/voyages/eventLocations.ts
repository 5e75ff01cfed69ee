import { entryOf } from "../../../domain/shared/records.js";
import { initialVoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import { vesselEventViews } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";

export interface VesselEventLocation {
  timestamp: string;
  source: "VesselEvent";
  geoCoordinate: { latitude: number; longitude: number };
}

/** Positions recorded on the vessel's events within [from, to] (ISO UTC), for the location lookup. */
export function eventLocations(
  ctx: AppContext,
  vesselId: string,
  from: string,
  to: string,
): VesselEventLocation[] {
  const log = entryOf(ctx.readModels.state("voyageLogs").byVesselId, vesselId) ?? initialVoyageLogState;
  return vesselEventViews(log, { from, to }).flatMap((event) =>
    event.location
      ? [{ timestamp: event.timestamp, source: "VesselEvent" as const, geoCoordinate: event.location }]
      : [],
  );
}
