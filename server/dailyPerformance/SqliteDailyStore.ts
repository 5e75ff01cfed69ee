import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { DailyStore, StoredDay, StoredQualityDay, StoredStatus } from "./DailyStore.js";

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS daily_days (
    vessel_id TEXT NOT NULL, day INTEGER NOT NULL, input_key TEXT NOT NULL, read_at INTEGER NOT NULL,
    data BLOB NOT NULL, PRIMARY KEY (vessel_id, day)
  ) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS daily_status (
    vessel_id TEXT PRIMARY KEY, input_key TEXT NOT NULL, read_at INTEGER NOT NULL, data TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS daily_summary (
    vessel_id TEXT PRIMARY KEY, input_key TEXT NOT NULL, read_at INTEGER NOT NULL, data TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS daily_quality (
    vessel_id TEXT NOT NULL, day INTEGER NOT NULL, input_key TEXT NOT NULL, read_at INTEGER NOT NULL,
    data TEXT NOT NULL, PRIMARY KEY (vessel_id, day)
  ) WITHOUT ROWID`,
];

type StatusRow = [vesselId: string, key: string, readAt: number, data: string];

/**
 * The vessels of a list in one statement (a JSON array of ids): a 500-vessel GET /Vessels read its
 * summaries in 3.2–3.6 ms one statement a vessel, 0.5 ms so (docs/performance.md).
 */
const OF_VESSELS = "WHERE vessel_id IN (SELECT value FROM json_each(?))";

/** The daily performance store on SQLite (WAL, its own file). */
export class SqliteDailyStore implements DailyStore {
  readonly db: Database.Database;
  readonly #q;

  static open(file: string): SqliteDailyStore {
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    return new SqliteDailyStore(file);
  }

  private constructor(file: string) {
    const db = new Database(file);
    if (file !== ":memory:") db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("busy_timeout = 10000");
    for (const statement of SCHEMA) db.exec(statement);
    this.db = db;
    this.#q = {
      days: db.prepare(
        "SELECT day, input_key, read_at, data FROM daily_days WHERE vessel_id = ? AND day >= ? AND day < ? ORDER BY day",
      ),
      keys: db.prepare(
        "SELECT day, input_key FROM daily_days WHERE vessel_id = ? AND day >= ? AND day < ? ORDER BY day",
      ),
      upsert: db.prepare(
        `INSERT INTO daily_days (vessel_id, day, input_key, read_at, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (vessel_id, day) DO UPDATE SET input_key = excluded.input_key,
           read_at = excluded.read_at, data = excluded.data
         WHERE excluded.read_at >= daily_days.read_at`,
      ),
      clearDays: db.prepare("DELETE FROM daily_days WHERE vessel_id = ?"),
      clearStatus: db.prepare("DELETE FROM daily_status WHERE vessel_id = ?"),
      clearSummary: db.prepare("DELETE FROM daily_summary WHERE vessel_id = ?"),
      clearQuality: db.prepare("DELETE FROM daily_quality WHERE vessel_id = ?"),
      quality: db
        .prepare(
          "SELECT vessel_id, day, input_key, read_at, data FROM daily_quality WHERE vessel_id = ? AND day >= ? AND day < ? ORDER BY day",
        )
        .raw(),
      qualityKeys: db
        .prepare(
          "SELECT vessel_id, day, input_key FROM daily_quality WHERE vessel_id = ? AND day >= ? AND day < ? ORDER BY day",
        )
        .raw(),
      writeQuality: db.prepare(
        `INSERT INTO daily_quality (vessel_id, day, input_key, read_at, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (vessel_id, day) DO UPDATE SET input_key = excluded.input_key,
           read_at = excluded.read_at, data = excluded.data
         WHERE excluded.read_at >= daily_quality.read_at`,
      ),
      vessels: db.prepare("SELECT DISTINCT vessel_id FROM daily_days ORDER BY vessel_id").pluck(),
      status: db.prepare(`SELECT vessel_id, input_key, read_at, data FROM daily_status ${OF_VESSELS}`).raw(),
      writeStatus: db.prepare(
        `INSERT INTO daily_status (vessel_id, input_key, read_at, data) VALUES (?, ?, ?, ?)
         ON CONFLICT (vessel_id) DO UPDATE SET input_key = excluded.input_key,
           read_at = excluded.read_at, data = excluded.data
         WHERE excluded.read_at >= daily_status.read_at`,
      ),
      summary: db
        .prepare(`SELECT vessel_id, input_key, read_at, data FROM daily_summary ${OF_VESSELS}`)
        .raw(),
      writeSummary: db.prepare(
        `INSERT INTO daily_summary (vessel_id, input_key, read_at, data) VALUES (?, ?, ?, ?)
         ON CONFLICT (vessel_id) DO UPDATE SET input_key = excluded.input_key,
           read_at = excluded.read_at, data = excluded.data
         WHERE excluded.read_at >= daily_summary.read_at`,
      ),
    };
  }

  async readDays(vesselId: string, fromDay: number, toDay: number): Promise<StoredDay[]> {
    const rows = this.#q.days.all(vesselId, fromDay, toDay) as Array<{
      day: number;
      input_key: string;
      read_at: number;
      data: Buffer;
    }>;
    return rows.map((r) => ({ day: r.day, key: r.input_key, readAt: r.read_at, data: r.data }));
  }

  async readKeys(vesselId: string, fromDay: number, toDay: number) {
    const rows = this.#q.keys.all(vesselId, fromDay, toDay) as Array<{ day: number; input_key: string }>;
    return rows.map((r) => ({ day: r.day, key: r.input_key }));
  }

  async writeDays(vesselId: string, days: readonly StoredDay[]): Promise<void> {
    this.db.transaction(() => {
      for (const d of days) this.#q.upsert.run(vesselId, d.day, d.key, d.readAt, Buffer.from(d.data));
    })();
  }

  async clearVessel(vesselId: string): Promise<void> {
    this.db.transaction(() => {
      this.#q.clearDays.run(vesselId);
      this.#q.clearStatus.run(vesselId);
      this.#q.clearSummary.run(vesselId);
      this.#q.clearQuality.run(vesselId);
    })();
  }

  async dropStatus(vesselId: string): Promise<void> {
    this.db.transaction(() => {
      this.#q.clearStatus.run(vesselId);
      this.#q.clearSummary.run(vesselId);
    })();
  }

  async vessels(): Promise<string[]> {
    return this.#q.vessels.all() as string[];
  }

  async readStatuses(vesselIds: readonly string[]): Promise<Map<string, StoredStatus>> {
    return this.#rows(this.#q.status, vesselIds);
  }

  async writeStatus(s: StoredStatus): Promise<void> {
    this.#q.writeStatus.run(s.vesselId, s.key, s.readAt, s.data);
  }

  async readSummaries(vesselIds: readonly string[]): Promise<Map<string, StoredStatus>> {
    return this.#rows(this.#q.summary, vesselIds);
  }

  async writeSummary(s: StoredStatus): Promise<void> {
    this.#q.writeSummary.run(s.vesselId, s.key, s.readAt, s.data);
  }

  async readQualityDays(
    vesselIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<StoredQualityDay[]> {
    return vesselIds.flatMap((id) =>
      (this.#q.quality.all(id, fromDay, toDay) as Array<[string, number, string, number, string]>).map(
        ([vesselId, day, key, readAt, data]) => ({ vesselId, day, key, readAt, data }),
      ),
    );
  }

  async readQualityKeys(
    vesselIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<Array<Omit<StoredQualityDay, "data" | "readAt">>> {
    return vesselIds.flatMap((id) =>
      (this.#q.qualityKeys.all(id, fromDay, toDay) as Array<[string, number, string]>).map(
        ([vesselId, day, key]) => ({ vesselId, day, key }),
      ),
    );
  }

  async writeQualityDays(days: readonly StoredQualityDay[]): Promise<void> {
    this.db.transaction(() => {
      for (const d of days) this.#q.writeQuality.run(d.vesselId, d.day, d.key, d.readAt, d.data);
    })();
  }

  async dropQualityDays(vesselId: string): Promise<void> {
    this.#q.clearQuality.run(vesselId);
  }

  #rows(statement: Database.Statement, vesselIds: readonly string[]): Map<string, StoredStatus> {
    const rows = statement.all(JSON.stringify(vesselIds)) as StatusRow[];
    return new Map(rows.map(([vesselId, key, readAt, data]) => [vesselId, { vesselId, key, readAt, data }]));
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
