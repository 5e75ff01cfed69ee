import { parentPort } from "node:worker_threads";
import { DomainError, ValidationError } from "../../domain/shared/errors.js";
import type { WorkbookJob, WorkbookThreadMessage } from "./readWorkbook.js";
import { WorkbookTooLargeError } from "./workbookLimits.js";
import { WORKBOOK_READERS } from "./workbookReaders.js";

type WorkbookReader = (bytes: Buffer, args: unknown) => Promise<unknown>;

/** A workbook thread: reads the uploaded workbooks it is handed, one at a time, with the reader named. */
const port = parentPort!;

async function read({ module, reader, bytes, args }: WorkbookJob): Promise<WorkbookThreadMessage> {
  try {
    const readers: Record<string, unknown> = module
      ? await import(module)
      : (WORKBOOK_READERS as Record<string, unknown>);
    const readWith = readers[reader];
    if (typeof readWith !== "function") throw new Error(`There is no workbook reader ${reader}.`);
    const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { ok: true, value: await (readWith as WorkbookReader)(file, args) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return {
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
}

port.on("message", async (job: WorkbookJob) => port.postMessage(await read(job)));
