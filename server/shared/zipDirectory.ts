import type yauzl from "yauzl";

/** What a zip from outside (a data package, an uploaded workbook) may unpack to. */
export interface ZipLimits {
  /** The sum of the uncompressed sizes of its files. */
  maxExpandedBytes: number;
  /** Files and folders in the zip. */
  maxEntries: number;
  /** Uncompressed to compressed size of any file over 1 MB. */
  maxCompressionRatio: number;
}

/** A zip over its limits; the message names the zip, what was over and the limit. */
export class ZipLimitError extends Error {
  override readonly name = "ZipLimitError";
}

/** Files smaller than this are not held to the compression ratio (a short text compresses unevenly). */
const RATIO_FROM_BYTES = 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads the central directory of a zip opened with `lazyEntries` and checks it against `limits` before a
 * byte is inflated (yauzl then refuses data beyond the sizes the directory declared, so the limits hold
 * for what is really unzipped). `what` names the zip in the messages ("The package"); `onEntry` adds a
 * caller's own checks of each file. Folders are not answered.
 */
export function checkedZipEntries(
  zip: yauzl.ZipFile,
  limits: ZipLimits,
  what: string,
  onEntry: (entry: yauzl.Entry) => void = () => undefined,
): Promise<yauzl.Entry[]> {
  if (zip.entryCount > limits.maxEntries) {
    return Promise.reject(
      new ZipLimitError(
        `${what} holds ${zip.entryCount} files and folders; at most ${limits.maxEntries} are accepted.`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let expanded = 0;
    zip.on("entry", (entry: yauzl.Entry) => {
      try {
        if (!entry.fileName.endsWith("/")) {
          checkRatio(entry, limits);
          onEntry(entry);
          expanded += entry.uncompressedSize;
          if (expanded > limits.maxExpandedBytes) {
            throw new ZipLimitError(`${what} expands to more than ${megabytes(limits.maxExpandedBytes)}.`);
          }
          entries.push(entry);
        }
      } catch (error) {
        reject(error);
        return;
      }
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}

function checkRatio(entry: yauzl.Entry, limits: ZipLimits): void {
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > limits.maxCompressionRatio) {
    const name = entry.fileName.slice(entry.fileName.lastIndexOf("/") + 1);
    throw new ZipLimitError(
      `${name} is compressed ${Math.round(ratio)} to 1; more than ${limits.maxCompressionRatio} to 1 is refused as a zip bomb.`,
    );
  }
}

/**
 * Inflates every entry once and discards it, so a zip whose files hold more than its directory declares
 * is refused (yauzl stops a stream at its declared size) before a reader that trusts the directory less
 * strictly (JSZip inflates first and compares after) is given it. With checkedZipEntries first, this
 * inflates at most `maxExpandedBytes`.
 */
export async function inflatesAsDeclared(
  zip: yauzl.ZipFile,
  entries: yauzl.Entry[],
  what: string,
): Promise<void> {
  for (const entry of entries) {
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
    try {
      for await (const _ of stream) {
        // Only the sizes matter; yauzl compares them as the bytes pass.
      }
    } catch (error) {
      throw new ZipLimitError(
        `${what} is damaged or forged: ${entry.fileName} does not unpack to the size its zip directory declares (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }
}
