import { z } from "zod";

/** A sea port as the port search answers it. */
export const portAnswer = z.object({
  name: z.string(),
  loCode: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isMrvPort: z.boolean(),
});

/** GET /Ports/Find: one page of matches, best first. */
export const portPageAnswer = z.object({
  items: z.array(portAnswer),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
