import { Worker } from "node:worker_threads";
import { sharedPoolUse } from "../shared/threadPoolUse.js";
import { ImportCancelled, type ImportResult } from "./importPackage.js";
import {
  type ImportThreadData,
  type ImportThreadInput,
  receivedResult,
  type ServerToThread,
  type ThreadMessage,
} from "./importThreadProtocol.js";
import { PackageError } from "./PackageError.js";

const THREAD_ENTRY = new URL("./importThread.mjs", import.meta.url);
/** How long a thread asked to stop may take to roll back before it is ended (its connection then rolls back). */
const ABORT_GRACE_MS = 30_000;
const CLOSE_GRACE_MS = 5_000;

export interface ThreadImportOptions extends ImportThreadInput {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A thread that died without answering (out of memory, a crash in native code). */
export class ImportThreadError extends Error {
  override readonly name = "ImportThreadError";
}

/**
 * The worker thread a server's imports run in (docs/operations.md, "Import memory"): unzipping, CSV
 * parsing and store writes happen there, under a heap cap of `memoryMb()` (IMPORT_THREAD_MEMORY_MB),
 * so a large package never grows the server's heap, and one needing more than the cap fails its
 * import instead of taking the server down. The thread is started on the first import and kept for
 * the next ones (starting one costs about half a second when it loads the import code through tsx,
 * as from the sources; the built server starts dist/server/importThread.mjs, the bundled import
 * code); one that died is replaced on the next import.
 */
export class ImportThread {
  #worker: { thread: Worker; memoryMb: number } | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  /** What the thread's PostgreSQL pool holds (total, idle, waiting), written by the thread (threadPoolUse.ts). */
  readonly #poolUse = sharedPoolUse(["import-thread"], () => !this.#closed);
  #closed = false;

  constructor(private readonly memoryMb: () => number) {}

  /** Imports one package in the thread; imports wait for each other. */
  run(options: ThreadImportOptions): Promise<ImportResult> {
    const job = this.#queue.then(() => this.#run(options));
    this.#queue = job.catch(() => undefined);
    return job;
  }

  /** Ends the thread after the import in hand; its store connections are closed. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#queue;
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.thread.once("exit", resolve));
    worker.thread.postMessage({ type: "close" } satisfies ServerToThread);
    const timer = setTimeout(() => void worker.thread.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  #thread(): Worker {
    const memoryMb = this.memoryMb();
    if (this.#worker && this.#worker.memoryMb !== memoryMb) {
      void this.#worker.thread.terminate();
      this.#worker = null;
    }
    if (!this.#worker) {
      const thread = new Worker(THREAD_ENTRY, {
        // The young generation keeps V8's default size (bounded, 16 MB semi-spaces): capping it lower
        // made the import about a third slower in profiling, for more scavenges.
        resourceLimits: { maxOldGenerationSizeMb: memoryMb },
        workerData: { poolUse: this.#poolUse } satisfies ImportThreadData,
      });
      // A thread that fails while idle is replaced on the next import; never an unhandled 'error'.
      thread.on("error", () => undefined);
      const worker = { thread, memoryMb };
      thread.once("exit", () => {
        if (this.#worker === worker) this.#worker = null;
        // Its connections ended with it.
        this.#poolUse.fill(0);
      });
      this.#worker = worker;
    }
    return this.#worker.thread;
  }

  #run(options: ThreadImportOptions): Promise<ImportResult> {
    const { onProgress, signal, ...input } = options;
    const memoryMb = this.memoryMb();
    const thread = this.#thread();
    return new Promise((resolve, reject) => {
      let graceTimer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        thread.postMessage({ type: "abort" } satisfies ServerToThread);
        graceTimer = setTimeout(() => void thread.terminate(), ABORT_GRACE_MS);
      };
      const onMessage = (message: ThreadMessage) => {
        if (message.type === "progress") onProgress?.(message.fraction);
        else if (message.type === "done") finish(() => resolve(receivedResult(message.result)));
        else finish(() => reject(threadFailure(message)));
      };
      const onError = (error: Error & { code?: string }) =>
        finish(() =>
          reject(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? new ImportThreadError(
                  `The import ran out of memory: an import may use ${memoryMb} MB (IMPORT_THREAD_MEMORY_MB). Nothing of the package was stored.`,
                )
              : error,
          ),
        );
      const onExit = (code: number) =>
        finish(() =>
          reject(
            signal?.aborted
              ? new ImportCancelled()
              : new ImportThreadError(`The import thread stopped unexpectedly (exit code ${code}).`),
          ),
        );
      const finish = (outcome: () => void) => {
        thread.off("message", onMessage).off("error", onError).off("exit", onExit);
        signal?.removeEventListener("abort", onAbort);
        clearTimeout(graceTimer);
        // An idle thread does not keep the process alive.
        thread.unref();
        outcome();
      };
      thread.on("message", onMessage).on("error", onError).on("exit", onExit);
      thread.ref();
      thread.postMessage({ type: "import", input } satisfies ServerToThread);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}

/** Imports one package in a thread of its own, ended afterwards (tools, benches, tests). */
export async function importInThread(
  options: ThreadImportOptions & { memoryMb: number },
): Promise<ImportResult> {
  const { memoryMb, ...job } = options;
  const thread = new ImportThread(() => memoryMb);
  try {
    return await thread.run(job);
  } finally {
    await thread.close();
  }
}

function threadFailure(message: Extract<ThreadMessage, { type: "failed" }>): Error {
  if (message.kind === "cancelled") return new ImportCancelled();
  const error = message.kind === "package" ? new PackageError(message.message) : new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}
