import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { BUCKET_MS, bucketStart } from "../../../domain/logdata/granularity.js";
import { coverSegments, MinuteRollup } from "../buckets.js";
import { seriesAcrossRemovedRaw } from "../rawRetention.js";
import type {
  ImportWriter,
  IntervalStatistics,
  LogVariableRecord,
  NoonReportInput,
  PositionInput,
  RawRemoval,
  SeriesPage,
  SeriesPoint,
  SeriesQuery,
  TimeSeriesStore,
} from "../TimeSeriesStore.js";
import { toVariableRecord, type VariableRow } from "../variableRecord.js";
import { SqliteImportWriter } from "./SqliteImportWriter.js";
import { ADDED_COLUMNS, ROLLUP_TABLES, SQLITE_SCHEMA } from "./schema.js";

/** Raw points deleted per transaction by the raw retention (readers and imports get in between). */
const RETENTION_BATCH = 50_000;

/** Raw points read per round when rolling raw points up into minutes. */
const MINUTE_READ_ROWS = 20_000;

function openConnection(file: string): Database.Database {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 10000");
  db.pragma("cache_size = -65536");
  return db;
}

/**
 * The time-series store on SQLite (WAL). Readers use one connection; imports use a second one, one at
 * a time, each inside one transaction, so a reader never sees part of a package.
 */
export class SqliteTimeSeriesStore implements TimeSeriesStore {
  readonly db: Database.Database;
  readonly #writerDb: Database.Database;
  #writerQueue: Promise<void> = Promise.resolve();
  readonly #q;

  static open(file: string): SqliteTimeSeriesStore {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return new SqliteTimeSeriesStore(file);
  }

