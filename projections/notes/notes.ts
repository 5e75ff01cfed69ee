import type { StoredKeelsonEvent } from "../../domain/index.js";
import { noteAggregate } from "../../domain/notes/note.js";
import type { KeyedProjection } from "../keyedProjection.js";

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

/** A note as stored: its view and the global position it was added at (the vessel's notes sort by it). */
export interface NoteRow {
  view: NoteView;
  addedPosition: number;
}

const STREAM_PREFIX = noteAggregate.streamName("");

/** The sorted index's group of a vessel's notes (newest added first). */
export const notesOfVessel = (vesselId: string) => `vessel:${vesselId}`;

/** Positions as sortable text: fixed width, so text order is number order. */
const sortable = (position: number) => String(position).padStart(16, "0");

function evolveNote(state: NoteRow | null, event: StoredKeelsonEvent): NoteRow | null {
  switch (event.type) {
    case "NoteAdded": {
      const { noteId, vesselId, authorId, body } = event.data;
      return {
        view: {
          id: noteId,
          vesselId,
          authorId,
          body,
          createdAt: event.metadata.recordedAt,
          editedAt: null,
          version: event.version,
        },
        addedPosition: event.position,
      };
    }
    case "NoteEdited":
      return state
        ? {
            ...state,
            view: {
              ...state.view,
              body: event.data.body,
              editedAt: event.metadata.recordedAt,
              version: event.version,
            },
          }
        : state;
    case "NoteDeleted":
      return null;
    default:
      return state;
  }
}

/**
 * Vessel notes as a stored read model: one key per note (its stream `note-{id}`), one part holding it
 * (none once deleted), listed per vessel through the sorted index, newest added first. Notes grow with
 * the log, so they live in the store, not in each process's memory (docs/event-store.md).
 */
export const notesProjection: KeyedProjection<NoteRow | null> = {
  name: "notes",
  version: 1,
  keyOfStream: (stream) => (stream.startsWith(STREAM_PREFIX) ? stream.slice(STREAM_PREFIX.length) : null),
  streamOf: (noteId) => noteAggregate.streamName(noteId),
  streamPrefix: STREAM_PREFIX,
  initialState: () => null,
  evolve: evolveNote,
  parts: (state) => new Map(state ? [["note", state]] : []),
  join: (_key, parts) => (parts.get("note") as NoteRow | undefined) ?? null,
  refsOf: () => [],
  indexOf(_part, value) {
    const row = value as NoteRow;
    return [{ ref: notesOfVessel(row.view.vesselId), sort: sortable(row.addedPosition) }];
  },
};
