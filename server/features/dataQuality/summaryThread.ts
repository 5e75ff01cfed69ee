import { Worker } from "node:worker_threads";
import type { SummaryInput, VesselSummary } from "./vesselQuality.js";

const THREAD_ENTRY = new URL("./summaryThread.mjs", import.meta.url);

/** Vessels a summary thread is handed at once, with the SQLite file it reads them from. */
export interface SummaryJob {
  id: number;
  file: string;
  inputs: SummaryInput[];
}

export type SummaryThreadMessage =
  | { id: number; ok: true; summaries: VesselSummary[] }
  | { id: number; ok: false; message: string };

let thread: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (s: VesselSummary[]) => void; reject: (e: Error) => void }>();

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
    if (message.ok) job.resolve(message.summaries);
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

/**
 * Vessels' summaries computed on the summary thread from the SQLite time-series file `file` (issue 32:
 * on the thread that answers requests, a fleet-wide Summary held every other caller for tens of
 * milliseconds at a time under load; here it holds only this thread's turn to post and receive).
 * Jobs run one after the other on one thread, so the other core stays free for requests.
 */
export function summariesInThread(file: string, inputs: SummaryInput[]): Promise<VesselSummary[]> {
  const worker = started();
  const id = nextId++;
  return new Promise<VesselSummary[]>((resolve, reject) => {
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        if (pending.size === 0) worker.unref();
        done(value);
      };
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    worker.ref();
    worker.postMessage({ id, file, inputs } satisfies SummaryJob);
  });
}
