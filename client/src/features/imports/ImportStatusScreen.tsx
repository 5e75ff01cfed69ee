import { useEffect, useMemo, useState } from "react";
import { failureText } from "../../shared/api/failureText";
import { liveStatusStore } from "../../shared/live/liveSocket";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { useStore } from "../../shared/store/createStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { PageHeader } from "../../shared/ui/PageHeader";
import { ImportDetails } from "./ImportDetails";
import { ImportSummary } from "./ImportSummary";
import { FailedImportsTable, RunningImportsTable, SuccessfulImportsTable } from "./ImportTables";
import { ImportToolbar, type ToolbarState } from "./ImportToolbar";
import { importStatusApi } from "./importStatusApi";
import {
  CONFIRM_REMOVE,
  CONFIRM_RETRY_ALL,
  DEFAULT_POLL_INTERVAL_S,
  DEFAULT_RECENT_DAYS,
  DEFAULT_ROWS_PER_PAGE,
  filterByImo,
  todayOf,
} from "./importStatusRules";
import { type ImportRecord, ImportStatus } from "./types";
import { useImportStatus } from "./useImportStatus";
import { VesselImportStates } from "./VesselImportStates";

type Pending = { kind: "remove"; record: ImportRecord } | { kind: "retryAll" } | null;

/** Import status (spec 3 §2): running, failed and successful imports, queues, vessels and totals, live. */
export function ImportStatusScreen() {
  const [now, setNow] = useState(() => new Date());
  const today = todayOf(now);
  const [state, setState] = useState<ToolbarState>({
    view: "day",
    day: today,
    recentDays: DEFAULT_RECENT_DAYS,
    imo: "",
    polling: false,
    pollSeconds: DEFAULT_POLL_INTERVAL_S,
  });
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const [details, setDetails] = useState<ImportRecord | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const query = useMemo(
    () => ({ view: state.view, day: state.day, recentDays: state.recentDays }),
    [state.view, state.day, state.recentDays],
  );
  const { data, loading, error, reload } = useImportStatus(query, state.polling ? state.pollSeconds : null);
  /** The live channel's state, on the page for whoever needs to know the pushes are arriving (tests). */
  const liveStatus = useStore(liveStatusStore);

  // The 900 s retry rule depends on the clock, not only on new data.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  const retry = async (record: ImportRecord) => {
    try {
      await importStatusApi.retry(record.importPath);
      showSnackbar({ text: "The import was queued again.", color: "success" });
      void reload();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, "The import could not be retried.") });
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === "retryAll") {
        const { retried } = await importStatusApi.retryAllFailed();
        showSnackbar({ text: `${retried} failed import(s) queued again.`, color: "success" });
      } else if (pending.record.status === ImportStatus.running) {
        await importStatusApi.removeRunning(pending.record.importPath);
      } else {
        await importStatusApi.removeFailed(pending.record.importPath);
      }
      setPending(null);
      void reload();
    } catch (failure) {
      setConfirmError(failureText(failure, "An error occurred."));
    } finally {
      setBusy(false);
    }
  };

  const ask = (next: Pending) => {
    setConfirmError(null);
    setPending(next);
  };
  const tableProps = { rowsPerPage, onRowsPerPage: setRowsPerPage, loading };

  if (details) {
    return (
      <>
        <PageHeader title="Import details" subtitle={details.importPath} />
        <ImportDetails record={details} onReturn={() => setDetails(null)} />
      </>
    );
  }

  return (
    <div
      css={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 20 }}
      data-testid="import-status"
      data-live={liveStatus}
    >
      <PageHeader
        title="Import Status"
        subtitle="Data packages sent by vessels, from upload to stored log data."
      />
      <ImportToolbar state={state} today={today} onChange={(next) => setState((s) => ({ ...s, ...next }))} />
      {error && (
        <AlertBox severity="error" testId="import-load-error">
          {error}
        </AlertBox>
      )}
      <ImportSummary data={data} />
      <RunningImportsTable
        {...tableProps}
        rows={filterByImo(data.running, state.imo)}
        now={now}
        onRetry={(r) => void retry(r)}
        onRemove={(record) => ask({ kind: "remove", record })}
      />
      <FailedImportsTable
        {...tableProps}
        rows={filterByImo(data.failed, state.imo)}
        onRetry={(r) => void retry(r)}
        onRemove={(record) => ask({ kind: "remove", record })}
        onRetryAll={() => ask({ kind: "retryAll" })}
      />
      <SuccessfulImportsTable
        {...tableProps}
        rows={filterByImo(data.successful, state.imo)}
        onOpen={setDetails}
      />
      <VesselImportStates states={filterByImo(data.vesselStates, state.imo)} />
      <ConfirmDialog
        visible={pending !== null}
        title={pending?.kind === "retryAll" ? "Retry all failed imports" : "Remove import"}
        message={pending?.kind === "retryAll" ? CONFIRM_RETRY_ALL : CONFIRM_REMOVE}
        confirmLabel={pending?.kind === "retryAll" ? "Retry all" : "Remove"}
        danger={pending?.kind === "remove"}
        busy={busy}
        error={confirmError}
        onConfirm={() => void confirm()}
        onHide={() => setPending(null)}
      />
    </div>
  );
}
