import type pg from "pg";
import { createPool } from "../shared/pgConnections.js";
import type { Snapshot, SnapshotStore } from "./SnapshotStore.js";

export class PostgresSnapshotStore implements SnapshotStore {
  private readonly pool: pg.Pool;
  private ready: Promise<void>;

  constructor(
    connectionString: string,
    private readonly schema = "public",
    maxConnections?: number,
  ) {
    // An idle pooled client losing its connection must not crash the process; the pool replaces it.
    this.pool = createPool("snapshots", connectionString, { max: maxConnections });
    this.ready = this.pool
      .query(`CREATE TABLE IF NOT EXISTS "${schema}".projection_snapshots (
        name TEXT PRIMARY KEY, version INTEGER NOT NULL, position BIGINT NOT NULL, state JSONB NOT NULL, saved_at TIMESTAMPTZ NOT NULL)`)
      .then(() => undefined);
  }

  async load(name: string): Promise<Snapshot | null> {
    await this.ready;
    const { rows } = await this.pool.query(
      `SELECT version, position, state FROM "${this.schema}".projection_snapshots WHERE name = $1`,
      [name],
    );
    const row = rows[0] as { version: number; position: string; state: unknown } | undefined;
    return row ? { version: row.version, position: Number(row.position), state: row.state } : null;
  }

  async save(name: string, snapshot: Snapshot): Promise<void> {
    await this.ready;
    await this.pool.query(
      `INSERT INTO "${this.schema}".projection_snapshots (name, version, position, state, saved_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, state = EXCLUDED.state, saved_at = now()
       WHERE "${this.schema}".projection_snapshots.position <= EXCLUDED.position`,
      [name, snapshot.version, snapshot.position, JSON.stringify(snapshot.state)],
    );
  }

  async clear(names: readonly string[]): Promise<void> {
    await this.ready;
    await this.pool.query(`DELETE FROM "${this.schema}".projection_snapshots WHERE name = ANY($1)`, [names]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
