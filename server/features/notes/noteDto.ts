import { entryOf } from "../../../domain/shared/records.js";
import type { NoteView } from "../../../projections/notes/notes.js";
import type { AppContext } from "../../context.js";

/** A note as the Notes page shows it: who wrote it (by name), when, and what the caller may do with it. */
export interface NoteDto {
  id: string;
  vesselId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  version: number;
  canEdit: boolean;
  canDelete: boolean;
}

export function noteDto(
  ctx: AppContext,
  note: NoteView,
  caller: { userId: string; moderator: boolean },
): NoteDto {
  const mine = note.authorId === caller.userId;
  return {
    ...note,
    authorName: entryOf(ctx.readModels.state("users").nameById, note.authorId) ?? "A former user",
    canEdit: mine,
    canDelete: mine || caller.moderator,
  };
}
