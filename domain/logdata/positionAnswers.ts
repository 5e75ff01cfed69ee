import { z } from "zod";

/** A stored position as the position history calls answer it (GET /VesselHistories/…). */
export const positionAnswer = z.object({
  vesselId: z.string(),
  timestamp: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PositionAnswer = z.infer<typeof positionAnswer>;

/** GET /VesselHistories/Fleet: a vessel's latest position (null without any) and its track before it. */
export const fleetPositionsAnswer = z.object({
  vesselId: z.string(),
  latest: positionAnswer.nullable(),
  track: z.array(positionAnswer),
});
