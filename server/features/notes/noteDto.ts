import type { NoteAnswer } from "../../../domain/notes/answers.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { NoteView } from "../../../projections/notes/notes.js";
import type { AppContext } from "../../context.js";

/** A note as the Notes page shows it; the shape is the documented answer's. */
export type NoteDto = NoteAnswer;

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
