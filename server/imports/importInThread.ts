import { Worker } from "node:worker_threads";
import { ImportCancelled, type ImportResult } from "./importPackage.js";
import { type ImportThreadInput, receivedResult, type ThreadMessage } from "./importThreadProtocol.js";
import { PackageError } from "./PackageError.js";

const THREAD_ENTRY = new URL("./importThread.mjs", import.meta.url);
/** How long a thread asked to stop may take to roll back before it is ended (its connection then rolls back). */
const ABORT_GRACE_MS = 30_000;

export interface ThreadImportOptions extends ImportThreadInput {
  /** V8 old-generation limit of the thread in MB (IMPORT_THREAD_MEMORY_MB). */
  memoryMb: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A thread that died without answering (out of memory, a crash in native code). */
export class ImportThreadError extends Error {
  override readonly name = "ImportThreadError";
}

/**
 * Imports one package in a worker thread whose heap is capped (docs/operations.md, "Import memory"):
 * unzipping, CSV parsing and store writes happen there, so a large package never grows the server's
 * heap, and a package needing more than the cap fails its import instead of taking the server down.
 */
export function importInThread(options: ThreadImportOptions): Promise<ImportResult> {
  const { memoryMb, onProgress, signal, ...input } = options;
  return new Promise((resolve, reject) => {
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const worker = new Worker(THREAD_ENTRY, {
      workerData: input satisfies ImportThreadInput,
      resourceLimits: {
        maxOldGenerationSizeMb: memoryMb,
        maxYoungGenerationSizeMb: Math.min(32, memoryMb / 4),
      },
    });
    const onAbort = () => {
      worker.postMessage({ type: "abort" });
      graceTimer = setTimeout(() => void worker.terminate(), ABORT_GRACE_MS);
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      clearTimeout(graceTimer);
      outcome();
    };
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "progress") onProgress?.(message.fraction);
      else if (message.type === "done") finish(() => resolve(receivedResult(message.result)));
      else finish(() => reject(threadFailure(message)));
    });
    worker.on("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new ImportThreadError(
                `The import ran out of memory: an import may use ${memoryMb} MB (IMPORT_THREAD_MEMORY_MB). Nothing of the package was stored.`,
              )
            : error,
        ),
      ),
    );
    worker.on("exit", (code) =>
      finish(() =>
        reject(
          signal?.aborted
            ? new ImportCancelled()
            : new ImportThreadError(`The import thread stopped unexpectedly (exit code ${code}).`),
        ),
      ),
    );
  });
}

function threadFailure(message: Extract<ThreadMessage, { type: "failed" }>): Error {
  if (message.kind === "cancelled") return new ImportCancelled();
  const error = message.kind === "package" ? new PackageError(message.message) : new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}
