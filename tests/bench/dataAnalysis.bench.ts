import { effectiveInterval } from "../../domain/dataAnalysis/dataInterval.js";
import { BUCKET_MS } from "../../domain/logdata/granularity.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import type { SqliteTimeSeriesStore } from "../../server/timeseries/sqlite/SqliteTimeSeriesStore.js";
import { startTestServer } from "../support/testServer.js";
import type { BenchRow } from "./table.js";
import { p50 } from "./timeseries.bench.js";

/**
 * The Data Analysis query (issue 13): 10 variables of one vessel over a year, as the page asks for it
 * (GET /LogData/BatchFind, interval Auto → Day, filter outliers, epoch ms), timed over HTTP on a
 * server with a year of 1-minute data; beside it, in the same run, the same day averages computed by
 * a GROUP BY over the raw points (the bare driver, no rollups). Target: p50 < 50 ms.
 */
const DAYS = Number(process.env.BENCH_DA_DAYS ?? 365);
const STEP_MIN = Number(process.env.BENCH_DA_STEP_MIN ?? 1);
const RUNS = Number(process.env.BENCH_DA_RUNS ?? 21);
const VARIABLES = 10;
const MIN = 60_000;
const DAY = 1440 * MIN;
const SUITE = "data analysis";
const TARGET_MS = 50;

export async function benchDataAnalysis(): Promise<BenchRow[]> {
  const server = await startTestServer();
  try {
    const aurora = Object.values(server.ctx.readModels.state("vessels").byId).find(
      (v) => v.name === "Nordic Aurora",
    )!;
    const to = Math.floor(Date.now() / DAY) * DAY;
    const from = to - DAYS * DAY;
    const writer = await server.ctx.timeSeries!.beginImport();
    const defined = await writer.defineVariables(
      aurora.id,
      Array.from({ length: VARIABLES }, (_, k) => ({
        name: `BenchAnalysis${k}`,
        unit: k % 2 === 0 ? "knot" : "kW",
        onboardSystem: "Nautilus",
        taxa: ["Bench: Analysis"],
      })),
    );
    const ids = [...defined.values()];
    const steps = Math.floor((DAYS * DAY) / (STEP_MIN * MIN));
    for (let start = 0; start < steps; start += 2000) {
      const points = [];
      for (let i = start; i < Math.min(steps, start + 2000); i++)
        for (const [k, id] of ids.entries())
          points.push({
            variableId: id,
            t: from + i * STEP_MIN * MIN,
            v: 100 * (k + 1) + 10 * Math.sin(i / 229) + ((i * 7919 + k) % 13),
          });
      await writer.writePoints(points);
    }
    await writer.commit();
    const token = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
    const superToken = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);

    // The page's request for an AllValues/SetPeriod year with interval Auto.
    const granularity = effectiveInterval("Auto", to - from, [STEP_MIN * MIN]);
    const query = new URLSearchParams({
      logVariableIds: ids.join(","),
      fromDate: new Date(from).toISOString(),
      toDate: new Date(to).toISOString(),
      granularity,
      dateTimeFormat: "UnixEpochMs",
      pageSize: "10000",
      filterOutliers: "true",
    }).toString();
    type Batch = { series: Array<{ data: Array<{ value: number }> }>; continuationFilter: string | null };
    const ask = async () => {
      const res = await server.api<Batch>("GET", `/LogData/BatchFind?${query}`, { token });
      if (res.status !== 200 || res.body.continuationFilter !== null)
        throw new Error(`BatchFind answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      return res.body;
    };
    const answer = await ask();
    const points = answer.series.reduce((n, s) => n + s.data.length, 0);
    const served = await p50(RUNS, ask);

    // The same query after 30 deletions (data quality) of one hour each, on 30 days of one variable: those
    // 30 day buckets are recomputed from raw readings at read time (server/shared/exclusions.ts).
    const mapped = await server.api("PUT", `/featuremapping/configuration?vesselid=${aurora.id}`, {
      token: superToken,
      body: {
        features: [
          {
            featureName: "Speed Through Water",
            logVariableId: ids[0],
            intervalSeconds: 60,
            min: 0,
            max: 1000,
            frozenLimitMinutes: 45,
          },
        ],
      },
    });
    if (mapped.status !== 200) throw new Error(`feature mapping answered ${mapped.status}`);
    for (let d = 0; d < 30; d++) {
      const at = from + (d * 12 + 5) * DAY + 10 * 60 * MIN;
      const deleted = await server.api("PUT", "/DataQuality/Outliers/TakeAction/Delete", {
        token: superToken,
        body: {
          vesselId: aurora.id,
          featureName: "Speed Through Water",
          from: new Date(at).toISOString(),
          to: new Date(at + 60 * MIN).toISOString(),
          reason: "bench",
        },
      });
      if (deleted.status !== 200) throw new Error(`Delete answered ${deleted.status}`);
    }
    const withDeletions = await p50(RUNS, ask);

    const store = server.ctx.timeSeries as SqliteTimeSeriesStore;
    const groupBy = store.db.prepare(
      `SELECT variable_id, t / CAST(? AS INTEGER) AS b, avg(v), min(v), max(v), count(*) FROM points
       WHERE variable_id IN (${ids.map(() => "?").join(", ")}) AND t >= ? AND t < ? GROUP BY 1, 2`,
    );
    const bucket = granularity === "Raw" ? 1 : BUCKET_MS[granularity];
    const scanned = groupBy.all(bucket, ...ids, from, to).length;
    const baseline = await p50(3, () => groupBy.all(bucket, ...ids, from, to));

    return [
      {
        suite: SUITE,
        case: `BatchFind of ${VARIABLES} variables over ${DAYS} days of ${STEP_MIN}-min data, ${granularity} (${points.toLocaleString("en-US")} of ${scanned.toLocaleString("en-US")} buckets kept), HTTP`,
        value: served,
        unit: "ms p50",
        baseline,
        ratio: served / baseline,
        target: `< ${TARGET_MS} ms`,
        pass: served < TARGET_MS,
        note: "baseline: GROUP BY over raw points",
      },
      {
        suite: SUITE,
        case: `BatchFind as above, one variable with 30 deleted hours on 30 days (30 day buckets recomputed from raw), HTTP`,
        value: withDeletions,
        unit: "ms p50",
        baseline: served,
        ratio: withDeletions / served,
        note: "baseline: the same query before the deletions",
      },
    ];
  } finally {
    await server.close();
  }
}
