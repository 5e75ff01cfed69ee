import type { StoreConfig } from "../../config.js";
import type { ConfiguredMapping } from "../../shared/featureMapping.js";
import type { VesselSummary } from "./storedSummary.js";

/** The PostgreSQL pools the Summary thread opens: its log variables' and its stored days'. */
export const SUMMARY_THREAD_POOLS = ["summary-thread", "summary-thread-daily"] as const;

/** What the Summary thread is started with (its workerData). */
export interface SummaryThreadData {
  /**
   * Where the thread opens its own store connections (better-sqlite3 connections stay in their thread);
   * on PostgreSQL one connection for log variables and one for the stored days.
   */
  store: StoreConfig;
  /** Shared with the server: what the thread's pools hold, in SUMMARY_THREAD_POOLS' order (threadPoolUse.ts). */
  poolUse: Int32Array;
}

/** A vessel as the thread needs it: its row's name, and what its features are mapped from. */
export interface SummaryThreadVessel {
  id: string;
  name: string;
  maxContinuousRating: number | null;
  configured: ConfiguredMapping;
}

/** The Summary of these vessels over [from, to) (whole days), at the server's time `now` (epoch ms). */
export interface SummaryRequest {
  from: number;
  to: number;
  now: number;
  vessels: SummaryThreadVessel[];
}

/** Server -> thread: fold a request's stored days, or close the stores and end. */
export type ServerToSummaryThread =
  | { type: "summaries"; id: number; request: SummaryRequest }
  | { type: "close" };

/**
 * Thread -> server: the rows of the vessels whose every day was stored for their present mapping (the others
 * are left to the server, which computes and stores their missing days), or why the request failed.
 */
export type SummaryThreadMessage =
  | { type: "done"; id: number; rows: VesselSummary[] }
  | { type: "failed"; id: number; message: string };
