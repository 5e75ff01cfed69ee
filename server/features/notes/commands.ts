import { randomUUID } from "node:crypto";
import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import { addNote, deleteNote, editNote, noteAggregate } from "../../../domain/notes/note.js";
import { type NoteView, notesOfVessel } from "../../../projections/notes/notes.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";

/** Tells everyone who sees the vessel that its notes changed (spec 1: notes are shared instantly). */
function pushNotesChanged(
  ctx: AppContext,
  vesselId: string,
  noteId: string,
  kind: "added" | "edited" | "deleted",
) {
  ctx.live.toVessel(vesselId, "notes", { kind, vesselId, noteId });
}

/** A note as stored (null: none, or deleted). */
export async function noteOf(ctx: AppContext, noteId: string): Promise<NoteView | null> {
  return (await ctx.readModels.stored("notes").get(noteId))?.view ?? null;
}

/** A vessel's notes, newest added first, listed by the stored model's index. */
export async function notesOfVesselNewestFirst(ctx: AppContext, vesselId: string): Promise<NoteView[]> {
  const notes = ctx.readModels.stored("notes");
  const page = await notes.page([notesOfVessel(vesselId)]);
  const rows = await notes.getMany(page.entries.map((e) => e.key));
  return rows.flatMap((row) => (row ? [row.view] : []));
}

export async function addNoteCommand(
  ctx: AppContext,
  session: Session,
  vesselId: string,
  body: string,
): Promise<NoteView> {
  const noteId = randomUUID();
  await execute(
    ctx,
    noteAggregate,
    noteId,
    (state) => addNote(state, { noteId, vesselId, authorId: session.user.id, body }),
    { metadata: metadataOf(session) },
  );
  pushNotesChanged(ctx, vesselId, noteId, "added");
  return (await noteOf(ctx, noteId))!;
}

export async function editNoteCommand(
  ctx: AppContext,
  session: Session,
  note: NoteView,
  request: { body: string; version: number },
): Promise<NoteView> {
  await execute(
    ctx,
    noteAggregate,
    note.id,
    (state) => editNote(state, { noteId: note.id, body: request.body, userId: session.user.id }),
    { metadata: metadataOf(session), expectedVersion: request.version },
  );
  pushNotesChanged(ctx, note.vesselId, note.id, "edited");
  return (await noteOf(ctx, note.id))!;
}

export async function deleteNoteCommand(ctx: AppContext, session: Session, note: NoteView): Promise<void> {
  await execute(
    ctx,
    noteAggregate,
    note.id,
    (state) =>
      deleteNote(state, {
        noteId: note.id,
        userId: session.user.id,
        moderator: isSuperOrAdmin(session.user.role),
      }),
    { metadata: metadataOf(session) },
  );
  pushNotesChanged(ctx, note.vesselId, note.id, "deleted");
}
