import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import type { ReactNode } from "react";
import { FuelTableCard } from "./FuelTableCard";
import { RecordRemove } from "./RecordRemove";

interface FuelRecordTableProps<Row extends { id: string }> {
  rows: Row[];
  emptyMessage: string;
  /** Test ids: `<testId>-table` and the row action `<testId>-remove`. */
  testId: string;
  readOnly: boolean;
  busy: boolean;
  onRemove: (row: Row) => void;
  /** The columns of the record, before the Remove column. */
  children: ReactNode;
  /** The add row under the table; like Remove, left out when read-only. */
  addRow: ReactNode;
}

/** A table of fuel records with a Remove action per row and an add row under it, both hidden when read-only. */
export function FuelRecordTable<Row extends { id: string }>({
  rows,
  emptyMessage,
  testId,
  readOnly,
  busy,
  onRemove,
  children,
  addRow,
}: FuelRecordTableProps<Row>) {
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
            header=""
            style={{ width: "4rem", textAlign: "right" }}
            body={(row: Row) => (
              <RecordRemove busy={busy} onRemove={() => onRemove(row)} testId={`${testId}-remove`} />
            )}
          />
        )}
      </DataTable>
      {!readOnly && addRow}
    </FuelTableCard>
  );
}
