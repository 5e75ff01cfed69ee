import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { ReactNode } from "react";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { useConfirmedRemoval } from "../../shared/ui/useConfirmedRemoval";
import { FuelTableCard } from "./FuelTableCard";
import { RecordRemove } from "./RecordRemove";

interface FuelRecordTableProps<Row extends { id: string }> {
  rows: Row[];
  emptyMessage: string;
  /** Test ids: `<testId>-table` and the row action `<testId>-remove`. */
  testId: string;
  readOnly: boolean;
  busy: boolean;
  /** Removes a row once the user confirmed it; `reload` runs after. */
  remove: (row: Row) => Promise<unknown>;
  reload: () => Promise<void> | void;
  /** The record in words for the question, e.g. "the bunkering of 500.000 t on 02. Mar, 2024 00:00". */
  describeRecord: (row: Row) => string;
  /** The dialog title, e.g. "Remove bunkering". */
  removeTitle: string;
  /** The columns of the record, before the Remove column. */
  children: ReactNode;
  /** The add row under the table; like Remove, left out when read-only. */
  addRow: ReactNode;
}

/**
 * A table of fuel records with a Remove action per row (asked for in a dialog, as removing an event is)
 * and an add row under it, both hidden when read-only.
 */
export function FuelRecordTable<Row extends { id: string }>({
  rows,
  emptyMessage,
  testId,
  readOnly,
  busy,
  remove,
  reload,
  describeRecord,
  removeTitle,
  children,
  addRow,
}: FuelRecordTableProps<Row>) {
  const removal = useConfirmedRemoval<Row>({
    remove,
    after: reload,
    describeFailure: (failure) => failureText(failure, DIALOG_FAILURE),
  });
  return (
    <FuelTableCard>
      <DataTable
        value={rows}
        dataKey="id"
        size="small"
        emptyMessage={emptyMessage}
        data-testid={`${testId}-table`}
      >
        {children}
        {!readOnly && (
          <Column
            header={ACTIONS_HEADER}
            style={{ width: "4rem", textAlign: "right" }}
            body={(row: Row) => (
              <RecordRemove busy={busy} onRemove={() => removal.ask(row)} testId={`${testId}-remove`} />
            )}
          />
        )}
      </DataTable>
      {!readOnly && addRow}
      <ConfirmDialog
        {...removal.dialog}
        title={removeTitle}
        message={removal.target ? `Remove ${describeRecord(removal.target)}?` : ""}
        confirmLabel="Remove"
        danger
      />
    </FuelTableCard>
  );
}
