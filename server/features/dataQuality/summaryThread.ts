import { Worker } from "node:worker_threads";
import type { IntervalStatistics } from "../../timeseries/TimeSeriesStore.js";
import type { SummaryInput, VesselSummary } from "./vesselQuality.js";

const THREAD_ENTRY = new URL("./summaryThread.mjs", import.meta.url);

/**
 * What a summary thread is handed, with the SQLite file it reads: vessels to summarise, or the span
 * statistics of variables (the Summary's input keys: one statement over rollups and edge points per call,
 * tens of milliseconds for 300 variables on the loaded machine).
 */
export type SummaryJob = { id: number; file: string } & Job;

type Job =
  | { kind: "summaries"; inputs: SummaryInput[] }
  | { kind: "statistics"; ids: number[]; from: number; to: number };

export type SummaryThreadMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string };

let thread: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function started(): Worker {
  if (thread) return thread;
  const worker = new Worker(THREAD_ENTRY);
  worker.on("message", (message: SummaryThreadMessage) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    if (message.ok) job.resolve(message.value);
    else job.reject(new Error(message.message));
  });
  worker.on("error", (error) => failAll(error));
  worker.once("exit", (code) => {
    if (thread === worker) thread = null;
    failAll(new Error(`The data-quality summary thread stopped (exit code ${code}).`));
  });
  // An idle thread keeps no process alive; refed while it has work.
  worker.unref();
  thread = worker;
  return worker;
}

function inThread(file: string, job: Job): Promise<unknown> {
  const worker = started();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        if (pending.size === 0) worker.unref();
        done(value);
      };
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    worker.ref();
    worker.postMessage({ id, file, ...job } satisfies SummaryJob);
  });
}

/**
 * Vessels' summaries computed on the summary thread from the SQLite time-series file `file` (issue 32:
 * on the thread that answers requests, a fleet-wide Summary held every other caller for tens of
 * milliseconds at a time under load; here it holds only this thread's turn to post and receive).
 * Jobs run one after the other on one thread, so the other core stays free for requests.
 */
export async function summariesInThread(file: string, inputs: SummaryInput[]): Promise<VesselSummary[]> {
  return (await inThread(file, { kind: "summaries", inputs })) as VesselSummary[];
}

/** `store.statistics(ids, from, to)` read on the summary thread. */
export async function statisticsInThread(
  file: string,
  ids: number[],
  from: number,
  to: number,
): Promise<IntervalStatistics[]> {
  return (await inThread(file, { kind: "statistics", ids, from, to })) as IntervalStatistics[];
}
