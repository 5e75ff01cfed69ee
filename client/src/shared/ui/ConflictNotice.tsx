import { Button } from "primereact/button";
import type { RecordConflict } from "../api/ApiError";
import { formatUtc } from "../format/formatUtc";
import { AlertBox } from "./AlertBox";

export function conflictSentence(conflict: RecordConflict, subject: string): string {
  const who = conflict.changedByName ?? "Someone else";
  const when = conflict.changedAt ? ` on ${formatUtc(conflict.changedAt)} UTC` : "";
  return `${who} changed this ${subject}${when} while you were editing it. Nothing was saved; your edits are still here.`;
}

interface ConflictNoticeProps {
  conflict: RecordConflict;
  /** "user", "company", "vessel" … */
  subject: string;
  busy?: boolean;
  /** Replaces the form with the record as it is now. */
  onLoadTheirs: () => void;
  /** Saves the person's edits over the other change. */
  onOverwrite: () => void;
}

/**
 * Shown in an edit dialog whose save met someone else's change (409, docs/api.md): who and when, and
 * the two ways on. The dialog stays open with the edits (useVersionedSave).
 */
export function ConflictNotice({ conflict, subject, busy, onLoadTheirs, onOverwrite }: ConflictNoticeProps) {
  return (
    <div data-testid="conflict-notice">
      <AlertBox severity="warning" title="Changed by someone else">
        <p css={{ margin: 0 }}>{conflictSentence(conflict, subject)}</p>
        <div css={{ display: "flex", flexWrap: "wrap", gap: 8, marginTop: 10 }}>
          <Button
            type="button"
            label="Load their version"
            icon="pi pi-refresh"
            size="small"
            outlined
            disabled={busy}
            onClick={onLoadTheirs}
            data-testid="conflict-load-theirs"
          />
          <Button
            type="button"
            label="Save mine over theirs"
            icon="pi pi-save"
            size="small"
            severity="warning"
            text
            disabled={busy}
            onClick={onOverwrite}
            data-testid="conflict-overwrite"
          />
        </div>
      </AlertBox>
    </div>
  );
}
