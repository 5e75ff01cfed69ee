import { http } from "../../shared/api/httpClient";

export { NOTE_MAX_LENGTH } from "../../../../domain/notes/note";

/** A note as GET /Notes answers it (newest first). */
export interface Note {
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

export const notesApi = {
  list: (vesselId: string) => http.get<Note[]>(`/Notes?vesselId=${encodeURIComponent(vesselId)}`),
  add: (vesselId: string, body: string) => http.post<Note>("/Notes", { vesselId, body }),
  edit: (note: Note, body: string) =>
    http.put<Note>(`/Notes/${encodeURIComponent(note.id)}`, { body, version: note.version }),
  remove: (note: Note) => http.delete<void>(`/Notes/${encodeURIComponent(note.id)}`),
};
