import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { readWorkbook } from "../../server/workbooks/readWorkbook.js";
import { WORKBOOK_LIMITS, WorkbookTooLargeError } from "../../server/workbooks/workbookLimits.js";

const READERS = new URL("./fixtures/workbookReaders.ts", import.meta.url);

async function smallZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from("<workbook/>"), "xl/workbook.xml");
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("the workbook thread", () => {
  it("ends a read over its time limit, and the next workbook is read by a fresh thread", async () => {
    const bytes = await smallZip();
    await expect(readWorkbook("spin", bytes, { module: READERS, timeLimitMs: 1_000 })).rejects.toEqual(
      new WorkbookTooLargeError(
        "The workbook took longer than 1 s to read; a workbook must be read within that time. Remove what is not needed and upload it again.",
      ),
    );
    expect(await readWorkbook("byteCount", bytes, { module: READERS })).toBe(bytes.length);
  });

  it(`ends a read that needs more than ${WORKBOOK_LIMITS.threadMemoryMb} MB, and reads on`, async () => {
    const bytes = await smallZip();
    await expect(readWorkbook("exhaust", bytes, { module: READERS })).rejects.toEqual(
      new WorkbookTooLargeError(
        `Reading the workbook needs more than ${WORKBOOK_LIMITS.threadMemoryMb} MB of memory, the most a workbook may use. Remove what is not needed and upload it again.`,
      ),
    );
    expect(await readWorkbook("byteCount", bytes, { module: READERS })).toBe(bytes.length);
  });

  it("answers null for bytes that are no zip, without starting a read", async () => {
    expect(await readWorkbook("spin", Buffer.from("not a zip"), { module: READERS })).toBeNull();
  });
});
