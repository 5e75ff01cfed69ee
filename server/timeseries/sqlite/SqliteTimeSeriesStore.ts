import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { BUCKET_MS, bucketStart } from "../../../domain/logdata/granularity.js";
import { coverSegments, FOUR_HOURS_MS, MinuteRollup } from "../buckets.js";
import { seriesAcrossRemovedRaw } from "../rawRetention.js";
import type {
  ImportWriter,
  IntervalStatistics,
  LogVariableRecord,
  NoonReportInput,
  PositionInput,
  RawRemoval,
  ReadingsById,
  RecentWindow,
  SeriesColumnsText,
  SeriesPage,
  SeriesPoint,
  SeriesQuery,
  TimeSeriesStore,
} from "../TimeSeriesStore.js";
import { noStatistics, pointsById } from "../TimeSeriesStore.js";
import { toVariableRecord, type VariableRow, variablesByVessel } from "../variableRecord.js";
import { SqliteImportWriter } from "./SqliteImportWriter.js";
import { ADDED_COLUMNS, FOUR_HOURS_TABLE, fillFourHoursSql, ROLLUP_TABLES, SQLITE_SCHEMA } from "./schema.js";

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
    const holdsRows = (table: string) =>
      this.#writerDb.prepare(`SELECT EXISTS (SELECT 1 FROM ${table})`).pluck().get() === 1;
    if (!holdsRows(FOUR_HOURS_TABLE) && holdsRows(ROLLUP_TABLES.Hour))
      this.#writerDb.exec(fillFourHoursSql(FOUR_HOURS_MS));
    this.db = openConnection(file);
    const db = this.db;
    const rollup = (table: string) => ({
      page: db
        .prepare(
          `SELECT t, vmin, vmax, vsum, n, vfirst, vlast FROM ${table}
           WHERE variable_id = ? AND t >= ? AND t <= ? ORDER BY t LIMIT ?`,
        )
        .raw(),
    });
    this.#q = {
      variables: db.prepare("SELECT * FROM log_variables WHERE vessel_id = ? ORDER BY name"),
      variablesOfVessels: db.prepare(
        "SELECT * FROM log_variables WHERE vessel_id IN (SELECT value FROM json_each(?)) ORDER BY vessel_id, name",
      ),
      variablesByIds: db.prepare("SELECT * FROM log_variables WHERE id IN (SELECT value FROM json_each(?))"),
      rawFrom: db.prepare("SELECT raw_from FROM log_variables WHERE id = ?").pluck(),
      // Two JSON arrays instead of a row per point: handing a row to JavaScript costs far more than
      // SQLite's own work (docs/performance.md, "One day raw"). SQLite writes reals round-trip exact.
      rawColumns: db
        .prepare(
          `SELECT json_group_array(t), json_group_array(v) FROM (
             SELECT t, v FROM points WHERE variable_id = ? AND t >= ? AND t <= ? ORDER BY t LIMIT ?)`,
        )
        .raw(),
      // The same page written as JSON by SQLite and handed on as text (format=columns); json_group_array
      // receives the subquery's rows in its order, which the contract test holds it to.
      rawColumnsText: db
        .prepare(
          `SELECT count(*), max(t), json_group_array(t), json_group_array(v) FROM (
             SELECT t, v FROM points WHERE variable_id = ? AND t >= ? AND t <= ? ORDER BY t LIMIT ?)`,
        )
        .raw(),
      rawAfter: db.prepare("SELECT 1 FROM points WHERE variable_id = ? AND t > ? AND t <= ? LIMIT 1").pluck(),
      newestOf: db
        .prepare(
          `SELECT ids.id, p.t, p.v FROM (SELECT DISTINCT value AS id FROM json_each(?)) ids
           JOIN points p ON p.variable_id = ids.id
             AND p.t = (SELECT max(t) FROM points WHERE variable_id = ids.id)`,
        )
        .raw(),
      // Where a variable's window holds more than `limit` points (the one past them exists), it starts
      // `dense` before the newest, but not before the limit-th newest point.
      recentRaw: db
        .prepare(
          `SELECT ids.id, p.t, p.v FROM (SELECT DISTINCT value AS id FROM json_each(@ids)) ids
           JOIN points p ON p.variable_id = ids.id AND p.t >= (
             SELECT CASE
               WHEN EXISTS (SELECT 1 FROM points WHERE variable_id = ids.id AND t >= w.newest - @within
                            ORDER BY t DESC LIMIT 1 OFFSET @limit)
               THEN max(w.newest - @dense,
                        (SELECT t FROM points WHERE variable_id = ids.id ORDER BY t DESC LIMIT 1 OFFSET @limit - 1))
               ELSE w.newest - @within END
             FROM (SELECT max(t) AS newest FROM points WHERE variable_id = ids.id) w)
           ORDER BY ids.id, p.t`,
        )
        .raw(),
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

  async variablesOfVessels(vesselIds: readonly string[]): Promise<Map<string, LogVariableRecord[]>> {
    const rows = this.#q.variablesOfVessels.all(JSON.stringify(vesselIds)) as VariableRow[];
    return variablesByVessel(vesselIds, rows.map(toVariableRecord));
  }

  async variablesByIds(ids: readonly number[]): Promise<LogVariableRecord[]> {
    const wanted = idList(ids);
    const rows = this.#q.variablesByIds.all(JSON.stringify(wanted)) as VariableRow[];
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toVariableRecord(row)] : [];
    });
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
    const merge = query.merge ?? 1;
    const rows = (
      merge > 1
        ? this.#statement(mergedRollupSql(ROLLUP_TABLES[granularity])).all({
            id: variableId,
            from,
            to,
            width: bucketMs * merge,
            limit: limit + 1,
          })
        : this.#q[granularity].page.all(variableId, from, to, limit + 1)
    ) as number[][];
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
      bucketMs * merge - bucketMs,
    );
  }

  async seriesColumnsText(query: SeriesQuery): Promise<SeriesColumnsText | null> {
    const { variableId, to, limit, granularity } = query;
    if (granularity === "Minute") return null;
    if (granularity === "Raw") {
      const from = query.after === undefined ? query.from : Math.max(query.from, query.after + 1);
      const rawFrom = this.#q.rawFrom.get(variableId) as number | null | undefined;
      if (rawFrom != null && from < rawFrom) return null;
      const [length, lastT, t, v] = this.#q.rawColumnsText.get(variableId, from, to, limit) as [
        number,
        number | null,
        string,
        string,
      ];
      const more = length === limit && this.#q.rawAfter.get(variableId, lastT, to) !== undefined;
      return { length, nextAfter: more ? lastT : null, t, v };
    }
    const bucketMs = BUCKET_MS[granularity];
    const width = bucketMs * (query.merge ?? 1);
    const from = query.after === undefined ? bucketStart(query.from, bucketMs) : query.after + bucketMs;
    const table = ROLLUP_TABLES[granularity];
    const source = rollupSource(granularity, width, from, to);
    const [length, lastB, t, v, min, max, count, minDiffers, maxDiffers, countDiffers] = this.#statement(
      rollupColumnsTextSql(source.sql, width > bucketMs),
    ).get({ id: variableId, from, to, width, limit, ...source.params }) as [
      number,
      number | null,
      string,
      string,
      string,
      string,
      string,
      number | null,
      number | null,
      number | null,
    ];
    const more =
      length === limit &&
      this.#statement(`SELECT 1 FROM ${table} WHERE variable_id = ? AND t >= ? AND t <= ? LIMIT 1`).get(
        variableId,
        lastB! + width,
        to,
      ) !== undefined;
    return {
      length,
      nextAfter: more ? lastB! + width - bucketMs : null,
      t,
      v,
      ...(minDiffers ? { min } : {}),
      ...(maxDiffers ? { max } : {}),
      ...(countDiffers ? { count } : {}),
    };
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

  /** One statement for every variable: the segments' rollups (raw at the edges) and the edge points. */
  async statistics(variableIds: readonly number[], from: number, to: number): Promise<IntervalStatistics[]> {
    const end = to + 1;
    const segments = coverSegments(from, end);
    const parts = segments.map((segment) =>
      segment.level === "Raw"
        ? `SELECT variable_id, count(*) AS n, sum(v) AS s, min(v) AS lo, max(v) AS hi FROM points
           WHERE variable_id IN (SELECT id FROM ids) AND t >= ? AND t < ? GROUP BY variable_id`
        : `SELECT variable_id, sum(n) AS n, sum(vsum) AS s, min(vmin) AS lo, max(vmax) AS hi
           FROM ${ROLLUP_TABLES[segment.level]}
           WHERE variable_id IN (SELECT id FROM ids) AND t >= ? AND t < ? GROUP BY variable_id`,
    );
    const sql = `WITH ids(id) AS (SELECT DISTINCT value FROM json_each(?))${
      parts.length > 0 ? `, parts AS (${parts.join(" UNION ALL ")})` : ""
    }
      SELECT ids.id, ${parts.length > 0 ? "agg.n, agg.s, agg.lo, agg.hi" : "0, 0, NULL, NULL"},
        (SELECT json_array(t, v) FROM points WHERE variable_id = ids.id AND t >= ? AND t < ? ORDER BY t LIMIT 1),
        (SELECT json_array(t, v) FROM points WHERE variable_id = ids.id AND t >= ? AND t < ? ORDER BY t DESC LIMIT 1)
      FROM ids${
        parts.length > 0
          ? ` LEFT JOIN (SELECT variable_id, sum(n) AS n, sum(s) AS s, min(lo) AS lo, max(hi) AS hi
              FROM parts GROUP BY variable_id) agg ON agg.variable_id = ids.id`
          : ""
      }`;
    const params: number[] = segments.flatMap((segment) => [segment.start, segment.end]);
    const rows = this.#statement(sql).all(
      JSON.stringify(idList(variableIds)),
      ...params,
      from,
      end,
      from,
      end,
    ) as Array<
      [number, number | null, number | null, number | null, number | null, string | null, string | null]
    >;
    const edge = (json: string | null) => {
      if (json === null) return null;
      const [t, v] = JSON.parse(json) as [number, number];
      return { t, v };
    };
    const byId = new Map(
      rows.map(([id, n, sum, min, max, first, last]): [number, IntervalStatistics] => {
        const count = n ?? 0;
        return [
          id,
          {
            variableId: id,
            count,
            sum: count > 0 ? sum! : 0,
            avg: count > 0 ? sum! / count : null,
            min: count > 0 ? min : null,
            max: count > 0 ? max : null,
            first: edge(first),
            last: edge(last),
          },
        ];
      }),
    );
    return variableIds.map((variableId) => byId.get(variableId) ?? noStatistics(variableId));
  }

  /** Prepared statements of SQL built per call shape (the segments of an interval), kept once made. */
  readonly #statements = new Map<string, Database.Statement>();
  #statement(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql).raw();
      if (this.#statements.size > 256) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** One statement: the newest point of each variable, by its key's last entry. */
  async lastReceived(
    variableIds: readonly number[],
  ): Promise<Array<{ variableId: number; t: number; v: number }>> {
    const rows = this.#q.newestOf.all(JSON.stringify(idList(variableIds))) as Array<[number, number, number]>;
    const byId = new Map(rows.map(([id, t, v]) => [id, { variableId: id, t, v }]));
    return variableIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  async recentRaw(
    variableIds: readonly number[],
    { withinMs, limit, denseWithinMs }: RecentWindow,
  ): Promise<ReadingsById> {
    const rows = this.#q.recentRaw.all({
      ids: JSON.stringify(idList(variableIds)),
      within: withinMs,
      limit,
      dense: denseWithinMs,
    }) as Array<[number, number, number]>;
    return pointsById(rows);
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

/** Distinct integer ids in first-seen order (anything else names no variable). */
function idList(ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
}

/** The first `limit` points; `tail`: how far past the last one's start its last stored bucket starts (merged). */
function page(points: SeriesPoint[], limit: number, tail = 0): SeriesPage {
  if (points.length <= limit) return { points, nextAfter: null };
  const kept = points.slice(0, limit);
  return { points: kept, nextAfter: kept[kept.length - 1]!.t + tail };
}

/**
 * A rollup's buckets merged `width` wide in SQL (maxPoints): SQLite reads the stored buckets, JavaScript
 * gets one row a merged bucket. The first and last values are those of its first and last stored bucket.
 */
const mergedRollupSql = (table: string) => `
  SELECT b, lo, hi, s, n,
    (SELECT vfirst FROM ${table} WHERE variable_id = @id AND t = m.t0),
    (SELECT vlast FROM ${table} WHERE variable_id = @id AND t = m.t1)
  FROM (
    SELECT t - (((t % @width) + @width) % @width) AS b, min(vmin) AS lo, max(vmax) AS hi, sum(vsum) AS s,
      sum(n) AS n, min(t) AS t0, max(t) AS t1
    FROM ${table} WHERE variable_id = @id AND t >= @from AND t <= @to
    GROUP BY b ORDER BY b LIMIT @limit) m`;

const ROLLUP_ROW = "t, vmin, vmax, vsum, n";

/**
 * The stored buckets of [from, to] to merge `width` wide, as SQL rows (t, vmin, vmax, vsum, n) of the
 * variable @id. Hours merged in multiples of four read the 4-hour rollup where whole 4-hour buckets lie
 * inside the window (@a to @z) and the hour rollup at its ragged edges: a quarter of the rows.
 */
function rollupSource(
  granularity: "Quarter" | "Hour" | "Day",
  width: number,
  from: number,
  to: number,
): { sql: string; params: Record<string, number> } {
  const table = ROLLUP_TABLES[granularity];
  const whole = `SELECT ${ROLLUP_ROW} FROM ${table} WHERE variable_id = @id AND t >= @from AND t <= @to`;
  if (granularity !== "Hour" || width % FOUR_HOURS_MS !== 0) return { sql: whole, params: {} };
  const a = Math.ceil(from / FOUR_HOURS_MS) * FOUR_HOURS_MS;
  const z = Math.floor((to + 1) / FOUR_HOURS_MS) * FOUR_HOURS_MS;
  if (a >= z) return { sql: whole, params: {} };
  const parts = [
    `SELECT ${ROLLUP_ROW} FROM ${FOUR_HOURS_TABLE} WHERE variable_id = @id AND t >= @a AND t < @z`,
  ];
  if (from < a)
    parts.unshift(`SELECT ${ROLLUP_ROW} FROM ${table} WHERE variable_id = @id AND t >= @from AND t < @a`);
  if (z <= to)
    parts.push(`SELECT ${ROLLUP_ROW} FROM ${table} WHERE variable_id = @id AND t >= @z AND t <= @to`);
  return {
    sql: parts.join(" UNION ALL "),
    params: { a, z },
  };
}

/**
 * A page of stored buckets (`source`'s rows, merged `width` wide when `merged`) as JSON column texts,
 * with whether any bucket's min, max or count differs from its mean (or from 1): toColumns' rule, in SQL.
 */
const rollupColumnsTextSql = (source: string, merged: boolean) => `
  SELECT count(*), max(b), json_group_array(b), json_group_array(s / n), json_group_array(lo),
    json_group_array(hi), json_group_array(n), max(lo <> s / n), max(hi <> s / n), max(n <> 1)
  FROM (${
    merged
      ? `SELECT CAST(t - (((t % @width) + @width) % @width) AS INTEGER) AS b, min(vmin) AS lo, max(vmax) AS hi,
           sum(vsum) AS s, sum(n) AS n
         FROM (${source}) GROUP BY b ORDER BY b LIMIT @limit`
      : `SELECT t AS b, vmin AS lo, vmax AS hi, vsum AS s, n FROM (${source}) ORDER BY t LIMIT @limit`
  })`;

function sortedColumns(t: number[], v: number[]): { t: number[]; v: number[] } {
  const order = t.map((_, i) => i).sort((a, b) => t[a]! - t[b]!);
  return { t: order.map((i) => t[i]!), v: order.map((i) => v[i]!) };
}
