import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BLOB_ID, type BlobStore, type PendingBlob } from "./BlobStore.js";

/**
 * Blobs as files under a directory (the embedded setup: DATA_DIR/vessel-files). A write goes to
 * `.incoming/{id}` and is renamed to `{id[0..1]}/{id}` on commit (same file system, so the rename is atomic).
 */
export class FileBlobStore implements BlobStore {
  readonly #incoming: string;

  constructor(readonly root: string) {
    this.#incoming = path.join(root, ".incoming");
  }

  static async open(root: string): Promise<FileBlobStore> {
    const store = new FileBlobStore(root);
    await mkdir(store.#incoming, { recursive: true });
    return store;
  }

  #fileOf(blobId: string): string | null {
    return BLOB_ID.test(blobId) ? path.join(this.root, blobId.slice(0, 2), blobId) : null;
  }

  async write(source: AsyncIterable<Uint8Array>): Promise<PendingBlob> {
    const id = randomUUID();
    const temp = path.join(this.#incoming, id);
    const out = createWriteStream(temp, { flags: "wx" });
    let size = 0;
    const counted = async function* () {
      for await (const chunk of source) {
        size += chunk.byteLength;
        yield chunk;
      }
    };
    try {
      await pipeline(Readable.from(counted()), out);
    } catch (error) {
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await rm(temp, { force: true });
      throw error;
    }
    const final = this.#fileOf(id)!;
    return {
      id,
      size,
      commit: async () => {
        await mkdir(path.dirname(final), { recursive: true });
        await rename(temp, final);
      },
      discard: () => rm(temp, { force: true }),
    };
  }

  async read(blobId: string): Promise<Readable | null> {
    const file = this.#fileOf(blobId);
    if (!file) return null;
    const stream = createReadStream(file);
    return new Promise((resolve, reject) => {
      stream.once("open", () => resolve(stream));
      stream.once("error", (error: NodeJS.ErrnoException) =>
        error.code === "ENOENT" ? resolve(null) : reject(error),
      );
    });
  }

  async size(blobId: string): Promise<number | null> {
    const file = this.#fileOf(blobId);
    if (!file) return null;
    try {
      return (await stat(file)).size;
    } catch {
      return null;
    }
  }

  async delete(blobId: string): Promise<void> {
    const file = this.#fileOf(blobId);
    if (file) await rm(file, { force: true });
  }

  async sweepPending(olderThanMs: number): Promise<number> {
    let removed = 0;
    const cutoff = Date.now() - olderThanMs;
    for (const name of await readdir(this.#incoming).catch(() => [] as string[])) {
      const file = path.join(this.#incoming, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs <= cutoff) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async close(): Promise<void> {}
}
