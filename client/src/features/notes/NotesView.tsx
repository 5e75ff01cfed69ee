import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { ListStateMessage } from "../../shared/ui/ListStateMessage";
import { NoteCard } from "./NoteCard";
import { NoteEditor } from "./NoteEditor";
import { type Note, notesApi } from "./notesApi";
import { useNotes } from "./useNotes";

/** The vessel's notes, newest first, with a composer on top; shared live with everyone who sees the vessel. */
export function NotesView({ vesselId }: { vesselId: string }) {
  const { notes, failed, reload } = useNotes(vesselId);
  const [composerKey, setComposerKey] = useState(0);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(work: () => Promise<unknown>, done: () => void) {
    setBusy(true);
    setError(null);
    try {
      await work();
      done();
      await reload();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
      // A 409 names who changed the note meanwhile: show their version.
      await reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={{ display: "grid", gap: 16, maxWidth: 860 }}>
      <Card css={{ padding: 18 }}>
        <NoteEditor
          key={composerKey}
          saveLabel="Add note"
          busy={busy && editingId === null && removing === null}
          onSave={(body) =>
            void run(
              () => notesApi.add(vesselId, body),
              () => {
                setComposerKey((k) => k + 1);
                showSnackbar({ text: "Note added", color: "success" });
              },
            )
          }
          testId="note-new"
        />
      </Card>
      {error && removing === null && (
        <AlertBox severity="error" testId="notes-error">
          {error}
        </AlertBox>
      )}
      {(notes === null || notes.length === 0) && (
        <Card css={{ padding: 18 }} data-testid="notes-state">
          <ListStateMessage
            status={failed ? "error" : notes === null ? "loading" : "ready"}
            what="notes"
            empty="No notes yet. Write the first one for everyone who follows this vessel."
            onRetry={() => void reload()}
          />
        </Card>
      )}
      <div css={{ display: "grid", gap: 12 }} data-testid="notes-list">
        {notes?.map((note) => (
          <NoteCard
            key={note.id}
            note={note}
            editing={editingId === note.id}
            busy={busy}
            onEdit={() => setEditingId(note.id)}
            onCancelEdit={() => setEditingId(null)}
            onSave={(body) =>
              void run(
                () => notesApi.edit(note, body),
                () => setEditingId(null),
              )
            }
            onDelete={() => {
              setError(null);
              setRemoving(note);
            }}
          />
        ))}
      </div>
      <ConfirmDialog
        visible={removing !== null}
        title="Delete note"
        message={`Delete the note by ${removing?.authorName ?? ""}? Everyone who follows this vessel will no longer see it.`}
        danger
        busy={busy}
        error={error}
        onConfirm={() => {
          const note = removing;
          if (note)
            void run(
              () => notesApi.remove(note),
              () => setRemoving(null),
            );
        }}
        onHide={() => {
          setRemoving(null);
          setError(null);
        }}
      />
    </div>
  );
}
