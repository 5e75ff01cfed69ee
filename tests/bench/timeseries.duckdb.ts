import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import type { PointInput } from "../../server/timeseries/TimeSeriesStore.js";

/**
 * The side-by-side baseline of the time-series bench (issue 32): DuckDB, in memory, holding the very
 * points the Keelson store holds, answering the same four questions a client asks. Its answers are
 * read into JavaScript numbers, as a client of it would use them.
 */
export interface DuckPoints {
  /** Every bucket of `width` ms of each variable in [from, to]: mean, min, max, count. */
  chart(ids: readonly number[], from: number, to: number, width: number): Promise<Bucket[]>;
  /** Every point of each variable in [from, to], by variable then time. */
  raw(ids: readonly number[], from: number, to: number): Promise<Array<{ id: number; t: number; v: number }>>;
  /** The newest point of each variable. */
  last(ids: readonly number[]): Promise<Map<number, { t: number; v: number }>>;
  /** Each variable's mean, min, max and count over [from, to]. */
  averages(ids: readonly number[], from: number, to: number): Promise<Map<number, Bucket>>;
  close(): void;
}

export interface Bucket {
  id: number;
  t: number;
  avg: number;
  min: number;
  max: number;
  count: number;
}

const list = (ids: readonly number[]) => ids.map((id) => Math.trunc(id)).join(", ");
const n = (value: unknown) => Number(value);

async function rows(db: DuckDBConnection, sql: string): Promise<unknown[][]> {
  const reader = await db.runAndReadAll(sql);
  return reader.getRowsJS() as unknown[][];
}

/**
 * Loads every batch through DuckDB's appender, then stores the table sorted by (variable, time), as one
 * would set DuckDB up for these reads (its min-max zone maps then skip most row groups). Answers the
 * baseline and how long loading and sorting took.
 */
export async function loadDuckPoints(
  batches: Iterable<readonly PointInput[]>,
): Promise<{ duck: DuckPoints; loadMs: number; points: number }> {
  const started = performance.now();
  const instance = await DuckDBInstance.create(":memory:");
  const db = await instance.connect();
  await db.run("CREATE TABLE loaded (variable_id INTEGER NOT NULL, t BIGINT NOT NULL, v DOUBLE NOT NULL)");
  const appender = await db.createAppender("loaded");
  let points = 0;
  for (const batch of batches) {
    for (const p of batch) {
      appender.appendInteger(p.variableId);
      appender.appendBigInt(BigInt(p.t));
      appender.appendDouble(p.v);
      appender.endRow();
    }
    points += batch.length;
  }
  appender.closeSync();
  await db.run("CREATE TABLE points AS SELECT * FROM loaded ORDER BY variable_id, t");
  await db.run("DROP TABLE loaded");
  const loadMs = performance.now() - started;

  const duck: DuckPoints = {
    async chart(ids, from, to, width) {
      const found = await rows(
        db,
        `SELECT variable_id, (t // ${width}) * ${width} AS b, avg(v), min(v), max(v), count(*)
         FROM points WHERE variable_id IN (${list(ids)}) AND t >= ${from} AND t <= ${to}
         GROUP BY ALL ORDER BY 1, 2`,
      );
      return found.map(([id, t, avg, min, max, count]) => ({
        id: n(id),
        t: n(t),
        avg: n(avg),
        min: n(min),
        max: n(max),
        count: n(count),
      }));
    },
    async raw(ids, from, to) {
      const found = await rows(
        db,
        `SELECT variable_id, t, v FROM points
         WHERE variable_id IN (${list(ids)}) AND t >= ${from} AND t <= ${to} ORDER BY 1, 2`,
      );
      return found.map(([id, t, v]) => ({ id: n(id), t: n(t), v: n(v) }));
    },
    async last(ids) {
      const found = await rows(
        db,
        `SELECT variable_id, max(t), arg_max(v, t) FROM points WHERE variable_id IN (${list(ids)}) GROUP BY 1`,
      );
      return new Map(found.map(([id, t, v]) => [n(id), { t: n(t), v: n(v) }]));
    },
    async averages(ids, from, to) {
      const found = await rows(
        db,
        `SELECT variable_id, avg(v), min(v), max(v), count(*) FROM points
         WHERE variable_id IN (${list(ids)}) AND t >= ${from} AND t <= ${to} GROUP BY 1`,
      );
      return new Map(
        found.map(([id, avg, min, max, count]) => [
          n(id),
          { id: n(id), t: from, avg: n(avg), min: n(min), max: n(max), count: n(count) },
        ]),
      );
    },
    close() {
      db.closeSync();
      instance.closeSync();
    },
  };
  return { duck, loadMs, points };
}
