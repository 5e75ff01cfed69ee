import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import { BUCKET_MS, chooseGranularity, intervalForPoints } from "../../domain/logdata/granularity.js";
import type { SqliteTimeSeriesStore } from "../../server/timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { PointInput, TimeSeriesStore } from "../../server/timeseries/TimeSeriesStore.js";
import { startTestServer } from "../support/testServer.js";
import { collectGarbage } from "./collectGarbage.js";
import { benchFleet } from "./fleetSeed.js";
import { type BenchRow, judge } from "./table.js";
import { type DuckPoints, loadDuckPoints } from "./timeseries.duckdb.js";
import { keelsonClient } from "./timeseries.http.js";

/** One year of 1-minute data for 10 variables (5.256 million points); BENCH_TS_DAYS shortens it. */
const DAYS = Number(process.env.BENCH_TS_DAYS ?? 365);
const VARIABLES = 10;
const MIN = 60_000;
const DAY = 1440 * MIN;
const T0 = Date.UTC(2024, 0, 1);
const QUERY_RUNS = 21;
const BATCH = 20_000;
const SUITE = "timeseries/sqlite";
/** The fleet of the last-values and day-averages questions: 50 vessels x 50 variables, BENCH_TS_FLEET_DAYS of 1-min data. */
const FLEET_VESSELS = 50;
const FLEET_VARIABLES = 50;
const FLEET_DAYS = Number(process.env.BENCH_TS_FLEET_DAYS ?? 1);
/** The points a client's year chart asks for (issue 32: 1,200 got 365 before maxPoints was honoured). */
const CHART_MAX_POINTS = 1200;
/** Port of the started server (0: any free one). */
const PORT = Number(process.env.BENCH_TS_PORT ?? 0);

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

/** Minutes [first, first + days x 1440) of every variable, BATCH points at a time. */
function* batches(ids: readonly number[], days: number, first = 0): Generator<PointInput[]> {
  const minutes = first + days * 1440;
  const perBatch = Math.max(1, Math.floor(BATCH / ids.length));
  for (let from = first; from < minutes; from += perBatch) {
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

/** Keelson over HTTP against DuckDB on the same points: value and baseline in ms p50, target a ratio. */
const versus = (
  caseName: string,
  keelsonMs: number,
  duckMs: number,
  maxRatio: number,
  note: string,
): BenchRow => ({
  suite: SUITE,
  case: caseName,
  value: keelsonMs,
  unit: "ms p50",
  baseline: duckMs,
  ratio: keelsonMs / duckMs,
  target: `≤ ${maxRatio} × DuckDB`,
  pass: keelsonMs / duckMs <= maxRatio,
  note,
});

/** The same question asked a call per vessel: no target, it shows the cost of each HTTP call. */
const perCall = (caseName: string, keelsonMs: number, duckMs: number): BenchRow => ({
  suite: SUITE,
  case: caseName,
  value: keelsonMs,
  unit: "ms p50",
  baseline: duckMs,
  ratio: keelsonMs / duckMs,
  note: "no target: the per-call cost; baseline: DuckDB, one query",
});

/** Throws when Keelson's and DuckDB's answers differ: the two sides must answer the same question. */
function same(what: string, a: number, b: number): void {
  if (Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)))
    throw new Error(`timeseries bench: ${what} differ, Keelson ${a}, DuckDB ${b}`);
}

