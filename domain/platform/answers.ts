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

/**
 * One recorded change of a user, company or vessel (GET /History/{kind}/{id}), oldest first: the event's
 * data as stored (its shape is the event type's; secrets redacted, referenced ids named beside them).
 */
export const historyEntryAnswer = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  userId: z.string(),
  /** "System" for changes the server made itself. */
  userName: z.string(),
  recordedAt: z.string(),
  version: z.number().int(),
});