  constructor(file: string) {
    this.#writerDb = openConnection(file);
    for (const statement of SQLITE_SCHEMA) this.#writerDb.exec(statement);
    for (const [table, column, definition] of ADDED_COLUMNS) {
      const columns = this.#writerDb.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
      if (!columns.some((c) => c.name === column)) {
        this.#writerDb.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
      }
    }
    this.db = openConnection(file);
    const db = this.db;
    const rollup = (table: string) => ({
      page: db
        .prepare(
          `SELECT t, vmin, vmax, vsum, n, vfirst, vlast FROM ${table}
           WHERE variable_id = ? AND t >= ? AND t <= ? ORDER BY t LIMIT ?`,
        )
        .raw(),
      stats: db
        .prepare(
          `SELECT sum(n), sum(vsum), min(vmin), max(vmax) FROM ${table} WHERE variable_id = ? AND t >= ? AND t < ?`,
        )
        .raw(),
    });
    this.#q = {
      variables: db.prepare("SELECT * FROM log_variables WHERE vessel_id = ? ORDER BY name"),
      variableById: db.prepare("SELECT * FROM log_variables WHERE id = ?"),
      rawFrom: db.prepare("SELECT raw_from FROM log_variables WHERE id = ?").pluck(),
      // Two JSON arrays instead of a row per point: handing a row to JavaScript costs far more than
      // SQLite's own work (docs/performance.md, "One day raw"). SQLite writes reals round-trip exact.
      rawColumns: db
        .prepare(
          `SELECT json_group_array(t), json_group_array(v) FROM (
             SELECT t, v FROM points WHERE variable_id = ? AND t >= ? AND t <= ? ORDER BY t LIMIT ?)`,
        )
        .raw(),
      rawStats: db
        .prepare(
          "SELECT count(*), sum(v), min(v), max(v) FROM points WHERE variable_id = ? AND t >= ? AND t < ?",
        )
        .raw(),
      firstIn: db
        .prepare("SELECT t, v FROM points WHERE variable_id = ? AND t >= ? AND t < ? ORDER BY t LIMIT 1")
        .raw(),
      lastIn: db
        .prepare("SELECT t, v FROM points WHERE variable_id = ? AND t >= ? AND t < ? ORDER BY t DESC LIMIT 1")
        .raw(),
      newest: db.prepare("SELECT t, v FROM points WHERE variable_id = ? ORDER BY t DESC LIMIT 1").raw(),
      Quarter: rollup(ROLLUP_TABLES.Quarter),
      Hour: rollup(ROLLUP_TABLES.Hour),
      Day: rollup(ROLLUP_TABLES.Day),
      positions: db
        .prepare(
          "SELECT t, latitude, longitude FROM positions WHERE vessel_id = ? AND t >= ? AND t <= ? ORDER BY t",
        )
        .raw(),
      latestPosition: db
        .prepare("SELECT t, latitude, longitude FROM positions WHERE vessel_id = ? ORDER BY t DESC LIMIT 1")
        .raw(),
      firstPosition: db
        .prepare(
          "SELECT t, latitude, longitude FROM positions WHERE vessel_id = ? AND t >= ? AND t <= ? ORDER BY t LIMIT 1",
        )
        .raw(),
      noonReports: db
        .prepare("SELECT t, vals FROM noon_reports WHERE vessel_id = ? AND t >= ? AND t <= ? ORDER BY t")
        .raw(),
      totalPoints: db.prepare(`SELECT coalesce(sum(n), 0) FROM ${ROLLUP_TABLES.Day}`).pluck(),
    };
  }

  /** Waits until no writer of this process writes; answers the release of the turn. */
  async #writerTurn(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#writerQueue;
    this.#writerQueue = previous.then(() => turn);
    await previous;
    return release;
  }

  async whileWriting<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.#writerTurn();
    try {
      return await work();
    } finally {
      release();
    }
  }

  async beginImport(): Promise<ImportWriter> {
    const release = await this.#writerTurn();
    try {
      this.#writerDb.exec("BEGIN IMMEDIATE");
    } catch (error) {
      release();
      throw error;
    }
    return new SqliteImportWriter(this.#writerDb, release);
  }

  async variables(vesselId: string): Promise<LogVariableRecord[]> {
    return (this.#q.variables.all(vesselId) as VariableRow[]).map(toVariableRecord);
  }

  async variablesByIds(ids: readonly number[]): Promise<LogVariableRecord[]> {
    const records: LogVariableRecord[] = [];
    for (const id of new Set(ids)) {
      const row = this.#q.variableById.get(id) as VariableRow | undefined;
      if (row) records.push(toVariableRecord(row));
    }
    return records;
  }

  async series(query: SeriesQuery): Promise<SeriesPage> {
    if (query.granularity === "Raw" || query.granularity === "Minute") {
      const rawFrom = this.#q.rawFrom.get(query.variableId) as number | null | undefined;
      if (rawFrom != null) return seriesAcrossRemovedRaw(query, rawFrom, async (q) => this.#series(q));
    }
    return this.#series(query);
  }

  #series(query: SeriesQuery): SeriesPage {
    const { variableId, to, limit, granularity } = query;
    if (granularity === "Raw") {
      const from = query.after === undefined ? query.from : Math.max(query.from, query.after + 1);
      const { t, v } = this.#rawColumns(variableId, from, to, limit + 1);
      const points = new Array<SeriesPoint>(t.length);
      for (let i = 0; i < t.length; i++) {
        const value = v[i]!;
        points[i] = {
          t: t[i]!,
          avg: value,
          min: value,
          max: value,
          sum: value,
          count: 1,
          first: value,
          last: value,
        };
      }
      return page(points, limit);
    }
    const bucketMs = BUCKET_MS[granularity];
    const from = query.after === undefined ? bucketStart(query.from, bucketMs) : query.after + bucketMs;
    if (granularity === "Minute") return page(this.#minutes(variableId, from, to, limit + 1), limit);
    const rows = this.#q[granularity].page.all(variableId, from, to, limit + 1) as number[][];
    return page(
      rows.map((r) => ({
        t: r[0]!,
        min: r[1]!,
        max: r[2]!,
        sum: r[3]!,
        count: r[4]!,
        avg: r[3]! / r[4]!,
        first: r[5]!,
        last: r[6]!,
      })),
      limit,
    );
  }

  /** Up to `limit` raw points of [from, to] in time order, as two columns. */
  #rawColumns(variableId: number, from: number, to: number, limit: number): { t: number[]; v: number[] } {
    const [times, values] = this.#q.rawColumns.get(variableId, from, to, limit) as [string, string];
    const t = JSON.parse(times) as number[];
    const v = JSON.parse(values) as number[];
    // The aggregate receives the subquery's rows in its order; should a later SQLite not, sort here.
    for (let i = 1; i < t.length; i++) if (t[i]! < t[i - 1]!) return sortedColumns(t, v);
    return { t, v };
  }

  /** Minutes rolled up from raw points, reading only as far as `wanted` complete minutes need. */
  #minutes(variableId: number, from: number, to: number, wanted: number): SeriesPoint[] {
    const minutes: SeriesPoint[] = [];
    const rollup = new MinuteRollup();
    let cursor = from;
    while (cursor <= to) {
      const { t, v } = this.#rawColumns(variableId, cursor, to, MINUTE_READ_ROWS);
      for (let i = 0; i < t.length; i++) {
        const closed = rollup.add(t[i]!, v[i]!);
        if (closed) {
          minutes.push(closed);
          if (minutes.length === wanted) return minutes;
        }
      }
      if (t.length < MINUTE_READ_ROWS) break;
      cursor = t[t.length - 1]! + 1;
    }
    const last = rollup.finish();
    if (last) minutes.push(last);
    return minutes;
  }

  async statistics(variableIds: readonly number[], from: number, to: number): Promise<IntervalStatistics[]> {
    const end = to + 1;
    return variableIds.map((variableId) => {
      let count = 0;
      let sum = 0;
      let min: number | null = null;
      let max: number | null = null;
      for (const segment of coverSegments(from, end)) {
        const source = segment.level === "Raw" ? this.#q.rawStats : this.#q[segment.level].stats;
        const [n, s, lo, hi] = source.get(variableId, segment.start, segment.end) as Array<number | null>;
        if (!n) continue;
        count += n;
        sum += s!;
        min = min === null ? lo! : Math.min(min, lo!);
        max = max === null ? hi! : Math.max(max, hi!);
      }
      const first = this.#q.firstIn.get(variableId, from, end) as [number, number] | undefined;
      const last = this.#q.lastIn.get(variableId, from, end) as [number, number] | undefined;
      return {
        variableId,
        count,
        sum,
        avg: count > 0 ? sum / count : null,
        min,
        max,
        first: first ? { t: first[0], v: first[1] } : null,
        last: last ? { t: last[0], v: last[1] } : null,
      };
    });
  }

  async lastReceived(
    variableIds: readonly number[],
  ): Promise<Array<{ variableId: number; t: number; v: number }>> {
    const out: Array<{ variableId: number; t: number; v: number }> = [];
    for (const variableId of variableIds) {
      const row = this.#q.newest.get(variableId) as [number, number] | undefined;
      if (row) out.push({ variableId, t: row[0], v: row[1] });
    }
    return out;
  }

  async positions(vesselId: string, from: number, to: number): Promise<PositionInput[]> {
    return (this.#q.positions.all(vesselId, from, to) as Array<[number, number, number]>).map(
      ([t, latitude, longitude]) => ({ t, latitude, longitude }),
    );
  }

  /** Skips through the (vessel_id, t) key: one seek per window that holds a position. */
  async sampledPositions(
    vesselId: string,
    from: number,
    to: number,
    stepMs: number,
  ): Promise<PositionInput[]> {
    const out: PositionInput[] = [];
    let cursor = from;
    while (cursor <= to) {
      const row = this.#q.firstPosition.get(vesselId, cursor, to) as [number, number, number] | undefined;
      if (!row) break;
      out.push({ t: row[0], latitude: row[1], longitude: row[2] });
      cursor = (Math.floor(row[0] / stepMs) + 1) * stepMs;
    }
    return out;
  }

  async latestPosition(vesselId: string): Promise<PositionInput | null> {
    const row = this.#q.latestPosition.get(vesselId) as [number, number, number] | undefined;
    return row ? { t: row[0], latitude: row[1], longitude: row[2] } : null;
  }

  async noonReports(vesselId: string, from: number, to: number): Promise<NoonReportInput[]> {
    return (this.#q.noonReports.all(vesselId, from, to) as Array<[number, string]>).map(([t, vals]) => ({
      t,
      values: JSON.parse(vals),
    }));
  }

  /**
   * Raw retention: deletes in batches of RETENTION_BATCH points, each batch its own transaction on the
   * writer connection in the writer's turn, so imports and readers are held up for one batch at most.
   */
  async removeRawBefore(cutoffs: ReadonlyMap<string, number>): Promise<RawRemoval> {
    const removal: RawRemoval = { points: 0, partitionsDropped: 0 };
    const db = this.#writerDb;
    const variables = db.prepare("SELECT id, vessel_id FROM log_variables").all() as Array<{
      id: number;
      vessel_id: string;
    }>;
    const deleteBatch = db.prepare(
      `DELETE FROM points WHERE variable_id = ? AND t IN (
         SELECT t FROM points WHERE variable_id = ? AND t < ? ORDER BY t LIMIT ${RETENTION_BATCH})`,
    );
    const mark = db.prepare("UPDATE log_variables SET raw_from = max(coalesce(raw_from, ?), ?) WHERE id = ?");
    for (const { id, vessel_id } of variables) {
      const cutoff = cutoffs.get(vessel_id);
      if (cutoff === undefined) continue;
      for (;;) {
        const release = await this.#writerTurn();
        let deleted: number;
        try {
          deleted = db.transaction(() => {
            mark.run(cutoff, cutoff, id);
            return deleteBatch.run(id, id, cutoff).changes;
          })();
        } finally {
          release();
        }
        removal.points += deleted;
        if (deleted < RETENTION_BATCH) break;
      }
    }
    return removal;
  }

  async totals(): Promise<{ points: number }> {
    return { points: this.#q.totalPoints.get() as number };
  }

  async close(): Promise<void> {
    await this.#writerQueue;
    this.db.close();
    this.#writerDb.close();
  }
}

function page(points: SeriesPoint[], limit: number): SeriesPage {
  if (points.length <= limit) return { points, nextAfter: null };
  const kept = points.slice(0, limit);
  return { points: kept, nextAfter: kept[kept.length - 1]!.t };
}

function sortedColumns(t: number[], v: number[]): { t: number[]; v: number[] } {
  const order = t.map((_, i) => i).sort((a, b) => t[a]! - t[b]!);
  return { t: order.map((i) => t[i]!), v: order.map((i) => v[i]!) };
}
