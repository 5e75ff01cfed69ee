import type ExcelJS from "exceljs";
import yauzl from "yauzl";
import { BodyTooLargeError } from "../http/bodyLimit.js";
import {
  checkedZipEntries,
  inflatesAsDeclared,
  ZipLimitError,
  type ZipLimits,
} from "../shared/zipDirectory.js";

/**
 * What an uploaded workbook (.xlsx: a zip of XML parts) may be (docs/operations.md, "Request limits").
 * A filled voyage template or taxonomy unpacks to a few MB; reading 27 MB of sheet XML took exceljs
 * 8.8 s and 170 MB, so these bound what one upload can cost the thread reading it.
 */
export const WORKBOOK_LIMITS = {
  zip: { maxExpandedBytes: 50 * 1024 * 1024, maxEntries: 500, maxCompressionRatio: 100 } satisfies ZipLimits,
  maxRows: 50_000,
  maxColumns: 200,
  /** Rows times columns of one sheet: what its grid holds, and what crosses back from the thread. */
  maxCells: 1_000_000,
  /** Heap of the thread a workbook is read in (V8 old generation). */
  threadMemoryMb: 256,
  /** The longest a workbook may take to read; then its thread is ended. */
  timeLimitMs: 30_000,
} as const;

/** A workbook over a limit: answered 413 with the message (what was over, and the limit). */
export class WorkbookTooLargeError extends BodyTooLargeError {}

/**
 * Checks the zip directory of an uploaded workbook against the limits before anything is unzipped (a
 * workbook bomb is refused here in milliseconds), then inflates each part once and discards it, so a part
 * that holds more than the directory declares is refused too (exceljs's JSZip would inflate it whole, into
 * memory outside the thread's heap cap). False when the bytes are not a zip at all.
 */
export async function checkWorkbookZip(bytes: Buffer): Promise<boolean> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    );
  } catch {
    return false;
  }
  try {
    const entries = await checkedZipEntries(zip, WORKBOOK_LIMITS.zip, "The workbook");
    await inflatesAsDeclared(zip, entries, "The workbook");
    return true;
  } catch (error) {
    if (error instanceof ZipLimitError) throw new WorkbookTooLargeError(error.message);
    return false;
  } finally {
    zip.close();
  }
}

const count = (n: number) => n.toLocaleString("en-US");

/** Refuses a loaded sheet with more rows, columns or cells than a workbook may have. */
export function checkSheetSize(sheet: ExcelJS.Worksheet): void {
  const { maxRows, maxColumns, maxCells } = WORKBOOK_LIMITS;
  const rows = sheet.rowCount;
  const columns = sheet.columnCount;
  const over =
    rows > maxRows
      ? `${count(rows)} rows; at most ${count(maxRows)} are accepted`
      : columns > maxColumns
        ? `${count(columns)} columns; at most ${count(maxColumns)} are accepted`
        : rows * columns > maxCells
          ? `${count(rows)} rows of ${count(columns)} columns; at most ${count(maxCells)} cells are accepted`
          : null;
  if (over) throw new WorkbookTooLargeError(`The sheet '${sheet.name}' has ${over}.`);
}
