import { performance } from "node:perf_hooks";
import pg from "pg";
import { chooseGranularity } from "../../domain/logdata/granularity.js";
import { DAY_MS, HOUR_MS, QUARTER_MS } from "../../server/timeseries/buckets.js";
import { PostgresTimeSeriesStore } from "../../server/timeseries/postgres/PostgresTimeSeriesStore.js";
import { nextMonth, partitionName } from "../../server/timeseries/postgres/partitions.js";
import { rollupFromRawSql, rollupFromRollupSql, tablesOf } from "../../server/timeseries/postgres/schema.js";
import { readAllPoints } from "../../server/timeseries/readAll.js";
import type { BenchRow } from "./table.js";

/**
 * Reads of the PostgreSQL time-series store as raw data grows (docs/performance.md, "Partitioned raw
 * points"). Raw points of BENCH_PG_VARIABLES variables, one a minute, are generated straight into the
 * month partitions year by year backwards from 2025 until BENCH_PG_POINTS_START points are stored, with
 * their rollups; the reads are timed; then older years are added up to BENCH_PG_POINTS_END and the
 * same reads timed again. The queried year (2025) holds the same points at both sizes: what grows is
 * the history (and the number of partitions). Runs in its own database, dropped afterwards.
 */
const START = Number(process.env.BENCH_PG_POINTS_START ?? 10_000_000);
const END = Number(process.env.BENCH_PG_POINTS_END ?? 100_000_000);
const VARIABLES = Number(process.env.BENCH_PG_VARIABLES ?? 19);
/**
 * Runs per read and size. The reads take 1–3 ms, most of it in the client (the one-year chart's query runs
 * in 0.6 ms of planning and execution at either size): with 15 runs the same 10 M-point store measured
 * 0.88 ms in one run and 1.89 ms in the next, and the ratio swung with it (2.13 and 0.97).
 */
const RUNS = 61;
const SUITE = "pg partitions";
const MIN = 60_000;
const QUERY_YEAR = 2025;
/** A read may take at most this much longer at the end size than at the start size. */
const MAX_RATIO = 1.5;

interface Loaded {
  points: number;
  partitions: number;
  /** The oldest year loaded so far; the next load continues before it. */
  oldestYear: number;
}

async function loadYear(store: PostgresTimeSeriesStore, admin: pg.Client, ids: number[], year: number) {
  const t = tablesOf(store.schema);
  const months: number[] = [];
  for (let m = Date.UTC(year, 0, 1); m < Date.UTC(year + 1, 0, 1); m = nextMonth(m)) months.push(m);
  await store.ensurePartitions(months);
  let points = 0;
  for (const start of months) {
    // One statement per month, variable after variable in time order: index pages fill at the right edge.
    const result = await admin.query(
      `INSERT INTO ${t.points} (variable_id, t, v)
       SELECT r.id, g.t, 100 * r.id + 10 * sin(g.t / 13740000.0) + ((g.t / 60000 * 7919 + r.id) % 13)
       FROM unnest($1::integer[]) WITH ORDINALITY AS r(id, o)
       CROSS JOIN LATERAL generate_series($2::bigint, $3::bigint - 60000, 60000) AS g(t)`,
      [ids, start, nextMonth(start)],
    );
    points += result.rowCount ?? 0;
  }
  // Rollups as imports leave them, computed by the store's own statements over the year.
  const lo = Date.UTC(year, 0, 1);
  const hi = Date.UTC(year + 1, 0, 1);
  const ranges = [ids, ids.map(() => lo), ids.map(() => hi)];
  await admin.query(rollupFromRawSql(t, t.Quarter, QUARTER_MS), ranges);
  await admin.query(rollupFromRollupSql(t.Quarter, t.Hour, HOUR_MS), ranges);
  await admin.query(rollupFromRollupSql(t.Hour, t.Day, DAY_MS), ranges);
  await admin.query(
    `UPDATE ${t.variables} SET first_at = LEAST(coalesce(first_at, $1), $1), last_at = GREATEST(coalesce(last_at, $2), $2)`,
    [lo, hi - MIN],
  );
  return points;
}

