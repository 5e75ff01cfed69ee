import { parentPort, workerData } from "node:worker_threads";
import { DomainError, ValidationError } from "../../domain/shared/errors.js";
import type { WorkbookThreadData, WorkbookThreadMessage } from "./readWorkbook.js";
import { WorkbookTooLargeError } from "./workbookLimits.js";

/** A workbook thread: reads one uploaded workbook with the reader it was given, answers, and ends. */
const { module, reader, bytes } = workerData as WorkbookThreadData;
let answer: WorkbookThreadMessage;
try {
  const read = (await import(module))[reader] as (bytes: Buffer) => Promise<unknown>;
  answer = { ok: true, value: await read(Buffer.from(bytes)) };
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  answer = {
    ok: false,
    kind:
      failure instanceof WorkbookTooLargeError
        ? "tooLarge"
        : failure instanceof ValidationError
          ? "invalid"
          : "error",
    message: failure.message,
    errors: failure instanceof DomainError ? failure.errors : [],
  };
}
parentPort!.postMessage(answer);
