import type pg from "pg";
import { BUCKET_MS, bucketStart } from "../../../domain/logdata/granularity.js";
import { createPool } from "../../shared/pgConnections.js";
import { coverSegments } from "../buckets.js";
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
import { PostgresImportWriter } from "./PostgresImportWriter.js";
import {
  createMonthPartitions,
  listPartitions,
  migrateToPartitions,
  missingMonths,
  monthsOf,
} from "./partitions.js";
import { ddlOf, floorSql, IDENTIFIER, type Tables, tablesOf } from "./schema.js";

/** Serialises imports across processes (first key "KTSI"), second key from the schema. */
const IMPORT_LOCK_CLASS = 0x4b545349;
const DDL_LOCK_KEY = 0x4b545344;

function schemaKey(schema: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < schema.length; i++) {
    hash ^= schema.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The pools of the connection budget a time-series store may be. */
export type TimeSeriesPoolName = "timeseries" | "import-thread" | "summary-thread";

export interface PostgresTimeSeriesStoreOptions {
  schema?: string;
  /** Pool size (default: the pool's share of the default PG_MAX_CONNECTIONS). */
  maxConnections?: number;
  /** Which pool of the connection budget it is: the server's, the import thread's or the Summary thread's. */
  pool?: TimeSeriesPoolName;
}

const isPgInteger = (id: number) => Number.isInteger(id) && Math.abs(id) < 2 ** 31;

/** Distinct ids an integer column can hold, in first-seen order (anything else names no variable). */
const pgIdList = (ids: readonly number[]): number[] => [...new Set(ids)].filter(isPgInteger);

/** The time-series store on PostgreSQL, in the schema of the event store (tables prefixed ts_). */
export class PostgresTimeSeriesStore implements TimeSeriesStore {
  readonly pool: pg.Pool;
  readonly schema: string;
  readonly #t: Tables;
  /** Settles when this process's last writer has ended (see beginImport). */
  #writers: Promise<void> = Promise.resolve();

  static async connect(
    connectionString: string,
    options: PostgresTimeSeriesStoreOptions = {},
  ): Promise<PostgresTimeSeriesStore> {
    const store = new PostgresTimeSeriesStore(connectionString, options);
    try {
      await store.#createTables();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  private constructor(connectionString: string, options: PostgresTimeSeriesStoreOptions) {
    this.schema = options.schema ?? "public";
    if (!IDENTIFIER.test(this.schema)) {
      throw new RangeError(`schema must be a plain identifier (letters, digits, _), got ${this.schema}`);
    }
    this.#t = tablesOf(this.schema);
    this.pool = createPool(options.pool ?? "timeseries", connectionString, { max: options.maxConnections });
  }

  async #createTables(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [DDL_LOCK_KEY]);
      for (const statement of ddlOf(this.schema)) await client.query(statement);
      // A deployment from before partitioning holds a plain ts_points: moved here, in this transaction.
      await migrateToPartitions(client, this.schema);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async beginImport(): Promise<ImportWriter> {
    // Writers of this process wait here, holding no connection, rather than each on a pooled connection
    // of its own for the import lock: the writer holding it may need one more (ensurePartitions), and
    // with writers waiting on all the others a small pool would never give it one.
    let done!: () => void;
    const turn = new Promise<void>((resolve) => {
      done = resolve;
    });
    const previous = this.#writers;
    this.#writers = previous.then(() => turn);
    await previous;
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      done();
      throw error;
    }
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1, $2)", [IMPORT_LOCK_CLASS, schemaKey(this.schema)]);
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      client.release(error as Error);
      done();
      throw error;
    }
    return new PostgresImportWriter(client, this.#t, (times) => this.ensurePartitions(times), done);
  }

  /**
   * Creates the month partitions the given point times need and that do not exist yet (on a pooled
   * connection of its own, committed at once; see partitions.ts).
   */
  async ensurePartitions(times: Iterable<number>): Promise<number> {
    const missing = await missingMonths(this.pool, this.schema, monthsOf(times));
    if (missing.length === 0) return 0;
    const client = await this.pool.connect();
    try {
      return await createMonthPartitions(client, this.schema, missing);
    } finally {
      client.release();
    }
  }

  async variables(vesselId: string): Promise<LogVariableRecord[]> {
    const { rows } = await this.pool.query<VariableRow>(
      `SELECT * FROM ${this.#t.variables} WHERE vessel_id = $1 ORDER BY name`,
      [vesselId],
    );
    return rows.map(toVariableRecord);
  }

  async variablesOfVessels(vesselIds: readonly string[]): Promise<Map<string, LogVariableRecord[]>> {
    const { rows } = await this.pool.query<VariableRow>(
      `SELECT * FROM ${this.#t.variables} WHERE vessel_id = ANY($1::text[]) ORDER BY vessel_id, name`,
      [[...vesselIds]],
    );
    return variablesByVessel(vesselIds, rows.map(toVariableRecord));
  }

  async variablesByIds(ids: readonly number[]): Promise<LogVariableRecord[]> {
    const { rows } = await this.pool.query<VariableRow>(
      `SELECT * FROM ${this.#t.variables} WHERE id = ANY($1::integer[])`,
      [pgIdList(ids)],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return pgIdList(ids).flatMap((id) => {
      const row = byId.get(id);
      return row ? [toVariableRecord(row)] : [];
    });
  }

  async series(query: SeriesQuery): Promise<SeriesPage> {
    if (query.granularity === "Raw" || query.granularity === "Minute") {
      const { rows } = await this.pool.query<{ raw_from: string | null }>(
        `SELECT raw_from FROM ${this.#t.variables} WHERE id = $1`,
        [query.variableId],
      );
      const rawFrom = rows[0]?.raw_from;
      if (rawFrom != null) return seriesAcrossRemovedRaw(query, Number(rawFrom), (q) => this.#series(q));
    }
    return this.#series(query);
  }

  async #series(query: SeriesQuery): Promise<SeriesPage> {
    const { variableId, to, limit, granularity } = query;
    const t = this.#t;
    let sql: string;
    let from: number;
    let tail = 0;
    if (granularity === "Raw") {
      from = query.after === undefined ? query.from : Math.max(query.from, query.after + 1);
      sql = `SELECT t, v AS vmin, v AS vmax, v AS vsum, 1 AS n, v AS vfirst, v AS vlast FROM ${t.points}
             WHERE variable_id = $1 AND t >= $2 AND t <= $3 ORDER BY t LIMIT $4`;
    } else {
      const bucketMs = BUCKET_MS[granularity];
      from = query.after === undefined ? bucketStart(query.from, bucketMs) : query.after + bucketMs;
      const merge = granularity === "Minute" ? 1 : (query.merge ?? 1);
      tail = bucketMs * merge - bucketMs;
      sql =
        granularity === "Minute"
          ? `SELECT ${floorSql("t", bucketMs)} AS t, min(v) AS vmin, max(v) AS vmax, sum(v) AS vsum, count(*) AS n,
               (array_agg(v ORDER BY t))[1] AS vfirst, (array_agg(v ORDER BY t DESC))[1] AS vlast
             FROM ${t.points} WHERE variable_id = $1 AND t >= $2 AND t <= $3 GROUP BY 1 ORDER BY 1 LIMIT $4`
          : merge > 1
            ? // Merged by the database (maxPoints): one row a merged bucket.
              `SELECT ${floorSql("t", bucketMs * merge)} AS t, min(vmin) AS vmin, max(vmax) AS vmax,
                 sum(vsum) AS vsum, sum(n) AS n, (array_agg(vfirst ORDER BY t))[1] AS vfirst,
                 (array_agg(vlast ORDER BY t DESC))[1] AS vlast
               FROM ${t[granularity]} WHERE variable_id = $1 AND t >= $2 AND t <= $3 GROUP BY 1 ORDER BY 1 LIMIT $4`
            : `SELECT t, vmin, vmax, vsum, n, vfirst, vlast FROM ${t[granularity]}
             WHERE variable_id = $1 AND t >= $2 AND t <= $3 ORDER BY t LIMIT $4`;
    }
    const { rows } = await this.pool.query<Record<string, string | number>>(sql, [
      variableId,
      from,
      to,
      limit + 1,
    ]);
    const points: SeriesPoint[] = rows.map((r) => {
      const sum = Number(r.vsum);
      const count = Number(r.n);
      return {
        t: Number(r.t),
        avg: sum / count,
        min: Number(r.vmin),
        max: Number(r.vmax),
        sum,
        count,
        first: Number(r.vfirst),
        last: Number(r.vlast),
      };
    });
    if (points.length <= limit) return { points, nextAfter: null };
    const kept = points.slice(0, limit);
    return { points: kept, nextAfter: kept[kept.length - 1]!.t + tail };
  }

  async seriesColumnsText(query: SeriesQuery): Promise<SeriesColumnsText | null> {
    const { variableId, to, limit, granularity } = query;
    if (granularity === "Minute") return null;
    const t = this.#t;
    if (granularity === "Raw") {
      const from = query.after === undefined ? query.from : Math.max(query.from, query.after + 1);
      const { rows } = await this.pool.query<{ raw_from: string | null }>(
        `SELECT raw_from FROM ${t.variables} WHERE id = $1`,
        [variableId],
      );
      const rawFrom = rows[0]?.raw_from;
      if (rawFrom != null && from < Number(rawFrom)) return null;
      const page = await this.#columnsText(
        `SELECT count(*) AS length, max(t) AS last, coalesce(json_agg(t ORDER BY t), '[]')::text AS t,
           coalesce(json_agg(v ORDER BY t), '[]')::text AS v
         FROM (SELECT t, v FROM ${t.points} WHERE variable_id = $1 AND t >= $2 AND t <= $3 ORDER BY t LIMIT $4) p`,
        [variableId, from, to, limit],
      );
      const more =
        page.length === limit &&
        (
          await this.pool.query(
            `SELECT 1 FROM ${t.points} WHERE variable_id = $1 AND t > $2 AND t <= $3 LIMIT 1`,
            [variableId, page.last, to],
          )
        ).rowCount! > 0;
      return { length: page.length, nextAfter: more ? page.last : null, t: page.t, v: page.v };
    }
    const bucketMs = BUCKET_MS[granularity];
    const width = bucketMs * (query.merge ?? 1);
    const from = query.after === undefined ? bucketStart(query.from, bucketMs) : query.after + bucketMs;
    const buckets =
      width > bucketMs
        ? `SELECT ${floorSql("t", width)} AS b, min(vmin) AS lo, max(vmax) AS hi, sum(vsum) AS s, sum(n) AS n
           FROM ${t[granularity]} WHERE variable_id = $1 AND t >= $2 AND t <= $3 GROUP BY 1 ORDER BY 1 LIMIT $4`
        : `SELECT t AS b, vmin AS lo, vmax AS hi, vsum AS s, n
           FROM ${t[granularity]} WHERE variable_id = $1 AND t >= $2 AND t <= $3 ORDER BY t LIMIT $4`;
    const page = await this.#columnsText(
      `SELECT count(*) AS length, max(b) AS last, coalesce(json_agg(b ORDER BY b), '[]')::text AS t,
         coalesce(json_agg(s / n ORDER BY b), '[]')::text AS v, coalesce(json_agg(lo ORDER BY b), '[]')::text AS min,
         coalesce(json_agg(hi ORDER BY b), '[]')::text AS max, coalesce(json_agg(n ORDER BY b), '[]')::text AS count,
         coalesce(bool_or(lo <> s / n), false) AS min_differs, coalesce(bool_or(hi <> s / n), false) AS max_differs,
         coalesce(bool_or(n <> 1), false) AS count_differs
       FROM (${buckets}) m`,
      [variableId, from, to, limit],
    );
    const more =
      page.length === limit &&
      (
        await this.pool.query(
          `SELECT 1 FROM ${t[granularity]} WHERE variable_id = $1 AND t >= $2 AND t <= $3 LIMIT 1`,
          [variableId, page.last! + width, to],
        )
      ).rowCount! > 0;
    return {
      length: page.length,
      nextAfter: more ? page.last! + width - bucketMs : null,
      t: page.t,
      v: page.v,
      ...(page.min_differs ? { min: page.min } : {}),
      ...(page.max_differs ? { max: page.max } : {}),
      ...(page.count_differs ? { count: page.count } : {}),
    };
  }

  /** One row of JSON column texts (see seriesColumnsText), its count and last time as numbers. */
  async #columnsText(sql: string, params: unknown[]) {
    const { rows } = await this.pool.query<Record<string, string | boolean | null>>(sql, params);
    const row = rows[0]!;
    const text = (name: string) => (typeof row[name] === "string" ? (row[name] as string) : undefined);
    return {
      length: Number(row.length),
      last: row.last === null ? null : Number(row.last),
      t: text("t")!,
      v: text("v")!,
      min: text("min"),
      max: text("max"),
      count: text("count"),
      min_differs: row.min_differs === true,
      max_differs: row.max_differs === true,
      count_differs: row.count_differs === true,
    };
  }

  /** One statement for every variable: the segments' rollups (raw at the edges) and the edge points. */
  async statistics(variableIds: readonly number[], from: number, to: number): Promise<IntervalStatistics[]> {
    const end = to + 1;
    const segments = coverSegments(from, end);
    const t = this.#t;
    const params: unknown[] = [pgIdList(variableIds), from, end];
    const parts = segments.map((segment) => {
      params.push(segment.start, segment.end);
      const range = `variable_id = ANY($1::integer[]) AND t >= $${params.length - 1} AND t < $${params.length}`;
      return segment.level === "Raw"
        ? `SELECT variable_id, count(*) AS n, sum(v) AS s, min(v) AS lo, max(v) AS hi FROM ${t.points}
           WHERE ${range} GROUP BY variable_id`
        : `SELECT variable_id, sum(n) AS n, sum(vsum) AS s, min(vmin) AS lo, max(vmax) AS hi FROM ${t[segment.level]}
           WHERE ${range} GROUP BY variable_id`;
    });
    const aggregate =
      parts.length > 0
        ? `LEFT JOIN (SELECT variable_id, sum(n) AS n, sum(s) AS s, min(lo) AS lo, max(hi) AS hi
             FROM (${parts.join(" UNION ALL ")}) p GROUP BY variable_id) agg ON agg.variable_id = ids.id`
        : "LEFT JOIN (SELECT NULL::integer AS variable_id, NULL::numeric AS n, NULL::float8 AS s, NULL::float8 AS lo, NULL::float8 AS hi) agg ON false";
    const { rows } = await this.pool.query<{
      id: number;
      n: string | null;
      s: number | null;
      lo: number | null;
      hi: number | null;
      ft: string | null;
      fv: number | null;
      lt: string | null;
      lv: number | null;
    }>(
      `SELECT ids.id, agg.n, agg.s, agg.lo, agg.hi, f.t AS ft, f.v AS fv, l.t AS lt, l.v AS lv
       FROM (SELECT DISTINCT unnest($1::integer[]) AS id) ids
       ${aggregate}
       LEFT JOIN LATERAL (SELECT t, v FROM ${t.points} WHERE variable_id = ids.id AND t >= $2 AND t < $3
         ORDER BY t LIMIT 1) f ON true
       LEFT JOIN LATERAL (SELECT t, v FROM ${t.points} WHERE variable_id = ids.id AND t >= $2 AND t < $3
         ORDER BY t DESC LIMIT 1) l ON true`,
      params,
    );
    const byId = new Map(
      rows.map((r): [number, IntervalStatistics] => {
        const count = Number(r.n ?? 0);
        const sum = count > 0 ? Number(r.s) : 0;
        return [
          r.id,
          {
            variableId: r.id,
            count,
            sum,
            avg: count > 0 ? sum / count : null,
            min: count > 0 ? Number(r.lo) : null,
            max: count > 0 ? Number(r.hi) : null,
            first: r.ft === null ? null : { t: Number(r.ft), v: r.fv! },
            last: r.lt === null ? null : { t: Number(r.lt), v: r.lv! },
          },
        ];
      }),
    );
    return variableIds.map((variableId) => byId.get(variableId) ?? noStatistics(variableId));
  }

  async lastReceived(
    variableIds: readonly number[],
  ): Promise<Array<{ variableId: number; t: number; v: number }>> {
    const { rows } = await this.pool.query<{ id: number; t: string; v: number }>(
      `SELECT r.id, last.t, last.v FROM unnest($1::integer[]) WITH ORDINALITY AS r(id, o)
       CROSS JOIN LATERAL (SELECT t, v FROM ${this.#t.points} WHERE variable_id = r.id ORDER BY t DESC LIMIT 1) last
       ORDER BY r.o`,
      [variableIds.filter(isPgInteger)],
    );
    return rows.map((r) => ({ variableId: r.id, t: Number(r.t), v: r.v }));
  }

  async recentRaw(
    variableIds: readonly number[],
    { withinMs, limit, denseWithinMs }: RecentWindow,
  ): Promise<ReadingsById> {
    const points = this.#t.points;
    const { rows } = await this.pool.query<[number, string, number]>({
      text: `SELECT r.id, p.t, p.v FROM (SELECT DISTINCT unnest($1::integer[]) AS id) r
        CROSS JOIN LATERAL (SELECT max(t) AS newest FROM ${points} WHERE variable_id = r.id) n
        CROSS JOIN LATERAL (SELECT count(*) > $3 AS dense FROM (SELECT 1 FROM ${points}
          WHERE variable_id = r.id AND t >= n.newest - $2 ORDER BY t DESC LIMIT $3 + 1) c) d
        CROSS JOIN LATERAL (SELECT t, v FROM ${points}
          WHERE variable_id = r.id AND t >= n.newest - CASE WHEN d.dense THEN $4 ELSE $2 END
          ORDER BY t DESC LIMIT $3) p
        ORDER BY r.id, p.t`,
      values: [variableIds.filter(isPgInteger), withinMs, limit, denseWithinMs],
      rowMode: "array",
    });
    return pointsById(rows.map(([id, t, v]) => [id, Number(t), v]));
  }

  async positions(vesselId: string, from: number, to: number): Promise<PositionInput[]> {
    const { rows } = await this.pool.query<{ t: string; latitude: number; longitude: number }>(
      `SELECT t, latitude, longitude FROM ${this.#t.positions} WHERE vessel_id = $1 AND t >= $2 AND t <= $3 ORDER BY t`,
      [vesselId, from, to],
    );
    return rows.map((r) => ({ t: Number(r.t), latitude: r.latitude, longitude: r.longitude }));
  }

  /** One round trip: the first row of each window, picked by DISTINCT ON over the (vessel_id, t) key. */
  async sampledPositions(
    vesselId: string,
    from: number,
    to: number,
    stepMs: number,
  ): Promise<PositionInput[]> {
    const { rows } = await this.pool.query<{ t: string; latitude: number; longitude: number }>(
      `SELECT DISTINCT ON (floor(t::numeric / $4)) t, latitude, longitude FROM ${this.#t.positions}
        WHERE vessel_id = $1 AND t >= $2 AND t <= $3 ORDER BY floor(t::numeric / $4), t`,
      [vesselId, from, to, stepMs],
    );
    return rows.map((r) => ({ t: Number(r.t), latitude: r.latitude, longitude: r.longitude }));
  }

  async latestPosition(vesselId: string): Promise<PositionInput | null> {
    const { rows } = await this.pool.query<{ t: string; latitude: number; longitude: number }>(
      `SELECT t, latitude, longitude FROM ${this.#t.positions} WHERE vessel_id = $1 ORDER BY t DESC LIMIT 1`,
      [vesselId],
    );
    const r = rows[0];
    return r ? { t: Number(r.t), latitude: r.latitude, longitude: r.longitude } : null;
  }

  async noonReports(vesselId: string, from: number, to: number): Promise<NoonReportInput[]> {
    const { rows } = await this.pool.query<{ t: string; vals: Record<string, number | string | null> }>(
      `SELECT t, vals FROM ${this.#t.noonReports} WHERE vessel_id = $1 AND t >= $2 AND t <= $3 ORDER BY t`,
      [vesselId, from, to],
    );
    return rows.map((r) => ({ t: Number(r.t), values: r.vals }));
  }

  /**
   * Raw retention (docs/operations.md, "Raw data retention"). Partitions are shared by every vessel, so
   * a month partition is dropped whole only when every vessel with variables in the store has a cutoff
   * at or after its end; elsewhere the points of the vessels past their cutoff are deleted, partition by
   * partition. Rollups stay. The drop waits at most 10 s for its lock (an import holding the table
   * keeps it): then the partition is left for the next run.
   */
  async removeRawBefore(cutoffs: ReadonlyMap<string, number>): Promise<RawRemoval> {
    const t = this.#t;
    const { rows: variables } = await this.pool.query<{
      id: number;
      vessel_id: string;
      raw_from: string | null;
    }>(`SELECT id, vessel_id, raw_from FROM ${t.variables}`);
    const removal: RawRemoval = { points: 0, partitionsDropped: 0 };
    if (variables.length === 0) return removal;
    const byCutoff = new Map<number, number[]>();
    let everyVessel = true;
    let lowest = Number.POSITIVE_INFINITY;
    for (const v of variables) {
      const cutoff = cutoffs.get(v.vessel_id);
      if (cutoff === undefined) {
        everyVessel = false;
        continue;
      }
      lowest = Math.min(lowest, cutoff);
      byCutoff.set(cutoff, [...(byCutoff.get(cutoff) ?? []), v.id]);
    }
    let partitions = await listPartitions(this.pool, this.schema);
    if (everyVessel) {
      for (const partition of partitions.filter((p) => p.end <= lowest)) {
        if (await this.#dropPartition(partition.name)) removal.partitionsDropped++;
      }
      partitions = await listPartitions(this.pool, this.schema);
    }
    for (const [cutoff, ids] of byCutoff) {
      for (const partition of partitions.filter((p) => p.start < cutoff)) {
        const deleted = await this.pool.query(
          `DELETE FROM "${this.schema}".${partition.name} WHERE variable_id = ANY($1::integer[]) AND t < $2`,
          [ids, cutoff],
        );
        removal.points += deleted.rowCount ?? 0;
      }
      await this.pool.query(
        `UPDATE ${t.variables} SET raw_from = GREATEST(coalesce(raw_from, $2), $2) WHERE id = ANY($1::integer[])`,
        [ids, cutoff],
      );
    }
    return removal;
  }

  async #dropPartition(name: string): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL lock_timeout = '10s'");
      await client.query(`DROP TABLE IF EXISTS "${this.schema}".${name}`);
      await client.query("COMMIT");
      return true;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      if ((error as { code?: string }).code === "55P03") return false; // lock_not_available
      throw error;
    } finally {
      client.release();
    }
  }

  async totals(): Promise<{ points: number }> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT coalesce(sum(n), 0) AS n FROM ${this.#t.Day}`,
    );
    return { points: Number(rows[0]?.n ?? 0) };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