export async function benchTimeSeries(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), "keelson-ts-bench-"));
  const rows: BenchRow[] = [];
  // The store is the started server's own: the HTTP rows read the very points the store rows read.
  const server = await startTestServer({ PORT, DATA_DIR: join(dir, "server") });
  const store = server.ctx.timeSeries as SqliteTimeSeriesStore;
  let duck: DuckPoints | undefined;
  try {
    const fleet = await benchFleet(server, FLEET_VESSELS, []);
    const vessels = fleet.vessels.slice(0, FLEET_VESSELS);
    const total = DAYS * 1440 * VARIABLES;
    const idsForBare = Array.from({ length: VARIABLES }, (_, k) => k + 1);
    const bare = bareInsertRate(join(dir, "bare.db"), batches(idsForBare, DAYS));

    const started = performance.now();
    const writer = await store.beginImport();
    const defined = await writer.defineVariables(
      vessels[0]!.id,
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

    // The fleet: 50 variables on each of 50 vessels, over the last FLEET_DAYS of the year.
    const fleetFirst = (DAYS - FLEET_DAYS) * 1440;
    const fleetIds: number[][] = [];
    for (const vessel of vessels) {
      const w = await store.beginImport();
      const made = await w.defineVariables(
        vessel.id,
        Array.from({ length: FLEET_VARIABLES }, (_, k) => ({
          name: `Sensor ${String(k).padStart(2, "0")}`,
          unit: "bar",
          onboardSystem: "Bench",
          taxa: [],
        })),
      );
      const vesselIds = [...made.values()];
      for (const batch of batches(vesselIds, FLEET_DAYS, fleetFirst)) await w.writePoints(batch);
      await w.commit();
      fleetIds.push(vesselIds);
    }
    const allFleetIds = fleetIds.flat();

    // DuckDB gets the same points: the same generators over the same ids.
    const loaded = await loadDuckPoints(
      (function* () {
        yield* batches(ids, DAYS);
        for (const vesselIds of fleetIds) yield* batches(vesselIds, FLEET_DAYS, fleetFirst);
      })(),
    );
    duck = loaded.duck;
    const duckdb = duck;
    console.error(
      `  DuckDB loaded ${loaded.points.toLocaleString("en-US")} points in ${(loaded.loadMs / 1000).toFixed(1)} s`,
    );

    const yearFrom = T0;
    const yearTo = T0 + DAYS * DAY - 1;
    const raw = store.db;
    const groupBy = raw.prepare(
      `SELECT variable_id, t / ? AS b, avg(v), min(v), max(v), count(*) FROM points
       WHERE variable_id IN (${ids.map(() => "?").join(", ")}) AND t >= ? AND t <= ? GROUP BY 1, 2`,
    );
    const granularity = chooseGranularity(yearTo - yearFrom);
    // The store's rows, like the HTTP rows below, are timed without the seeding's garbage (collectGarbage.ts).
    collectGarbage();
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

    // The same questions through HTTP, as the client asks them, beside DuckDB on the same points.
    // The loads above held the event loop for seconds: let the server and fetch drop their idle
    // keep-alive sockets first (else the first call may go out on a socket the server is closing).
    await new Promise((resolve) => setTimeout(resolve, 200));
    collectGarbage();
    const client = keelsonClient(server.url, fleet.superUser);
    const window = (from: number, to: number) => ({
      logVariableIds: ids.join(","),
      fromDate: new Date(from).toISOString(),
      toDate: new Date(to).toISOString(),
    });
    const yearQuery = {
      ...window(yearFrom, yearTo),
      granularity: "Auto",
      maxPoints: String(CHART_MAX_POINTS),
    };
    const yearAnswer = await client.batchFind(yearQuery);
    // DuckDB buckets the year to the width Keelson answers with (8 hours for 1,200 points a year).
    const interval = intervalForPoints(yearTo - yearFrom, CHART_MAX_POINTS, "Auto");
    const width = BUCKET_MS[interval.granularity as keyof typeof BUCKET_MS] * interval.merge;
    const yearBuckets = yearAnswer.series.reduce((sum, s) => sum + s.t.length, 0);
    const duckYear = await duckdb.chart(ids, yearFrom, yearTo, width);
    rows.push(
      versus(
        `HTTP ${DAYS}-day chart, ${VARIABLES} variables, maxPoints ${CHART_MAX_POINTS} (${yearBuckets.toLocaleString("en-US")} buckets; DuckDB ${duckYear.length.toLocaleString("en-US")} of ${width / (60 * MIN)} h from raw)`,
        await p50(QUERY_RUNS, () => client.batchFind(yearQuery)),
        await p50(QUERY_RUNS, () => duckdb.chart(ids, yearFrom, yearTo, width)),
        0.5,
        "baseline: DuckDB GROUP BY over raw",
      ),
    );

    const dayQuery = { ...window(dayFrom, dayTo), granularity: "Raw" };
    const dayAnswer = await client.batchFind(dayQuery);
    const dayRaw = await duckdb.raw(ids, dayFrom, dayTo);
    same(
      "raw day points",
      dayAnswer.series.reduce((sum, s) => sum + s.t.length, 0),
      dayRaw.length,
    );
    rows.push(
      versus(
        `HTTP one day raw x ${VARIABLES} variables (${dayRaw.length.toLocaleString("en-US")} points, ${dayAnswer.pages} page)`,
        await p50(QUERY_RUNS, () => client.batchFind(dayQuery)),
        await p50(QUERY_RUNS, () => duckdb.raw(ids, dayFrom, dayTo)),
        1.5,
        "baseline: DuckDB SELECT",
      ),
    );

    // The fleet's questions as a user asks them: one call for the whole fleet (the ids in a JSON body).
    // The same questions a call per vessel follow, untargeted: they show what each HTTP call costs.
    const duckLast = await duckdb.last(allFleetIds);
    const sameLast = (keelsonLast: Map<number, { t: number; v: number }>) => {
      for (const id of allFleetIds) {
        same(`last time of ${id}`, keelsonLast.get(id)?.t ?? Number.NaN, duckLast.get(id)?.t ?? Number.NaN);
        same(`last value of ${id}`, keelsonLast.get(id)!.v, duckLast.get(id)!.v);
      }
    };
    sameLast(await client.fleetLast(allFleetIds));
    sameLast(await client.last(fleetIds));
    const duckLastMs = await p50(QUERY_RUNS, () => duckdb.last(allFleetIds));
    const lastCase = `HTTP last values, ${FLEET_VESSELS} vessels x ${FLEET_VARIABLES} variables`;
    rows.push(
      versus(
        `${lastCase} (one POST call)`,
        await p50(QUERY_RUNS, () => client.fleetLast(allFleetIds)),
        duckLastMs,
        2,
        "baseline: DuckDB arg_max",
      ),
      perCall(
        `${lastCase} (a call per vessel, 6 in flight)`,
        await p50(QUERY_RUNS, () => client.last(fleetIds)),
        duckLastMs,
      ),
    );

    const avgFrom = T0 + (DAYS - 1) * DAY;
    const avgTo = avgFrom + DAY - 1;
    const duckAvg = await duckdb.averages(allFleetIds, avgFrom, avgTo);
    const sameAverages = (keelsonAvg: Map<number, { avg: number; count: number }>) => {
      for (const id of allFleetIds) {
        same(
          `day count of ${id}`,
          keelsonAvg.get(id)?.count ?? Number.NaN,
          duckAvg.get(id)?.count ?? Number.NaN,
        );
        same(`day mean of ${id}`, keelsonAvg.get(id)!.avg, duckAvg.get(id)!.avg);
      }
    };
    sameAverages(await client.fleetAverages(allFleetIds, avgFrom, avgTo));
    sameAverages(await client.averages(fleetIds, avgFrom, avgTo));
    const duckAvgMs = await p50(QUERY_RUNS, () => duckdb.averages(allFleetIds, avgFrom, avgTo));
    const avgCase = `HTTP a day's averages, ${allFleetIds.length.toLocaleString("en-US")} variables`;
    rows.push(
      versus(
        `${avgCase} (one POST call)`,
        await p50(QUERY_RUNS, () => client.fleetAverages(allFleetIds, avgFrom, avgTo)),
        duckAvgMs,
        2,
        "baseline: DuckDB GROUP BY",
      ),
      perCall(
        `${avgCase} (a call per vessel, 6 in flight)`,
        await p50(QUERY_RUNS, () => client.averages(fleetIds, avgFrom, avgTo)),
        duckAvgMs,
      ),
    );
  } finally {
    duck?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
