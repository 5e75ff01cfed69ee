import type pg from "pg";
import { createPool } from "../shared/pgConnections.js";
import { poolTransaction } from "../shared/pgTransaction.js";
import type { DailyStore, StoredDay, StoredQualityDay, StoredStatus } from "./DailyStore.js";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
/** Serialises the table creation of several processes starting at once. */
const DDL_LOCK_KEY = 0x4b445044;

/** The pools of the connection budget a daily store may be: the server's or the Summary thread's. */
export type DailyPoolName = "daily" | "summary-thread-daily";

/** The daily performance store on PostgreSQL, in the event store's schema (tables dp_*). */
export class PostgresDailyStore implements DailyStore {
  readonly pool: pg.Pool;
  readonly #days: string;
  readonly #status: string;
  readonly #summary: string;
  readonly #quality: string;
  readonly #schema: string;

  static async connect(
    connectionString: string,
    options: { schema?: string; maxConnections?: number; pool?: DailyPoolName } = {},
  ): Promise<PostgresDailyStore> {
    const store = new PostgresDailyStore(
      connectionString,
      options.schema ?? "public",
      options.maxConnections,
      options.pool ?? "daily",
    );
    try {
      await store.#createTables();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private constructor(
    connectionString: string,
    schema: string,
    maxConnections: number | undefined,
    pool: DailyPoolName,
  ) {
    if (!IDENTIFIER.test(schema))
      throw new RangeError(`schema must be a plain identifier (letters, digits, _), got ${schema}`);
    this.#schema = schema;
    this.#days = `"${schema}".dp_days`;
    this.#status = `"${schema}".dp_status`;
    this.#summary = `"${schema}".dp_summary`;
    this.#quality = `"${schema}".dp_quality`;
    this.pool = createPool(pool, connectionString, { max: maxConnections });
  }

  async #createTables(): Promise<void> {
    await poolTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [DDL_LOCK_KEY]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${this.#schema}"`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.#days} (
        vessel_id text NOT NULL, day bigint NOT NULL, input_key text NOT NULL, read_at bigint NOT NULL,
        data bytea NOT NULL, PRIMARY KEY (vessel_id, day))`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.#quality} (
        vessel_id text NOT NULL, day bigint NOT NULL, input_key text NOT NULL, read_at bigint NOT NULL,
        data text NOT NULL, PRIMARY KEY (vessel_id, day))`);
      for (const table of [this.#status, this.#summary])
        await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
          vessel_id text PRIMARY KEY, input_key text NOT NULL, read_at bigint NOT NULL, data text NOT NULL)`);
    });
  }

  async readDays(vesselId: string, fromDay: number, toDay: number): Promise<StoredDay[]> {
    const { rows } = await this.pool.query<{ day: string; input_key: string; read_at: string; data: Buffer }>(
      `SELECT day, input_key, read_at, data FROM ${this.#days}
       WHERE vessel_id = $1 AND day >= $2 AND day < $3 ORDER BY day`,
      [vesselId, fromDay, toDay],
    );
    return rows.map((r) => ({
      day: Number(r.day),
      key: r.input_key,
      readAt: Number(r.read_at),
      data: r.data,
    }));
  }

  async readKeys(vesselId: string, fromDay: number, toDay: number) {
    const { rows } = await this.pool.query<{ day: string; input_key: string }>(
      `SELECT day, input_key FROM ${this.#days} WHERE vessel_id = $1 AND day >= $2 AND day < $3 ORDER BY day`,
      [vesselId, fromDay, toDay],
    );
    return rows.map((r) => ({ day: Number(r.day), key: r.input_key }));
  }

  async writeDays(vesselId: string, days: readonly StoredDay[]): Promise<void> {
    // Slices of 50: at most a few hundred kB of encoded records per round trip.
    await this.#upsertDays(
      this.#days,
      days.map((d) => [vesselId, d.day, d.key, d.readAt, Buffer.from(d.data)]),
      50,
    );
  }

