import path from "node:path";
import { pipeline, type Readable, Transform } from "node:stream";
import zlib from "node:zlib";
import yauzl from "yauzl";
import type { ServerConfig } from "../config.js";
import { PackageError } from "./PackageError.js";

/** What one package may hold (docs/data-package.md, "Limits"); the server's come from its configuration. */
export interface PackageLimits {
  /** The sum of the uncompressed sizes of its files. */
  maxExpandedBytes: number;
  /** Files and folders in the zip. */
  maxEntries: number;
  /** Uncompressed to compressed size of any file over 1 MB. */
  maxCompressionRatio: number;
}

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

/** Files smaller than this are not held to the compression ratio (a short text compresses unevenly). */
const RATIO_FROM_BYTES = 1024 * 1024;
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
      if (zip.entryCount > limits.maxEntries) {
        throw new PackageError(
          `The package holds ${zip.entryCount} files and folders; at most ${limits.maxEntries} are accepted.`,
        );
      }
      return new DataPackage(zip, await readEntries(zip, limits));
    } catch (error) {
      zip.close();
      if (error instanceof PackageError) throw error;
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

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function readEntries(zip: yauzl.ZipFile, limits: PackageLimits): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    let expanded = 0;
    zip.on("entry", (entry: yauzl.Entry) => {
      try {
        if (!entry.fileName.endsWith("/")) {
          checkEntry(entry, entries, limits);
          expanded += entry.uncompressedSize;
          if (expanded > limits.maxExpandedBytes) {
            throw new PackageError(`The package expands to more than ${megabytes(limits.maxExpandedBytes)}.`);
          }
          entries.set(path.posix.basename(entry.fileName), entry);
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

function checkEntry(entry: yauzl.Entry, entries: Map<string, yauzl.Entry>, limits: PackageLimits): void {
  const name = path.posix.basename(entry.fileName);
  const same = entries.get(name);
  if (same) {
    throw new PackageError(
      `The package holds two files named ${name} (${same.fileName} and ${entry.fileName}); it is not clear which one to import.`,
    );
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > limits.maxCompressionRatio) {
    throw new PackageError(
      `${name} is compressed ${Math.round(ratio)} to 1; more than ${limits.maxCompressionRatio} to 1 is refused as a zip bomb.`,
    );
  }
}
