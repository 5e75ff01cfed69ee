import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { TableCard } from "../../shared/table/TableCard";
import { formatTimestamp } from "./importStatusRules";
import type { VesselImportState } from "./types";

/** What each vessel's imports are doing: the current import, since when, and how many wait. */
export function VesselImportStates({ states }: { states: VesselImportState[] }) {
  return (
    <section>
      <h2 css={{ fontSize: "1.1rem", margin: "0 0 8px" }}>Vessel import state</h2>
      <TableCard>
        <DataTable
          value={states}
          dataKey="imoNumber"
          size="small"
          emptyMessage="No vessel has sent data yet."
          data-testid="import-vessel-states"
        >
          <Column field="imoNumber" header="IMO" style={{ width: 110 }} />
          <Column
            header="Current import"
            body={(s: VesselImportState) => (
              <span css={{ wordBreak: "break-all" }}>{s.currentImport ?? "Idle"}</span>
            )}
          />
          <Column
            header="Since (UTC)"
            body={(s: VesselImportState) => formatTimestamp(s.currentImportSetAt)}
          />
          <Column
            header="Pending"
            body={(s: VesselImportState) => s.pendingImportPaths.length}
            style={{ width: 100 }}
          />
          <Column
            header="Newest data (UTC)"
            body={(s: VesselImportState) => formatTimestamp(s.lastExportDate)}
          />
        </DataTable>
      </TableCard>
    </section>
  );
}
