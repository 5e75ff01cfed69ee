import { Worker } from "node:worker_threads";
import type { StoreConfig } from "../../config.js";
import { sharedPoolUse } from "../../shared/threadPoolUse.js";
import type { VesselSummary } from "./storedSummary.js";
import {
  type ServerToSummaryThread,
  SUMMARY_THREAD_POOLS,
  type SummaryRequest,
  type SummaryThreadData,
  type SummaryThreadMessage,
} from "./summaryThreadProtocol.js";

const THREAD_ENTRY = new URL("./summaryThread.mjs", import.meta.url);
const CLOSE_GRACE_MS = 5_000;

/** A thread that ended without answering (out of memory, a crash in native code). */
export class SummaryThreadError extends Error {
  override readonly name = "SummaryThreadError";
}

/**
 * The worker thread the data-quality Summary's fold runs in (summaryThreadMain.ts; issue 32): a 500-vessel
 * fleet's fold held the server's event loop for hundreds of milliseconds a call, in slices, and a light request
 * waited behind the slices of every Summary in flight. The thread is started on the first Summary and kept
 * (it keeps its parsed days); one that died is replaced on the next call. Requests are answered in the
 * thread one after the other.
 */
export class SummaryThread {
  #thread: Worker | null = null;
  readonly #pending = new Map<number, { resolve(rows: VesselSummary[]): void; reject(error: Error): void }>();
  readonly #inFlight = new Set<Promise<unknown>>();
  #nextId = 1;
  #closed = false;
  readonly #poolUse = sharedPoolUse(SUMMARY_THREAD_POOLS, () => !this.#closed && this.#thread !== null);

  constructor(private readonly store: StoreConfig) {}

  /** The rows of the vessels the thread could fold from stored days alone (summaryThreadProtocol.ts). */
  summaries(request: SummaryRequest): Promise<VesselSummary[]> {
    if (this.#closed) return Promise.reject(new SummaryThreadError("the Summary thread is closed"));
    const thread = this.#start();
    const id = this.#nextId++;
    const answer = new Promise<VesselSummary[]>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      thread.postMessage({ type: "summaries", id, request } satisfies ServerToSummaryThread);
    });
    const settled = answer.catch(() => undefined).finally(() => this.#inFlight.delete(settled));
    this.#inFlight.add(settled);
    return answer;
  }

  /** Ends the thread once the requests in hand are answered; its store connections are closed. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#inFlight);
    const thread = this.#thread;
    if (!thread) return;
    const exited = new Promise((resolve) => thread.once("exit", resolve));
    thread.postMessage({ type: "close" } satisfies ServerToSummaryThread);
    const timer = setTimeout(() => void thread.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  #start(): Worker {
    if (this.#thread) return this.#thread;
    const thread = new Worker(THREAD_ENTRY, {
      workerData: { store: this.store, poolUse: this.#poolUse } satisfies SummaryThreadData,
    });
    thread.on("message", (message: SummaryThreadMessage) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.type === "done") pending.resolve(message.rows);
      else pending.reject(new SummaryThreadError(message.message));
    });
    // A thread that fails is replaced on the next call; its callers are answered with the failure.
    thread.on("error", (error) => this.#ended(thread, error.message));
    thread.once("exit", (code) => this.#ended(thread, `the Summary thread ended (exit code ${code})`));
    // Idle, it does not keep the process alive (a caller waiting on it is held by its own request).
    thread.unref();
    this.#thread = thread;
    return thread;
  }

  #ended(thread: Worker, why: string): void {
    if (this.#thread !== thread) return;
    this.#thread = null;
    this.#poolUse.fill(0);
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const { reject } of pending) reject(new SummaryThreadError(why));
  }
}
