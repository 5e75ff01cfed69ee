import type { Series } from "../../domain/alerts/series.js";
import type { StoreConfig } from "../config.js";
import type { PackageLimits } from "./DataPackage.js";
import type { ImportResult } from "./importPackage.js";

/** What an import thread is started with (importInThread.ts). */
export interface ImportThreadInput {
  zipPath: string;
  limits: PackageLimits;
  /**
   * Where the thread opens its own store connection (better-sqlite3 connections stay in their thread);
   * on PostgreSQL a pool of the import thread's share of the budget.
   */
  store: StoreConfig;
  vesselId: string;
  watch: { names: string[]; anyTimes: boolean } | null;
  /** When the server received the package (ms): later times than clock skew allows fail it. */
  receivedAt: number;
}

/** The result as it crosses threads: the watched series as columns whose buffers are transferred. */
export interface TransferredResult extends Omit<ImportResult, "watched"> {
  watched: { byVariable: Array<[name: string, series: Series]>; times: Float64Array } | null;
}

/** What a thread is started with (its workerData). */
export interface ImportThreadData {
  /**
   * Shared with the server: the thread writes its PostgreSQL pool's total, idle and waiting counts here,
   * the server's /metrics reads them (keelson_pg_pool_*{pool="import-thread"}).
   */
  poolUse: Int32Array;
}

/** Server -> thread: import one package (one at a time), abort it, or close the stores and end. */
export type ServerToThread =
  | { type: "import"; input: ImportThreadInput }
  | { type: "abort" }
  | { type: "close" };

/** Thread -> server, about the import in hand. */
export type ThreadMessage =
  | { type: "progress"; fraction: number }
  | { type: "done"; result: TransferredResult }
  | { type: "failed"; kind: "cancelled" | "package" | "other"; message: string; stack: string | null };

/** The result to post and the buffers to move rather than copy (an import may watch millions of points). */
export function transferableResult(result: ImportResult): {
  result: TransferredResult;
  transfer: ArrayBuffer[];
} {
  const buffers = new Set<ArrayBuffer>();
  const keep = (column: Float64Array) => {
    if (column.buffer instanceof ArrayBuffer) buffers.add(column.buffer);
    return column;
  };
  const watched = result.watched
    ? {
        byVariable: [...result.watched.byVariable].map(([name, s]): [string, Series] => [
          name,
          { t: keep(s.t), v: keep(s.v) },
        ]),
        times: keep(result.watched.times),
      }
    : null;
  return { result: { ...result, watched }, transfer: [...buffers] };
}

export const receivedResult = (result: TransferredResult): ImportResult => ({
  ...result,
  watched: result.watched
    ? { byVariable: new Map(result.watched.byVariable), times: result.watched.times }
    : null,
});
