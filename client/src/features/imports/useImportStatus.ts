import { useCallback, useEffect, useRef, useState } from "react";
import { failureText } from "../../shared/api/failureText";
import { onLiveEvent } from "../../shared/live/liveSocket";
import { importStatusApi } from "./importStatusApi";
import { applyLiveMessage, type ImportLists, withMissedMessages } from "./importStatusRules";
import type { ImportLiveMessage, ImportRecord, ImportTotals, VesselImportState } from "./types";

export interface ImportStatusQuery {
  /** "day": failed and successful imports of `day`; "recent": successful of the last `recentDays`, all failed. */
  view: "day" | "recent";
  day: string;
  recentDays: number;
}

export interface ImportStatusData extends ImportLists {
  vesselStates: VesselImportState[];
  queues: { receiveddata: number; pendingimports: number };
  totals: ImportTotals | null;
}

const EMPTY: ImportStatusData = {
  running: [],
  failed: [],
  successful: [],
  vesselStates: [],
  queues: { receiveddata: 0, pendingimports: 0 },
  totals: null,
};

/** Side figures refresh at most this often while live messages arrive. */
const SIDE_REFRESH_MS = 1000;

async function loadAll(query: ImportStatusQuery): Promise<ImportStatusData> {
  const [running, failed, successful, vesselStates, receiveddata, pendingimports, totals] = await Promise.all(
    [
      importStatusApi.running(),
      query.view === "day" ? importStatusApi.failedOn(query.day) : importStatusApi.failedAll(),
      query.view === "day"
        ? importStatusApi.successfulOn(query.day)
        : importStatusApi.successfulRecent(query.recentDays),
      importStatusApi.vesselStates(),
      importStatusApi.queueLength("receiveddata"),
      importStatusApi.queueLength("pendingimports"),
      importStatusApi.totals(),
    ],
  );
  return { running, failed, successful, vesselStates, queues: { receiveddata, pendingimports }, totals };
}

async function loadSide(): Promise<Pick<ImportStatusData, "vesselStates" | "queues" | "totals">> {
  const [vesselStates, receiveddata, pendingimports, totals] = await Promise.all([
    importStatusApi.vesselStates(),
    importStatusApi.queueLength("receiveddata"),
    importStatusApi.queueLength("pendingimports"),
    importStatusApi.totals(),
  ]);
  return { vesselStates, queues: { receiveddata, pendingimports }, totals };
}

/** Whether a finished import belongs on screen for the query (a running one always does). */
function showsFor(query: ImportStatusQuery, record: ImportRecord): boolean {
  if (query.view === "day") return record.partitionKey === query.day;
  if (record.status !== 0) return true;
  const oldest = new Date(Date.now() - (query.recentDays - 1) * 86_400_000).toISOString().slice(0, 10);
  return record.partitionKey >= oldest;
}

/**
 * The Import status page's data: loaded for the query, reloaded every `pollSeconds` while polling is on,
 * and moved by the `imports` live channel in between (progress bars, status changes, queue lengths).
 */
export function useImportStatus(query: ImportStatusQuery, pollSeconds: number | null) {
  const [data, setData] = useState<ImportStatusData>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;
  // The live messages each reload in flight has missed: its answer may predate them.
  const missedByLoads = useRef(new Set<ImportLiveMessage[]>());

  const reload = useCallback(async () => {
    const asked = queryRef.current;
    const missed: ImportLiveMessage[] = [];
    missedByLoads.current.add(missed);
    try {
      const next = await loadAll(asked);
      if (queryRef.current !== asked) return;
      setData({ ...next, ...withMissedMessages(next, missed, (r) => showsFor(asked, r)) });
      setError(null);
    } catch (failure) {
      setError(failureText(failure, "The imports could not be loaded."));
    } finally {
      missedByLoads.current.delete(missed);
      setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload reads the query through a ref; its parts trigger it
  useEffect(() => {
    setLoading(true);
    void reload();
  }, [query.view, query.day, query.recentDays, reload]);

  useEffect(() => {
    if (!pollSeconds) return;
    const timer = window.setInterval(() => void reload(), pollSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [pollSeconds, reload]);

  useEffect(() => {
    let sideTimer: number | undefined;
    const refreshSide = () => {
      if (sideTimer !== undefined) return;
      sideTimer = window.setTimeout(() => {
        sideTimer = undefined;
        void loadSide()
          .then((side) => setData((previous) => ({ ...previous, ...side })))
          .catch(() => undefined);
      }, SIDE_REFRESH_MS);
    };
    const shows = (record: ImportRecord) => showsFor(queryRef.current, record);
    const off = onLiveEvent(
      "imports",
      (payload) => {
        const message = payload as ImportLiveMessage;
        for (const missed of missedByLoads.current) missed.push(message);
        setData((previous) => ({ ...previous, ...applyLiveMessage(previous, message, shows) }));
        if (message.kind !== "progress") refreshSide();
      },
      // What happened while the channel was not (yet) connected never arrives on it: read the lists again.
      () => void reload(),
    );
    return () => {
      off();
      window.clearTimeout(sideTimer);
    };
  }, [reload]);

  return { data, loading, error, reload };
}
