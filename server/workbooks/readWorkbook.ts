import { Worker } from "node:worker_threads";
import { ValidationError } from "../../domain/shared/errors.js";
import { checkWorkbookZip, WORKBOOK_LIMITS, WorkbookTooLargeError } from "./workbookLimits.js";

const THREAD_ENTRY = new URL("./workbookThread.mjs", import.meta.url);
/** Workbooks read at once; more wait their turn, so uploads at once cannot multiply the memory cap. */
const THREADS = 2;

/** What a workbook thread is started with: the reader (a module's export) and the file. */
export interface WorkbookThreadData {
  module: string;
  reader: string;
  bytes: Uint8Array;
}

export type WorkbookThreadMessage =
  | { ok: true; value: unknown }
  | { ok: false; kind: "tooLarge" | "invalid" | "error"; message: string; errors: string[] };

let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Reads an uploaded workbook with `reader` (an export of `module`, given the bytes) off the thread that
 * answers requests. The zip directory is checked first (WorkbookTooLargeError, 413); then a thread of
 * its own reads it under a heap cap and a time limit, and is ended after. Answers null when the bytes
 * are not a zip (the caller says what was expected). Errors the reader throws come back as they were
 * (ValidationError, WorkbookTooLargeError).
 */
export async function readWorkbook<T>(module: URL, reader: string, bytes: Buffer): Promise<T | null> {
  if (!(await checkWorkbookZip(bytes))) return null;
  const done = await turn();
  try {
    return (await inThread({ module: module.href, reader, bytes: new Uint8Array(bytes) })) as T;
  } finally {
    done();
  }
}

function inThread(data: WorkbookThreadData): Promise<unknown> {
  const { threadMemoryMb, timeLimitMs } = WORKBOOK_LIMITS;
  return new Promise((resolve, reject) => {
    const thread = new Worker(THREAD_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: threadMemoryMb },
      workerData: data,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void thread.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new WorkbookTooLargeError(
              `The workbook took longer than ${timeLimitMs / 1000} s to read; a workbook must be read within that time. Remove what is not needed and upload it again.`,
            ),
          ),
        ),
      timeLimitMs,
    );
    thread.once("message", (message: WorkbookThreadMessage) =>
      settle(() => (message.ok ? resolve(message.value) : reject(rebuilt(message)))),
    );
    thread.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new WorkbookTooLargeError(
                `Reading the workbook needs more than ${threadMemoryMb} MB of memory, the most a workbook may use. Remove what is not needed and upload it again.`,
              )
            : error,
        ),
      ),
    );
    thread.once("exit", (code) =>
      settle(() => reject(new Error(`The workbook thread stopped without an answer (exit code ${code}).`))),
    );
  });
}

function rebuilt(failure: Extract<WorkbookThreadMessage, { ok: false }>): Error {
  if (failure.kind === "tooLarge") return new WorkbookTooLargeError(failure.message);
  if (failure.kind === "invalid") return new ValidationError(failure.message, failure.errors);
  return new Error(failure.message);
}
