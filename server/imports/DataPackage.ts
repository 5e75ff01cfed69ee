import path from "node:path";
import { pipeline, type Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import yauzl from "yauzl";
import type { ServerConfig } from "../config.js";
import { checkedZipEntries, ZipLimitError, type ZipLimits } from "../shared/zipDirectory.js";
import { PackageError } from "./PackageError.js";

/** What one package may hold (docs/data-package.md, "Limits"); the server's come from its configuration. */
export type PackageLimits = ZipLimits;

/** For tools and tests that read a package outside the server. */
export const DEFAULT_PACKAGE_LIMITS: PackageLimits = {
  maxExpandedBytes: 2048 * 1024 * 1024,
  maxEntries: 100,
  maxCompressionRatio: 200,
};

export const packageLimitsOf = (config: ServerConfig): PackageLimits => ({
  maxExpandedBytes: config.PACKAGE_MAX_EXPANDED_MB * 1024 * 1024,
  maxEntries: config.PACKAGE_MAX_ENTRIES,
  maxCompressionRatio: config.PACKAGE_MAX_COMPRESSION_RATIO,
});

const DEFLATE = 8;
/**
 * Output chunk of our inflate. yauzl inflates in 16 KB chunks, each a round trip to the thread pool:
 * profiling an import showed the main thread idle a third of the time waiting for them.
 */
const INFLATE_CHUNK = 256 * 1024;

/**
 * A deflated entry inflated in large chunks, checked like yauzl checks it: exactly the size its header
 * declares (a package may not expand beyond what the limits were checked against).
 */
function inflated(raw: Readable, entry: yauzl.Entry): Readable {
  let seen = 0;
  const expected = entry.uncompressedSize;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > expected)
        done(new PackageError(`${entry.fileName} holds more data than its zip header says.`));
      else done(null, chunk);
    },
    flush(done) {
      done(
        seen === expected
          ? null
          : new PackageError(`${entry.fileName} holds less data than its zip header says.`),
      );
    },
  });
  return pipeline(raw, zlib.createInflateRaw({ chunkSize: INFLATE_CHUNK }), counted, () => undefined);
}

/**
 * An opened package zip: its entries by file name (folders ignored), each readable as a stream. Opening
 * checks the zip's directory against the limits before a byte is unzipped; while a file is read, yauzl
 * refuses data beyond the size the directory declared, so the limits hold for what is really unzipped.
 */
export class DataPackage {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(zipPath: string, limits: PackageLimits = DEFAULT_PACKAGE_LIMITS): Promise<DataPackage> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new PackageError("The package file is missing.");
      }
      throw new PackageError("The package is not a zip file.");
    }
    try {
      const entries = new Map<string, yauzl.Entry>();
      await checkedZipEntries(zip, limits, "The package", (entry) => keepUnique(entry, entries));
      return new DataPackage(zip, entries);
    } catch (error) {
      zip.close();
      if (error instanceof PackageError) throw error;
      if (error instanceof ZipLimitError) throw new PackageError(error.message);
      throw new PackageError("The package is not a zip file (its directory is damaged).");
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Uncompressed size of the entry in bytes (0 when absent). */
  size(name: string): number {
    return this.entries.get(name)?.uncompressedSize ?? 0;
  }

  /** The entry's content as UTF-8 text chunks. */
  async stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw new PackageError(`The package has no ${name}.`);
    const stream =
      entry.compressionMethod === DEFLATE
        ? inflated(await this.zip.openReadStreamPromise(entry, { decompress: false }), entry)
        : await this.zip.openReadStreamPromise(entry);
    stream.setEncoding("utf8");
    return stream;
  }

  async text(name: string): Promise<string> {
    let text = "";
    for await (const chunk of await this.stream(name)) text += chunk;
    return text;
  }

  close(): void {
    this.zip.close();
  }
}

/** Files are found by name wherever they are in the zip, so a name may appear once. */
function keepUnique(entry: yauzl.Entry, entries: Map<string, yauzl.Entry>): void {
  const name = path.posix.basename(entry.fileName);
  const same = entries.get(name);
  if (same) {
    throw new PackageError(
      `The package holds two files named ${name} (${same.fileName} and ${entry.fileName}); it is not clear which one to import.`,
    );
  }
  entries.set(name, entry);
}