  /**
   * Rows (vessel_id, day, input_key, read_at, data) upserted in slices of `slice`, one statement each; a
   * row replaces a stored one only when its inputs were read at the same time or later.
   */
  async #upsertDays(table: string, rows: readonly unknown[][], slice: number): Promise<void> {
    for (let i = 0; i < rows.length; i += slice) {
      const values: unknown[] = [];
      const tuples = rows.slice(i, i + slice).map((row, k) => {
        values.push(...row);
        const b = k * 5;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`;
      });
      await this.pool.query(
        `INSERT INTO ${table} AS d (vessel_id, day, input_key, read_at, data) VALUES ${tuples.join(", ")}
         ON CONFLICT (vessel_id, day) DO UPDATE SET input_key = excluded.input_key,
           read_at = excluded.read_at, data = excluded.data
         WHERE excluded.read_at >= d.read_at`,
        values,
      );
    }
  }

  async clearVessel(vesselId: string): Promise<void> {
    await poolTransaction(this.pool, async (client) => {
      await client.query(`DELETE FROM ${this.#days} WHERE vessel_id = $1`, [vesselId]);
      await client.query(`DELETE FROM ${this.#status} WHERE vessel_id = $1`, [vesselId]);
      await client.query(`DELETE FROM ${this.#summary} WHERE vessel_id = $1`, [vesselId]);
      await client.query(`DELETE FROM ${this.#quality} WHERE vessel_id = $1`, [vesselId]);
    });
  }

  async dropStatus(vesselId: string): Promise<void> {
    await poolTransaction(this.pool, async (client) => {
      await client.query(`DELETE FROM ${this.#status} WHERE vessel_id = $1`, [vesselId]);
      await client.query(`DELETE FROM ${this.#summary} WHERE vessel_id = $1`, [vesselId]);
    });
  }

  async vessels(): Promise<string[]> {
    const { rows } = await this.pool.query<{ vessel_id: string }>(
      `SELECT DISTINCT vessel_id FROM ${this.#days} ORDER BY vessel_id`,
    );
    return rows.map((r) => r.vessel_id);
  }

  async readStatuses(vesselIds: readonly string[]): Promise<Map<string, StoredStatus>> {
    return this.#readRows(this.#status, vesselIds);
  }

  async writeStatus(s: StoredStatus): Promise<void> {
    await this.#writeRow(this.#status, s);
  }

  async readSummaries(vesselIds: readonly string[]): Promise<Map<string, StoredStatus>> {
    return this.#readRows(this.#summary, vesselIds);
  }

  async writeSummary(s: StoredStatus): Promise<void> {
    await this.#writeRow(this.#summary, s);
  }

  async readQualityDays(
    vesselIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<StoredQualityDay[]> {
    if (vesselIds.length === 0) return [];
    const { rows } = await this.pool.query<{
      vessel_id: string;
      day: string;
      input_key: string;
      read_at: string;
      data: string;
    }>(
      `SELECT vessel_id, day, input_key, read_at, data FROM ${this.#quality}
       WHERE vessel_id = ANY($1::text[]) AND day >= $2 AND day < $3 ORDER BY vessel_id, day`,
      [vesselIds, fromDay, toDay],
    );
    return rows.map((r) => ({
      vesselId: r.vessel_id,
      day: Number(r.day),
      key: r.input_key,
      readAt: Number(r.read_at),
      data: r.data,
    }));
  }

  async readQualityKeys(
    vesselIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<Array<Omit<StoredQualityDay, "data" | "readAt">>> {
    if (vesselIds.length === 0) return [];
    const { rows } = await this.pool.query<{ vessel_id: string; day: string; input_key: string }>(
      `SELECT vessel_id, day, input_key FROM ${this.#quality}
       WHERE vessel_id = ANY($1::text[]) AND day >= $2 AND day < $3 ORDER BY vessel_id, day`,
      [vesselIds, fromDay, toDay],
    );
    return rows.map((r) => ({ vesselId: r.vessel_id, day: Number(r.day), key: r.input_key }));
  }

  async writeQualityDays(days: readonly StoredQualityDay[]): Promise<void> {
    await this.#upsertDays(
      this.#quality,
      days.map((d) => [d.vesselId, d.day, d.key, d.readAt, d.data]),
      100,
    );
  }

  async dropQualityDays(vesselId: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${this.#quality} WHERE vessel_id = $1`, [vesselId]);
  }

  async #readRows(table: string, vesselIds: readonly string[]): Promise<Map<string, StoredStatus>> {
    const out = new Map<string, StoredStatus>();
    if (vesselIds.length === 0) return out;
    const { rows } = await this.pool.query<{
      vessel_id: string;
      input_key: string;
      read_at: string;
      data: string;
    }>(`SELECT vessel_id, input_key, read_at, data FROM ${table} WHERE vessel_id = ANY($1::text[])`, [
      vesselIds,
    ]);
    for (const r of rows)
      out.set(r.vessel_id, {
        vesselId: r.vessel_id,
        key: r.input_key,
        readAt: Number(r.read_at),
        data: r.data,
      });
    return out;
  }

  async #writeRow(table: string, s: StoredStatus): Promise<void> {
    await this.pool.query(
      `INSERT INTO ${table} AS s (vessel_id, input_key, read_at, data) VALUES ($1, $2, $3, $4)
       ON CONFLICT (vessel_id) DO UPDATE SET input_key = excluded.input_key,
         read_at = excluded.read_at, data = excluded.data
       WHERE excluded.read_at >= s.read_at`,
      [s.vesselId, s.key, s.readAt, s.data],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
