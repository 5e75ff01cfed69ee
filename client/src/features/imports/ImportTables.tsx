import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable, type DataTableExpandedRows } from "primereact/datatable";
import { ProgressBar } from "primereact/progressbar";
import { useState } from "react";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../shared/table/RowAction";
import { TableCard } from "../../shared/table/TableCard";
import { canRetryRunning, formatTicks, formatTimestamp, ROWS_PER_PAGE } from "./importStatusRules";
import type { ImportRecord } from "./types";

interface TableProps {
  rows: ImportRecord[];
  rowsPerPage: number;
  onRowsPerPage: (rows: number) => void;
  loading: boolean;
}

/**
 * The set-up shared by the tables: rows keyed by import path, the loading or empty message, and paging with
 * one rows-per-page choice (1/5/10/15/20) for the page and a page per table.
 */
function useImportTable(
  { rows, rowsPerPage, onRowsPerPage, loading }: TableProps,
  empty: string,
  testId: string,
) {
  const [first, setFirst] = useState(0);
  return {
    value: rows,
    dataKey: "importPath",
    size: "small" as const,
    paginator: rows.length > 0,
    rows: rowsPerPage,
    first: first < rows.length ? first : 0,
    rowsPerPageOptions: [...ROWS_PER_PAGE],
    onPage: (e: { first: number; rows: number }) => {
      setFirst(e.first);
      onRowsPerPage(e.rows);
    },
    emptyMessage: loading ? "LOADING..." : empty,
    "data-testid": testId,
  };
}

const Heading = ({ title, count, testId }: { title: string; count: number; testId: string }) => (
  <h2 css={{ fontSize: "1.1rem", margin: "0 0 8px" }} data-testid={testId}>
    {title} <span css={(t) => ({ color: t.color.textMuted, fontWeight: 400 })}>({count})</span>
  </h2>
);

interface RowHandlers {
  onRetry: (r: ImportRecord) => void;
  onRemove: (r: ImportRecord) => void;
}

/** The actions column: Retry where `canRetry` offers it, and Remove; test ids `<testId>-retry`, `<testId>-remove`. */
const retryRemoveColumn = (
  { onRetry, onRemove }: RowHandlers,
  canRetry: (r: ImportRecord) => boolean,
  testId: string,
) => (
  <Column
    header={ACTIONS_HEADER}
    style={{ width: 100 }}
    body={(r: ImportRecord) => (
      <RowActions>
        {canRetry(r) && (
          <RowAction
            icon="pi pi-refresh"
            label="Retry"
            onClick={() => onRetry(r)}
            testId={`${testId}-retry`}
          />
        )}
        <RowAction
          icon="pi pi-trash"
          label="Remove"
          severity="danger"
          onClick={() => onRemove(r)}
          testId={`${testId}-remove`}
        />
      </RowActions>
    )}
  />
);

const pathCell = (r: ImportRecord) => <span css={{ overflowWrap: "anywhere" }}>{r.importPath}</span>;

/** Imports in progress: a progress bar each, Retry after 900 s, Remove. */
export function RunningImportsTable(props: TableProps & RowHandlers & { now: Date }) {
  const table = useImportTable(props, "No import is running.", "import-running");
  return (
    <section>
      <Heading title="Running imports" count={props.rows.length} testId="import-running-title" />
      <TableCard>
        <DataTable {...table}>
          <Column field="imoNumber" header="IMO" style={{ width: 110 }} />
          <Column header="Import path" body={pathCell} />
          <Column header="Web job" field="webJob" style={{ width: 100 }} />
          <Column header="Started (UTC)" body={(r: ImportRecord) => formatTimestamp(r.startTime)} />
          <Column
            header="Progress"
            style={{ width: 220 }}
            body={(r: ImportRecord) => (
              <div css={{ display: "flex", alignItems: "center", gap: 8 }}>
                <ProgressBar
                  value={Math.round(r.progress)}
                  showValue={false}
                  // No width animation: a bar still sliding towards the new value looked half full beside "99 %".
                  css={{ height: 10, flex: 1, "& .p-progressbar-value": { transition: "none" } }}
                  aria-label="Import progress"
                  data-testid="import-progress"
                  data-progress={r.progress}
                />
                <span css={{ minWidth: 40, textAlign: "right", fontVariantNumeric: "tabular-nums" }}>
                  {Math.round(r.progress)} %
                </span>
              </div>
            )}
          />
          {retryRemoveColumn(props, (r) => canRetryRunning(r, props.now), "import-running")}
        </DataTable>
      </TableCard>
    </section>
  );
}

