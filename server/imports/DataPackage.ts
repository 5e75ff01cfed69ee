import path from "node:path";
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { PackageError } from "./PackageError.js";

/** An opened package zip: its entries by file name (folders ignored), each readable as a stream. */
export class DataPackage {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(zipPath: string): Promise<DataPackage> {
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
      return new DataPackage(zip, await readEntries(zip));
    } catch {
      zip.close();
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
    const stream = await this.zip.openReadStreamPromise(entry);
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

function readEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on("entry", (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith("/")) {
        const name = path.posix.basename(entry.fileName);
        if (!entries.has(name)) entries.set(name, entry);
      }
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}
