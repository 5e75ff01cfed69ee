import { z } from "zod";

/** GET /Version. */
export const versionAnswer = z.object({ version: z.string() });

/** GET /MapSettings: the tile template and its attribution, null for the built-in base map. */
export const mapSettingsAnswer = z.object({
  tileUrl: z.string().nullable(),
  tileAttribution: z.string().nullable(),
});

/** GET /Health: the store's head and the position the read models have folded. */
export const healthAnswer = z.object({
  status: z.literal("ok"),
  headPosition: z.number(),
  readModelPosition: z.number(),
});
