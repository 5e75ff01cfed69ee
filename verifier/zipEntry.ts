import { crc32, inflateRawSync } from "node:zlib";
import yauzl from "yauzl";

const STORED = 0;
const DEFLATED = 8;

/**
 * One file of a zip held in memory, inflated by node:zlib in one call (JSZip's inflate in JavaScript
 * took a third of the CLI's time on a 100,000-event package); undefined when the zip has no such file.
 * The file must unpack to the size and CRC-32 its zip directory declares, and no further.
 */
export async function zipEntryBytes(zipBytes: Uint8Array, fileName: string): Promise<Buffer | undefined> {
  const zip = await yauzl.fromBufferPromise(
    Buffer.from(zipBytes.buffer, zipBytes.byteOffset, zipBytes.length),
    {
      lazyEntries: true,
    },
  );
  try {
    const entry = await findEntry(zip, fileName);
    if (!entry) return undefined;
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)
      throw new Error(
        `${fileName} is compressed with method ${entry.compressionMethod}; only stored and deflated are read`,
      );
    const deflated = entry.compressionMethod === DEFLATED;
    const chunks: Buffer[] = [];
    // The deflated bytes as they are (yauzl would inflate them in 16 KB round trips to the thread pool).
    for await (const chunk of await zip.openReadStreamPromise(entry, deflated ? { decompress: false } : {}))
      chunks.push(chunk as Buffer);
    const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const bytes = deflated
      ? inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) })
      : raw;
    if (bytes.length !== entry.uncompressedSize || crc32(bytes) !== entry.crc32)
      throw new Error(`${fileName} does not unpack to the size and CRC-32 its zip directory declares`);
    return bytes;
  } finally {
    zip.close();
  }
}

function findEntry(zip: yauzl.ZipFile, fileName: string): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => (entry.fileName === fileName ? resolve(entry) : zip.readEntry()));
    zip.once("end", () => resolve(undefined));
    zip.once("error", reject);
    zip.readEntry();
  });
}
