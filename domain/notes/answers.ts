import { z } from "zod";

/** A note as the Notes page shows it: who wrote it (by name), when, and what the caller may do with it. */
export const noteAnswer = z.object({
  id: z.string(),
  vesselId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Null until the author edits it. */
  editedAt: z.string().nullable(),
  /** Send it back to edit (409 when stale). */
  version: z.number().int(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type NoteAnswer = z.infer<typeof noteAnswer>;
