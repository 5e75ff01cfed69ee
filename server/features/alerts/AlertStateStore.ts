import path from "node:path";
import { CLUSTER_LOCK_CLASS, clusterLockKey } from "../../cluster/ClusterLocks.js";
import type { StoreConfig } from "../../config.js";
import { PostgresDriver, type SqlDriver, SqliteDriver } from "../../imports/sqlDriver.js";
import { poolSizes } from "../../shared/pgConnections.js";

/**
 * The alert evaluators' carried state per condition and target (docs/alerts.md "State"), kept in the
 * store so that every server process continues where the last evaluation of a vessel stopped, whichever
 * process made it. SQLite (`DATA_DIR/alert-state.db`) or PostgreSQL (table `alert_state` in
 * DATABASE_SCHEMA), one contract (tests/contract/alertStateStore.test.ts).
 */
export interface StoredTargetState {
  /** Names the condition's settings the state was computed with: a state of other settings is stale. */
  fingerprint: string;
  /** The evaluator's state (JSON-safe: numbers, null, short strings). */
  state: unknown;
}

/** A vessel's states while its evaluation holds the vessel. */
export interface VesselStates {
  get(conditionId: string, targetKey: string): StoredTargetState | undefined;
  /** Written when the evaluation ends (also when it fails part way: what was settled stays settled). */
  set(conditionId: string, targetKey: string, value: StoredTargetState): void;
}

export interface AlertStateStore {
  /**
   * Reads the vessel's states, runs `work` and writes the states it set, serialised per vessel: on
   * PostgreSQL across every process on the schema (a transaction-scoped advisory lock per vessel, held
   * while `work` runs), on SQLite within the one process.
   */
  withVessel<T>(vesselId: string, work: (states: VesselStates) => Promise<T>): Promise<T>;
  /** Forgets every state of a condition (changed or deleted: its evaluation starts afresh). */
  forgetCondition(conditionId: string): Promise<void>;
  close(): Promise<void>;
}

export const ALERT_STATE_SQLITE_FILE = "alert-state.db";
const ROWS_PER_STATEMENT = 100;

interface Row {
  condition_id: string;
  target_key: string;
  fingerprint: string;
  state: string;
}

const slotOf = (conditionId: string, targetKey: string) => `${conditionId}|${targetKey}`;

/** One implementation over SQLite and PostgreSQL (`server/imports/sqlDriver.ts`). */
export class SqlAlertStateStore implements AlertStateStore {
  private readonly table: string;

  private constructor(
    private readonly db: SqlDriver,
    private readonly schema: string | null,
  ) {
    this.table = schema ? `"${schema}".alert_state` : "alert_state";
  }

  static async open(db: SqlDriver, schema: string | null = null): Promise<SqlAlertStateStore> {
    const store = new SqlAlertStateStore(db, db.dialect === "postgres" ? (schema ?? "public") : null);
    await db.transaction(async (tx) => {
      // Processes starting together on one database: one creates the table, the others find it.
      if (tx.dialect === "postgres") await store.lock(tx, "alert-state-ddl");
      await tx.run(`CREATE TABLE IF NOT EXISTS ${store.table} (
        vessel_id TEXT NOT NULL, condition_id TEXT NOT NULL, target_key TEXT NOT NULL,
        fingerprint TEXT NOT NULL, state TEXT NOT NULL, updated_at BIGINT NOT NULL,
        PRIMARY KEY (vessel_id, condition_id, target_key))`);
      await tx.run(`CREATE INDEX IF NOT EXISTS alert_state_by_condition ON ${store.table} (condition_id)`);
    });
    return store;
  }

  private async lock(tx: SqlDriver, name: string): Promise<void> {
    await tx.all("SELECT pg_advisory_xact_lock(?, ?)", [
      CLUSTER_LOCK_CLASS,
      clusterLockKey(this.schema ?? "", name),
    ]);
  }

  async withVessel<T>(vesselId: string, work: (states: VesselStates) => Promise<T>): Promise<T> {
    const outcome = await this.db.transaction(async (tx) => {
      if (tx.dialect === "postgres") await this.lock(tx, `alert-state:${vesselId}`);
      const rows = await tx.all<Row>(
        `SELECT condition_id, target_key, fingerprint, state FROM ${this.table} WHERE vessel_id = ?`,
        [vesselId],
      );
      const known = new Map<string, StoredTargetState>();
      for (const r of rows)
        known.set(slotOf(r.condition_id, r.target_key), {
          fingerprint: r.fingerprint,
          state: JSON.parse(r.state),
        });
      const changed = new Map<string, { conditionId: string; targetKey: string; value: StoredTargetState }>();
      const states: VesselStates = {
        get: (conditionId, targetKey) => known.get(slotOf(conditionId, targetKey)),
        set: (conditionId, targetKey, value) => {
          const slot = slotOf(conditionId, targetKey);
          known.set(slot, value);
          changed.set(slot, { conditionId, targetKey, value });
        },
      };
      let result: { value: T } | { error: unknown };
      try {
        result = { value: await work(states) };
      } catch (error) {
        result = { error };
      }
      await this.write(tx, vesselId, [...changed.values()]);
      return result;
    });
    if ("error" in outcome) throw outcome.error;
    return outcome.value;
  }

  private async write(
    tx: SqlDriver,
    vesselId: string,
    rows: Array<{ conditionId: string; targetKey: string; value: StoredTargetState }>,
  ): Promise<void> {
    const now = Date.now();
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const slice = rows.slice(i, i + ROWS_PER_STATEMENT);
      const params = slice.flatMap((r) => [
        vesselId,
        r.conditionId,
        r.targetKey,
        r.value.fingerprint,
        JSON.stringify(r.value.state),
        now,
      ]);
      await tx.run(
        `INSERT INTO ${this.table} (vessel_id, condition_id, target_key, fingerprint, state, updated_at)
         VALUES ${slice.map(() => "(?, ?, ?, ?, ?, ?)").join(", ")}
         ON CONFLICT (vessel_id, condition_id, target_key) DO UPDATE SET fingerprint = excluded.fingerprint,
           state = excluded.state, updated_at = excluded.updated_at`,
        params,
      );
    }
  }

  async forgetCondition(conditionId: string): Promise<void> {
    await this.db.run(`DELETE FROM ${this.table} WHERE condition_id = ?`, [conditionId]);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

/** PostgreSQL when DATABASE_URL is set (table alert_state in DATABASE_SCHEMA), else SQLite in DATA_DIR. */
export async function openAlertStateStore(config: StoreConfig): Promise<AlertStateStore> {
  if (config.DATABASE_URL) {
    const driver = await PostgresDriver.connect(config.DATABASE_URL, config.DATABASE_SCHEMA, {
      pool: "alertstate",
      maxConnections: poolSizes(config).alertstate,
    });
    return SqlAlertStateStore.open(driver, config.DATABASE_SCHEMA);
  }
  return SqlAlertStateStore.open(SqliteDriver.open(path.join(config.DATA_DIR, ALERT_STATE_SQLITE_FILE)));
}
