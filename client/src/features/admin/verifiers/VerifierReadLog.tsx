import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { useEffect, useMemo } from "react";
import type { VerifierReadDto } from "../../../../../domain/verifiers/schemas";
import { formatUtc } from "../../../shared/format/formatUtc";
import { CellText, TableCard } from "../../../shared/table/TableCard";
import { useAsyncList } from "../../../shared/table/useAsyncList";
import { useTablePaging } from "../../../shared/table/useTablePaging";
import { ListStateMessage } from "../../../shared/ui/ListStateMessage";
import { verifiersApi } from "./verifiersApi";

const sectionTitle = { fontSize: "1.2rem", margin: "28px 0 4px" } as const;
const sectionNote = { margin: "0 0 12px", opacity: 0.8 } as const;

/** The newest 500 calls of the company's verifiers, allowed and refused, newest first. */
export function VerifierReadLog({
  revision,
  vesselName,
}: {
  revision: number;
  vesselName: (id: string) => string;
}) {
  const list = useAsyncList(verifiersApi.readLog, "verifier reads");
  const paging = useTablePaging("verifierReads", list.items.length, { field: "at", order: -1 });
  const { reload } = list;
  const rows = useMemo(
    () => list.items.map((r) => ({ ...r, vesselName: r.vesselId ? vesselName(r.vesselId) : "—" })),
    [list.items, vesselName],
  );
  useEffect(() => {
    if (revision > 0) void reload();
  }, [revision, reload]);

  return (
    <>
      <h2 css={sectionTitle}>Verifier read log</h2>
      <p css={sectionNote}>Every call a verifier made, with its answer: 200 read, 403 refused.</p>
      <TableCard>
        <DataTable
          value={rows}
          {...paging}
          removableSort={false}
          emptyMessage={
            <ListStateMessage
              status={list.status}
              what="verifier reads"
              empty="No verifier has read anything yet."
              onRetry={() => void list.reload()}
            />
          }
          data-testid="verifier-read-log"
          size="small"
        >
          <Column field="at" header="When (UTC)" sortable body={(r: VerifierReadDto) => formatUtc(r.at)} />
          <Column field="verifierName" header="Verifier" sortable />
          <Column
            field="path"
            header="Call"
            body={(r: VerifierReadDto) => (
              <CellText max={420} css={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" }}>
                {r.method} {r.path}
              </CellText>
            )}
          />
          <Column field="vesselName" header="Vessel" sortable />
          <Column field="year" header="Year" sortable body={(r: VerifierReadDto) => r.year ?? "—"} />
          <Column
            field="status"
            header="Answer"
            sortable
            body={(r: VerifierReadDto) => (r.status < 400 ? `${r.status} read` : `${r.status} refused`)}
          />
        </DataTable>
      </TableCard>
    </>
  );
}
