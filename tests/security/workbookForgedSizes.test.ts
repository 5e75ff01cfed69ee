import { describe, expect, it } from "vitest";
import yazl from "yazl";
import { checkWorkbookZip, WorkbookTooLargeError } from "../../server/workbooks/workbookLimits.js";

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Rewrites the uncompressed size of every entry, in the local headers and the central directory. */
function declareSize(zip: Buffer, size: number): Buffer {
  const forged = Buffer.from(zip);
  for (let at = 0; at + 4 <= forged.length; at++) {
    const signature = forged.readUInt32LE(at);
    if (signature === 0x04034b50) forged.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50) forged.writeUInt32LE(size, at + 24);
  }
  return forged;
}

describe("an uploaded workbook whose zip directory lies about its sizes", () => {
  it("is refused when a part unpacks to more than declared, under the size the ratio check starts at", async () => {
    // 8 MB of zeros declared as 900 KB: the directory passes every limit, the bytes do not.
    const honest = await zipOf({ "xl/media/image1.png": Buffer.alloc(8 * 1024 * 1024) });
    const forged = declareSize(honest, 900_000);
    const refusal = await checkWorkbookZip(forged).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkbookTooLargeError);
    expect((refusal as Error).message).toMatch(
      /^The workbook is damaged or forged: xl\/media\/image1\.png does not unpack to the size its zip directory declares/,
    );
  });

  it("passes a workbook whose parts unpack to what they declare", async () => {
    const honest = await zipOf({ "xl/workbook.xml": Buffer.from("<workbook/>".repeat(1000)) });
    expect(await checkWorkbookZip(honest)).toBe(true);
  });
});