/** The web job, error message and stack trace of a failed import. */
function ErrorPanel({ record }: { record: ImportRecord }) {
  return (
    <div css={{ display: "grid", gap: 8, padding: "4px 8px" }} data-testid="import-error-panel">
      <div>
        <strong>Web job:</strong> <span data-testid="import-error-webjob">{record.webJob}</span>
      </div>
      <div>
        <strong>Error message:</strong>{" "}
        <span css={(t) => ({ color: t.color.danger })} data-testid="import-error-message">
          {record.errorMessage}
        </span>
      </div>
      {record.stackTrace && (
        <details>
          <summary css={{ cursor: "pointer" }}>Stack trace</summary>
          <pre
            css={(t) => ({
              whiteSpace: "pre-wrap",
              fontSize: "0.8rem",
              background: t.color.surfaceMuted,
              padding: 8,
              borderRadius: 6,
              maxHeight: 240,
              overflow: "auto",
            })}
            data-testid="import-error-stack"
          >
            {record.stackTrace}
          </pre>
        </details>
      )}
    </div>
  );
}

/** Failed imports: the error panel opens under the row; Retry, Remove, and Retry all failed. */
export function FailedImportsTable(props: TableProps & RowHandlers & { onRetryAll: () => void }) {
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const table = useImportTable(props, "No failed imports.", "import-failed");
  return (
    <section>
      <div css={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Heading title="Failed imports" count={props.rows.length} testId="import-failed-title" />
        <Button
          label="Retry all failed"
          icon="pi pi-replay"
          size="small"
          outlined
          disabled={props.rows.length === 0}
          onClick={props.onRetryAll}
          data-testid="import-retry-all"
        />
      </div>
      <TableCard>
        <DataTable
          {...table}
          expandedRows={expanded}
          onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
          rowExpansionTemplate={(r: ImportRecord) => <ErrorPanel record={r} />}
        >
          <Column expander style={{ width: 48 }} />
          <Column field="imoNumber" header="IMO" style={{ width: 110 }} />
          <Column header="Import path" body={pathCell} />
          <Column header="Time (UTC)" body={(r: ImportRecord) => formatTimestamp(r.timestamp)} />
          <Column
            header="Error"
            body={(r: ImportRecord) => (
              <span css={{ display: "block", maxWidth: 380, overflow: "hidden", textOverflow: "ellipsis" }}>
                {r.errorMessage}
              </span>
            )}
          />
          {retryRemoveColumn(props, () => true, "import-failed")}
        </DataTable>
      </TableCard>
    </section>
  );
}

/** Successful imports; a row opens the import's details. */
export function SuccessfulImportsTable(props: TableProps & { onOpen: (r: ImportRecord) => void }) {
  const table = useImportTable(props, "No successful imports.", "import-successful");
  return (
    <section>
      <Heading title="Successful imports" count={props.rows.length} testId="import-successful-title" />
      <TableCard>
        <DataTable
          {...table}
          selectionMode="single"
          onRowClick={(e) => props.onOpen(e.data as ImportRecord)}
          rowClassName={() => "import-row-clickable"}
        >
          <Column field="imoNumber" header="IMO" style={{ width: 110 }} />
          <Column header="Import path" body={pathCell} />
          <Column header="Time (UTC)" body={(r: ImportRecord) => formatTimestamp(r.timestamp)} />
          <Column
            header="Duration"
            body={(r: ImportRecord) => formatTicks(r.importDuration)}
            style={{ width: 120 }}
          />
          <Column
            header="Rows"
            align="right"
            alignHeader="right"
            style={{ width: 120 }}
            body={(r: ImportRecord) =>
              r.importStatistics.reduce((sum, s) => sum + s.rowCount, 0).toLocaleString("en-GB")
            }
          />
        </DataTable>
      </TableCard>
    </section>
  );
}
