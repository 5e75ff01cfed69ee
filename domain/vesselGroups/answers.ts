import { z } from "zod";

/** A vessel group with the vessels of it the caller sees (GET /VesselGroups; POST and PUT answer it). */
export const vesselGroupAnswer = z.object({
  id: z.string(),
  name: z.string(),
  /** Send back on rename; a stale one answers 409. */
  version: z.number().int(),
  vesselIds: z.array(z.string()),
  vessels: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type VesselGroupAnswer = z.infer<typeof vesselGroupAnswer>;
