import { formatDay } from "../../../../domain/shared/dateInput";
import { formatUtc } from "../../shared/format/formatUtc";
import { type ImportLiveMessage, type ImportRecord, ImportStatus } from "./types";

/** Spec 3 §9: import status page constants. */
export const POLL_INTERVALS_S = [1, 2, 5, 10, 20] as const;
export const DEFAULT_POLL_INTERVAL_S = 2;
export const ROWS_PER_PAGE = [1, 5, 10, 15, 20] as const;
export const DEFAULT_ROWS_PER_PAGE = 5;
export const RECENT_DAYS_MIN = 1;
export const RECENT_DAYS_MAX = 31;
export const DEFAULT_RECENT_DAYS = 2;
/** A running import may be retried after 900 s. */
export const RUNNING_RETRY_AFTER_MS = 900_000;
export const TICKS_PER_MS = 10_000;

export const CONFIRM_REMOVE = "Do you really want to remove this?";
export const CONFIRM_RETRY_ALL = "Do you really want to retry ALL failed imports?";

/** A duration in ticks (1e-7 s) in seconds with 3 decimals: "1.234 s". */
export function formatTicks(ticks: number): string {
  return `${(ticks / TICKS_PER_MS / 1000).toFixed(3)} s`;
}

/** A day as the picker shows it: "05. Mar, 2025" (from YYYY-MM-DD). */
export { formatDay };

/** A timestamp as "DD. MMM, YYYY HH:mm" in UTC; "" for none. */
export const formatTimestamp = (iso: string | null | undefined): string => formatUtc(iso);

/** The day (YYYY-MM-DD, UTC) a number of days after another (negative goes back). */
export function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
}

export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Recent days kept within 1..31; anything unreadable falls back to the default. */
export function clampRecentDays(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_RECENT_DAYS;
  return Math.min(RECENT_DAYS_MAX, Math.max(RECENT_DAYS_MIN, Math.round(value)));
}

/** A running import offers Retry once it has run for more than 900 s. */
export function canRetryRunning(record: Pick<ImportRecord, "startTime">, now: Date): boolean {
  return now.getTime() - Date.parse(record.startTime) > RUNNING_RETRY_AFTER_MS;
}

/** Rows whose IMO number contains the filter text. */
export function filterByImo<T extends { imoNumber: string }>(rows: readonly T[], text: string): T[] {
  const wanted = text.trim();
  return wanted ? rows.filter((r) => r.imoNumber.includes(wanted)) : [...rows];
}

export interface ImportLists {
  running: ImportRecord[];
  failed: ImportRecord[];
  successful: ImportRecord[];
}

/**
 * Applies a live message to the lists on screen: progress moves a running import's bar, a status puts the
 * record in the list of its status (a successful or failed one only when it belongs to the days shown),
 * removed takes it out everywhere.
 */
export function applyLiveMessage(
  lists: ImportLists,
  message: ImportLiveMessage,
  shows: (record: ImportRecord) => boolean,
): ImportLists {
  const without = (rows: ImportRecord[], path: string) => rows.filter((r) => r.importPath !== path);
  switch (message.kind) {
    case "progress":
      return {
        ...lists,
        running: lists.running.map((r) =>
          r.importPath === message.importPath ? { ...r, progress: message.progress } : r,
        ),
      };
    case "removed":
      return {
        running: without(lists.running, message.importPath),
        failed: without(lists.failed, message.importPath),
        successful: without(lists.successful, message.importPath),
      };
    case "status": {
      const { record } = message;
      const next: ImportLists = {
        running: without(lists.running, record.importPath),
        failed: without(lists.failed, record.importPath),
        successful: without(lists.successful, record.importPath),
      };
      if (record.status === ImportStatus.running) next.running = [record, ...next.running];
      else if (shows(record)) {
        if (record.status === ImportStatus.error) next.failed = [record, ...next.failed];
        else next.successful = [record, ...next.successful];
      }
      return next;
    }
    default:
      return lists;
  }
}

/**
 * Lists read from the server, brought up to date with the live messages that arrived while they were
 * being read: the answer may have been read before those changes, and applying them in order again
 * leaves each import in its latest known state.
 */
export function withMissedMessages(
  loaded: ImportLists,
  missed: readonly ImportLiveMessage[],
  shows: (record: ImportRecord) => boolean,
): ImportLists {
  return missed.reduce((lists, message) => applyLiveMessage(lists, message, shows), loaded);
}

/** The table names the details show, biggest first. */
export function sortedStatistics(record: ImportRecord) {
  return [...record.importStatistics].sort((a, b) => b.rowCount - a.rowCount);
}
