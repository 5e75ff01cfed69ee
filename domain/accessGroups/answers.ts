import { z } from "zod";

/**
 * An access group ("vessel category", spec 1 §7) with its vessels and users (GET /VesselCategories;
 * every change answers it). A default group lists every vessel of its company.
 */
export const accessGroupAnswer = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Send it back on rename; a stale one answers 409. */
  version: z.number().int(),
  vessels: z.array(z.object({ id: z.string(), name: z.string() })),
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  vesselCount: z.number().int(),
  userCount: z.number().int(),
});
