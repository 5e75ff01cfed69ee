import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { formatDateTime } from "../../shared/format/formatDateTime";
import { Card } from "../../shared/ui/Card";
import { NoteBody } from "./NoteBody";
import { NoteEditor } from "./NoteEditor";
import type { Note } from "./notesApi";

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin-bottom: 8px;
  flex-wrap: wrap;
  strong { color: ${(p) => p.theme.color.text}; }
  span { font-size: 0.85rem; color: ${(p) => p.theme.color.textMuted}; }
  .actions { margin-left: auto; display: flex; gap: 2px; }
`;

interface NoteCardProps {
  note: Note;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (body: string) => void;
  onDelete: () => void;
}

export function NoteCard({ note, editing, busy, onEdit, onCancelEdit, onSave, onDelete }: NoteCardProps) {
  return (
    <Card css={{ padding: 18 }} data-testid="note-card">
      <Header>
        <strong data-testid="note-author">{note.authorName}</strong>
        <span>{formatDateTime(note.createdAt)}</span>
        {note.editedAt && <span title={formatDateTime(note.editedAt)}>(edited)</span>}
        <div className="actions">
          {note.canEdit && !editing && (
            <Button
              type="button"
              icon="pi pi-pencil"
              text
              rounded
              aria-label="Edit note"
              onClick={onEdit}
              data-testid="note-edit"
            />
          )}
          {note.canDelete && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label="Delete note"
              onClick={onDelete}
              data-testid="note-delete"
            />
          )}
        </div>
      </Header>
      {editing ? (
        <NoteEditor
          initial={note.body}
          saveLabel="Save"
          busy={busy}
          onSave={onSave}
          onCancel={onCancelEdit}
          testId="note-edit-form"
        />
      ) : (
        <NoteBody markdown={note.body} />
      )}
    </Card>
  );
}
