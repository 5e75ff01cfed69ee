import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import { chooseGranularity } from "../../domain/logdata/granularity.js";
import { SqliteTimeSeriesStore } from "../../server/timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { PointInput, TimeSeriesStore } from "../../server/timeseries/TimeSeriesStore.js";
import { type BenchRow, judge } from "./table.js";

/** One year of 1-minute data for 10 variables (5.256 million points); BENCH_TS_DAYS shortens it. */
const DAYS = Number(process.env.BENCH_TS_DAYS ?? 365);
const VARIABLES = 10;
const MIN = 60_000;
const DAY = 1440 * MIN;
const T0 = Date.UTC(2024, 0, 1);
const QUERY_RUNS = 21;
const BATCH = 20_000;
const SUITE = "timeseries/sqlite";

/** The points of minute `i` for every variable: a day-long swell with noise (deterministic). */
function minuteOf(ids: readonly number[], i: number, out: PointInput[]): void {
  for (let k = 0; k < ids.length; k++) {
    out.push({
      variableId: ids[k]!,
      t: T0 + i * MIN,
      v: 100 * (k + 1) + 10 * Math.sin(i / 229) + ((i * 7919 + k) % 13),
    });
  }
}

function* batches(ids: readonly number[], days: number): Generator<PointInput[]> {
  const minutes = days * 1440;
  const perBatch = Math.floor(BATCH / ids.length);
  for (let from = 0; from < minutes; from += perBatch) {
    const out: PointInput[] = [];
    for (let i = from; i < Math.min(minutes, from + perBatch); i++) minuteOf(ids, i, out);
    yield out;
  }
}

const BARE_DDL = `CREATE TABLE points (
  variable_id INTEGER NOT NULL, t INTEGER NOT NULL, v REAL NOT NULL, PRIMARY KEY (variable_id, t)
) WITHOUT ROWID`;

/**
 * The baseline of ingest: the same rows inserted one by one with a prepared statement into a bare
 * WITHOUT ROWID table, in one transaction, no rollups. Answers points per second.
 * (The import pipeline's zip-to-stored bench measures itself against this.)
 */
export function bareInsertRate(file: string, rows: Iterable<readonly PointInput[]>): number {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.exec(BARE_DDL);
    const insert = db.prepare("INSERT INTO points (variable_id, t, v) VALUES (?, ?, ?)");
    let count = 0;
    const started = performance.now();
    db.exec("BEGIN");
    for (const batch of rows) {
      for (const p of batch) insert.run(p.variableId, p.t, p.v);
      count += batch.length;
    }
    db.exec("COMMIT");
    return (count / (performance.now() - started)) * 1000;
  } finally {
    db.close();
  }
}

/** Median time of `runs` runs of `work`, in ms (also used by the data analysis bench). */
export async function p50(runs: number, work: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Every point of every variable in the window at one granularity, through the store's paging. */
async function chart(
  store: TimeSeriesStore,
  ids: readonly number[],
  from: number,
  to: number,
): Promise<number> {
  const granularity = chooseGranularity(to - from);
  let points = 0;
  for (const variableId of ids) {
    let after: number | undefined;
    do {
      const page = await store.series({
        variableId,
        from,
        to,
        granularity,
        limit: 5000,
        ...(after === undefined ? {} : { after }),
      });
      points += page.points.length;
      after = page.nextAfter ?? undefined;
    } while (after !== undefined);
  }
  return points;
}

const latency = (caseName: string, value: number, baseline: number, maxMs: number): BenchRow => ({
  suite: SUITE,
  case: caseName,
  value,
  unit: "ms p50",
  baseline,
  ratio: value / baseline,
  target: `< ${maxMs} ms`,
  pass: value < maxMs,
});

export async function benchTimeSeries(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-ts-bench-"));
  const rows: BenchRow[] = [];
  const store = SqliteTimeSeriesStore.open(join(dir, "timeseries.db"));
  try {
    const total = DAYS * 1440 * VARIABLES;
    const idsForBare = Array.from({ length: VARIABLES }, (_, k) => k + 1);
    const bare = bareInsertRate(join(dir, "bare.db"), batches(idsForBare, DAYS));

    const started = performance.now();
    const writer = await store.beginImport();
    const defined = await writer.defineVariables(
      "bench-vessel",
      idsForBare.map((k) => ({ name: `Variable${k}`, unit: "kW", onboardSystem: "Bench", taxa: [] })),
    );
    const ids = [...defined.values()];
    for (const batch of batches(ids, DAYS)) await writer.writePoints(batch);
    await writer.commit();
    const written = (total / (performance.now() - started)) * 1000;
    rows.push(
      judge(
        {
          suite: SUITE,
          case: `store write with rollups, ${total.toLocaleString("en-US")} points (no zip/CSV)`,
          value: written,
          unit: "points/s",
          baseline: bare,
          note: "baseline: bare insert",
        },
        { min: 250_000, minRatio: 0.5 },
      ),
    );

    const yearFrom = T0;
    const yearTo = T0 + DAYS * DAY - 1;
    const raw = store.db;
    const groupBy = raw.prepare(
      `SELECT variable_id, t / ? AS b, avg(v), min(v), max(v), count(*) FROM points
       WHERE variable_id IN (${ids.map(() => "?").join(", ")}) AND t >= ? AND t <= ? GROUP BY 1, 2`,
    );
    const granularity = chooseGranularity(yearTo - yearFrom);
    const chartPoints = await chart(store, ids, yearFrom, yearTo);
    const chartMs = await p50(QUERY_RUNS, () => chart(store, ids, yearFrom, yearTo));
    const chartBase = await p50(3, () => groupBy.all(DAY, ...ids, yearFrom, yearTo));
    rows.push(
      latency(
        `${DAYS} days of 1-min data x ${VARIABLES} variables for 1,200 px (${granularity}, ${chartPoints.toLocaleString("en-US")} points)`,
        chartMs,
        chartBase,
        50,
      ),
    );

    const dayFrom = T0 + Math.floor(DAYS / 2) * DAY;
    const dayTo = dayFrom + DAY - 1;
    const dayPoints = await chart(store, ids, dayFrom, dayTo);
    const dayMs = await p50(QUERY_RUNS, () => chart(store, ids, dayFrom, dayTo));
    const dayBase = await p50(QUERY_RUNS, () => groupBy.all(MIN, ...ids, dayFrom, dayTo));
    rows.push(
      latency(
        `one day raw x ${VARIABLES} variables (${dayPoints.toLocaleString("en-US")} points)`,
        dayMs,
        dayBase,
        20,
      ),
    );
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
