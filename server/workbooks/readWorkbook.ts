import { Worker } from "node:worker_threads";
import { ValidationError } from "../../domain/shared/errors.js";
import { checkWorkbookZip, WORKBOOK_LIMITS, WorkbookTooLargeError } from "./workbookLimits.js";

const THREAD_ENTRY = new URL("./workbookThread.mjs", import.meta.url);
/** Workbooks read at once; more wait their turn, so uploads at once cannot multiply the memory cap. */
const THREADS = 2;
/**
 * A thread idle this long is ended. Starting one (tsx, exceljs) took 3–5 s on the loaded 2-core test
 * machine, so a thread is kept for the uploads that follow, not started per workbook.
 */
const IDLE_MS = 60_000;

/**
 * One workbook to read: the reader (by name, from workbookReaders.ts; or an export of `module`, which
 * only runs from the sources), the file and what else the reader is given.
 */
export interface WorkbookJob {
  module?: string;
  reader: string;
  bytes: Uint8Array;
  args: unknown;
}

export type WorkbookThreadMessage =
  | { ok: true; value: unknown }
  | { ok: false; kind: "tooLarge" | "invalid" | "error"; message: string; errors: string[] };

const idle: Array<{ thread: Worker; timer: NodeJS.Timeout }> = [];
const waiting: Array<(thread: Worker) => void> = [];
let started = 0;

function start(): Worker {
  started++;
  const thread = new Worker(THREAD_ENTRY, {
    resourceLimits: { maxOldGenerationSizeMb: WORKBOOK_LIMITS.threadMemoryMb },
  });
  // An idle thread keeps no process alive, and an error is handled by the job it ends (or by nobody).
  thread.unref();
  thread.on("error", () => undefined);
  // A thread that ended while idle is not handed out again.
  thread.once("exit", () => {
    const index = idle.findIndex((entry) => entry.thread === thread);
    if (index < 0) return;
    clearTimeout(idle[index]!.timer);
    idle.splice(index, 1);
    started--;
  });
  return thread;
}

async function acquire(): Promise<Worker> {
  const ready = idle.pop();
  if (ready) {
    clearTimeout(ready.timer);
    return ready.thread;
  }
  if (started < THREADS) return start();
  return new Promise((resolve) => waiting.push(resolve));
}

/** Gives a thread back for the next job; one that failed (out of memory, over time) is ended instead. */
function release(thread: Worker, healthy: boolean): void {
  if (!healthy) {
    started--;
    void thread.terminate();
    const next = waiting.shift();
    if (next) next(start());
    return;
  }
  const next = waiting.shift();
  if (next) {
    next(thread);
    return;
  }
  const timer = setTimeout(() => {
    idle.splice(
      idle.findIndex((entry) => entry.thread === thread),
      1,
    );
    started--;
    void thread.terminate();
  }, IDLE_MS);
  timer.unref();
  idle.push({ thread, timer });
}

/**
 * Reads an uploaded workbook with `reader` (a name in workbookReaders.ts, given the bytes and `args`) off
 * the thread that answers requests. What the reader answers crosses back by structured clone, on this
 * thread: it should be what the caller needs, not the workbook's cells. The zip directory is checked
 * first (WorkbookTooLargeError, 413); then one of two threads reads it under a heap cap and a time limit
 * (a thread over either is ended). Answers null when the bytes are not a zip (the caller says what was
 * expected). Errors the reader throws come back as they were (ValidationError, WorkbookTooLargeError).
 * `module` names another module's export instead: a reader of the tests, run from the sources (the
 * built server bundles only the named readers into its thread).
 */
export async function readWorkbook<T>(
  reader: string,
  bytes: Buffer,
  {
    args,
    timeLimitMs = WORKBOOK_LIMITS.timeLimitMs,
    module,
  }: { args?: unknown; timeLimitMs?: number; module?: URL } = {},
): Promise<T | null> {
  if (!(await checkWorkbookZip(bytes))) return null;
  const thread = await acquire();
  const job: WorkbookJob = { module: module?.href, reader, bytes: new Uint8Array(bytes), args };
  return (await run(thread, job, timeLimitMs)) as T;
}

function run(thread: Worker, job: WorkbookJob, timeLimitMs: number): Promise<unknown> {
  const { threadMemoryMb } = WORKBOOK_LIMITS;
  return new Promise((resolve, reject) => {
    const finish = (healthy: boolean, outcome: () => void) => {
      clearTimeout(timer);
      thread.off("message", onMessage).off("error", onError).off("exit", onExit);
      release(thread, healthy);
      outcome();
    };
    const onMessage = (message: WorkbookThreadMessage) =>
      finish(true, () => (message.ok ? resolve(message.value) : reject(rebuilt(message))));
    const onError = (error: Error & { code?: string }) =>
      finish(false, () =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new WorkbookTooLargeError(
                `Reading the workbook needs more than ${threadMemoryMb} MB of memory, the most a workbook may use. Remove what is not needed and upload it again.`,
              )
            : error,
        ),
      );
    const onExit = (code: number) =>
      finish(false, () =>
        reject(new Error(`The workbook thread stopped without an answer (exit code ${code}).`)),
      );
    const timer = setTimeout(
      () =>
        finish(false, () =>
          reject(
            new WorkbookTooLargeError(
              `The workbook took longer than ${timeLimitMs / 1000} s to read; a workbook must be read within that time. Remove what is not needed and upload it again.`,
            ),
          ),
        ),
      timeLimitMs,
    );
    thread.on("message", onMessage).on("error", onError).on("exit", onExit);
    try {
      thread.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
    } catch (error) {
      // Arguments that cannot cross to the thread: the job never started; the thread is not trusted again.
      finish(false, () => reject(error));
    }
  });
}

function rebuilt(failure: Extract<WorkbookThreadMessage, { ok: false }>): Error {
  if (failure.kind === "tooLarge") return new WorkbookTooLargeError(failure.message);
  if (failure.kind === "invalid") return new ValidationError(failure.message, failure.errors);
  return new Error(failure.message);
}
