import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useMemo } from "react";
import { saveBlob } from "../../shared/api/download";
import { formatValue } from "../../shared/charts/unitAxes";
import { formatUtc } from "../../shared/format/formatUtc";
import { TableCard } from "../../shared/table/TableCard";
import { PAGE_SIZE_CHOICES } from "../../shared/table/tableConstants";
import { usePageSize } from "../../shared/table/usePageSize";
import { historyCsv, historyFileName, historyHeader, historyRows } from "./historyRows";
import type { LoadedSeries } from "./loadSeries";

/** Data History's table: one row per time, one column per variable, and the export of exactly that. */
export function HistoryTable({
  series,
  vesselName,
  from,
  to,
}: {
  series: readonly LoadedSeries[];
  vesselName: string;
  from: number;
  to: number;
}) {
  const rows = useMemo(() => historyRows(series), [series]);
  const [pageSize, setPageSize] = usePageSize("dataHistory");
  const exportCsv = () =>
    saveBlob(
      new Blob([historyCsv(series, rows)], { type: "text/csv;charset=utf-8" }),
      historyFileName(vesselName, from, to),
    );
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <div className="actions">
        <span className="muted" data-testid="dh-rows">
          {rows.length.toLocaleString("en")} {rows.length === 1 ? "time" : "times"}
        </span>
        <Button
          type="button"
          label="Export CSV"
          icon="pi pi-download"
          outlined
          size="small"
          disabled={rows.length === 0}
          onClick={exportCsv}
          data-testid="dh-export"
        />
      </div>
      <TableCard>
        <DataTable
          value={rows}
          dataKey="timestamp"
          size="small"
          // The header stays in view while the rows scroll.
          scrollable
          scrollHeight="28rem"
          paginator={rows.length > pageSize}
          rows={pageSize}
          rowsPerPageOptions={[...PAGE_SIZE_CHOICES]}
          onPage={(e) => setPageSize(e.rows)}
          emptyMessage="No log data in this period."
          data-testid="dh-table"
        >
          <Column header="Time (UTC)" body={(r: (typeof rows)[number]) => formatUtc(r.timestamp)} />
          {series.map((s, index) => (
            <Column
              key={s.id}
              header={historyHeader(s)}
              align="right"
              body={(r: (typeof rows)[number]) => {
                const value = r.values[index];
                return value === null || value === undefined ? "" : formatValue(value, s.precision);
              }}
            />
          ))}
        </DataTable>
      </TableCard>
    </div>
  );
}
