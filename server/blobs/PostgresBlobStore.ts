import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type pg from "pg";
import { createPool } from "../shared/pgConnections.js";
import { IDENTIFIER } from "../timeseries/postgres/schema.js";
import { BLOB_ID, type BlobStore, type PendingBlob } from "./BlobStore.js";

/** Bytes per stored chunk: large enough for few rows, small enough that a read holds little. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query when reading. */
const CHUNKS_PER_READ = 4;
/** Serialises the CREATE TABLEs of several processes starting at once ("KBLB"). */
const DDL_LOCK_KEY = 0x4b424c42;

export interface PostgresBlobStoreOptions {
  schema?: string;
  /** Pool size (default: its share of the default PG_MAX_CONNECTIONS). */
  maxConnections?: number;
}

/**
 * Blobs in PostgreSQL as bytea chunks (tables vessel_blobs and vessel_blob_chunks of DATABASE_SCHEMA),
 * so every server process reads what any of them stored. A write inserts its chunks under a row marked
 * pending, each chunk in its own statement (no transaction held open for the length of an upload);
 * commit flips the mark. A failed write deletes its rows; a process that died mid-write leaves a pending
 * row that `sweepPending` removes. Readers never see pending blobs.
 */
export class PostgresBlobStore implements BlobStore {
  readonly pool: pg.Pool;
  readonly #blobs: string;
  readonly #chunks: string;

  static async connect(
    connectionString: string,
    options: PostgresBlobStoreOptions = {},
  ): Promise<PostgresBlobStore> {
    const store = new PostgresBlobStore(connectionString, options);
    try {
      await store.#createTables(options.schema ?? "public");
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private constructor(connectionString: string, options: PostgresBlobStoreOptions) {
    const schema = options.schema ?? "public";
    if (!IDENTIFIER.test(schema)) {
      throw new RangeError(`schema must be a plain identifier (letters, digits, _), got ${schema}`);
    }
    this.#blobs = `"${schema}".vessel_blobs`;
    this.#chunks = `"${schema}".vessel_blob_chunks`;
    this.pool = createPool("blobs", connectionString, { max: options.maxConnections });
  }

  async #createTables(schema: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [DDL_LOCK_KEY]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.#blobs} (
        id uuid PRIMARY KEY,
        size bigint NOT NULL DEFAULT 0,
        committed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.#chunks} (
        blob_id uuid NOT NULL REFERENCES ${this.#blobs} (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (blob_id, seq)
      )`);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async write(source: AsyncIterable<Uint8Array>): Promise<PendingBlob> {
    const id = randomUUID();
    await this.pool.query(`INSERT INTO ${this.#blobs} (id) VALUES ($1)`, [id]);
    let size = 0;
    let seq = 0;
    const pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (all: boolean) => {
      while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
        const joined = Buffer.concat(pending);
        const chunk = joined.subarray(0, Math.min(CHUNK_BYTES, joined.length));
        const rest = joined.subarray(chunk.length);
        await this.pool.query(`INSERT INTO ${this.#chunks} (blob_id, seq, data) VALUES ($1, $2, $3)`, [
          id,
          seq++,
          chunk,
        ]);
        pending.length = 0;
        if (rest.length > 0) pending.push(Buffer.from(rest));
        pendingBytes = rest.length;
      }
    };
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= CHUNK_BYTES) await flush(false);
      }
      await flush(true);
      await this.pool.query(`UPDATE ${this.#blobs} SET size = $2 WHERE id = $1`, [id, size]);
    } catch (error) {
      await this.#remove(id).catch(() => undefined);
      throw error;
    }
    return {
      id,
      size,
      commit: async () => {
        await this.pool.query(`UPDATE ${this.#blobs} SET committed = true WHERE id = $1`, [id]);
      },
      discard: () => this.#remove(id, false),
    };
  }

  async #remove(id: string, committed?: boolean): Promise<void> {
    const onlyPending = committed === false ? " AND committed = false" : "";
    await this.pool.query(`DELETE FROM ${this.#blobs} WHERE id = $1${onlyPending}`, [id]);
  }

  async size(blobId: string): Promise<number | null> {
    if (!BLOB_ID.test(blobId)) return null;
    const { rows } = await this.pool.query<{ size: string }>(
      `SELECT size FROM ${this.#blobs} WHERE id = $1 AND committed`,
      [blobId],
    );
    return rows[0] ? Number(rows[0].size) : null;
  }

  async read(blobId: string): Promise<Readable | null> {
    // size() answers null for anything but a UUID, which makes the id safe to write into SQL below.
    if ((await this.size(blobId)) === null) return null;
    const pool = this.pool;
    const chunks = this.#chunks;
    async function* content() {
      for (let seq = 0; ; seq += CHUNKS_PER_READ) {
        // Binary results: bytea arrives as its bytes, not as hex text twice the size to decode. Binary
        // mode sends parameters as binary too, so the two values (a checked UUID, our own counter) are
        // written into the statement instead.
        const { rows } = await pool.query<{ data: Buffer }>({
          text: `SELECT data FROM ${chunks} WHERE blob_id = '${blobId}'::uuid AND seq >= ${seq} ORDER BY seq LIMIT ${CHUNKS_PER_READ}`,
          binary: true,
        } as pg.QueryConfig);
        for (const row of rows) yield row.data;
        if (rows.length < CHUNKS_PER_READ) return;
      }
    }
    return Readable.from(content(), { objectMode: false });
  }

  async delete(blobId: string): Promise<void> {
    if (BLOB_ID.test(blobId)) await this.#remove(blobId);
  }

  async sweepPending(olderThanMs: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM ${this.#blobs} WHERE NOT committed AND created_at <= now() - ($1::double precision * interval '1 millisecond')`,
      [olderThanMs],
    );
    return rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
