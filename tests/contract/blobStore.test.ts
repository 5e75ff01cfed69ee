import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BlobStore } from "../../server/blobs/BlobStore.js";
import { FileBlobStore } from "../../server/blobs/FileBlobStore.js";
import { CHUNK_BYTES, PostgresBlobStore } from "../../server/blobs/PostgresBlobStore.js";
import { dropSchema } from "../support/storeFixtures.js";

/** `count` chunks of `size` pseudo-random bytes, generated as they are read (never all in memory). */
async function* generated(count: number, size: number, seed = 1): AsyncGenerator<Uint8Array> {
  let x = seed;
  for (let i = 0; i < count; i++) {
    const chunk = Buffer.alloc(size);
    for (let k = 0; k < size; k += 4) {
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      chunk.writeInt32LE(x, k);
    }
    yield chunk;
  }
}

async function digest(source: AsyncIterable<Uint8Array>): Promise<{ sha: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha: hash.digest("hex"), size };
}

/** A source that fails after some chunks, as an upload does when the client goes away. */
async function* interrupted(): AsyncGenerator<Uint8Array> {
  yield* generated(3, CHUNK_BYTES / 2);
  throw new Error("aborted");
}

function describeContract(
  name: string,
  open: () => Promise<{ store: BlobStore; pendingCount(): Promise<number>; cleanup(): Promise<void> }>,
) {
  describe(`blob store contract: ${name}`, () => {
    let store: BlobStore;
    let pendingCount: () => Promise<number>;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, pendingCount, cleanup } = await open());
    });
    afterEach(async () => {
      await cleanup();
    });

    it("streams a blob in and out unchanged, across chunk boundaries, once committed", async () => {
      // 5 × 100 KB: not a multiple of the stored chunk size.
      const expected = await digest(generated(5, 100_000));
      const blob = await store.write(generated(5, 100_000));
      expect(blob.size).toBe(500_000);
      expect(await store.read(blob.id)).toBeNull();
      await blob.commit();
      expect(await store.size(blob.id)).toBe(500_000);
      expect(await digest((await store.read(blob.id))!)).toEqual(expected);
      expect(await pendingCount()).toBe(0);
    });

    it("stores an empty blob", async () => {
      const blob = await store.write(generated(0, 0));
      await blob.commit();
      expect(await digest((await store.read(blob.id))!)).toMatchObject({ size: 0 });
    });

    it("leaves nothing behind when the source fails mid-way", async () => {
      await expect(store.write(interrupted())).rejects.toThrow("aborted");
      expect(await pendingCount()).toBe(0);
    });

    it("forgets a discarded blob, and deletes a committed one", async () => {
      const discarded = await store.write(generated(1, 1000));
      await discarded.discard();
      await discarded.discard();
      expect(await store.read(discarded.id)).toBeNull();
      expect(await pendingCount()).toBe(0);
      const kept = await store.write(generated(1, 1000));
      await kept.commit();
      await store.delete(kept.id);
      await store.delete(kept.id);
      expect(await store.read(kept.id)).toBeNull();
      expect(await store.size(kept.id)).toBeNull();
    });

    it("answers null for ids that are not blobs, hostile ones included", async () => {
      for (const id of [randomUUID(), "../../etc/passwd", "__proto__", ""]) {
        expect(await store.read(id)).toBeNull();
        expect(await store.size(id)).toBeNull();
      }
    });

    it("sweeps pending blobs a dead writer left, and only those", async () => {
      const left = await store.write(generated(1, 1000));
      const kept = await store.write(generated(1, 1000));
      await kept.commit();
      expect(await store.sweepPending(60_000)).toBe(0);
      expect(await store.sweepPending(0)).toBe(1);
      expect(await pendingCount()).toBe(0);
      await left.commit().catch(() => undefined);
      expect(await store.read(left.id)).toBeNull();
      expect(await store.size(kept.id)).toBe(1000);
    });
  });
}

const dirs: string[] = [];
describeContract("files", async () => {
  const dir = mkdtempSync(join(tmpdir(), "keelson-blobs-"));
  dirs.push(dir);
  const store = await FileBlobStore.open(dir);
  return {
    store,
    pendingCount: async () => readdirSync(join(dir, ".incoming")).length,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = `${process.pid}_${Date.now() % 100_000}`;
let schemaCount = 0;

describe.skipIf(!databaseUrl)("PostgreSQL", () => {
  describeContract("PostgreSQL", async () => {
    const schema = `blob_test_${runId}_${schemaCount++}`;
    const store = await PostgresBlobStore.connect(databaseUrl!, { schema });
    return {
      store,
      pendingCount: async () => {
        const { rows } = await store.pool.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM "${schema}".vessel_blobs WHERE NOT committed) +
                  (SELECT count(*) FROM "${schema}".vessel_blob_chunks c
                     WHERE NOT EXISTS (SELECT 1 FROM "${schema}".vessel_blobs b WHERE b.id = c.blob_id AND b.committed)) AS n`,
        );
        return Number(rows[0]!.n);
      },
      cleanup: async () => {
        await store.close();
        await dropSchema(databaseUrl!, schema);
      },
    };
  });
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
