import styled from "@emotion/styled";
import { Button } from "primereact/button";
import type { ReactNode } from "react";
import { AlertBox } from "../../../shared/ui/AlertBox";

const Row = styled.div`
  display: grid;
  grid-template-columns: 150px 1fr;
  gap: 8px 16px;
  align-items: start;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:last-of-type { border-bottom: 0; }
  > .label { color: ${(p) => p.theme.color.textMuted}; font-weight: 500; padding-top: 8px; }
  > .body { display: grid; gap: 8px; min-width: 0; }
  @media (max-width: 640px) { grid-template-columns: 1fr; > .label { padding-top: 0; } }
`;

interface EditorRowProps {
  label: string;
  testId: string;
  /** Shown when not editing (or not editable). */
  display: ReactNode;
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  children?: ReactNode;
}

/** One field of the event editor: its value with an edit pencil, or its inline editor. */
export function EditorRow({ label, testId, display, editable, editing, onEdit, children }: EditorRowProps) {
  return (
    <Row data-testid={testId}>
      <span className="label">{label}</span>
      <div className="body">
        {editing ? (
          children
        ) : (
          <div css={{ display: "flex", alignItems: "center", gap: 8, minHeight: 36 }}>
            <span data-testid={`${testId}-value`}>{display}</span>
            {editable && (
              <Button
                type="button"
                icon="pi pi-pencil"
                rounded
                text
                size="small"
                aria-label={`Edit ${label.toLowerCase()}`}
                onClick={onEdit}
                data-testid={`${testId}-edit`}
              />
            )}
          </div>
        )}
      </div>
    </Row>
  );
}

/** Save and Cancel under an inline editor, with the failure text. */
export function EditorActions({
  testId,
  busy,
  disabled,
  error,
  problem,
  conflict,
  onCancel,
}: {
  testId: string;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  problem?: string | null;
  /** A ConflictNotice when the save met someone else's change (the entries stay). */
  conflict?: ReactNode;
  onCancel: (() => void) | null;
}) {
  return (
    <>
      {conflict}
      {problem && (
        <small role="alert" css={(t) => ({ color: t.color.danger })} data-testid={`${testId}-problem`}>
          {problem}
        </small>
      )}
      {error && (
        <AlertBox severity="error" testId={`${testId}-error`}>
          {error}
        </AlertBox>
      )}
      <div css={{ display: "flex", gap: 8 }}>
        <Button
          type="submit"
          label="Save"
          icon="pi pi-check"
          size="small"
          loading={busy}
          disabled={disabled}
          data-testid={`${testId}-save`}
        />
        {onCancel && (
          <Button
            type="button"
            label="Cancel"
            text
            size="small"
            onClick={onCancel}
            data-testid={`${testId}-cancel`}
          />
        )}
      </div>
    </>
  );
}
