import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ForbiddenError, NotFoundError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { uuidId } from "../shared/ids.js";

/** Longest note body (Markdown source). */
export const NOTE_MAX_LENGTH = 10_000;

export const NOTE_MESSAGES = {
  empty: "A note cannot be empty.",
  tooLong: `A note may not be longer than ${NOTE_MAX_LENGTH} characters.`,
  notFound: "Note not found.",
  notAuthor: "Only the author of a note can edit it.",
  mayNotDelete: "Only the author of a note, a super user or an administrator can delete it.",
};

const noteBody = z
  .string({ error: NOTE_MESSAGES.empty })
  .trim()
  .min(1, { message: NOTE_MESSAGES.empty })
  .max(NOTE_MAX_LENGTH, { message: NOTE_MESSAGES.tooLong });

export const addNoteRequest = z.object({ vesselId: uuidId("vessel id"), body: noteBody });
export const editNoteRequest = z.object({
  body: noteBody,
  /** The note's version as the editor saw it: a change since answers 409. */
  version: z.number({ error: "Send the note's version." }).int().min(0),
});

export type NoteAdded = DomainEvent<
  "NoteAdded",
  { noteId: string; vesselId: string; authorId: string; body: string }
>;
export type NoteEdited = DomainEvent<"NoteEdited", { noteId: string; body: string }>;
export type NoteDeleted = DomainEvent<"NoteDeleted", { noteId: string }>;
export type NoteEvent = NoteAdded | NoteEdited | NoteDeleted;

export interface NoteState {
  exists: boolean;
  authorId: string | null;
}

/** A note is its own stream; its author is the user who added it. */
export const noteAggregate: Aggregate<NoteState, NoteEvent> = {
  streamName: (noteId) => `note-${noteId}`,
  initialState: { exists: false, authorId: null },
  evolve(state, event) {
    switch (event.type) {
      case "NoteAdded":
        return { exists: true, authorId: event.data.authorId };
      case "NoteEdited":
        return state;
      case "NoteDeleted":
        return { ...state, exists: false };
    }
  },
};

export function addNote(
  state: NoteState,
  command: { noteId: string; vesselId: string; authorId: string; body: string },
): NoteEvent[] {
  if (state.exists) throw new Error(`note ${command.noteId} exists already`);
  return [{ type: "NoteAdded", data: command }];
}

export function editNote(
  state: NoteState,
  command: { noteId: string; body: string; userId: string },
): NoteEvent[] {
  if (!state.exists) throw new NotFoundError(NOTE_MESSAGES.notFound);
  if (state.authorId !== command.userId) throw new ForbiddenError(NOTE_MESSAGES.notAuthor);
  return [{ type: "NoteEdited", data: { noteId: command.noteId, body: command.body } }];
}

/** The author deletes their note; a super user or administrator may remove anyone's (moderation). */
export function deleteNote(
  state: NoteState,
  command: { noteId: string; userId: string; moderator: boolean },
): NoteEvent[] {
  if (!state.exists) throw new NotFoundError(NOTE_MESSAGES.notFound);
  if (state.authorId !== command.userId && !command.moderator)
    throw new ForbiddenError(NOTE_MESSAGES.mayNotDelete);
  return [{ type: "NoteDeleted", data: { noteId: command.noteId } }];
}
