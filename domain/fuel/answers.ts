import { z } from "zod";

/** A fuel type of the company the caller acts for: the defaults (companyId null) and its own. */
export const fuelTypeAnswer = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  carbonEmissionFactor: z.number(),
  /** Null for the defaults every company has; set for a company's own (only those are removable). */
  companyId: z.string().nullable(),
  isDeactivated: z.boolean(),
});

/** A fuel consumer of the reference list (GET /FuelConsumptionSources). */
export const fuelConsumptionSourceAnswer = z.object({ id: z.number().int(), name: z.string() });