async function growTo(
  store: PostgresTimeSeriesStore,
  admin: pg.Client,
  ids: number[],
  loaded: Loaded,
  target: number,
): Promise<void> {
  // A year of the default 19 variables is 9.99 M points: within 1 % of the target is there.
  while (loaded.points < target * 0.99) {
    const year = loaded.oldestYear - 1;
    const started = Date.now();
    loaded.points += await loadYear(store, admin, ids, year);
    loaded.oldestYear = year;
    // As autovacuum would leave them: measured while it works on 10 M fresh rows, reads vary with it.
    for (let m = Date.UTC(year, 0, 1); m < Date.UTC(year + 1, 0, 1); m = nextMonth(m)) {
      await admin.query(`VACUUM (ANALYZE) ${partitionName(m)}`);
    }
    console.error(
      `  loaded ${year}: ${(loaded.points / 1e6).toFixed(1)} M points (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  await admin.query("VACUUM (ANALYZE) ts_rollup_quarter, ts_rollup_hour, ts_rollup_day, ts_log_variables");
  const { rows } = await admin.query<{ n: string }>(
    "SELECT count(*) AS n FROM pg_inherits WHERE inhparent = 'ts_points'::regclass",
  );
  loaded.partitions = Number(rows[0]?.n ?? 0);
}

/** Median milliseconds of RUNS runs of `read` (after one warm-up run). */
async function p50(read: () => Promise<unknown>): Promise<number> {
  await read();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function reads(store: PostgresTimeSeriesStore, variableId: number): Record<string, () => Promise<unknown>> {
  const from = Date.UTC(QUERY_YEAR, 0, 1);
  const to = Date.UTC(QUERY_YEAR + 1, 0, 1) - 1;
  const day = Date.UTC(QUERY_YEAR, 6, 15);
  return {
    // What the chart of a one-year window reads (Day rollups: 365 points).
    "one-year chart (Day rollups)": () =>
      readAllPoints(store, { variableId, from, to, granularity: chooseGranularity(to - from) }),
    // The statistics of a one-year window: rollups inside, raw points at the ragged edges.
    "one-year statistics": () => store.statistics([variableId], from + 7 * MIN, to - 7 * MIN),
    // A chart zoomed into one day of raw points (one partition).
    "one-day raw chart": () =>
      readAllPoints(store, { variableId, from: day, to: day + DAY_MS - 1, granularity: "Raw" }),
  };
}

export async function benchPgPartitions(): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    return [
      {
        suite: SUITE,
        case: "one-year chart",
        value: Number.NaN,
        unit: "ms",
        note: "skipped: set TEST_DATABASE_URL",
      },
    ];
  }
  // Unique per run: two benches (or two engineers) on one server never drop each other's database.
  const database = process.env.BENCH_PG_DATABASE ?? `bench_parts_${process.pid}_${Date.now().toString(36)}`;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS ${database}`);
  await server.query(`CREATE DATABASE ${database}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${database}`;
  const store = await PostgresTimeSeriesStore.connect(benchUrl.toString());
  const admin = new pg.Client({ connectionString: benchUrl.toString() });
  await admin.connect();
  try {
    await admin.query("SET synchronous_commit = off");
    await admin.query("SET work_mem = '256MB'");
    const writer = await store.beginImport();
    const defined = await writer.defineVariables(
      "bench-vessel",
      Array.from({ length: VARIABLES }, (_, i) => ({
        name: `Variable${i + 1}`,
        unit: "knot",
        onboardSystem: "Bench",
        taxa: [],
      })),
    );
    await writer.commit();
    const ids = [...defined.values()].sort((a, b) => a - b);
    const queried = ids[0]!;
    const loaded: Loaded = { points: 0, partitions: 0, oldestYear: QUERY_YEAR + 1 };

    const measure = async () => {
      // The load's dirty pages written out first at both sizes: a checkpoint under way is no part of the size.
      // (CHECKPOINT needs a superuser or pg_checkpoint; without, the reads are timed as they come.)
      await admin.query("CHECKPOINT").catch(() => undefined);
      const out: Record<string, number> = {};
      for (const [name, read] of Object.entries(reads(store, queried))) out[name] = await p50(read);
      return out;
    };
    await growTo(store, admin, ids, loaded, START);
    const small = { ...loaded, times: await measure() };
    await growTo(store, admin, ids, loaded, END);
    const large = { ...loaded, times: await measure() };

    const size = (l: Loaded) => `${(l.points / 1e6).toFixed(1)} M points, ${l.partitions} partitions`;
    return Object.keys(small.times).map((name) => {
      const value = large.times[name]!;
      const baseline = small.times[name]!;
      const ratio = value / baseline;
      return {
        suite: SUITE,
        case: `${name}: p50 at ${size(large)} vs ${size(small)}`,
        value,
        unit: "ms",
        baseline,
        ratio,
        target: `ratio ≤ ${MAX_RATIO}`,
        pass: ratio <= MAX_RATIO,
      };
    });
  } finally {
    await admin.end();
    await store.close();
    if (process.env.BENCH_PG_KEEP !== "1") await server.query(`DROP DATABASE IF EXISTS ${database}`);
    await server.end();
  }
}
