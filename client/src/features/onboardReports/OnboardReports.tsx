import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { useCallback, useState } from "react";
import { downloadFile } from "../../shared/api/download";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { ACTIONS_HEADER } from "../../shared/table/actionsHeader";
import { RowAction, RowActions } from "../../shared/table/RowAction";
import { CellText, TableCard } from "../../shared/table/TableCard";
import { useAsyncList } from "../../shared/table/useAsyncList";
import { AlertBox } from "../../shared/ui/AlertBox";
import { ListStateMessage } from "../../shared/ui/ListStateMessage";
import { NoonReportDialog } from "./NoonReportDialog";
import { noonValue } from "./noonValue";
import { type OnboardReport, onboardReportsApi } from "./onboardReportsApi";

const DAY_MS = 86_400_000;
const PERIODS = [
  { label: "Last 7 days", value: 7 },
  { label: "Last 30 days", value: 30 },
  { label: "Last 90 days", value: 90 },
  { label: "Last 365 days", value: 365 },
];
/** The fields a row shows; the rest are in the report's dialog and file. */
const COLUMNS = [
  ["distanceNm", "Distance"],
  ["steamingHours", "Steaming"],
  ["speedKn", "Avg speed"],
  ["meFuelT", "ME fuel"],
  ["aeFuelT", "AE fuel"],
] as const;

/** The reports a vessel sent (its noon reports), newest first, each viewable and downloadable. */
export function OnboardReports({ vesselId }: { vesselId: string }) {
  const [days, setDays] = useState(30);
  return (
    <div css={{ display: "grid", gap: 16 }}>
      <div css={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <label htmlFor="onboard-reports-period">Period</label>
        <Dropdown
          inputId="onboard-reports-period"
          value={days}
          options={PERIODS}
          onChange={(e) => setDays(e.value as number)}
          data-testid="onboard-reports-period"
        />
      </div>
      <ReportsTable key={days} vesselId={vesselId} days={days} />
    </div>
  );
}

/** The reports of the last `days` days, loaded once (a new period mounts a new table). */
function ReportsTable({ vesselId, days }: { vesselId: string; days: number }) {
  const [open, setOpen] = useState<OnboardReport | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const load = useCallback(() => {
    const to = new Date();
    return onboardReportsApi.list(vesselId, new Date(to.getTime() - days * DAY_MS), to);
  }, [vesselId, days]);
  const list = useAsyncList(load, "onboard reports");

  async function download(report: OnboardReport) {
    setDownloadError(null);
    try {
      await downloadFile(onboardReportsApi.downloadPath(report), "Noon_report.xlsx");
    } catch (failure) {
      setDownloadError(failureText(failure, "The report could not be downloaded."));
    }
  }

  return (
    <div css={{ display: "grid", gap: 16 }}>
      <span css={{ opacity: 0.75 }} data-testid="onboard-reports-count">
        {list.status === "ready"
          ? `${list.items.length} noon report${list.items.length === 1 ? "" : "s"}`
          : ""}
      </span>
      {downloadError ? <AlertBox severity="error">{downloadError}</AlertBox> : null}
      <TableCard>
        <DataTable
          value={list.items}
          dataKey="id"
          paginator={list.items.length > 25}
          rows={25}
          size="small"
          // A row opens its report, by click or Enter on the focused row (arrow keys move between rows);
          // the buttons of the row do their own thing.
          selectionMode="single"
          onRowClick={(e) => {
            if ((e.originalEvent.target as HTMLElement).closest("button, a")) return;
            setOpen(e.data as OnboardReport);
          }}
          rowClassName={() => "onboard-report-row"}
          data-testid="onboard-reports-table"
          emptyMessage={
            <ListStateMessage
              status={list.status}
              what="onboard reports"
              empty="No reports received from the vessel in this period."
              onRetry={() => void list.reload()}
            />
          }
        >
          <Column header="Date (UTC)" body={(r: OnboardReport) => formatUtc(r.timestamp)} />
          <Column
            header="Position"
            body={(r: OnboardReport) =>
              r.values.latitude === null || r.values.latitude === undefined
                ? ""
                : `${noonValue(r.values, "latitude")}, ${noonValue(r.values, "longitude")}`
            }
          />
          {COLUMNS.map(([column, header]) => (
            <Column
              key={column}
              header={header}
              align="right"
              body={(r: OnboardReport) => noonValue(r.values, column)}
            />
          ))}
          <Column
            header="Remarks"
            body={(r: OnboardReport) => (
              <CellText min={160} max={260}>
                {noonValue(r.values, "remarks")}
              </CellText>
            )}
          />
          <Column
            header={ACTIONS_HEADER}
            body={(r: OnboardReport) => (
              <RowActions>
                <RowAction
                  icon="pi pi-eye"
                  label="View"
                  onClick={() => setOpen(r)}
                  testId={`onboard-report-view-${r.id}`}
                />
                <RowAction
                  icon="pi pi-download"
                  label="Download"
                  onClick={() => void download(r)}
                  testId={`onboard-report-download-${r.id}`}
                />
              </RowActions>
            )}
          />
        </DataTable>
      </TableCard>
      {open ? <NoonReportDialog report={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
