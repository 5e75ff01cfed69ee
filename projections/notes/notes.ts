import type { StoredKeelsonEvent } from "../../domain/index.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface NoteView {
  id: string;
  vesselId: string;
  authorId: string;
  body: string;
  createdAt: string;
  /** Null until the author edits it. */
  editedAt: string | null;
  /** The note stream's version: send it back to edit (409 when stale). */
  version: number;
}

export interface NotesState {
  byId: Record<string, NoteView>;
  /** Note ids per vessel, oldest first (in the order they were added). */
  idsByVessel: Record<string, string[]>;
}

export const notesProjection: Projection<NotesState> = {
  name: "notes",
  version: 1,
  initialState: () => ({ byId: {}, idsByVessel: {} }),
  evolve(state, event: StoredKeelsonEvent) {
    switch (event.type) {
      case "NoteAdded": {
        const { noteId, vesselId, authorId, body } = event.data;
        const at = event.metadata.recordedAt;
        return {
          byId: withEntry<NoteView>(state.byId, noteId, {
            id: noteId,
            vesselId,
            authorId,
            body,
            createdAt: at,
            editedAt: null,
            version: event.version,
          }),
          idsByVessel: withEntry(state.idsByVessel, vesselId, [
            ...(entryOf(state.idsByVessel, vesselId) ?? []),
            noteId,
          ]),
        };
      }
      case "NoteEdited":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.noteId, (note) => ({
            ...note,
            body: event.data.body,
            editedAt: event.metadata.recordedAt,
            version: event.version,
          })),
        };
      case "NoteDeleted": {
        const note = entryOf(state.byId, event.data.noteId);
        if (!note) return state;
        return {
          byId: withoutEntry(state.byId, note.id),
          idsByVessel: withEntry(
            state.idsByVessel,
            note.vesselId,
            (entryOf(state.idsByVessel, note.vesselId) ?? []).filter((id) => id !== note.id),
          ),
        };
      }
      default:
        return state;
    }
  },
};
