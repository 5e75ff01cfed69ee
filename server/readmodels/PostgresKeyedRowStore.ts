import type pg from "pg";
import { createPool } from "../shared/pgConnections.js";
import { poolTransaction } from "../shared/pgTransaction.js";
import type {
  KeyedCheckpoint,
  KeyedRowStore,
  KeyPage,
  KeyRow,
  KeyWrite,
  PageRange,
} from "./KeyedRowStore.js";

/**
 * Stored read models in PostgreSQL tables beside the event log. Several server processes may fold
 * the same events: each key's row carries the position it has folded, locked while a batch writes,
 * so a batch another process already wrote is skipped, and a row that moved on since this process
 * read it is rewritten whole.
 */
export class PostgresKeyedRowStore implements KeyedRowStore {
  private readonly pool: pg.Pool;
  private readonly ready: Promise<void>;
  private readonly t: Record<"checkpoints" | "keys" | "parts" | "refs" | "index", string>;

  constructor(connectionString: string, schema = "public", maxConnections?: number) {
    // An idle pooled client losing its connection must not crash the process; the pool replaces it.
    this.pool = createPool("readmodels", connectionString, { max: maxConnections });
    const q = (table: string) => `"${schema}".${table}`;
    this.t = {
      checkpoints: q("rm_checkpoints"),
      keys: q("rm_keys"),
      parts: q("rm_parts"),
      refs: q("rm_refs"),
      index: q("rm_index"),
    };
    this.ready = this.pool
      // Processes starting together would race on CREATE ... IF NOT EXISTS: the DDL runs under a lock.
      .query(`BEGIN; SELECT pg_advisory_xact_lock(hashtext('keelson_read_model_tables'));
        CREATE SCHEMA IF NOT EXISTS "${schema}";
        CREATE TABLE IF NOT EXISTS ${this.t.checkpoints} (name TEXT PRIMARY KEY, version INTEGER NOT NULL, position BIGINT NOT NULL);
        CREATE TABLE IF NOT EXISTS ${this.t.keys} (name TEXT NOT NULL, key TEXT NOT NULL, position BIGINT NOT NULL, stream_version INTEGER NOT NULL, PRIMARY KEY (name, key));
        CREATE TABLE IF NOT EXISTS ${this.t.parts} (name TEXT NOT NULL, key TEXT NOT NULL, part TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (name, key, part));
        CREATE TABLE IF NOT EXISTS ${this.t.refs} (name TEXT NOT NULL, ref TEXT NOT NULL, key TEXT NOT NULL, part TEXT NOT NULL, PRIMARY KEY (name, ref, key, part));
        CREATE INDEX IF NOT EXISTS rm_refs_by_part ON ${this.t.refs} (name, key, part);
        CREATE TABLE IF NOT EXISTS ${this.t.index} (name TEXT NOT NULL, key TEXT NOT NULL, part TEXT NOT NULL, ref TEXT NOT NULL, sort TEXT COLLATE "C" NOT NULL, PRIMARY KEY (name, key, part, ref));
        CREATE INDEX IF NOT EXISTS rm_index_by_ref ON ${this.t.index} (name, ref, sort, key COLLATE "C");
        COMMIT;`)
      .then(() => undefined);
  }

  async checkpoint(name: string): Promise<KeyedCheckpoint | null> {
    await this.ready;
    const { rows } = await this.pool.query(
      `SELECT version, position FROM ${this.t.checkpoints} WHERE name = $1`,
      [name],
    );
    const row = rows[0] as { version: number; position: string } | undefined;
    return row ? { version: row.version, position: Number(row.position) } : null;
  }

  async reset(name: string, version: number): Promise<void> {
    await this.transaction((client) => this.resetIn(client, name, version));
  }

