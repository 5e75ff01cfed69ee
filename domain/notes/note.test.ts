import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import { addNote, addNoteRequest, deleteNote, editNote, NOTE_MESSAGES, noteAggregate } from "./note.js";

const added = addNote(noteAggregate.initialState, {
  noteId: "n1",
  vesselId: "v1",
  authorId: "author",
  body: "Hull cleaning booked for Rotterdam.",
});
const state = foldEvents(noteAggregate, added);

describe("notes", () => {
  it("lets only the author edit a note", () => {
    expect(editNote(state, { noteId: "n1", body: "Moved to Hamburg.", userId: "author" })).toEqual([
      { type: "NoteEdited", data: { noteId: "n1", body: "Moved to Hamburg." } },
    ]);
    expect(() => editNote(state, { noteId: "n1", body: "x", userId: "someone" })).toThrow(
      NOTE_MESSAGES.notAuthor,
    );
  });

  it("lets the author or a moderator delete it, and then it is gone", () => {
    expect(() => deleteNote(state, { noteId: "n1", userId: "someone", moderator: false })).toThrow(
      NOTE_MESSAGES.mayNotDelete,
    );
    expect(deleteNote(state, { noteId: "n1", userId: "someone", moderator: true })).toHaveLength(1);
    const deleted = foldEvents(noteAggregate, [
      ...added,
      ...deleteNote(state, { noteId: "n1", userId: "author", moderator: false }),
    ]);
    expect(() => editNote(deleted, { noteId: "n1", body: "again", userId: "author" })).toThrow(
      NOTE_MESSAGES.notFound,
    );
  });

  it("refuses an empty or whitespace body and one past the limit, with messages a person can act on", () => {
    const vesselId = "8c5e7a4e-0a8e-4d0a-9e4b-1f2a3b4c5d6e";
    expect(addNoteRequest.safeParse({ vesselId, body: "   " }).error?.issues[0]?.message).toBe(
      NOTE_MESSAGES.empty,
    );
    expect(addNoteRequest.safeParse({ vesselId, body: "x".repeat(10_001) }).error?.issues[0]?.message).toBe(
      NOTE_MESSAGES.tooLong,
    );
    expect(addNoteRequest.parse({ vesselId, body: "  keep  " }).body).toBe("keep");
  });
});
