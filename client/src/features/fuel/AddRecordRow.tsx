import { Button } from "primereact/button";
import type { ReactNode } from "react";
import { AddRow, AddRowError } from "../../shared/table/AddRow";

interface AddRecordRowProps {
  /** Test ids: `<testId>-submit` and `<testId>-error`. */
  testId: string;
  busy: boolean;
  disabled?: boolean;
  error: string | null;
  /** A remark on the entry that does not stop the add (a time outside the voyage). */
  note?: string | null;
  onAdd: () => void;
  /** The inputs of the new record. */
  children: ReactNode;
}

/** The add row under a fuel record table: the inputs, an Add button and the problem that stops the add. */
export function AddRecordRow({ testId, busy, disabled, error, note, onAdd, children }: AddRecordRowProps) {
  return (
    <AddRow>
      <strong css={{ fontSize: "0.9rem" }}>Add</strong>
      {children}
      <Button
        type="button"
        label="Add"
        icon="pi pi-plus"
        size="small"
        loading={busy}
        disabled={disabled}
        onClick={onAdd}
        data-testid={`${testId}-submit`}
      />
      {note && (
        <small css={(t) => ({ flexBasis: "100%", color: t.color.warning })} data-testid={`${testId}-note`}>
          <i className="pi pi-info-circle" aria-hidden="true" /> {note}
        </small>
      )}
      {error && (
        <AddRowError role="alert" data-testid={`${testId}-error`}>
          {error}
        </AddRowError>
      )}
    </AddRow>
  );
}