  async resetUnlessAt(name: string, version: number): Promise<KeyedCheckpoint> {
    let after: KeyedCheckpoint = { version, position: 0 };
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`keelson_read_model:${name}`]);
      const { rows } = await client.query(
        `SELECT version, position FROM ${this.t.checkpoints} WHERE name = $1`,
        [name],
      );
      const row = rows[0] as { version: number; position: string } | undefined;
      if (row?.version === version) after = { version, position: Number(row.position) };
      else await this.resetIn(client, name, version);
    });
    return after;
  }

  private async resetIn(client: pg.PoolClient, name: string, version: number): Promise<void> {
    for (const table of [this.t.keys, this.t.parts, this.t.refs, this.t.index])
      await client.query(`DELETE FROM ${table} WHERE name = $1`, [name]);
    await client.query(
      `INSERT INTO ${this.t.checkpoints} (name, version, position) VALUES ($1, $2, 0)
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = 0`,
      [name, version],
    );
  }

  async load(name: string, key: string): Promise<KeyRow | null> {
    return (await this.loadMany(name, [key])).get(key) ?? null;
  }

  async loadMany(name: string, keys: readonly string[]): Promise<Map<string, KeyRow>> {
    await this.ready;
    const found = new Map<string, KeyRow>();
    if (keys.length === 0) return found;
    const { rows } = await this.pool.query(
      `SELECT k.key, k.position, k.stream_version, p.part, p.body FROM ${this.t.keys} k LEFT JOIN ${this.t.parts} p ON p.name = k.name AND p.key = k.key
       WHERE k.name = $1 AND k.key = ANY($2::text[])`,
      [name, [...new Set(keys)]],
    );
    type Row = { key: string; position: string; stream_version: number; part: string | null; body: string };
    for (const row of rows as Row[]) {
      let keyRow = found.get(row.key);
      if (!keyRow) {
        keyRow = {
          position: Number(row.position),
          streamVersion: row.stream_version,
          parts: new Map(),
          sizes: new Map(),
        };
        found.set(row.key, keyRow);
      }
      if (row.part === null) continue;
      keyRow.parts.set(row.part, JSON.parse(row.body));
      keyRow.sizes.set(row.part, row.body.length);
    }
    return found;
  }

  async keysHolding(name: string, ref: string): Promise<string[]> {
    await this.ready;
    const { rows } = await this.pool.query(
      `SELECT DISTINCT key FROM ${this.t.refs} WHERE name = $1 AND ref = $2`,
      [name, ref],
    );
    return rows.map((r: { key: string }) => r.key);
  }

  async page(name: string, refs: readonly string[], range: PageRange): Promise<KeyPage> {
    if (refs.length === 0) return { entries: [], total: 0 };
    await this.ready;
    // Byte order ("C"), as SQLite compares: both adapters list in one order.
    const [listed, counted] = await Promise.all([
      this.pool.query(
        `SELECT key, sort FROM ${this.t.index} WHERE name = $1 AND ref = ANY($2::text[])
         ORDER BY sort DESC, key COLLATE "C" LIMIT $3 OFFSET $4`,
        [name, refs, range.limit ?? null, range.skip],
      ),
      this.pool.query(`SELECT count(*) AS n FROM ${this.t.index} WHERE name = $1 AND ref = ANY($2::text[])`, [
        name,
        refs,
      ]),
    ]);
    return {
      entries: (listed.rows as { key: string; sort: string }[]).map(({ key, sort }) => ({ key, sort })),
      total: Number((counted.rows[0] as { n: string }).n),
    };
  }

  async commit(name: string, writes: readonly KeyWrite[], checkpoint: number | null): Promise<void> {
    await this.transaction(async (client) => {
      for (const write of writes) await this.write(client, name, write);
      if (checkpoint !== null)
        await client.query(
          `UPDATE ${this.t.checkpoints} SET position = GREATEST(position, $1) WHERE name = $2`,
          [checkpoint, name],
        );
    });
  }

  private async write(client: pg.PoolClient, name: string, write: KeyWrite): Promise<void> {
    const { key } = write;
    await client.query(
      `INSERT INTO ${this.t.keys} (name, key, position, stream_version) VALUES ($1, $2, 0, -1) ON CONFLICT (name, key) DO NOTHING`,
      [name, key],
    );
    const { rows } = await client.query(
      `SELECT position FROM ${this.t.keys} WHERE name = $1 AND key = $2 FOR UPDATE`,
      [name, key],
    );
    const stored = Number((rows[0] as { position: string }).position);
    if (stored >= write.position) return;
    const whole = stored !== write.base;
    const dropped = whole ? null : write.deletes;
    if (whole) {
      await client.query(`DELETE FROM ${this.t.parts} WHERE name = $1 AND key = $2`, [name, key]);
      await client.query(`DELETE FROM ${this.t.refs} WHERE name = $1 AND key = $2`, [name, key]);
      await client.query(`DELETE FROM ${this.t.index} WHERE name = $1 AND key = $2`, [name, key]);
    }
    const upserts = whole
      ? [...write.parts].map(([p, v]) => [p, JSON.stringify(v), v] as const)
      : write.upserts;
    const rewritten = [...(dropped ?? []), ...(whole ? [] : upserts.map(([part]) => part))];
    // A key with no row yet has no refs or entries to replace: a rebuild writes without deleting.
    if (rewritten.length > 0 && stored !== 0)
      for (const table of [this.t.refs, this.t.index])
        await client.query(`DELETE FROM ${table} WHERE name = $1 AND key = $2 AND part = ANY($3)`, [
          name,
          key,
          rewritten,
        ]);
    if (dropped && dropped.length > 0)
      await client.query(`DELETE FROM ${this.t.parts} WHERE name = $1 AND key = $2 AND part = ANY($3)`, [
        name,
        key,
        dropped,
      ]);
    if (upserts.length > 0) {
      const bodies = upserts.map(([, body]) => body);
      await client.query(
        `INSERT INTO ${this.t.parts} (name, key, part, body) SELECT $1, $2, p, b FROM unnest($3::text[], $4::text[]) AS u(p, b)
         ON CONFLICT (name, key, part) DO UPDATE SET body = EXCLUDED.body`,
        [name, key, upserts.map(([part]) => part), bodies],
      );
      const refParts: string[] = [];
      const refs: string[] = [];
      for (const [part, , value] of upserts)
        for (const ref of write.refsOf(part, value)) {
          refParts.push(part);
          refs.push(ref);
        }
      if (refs.length > 0)
        await client.query(
          `INSERT INTO ${this.t.refs} (name, ref, key, part) SELECT $1, r, $2, p FROM unnest($3::text[], $4::text[]) AS u(r, p)
           ON CONFLICT DO NOTHING`,
          [name, key, refs, refParts],
        );
      // One row per part and ref (one statement may not update a row twice): the last entry wins.
      const entries = new Map<string, [string, string, string]>();
      for (const [part, , value] of upserts)
        for (const { ref, sort } of write.indexOf?.(part, value) ?? [])
          entries.set(JSON.stringify([part, ref]), [part, ref, sort]);
      const entryParts = [...entries.values()].map(([part]) => part);
      const entryRefs = [...entries.values()].map(([, ref]) => ref);
      const sorts = [...entries.values()].map(([, , sort]) => sort);
      if (entryRefs.length > 0)
        await client.query(
          `INSERT INTO ${this.t.index} (name, key, part, ref, sort)
           SELECT $1, $2, p, r, s FROM unnest($3::text[], $4::text[], $5::text[]) AS u(p, r, s)
           ON CONFLICT (name, key, part, ref) DO UPDATE SET sort = EXCLUDED.sort`,
          [name, key, entryParts, entryRefs, sorts],
        );
    }
    await client.query(
      `UPDATE ${this.t.keys} SET position = $3, stream_version = $4 WHERE name = $1 AND key = $2`,
      [name, key, write.position, write.streamVersion],
    );
  }

  private async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    await this.ready;
    await poolTransaction(this.pool, work);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
