import { performance } from "node:perf_hooks";
import { type FeatureName, suggestFeatureMapping } from "../../domain/featureMapping/features.js";
import { ISO_FEATURES } from "../../domain/hullPerformance/iso19030.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { readAllPoints } from "../../server/timeseries/readAll.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { type BenchRow, judge } from "./table.js";

const SUITE = "fouling";
const RUNS = 3;
/** Seconds between samples: 120 by default (BENCH_FOULING_STEP=60 for the full 1-minute year, slower to seed). */
const STEP = Number(process.env.BENCH_FOULING_STEP ?? 120);
const DAYS = 365;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Seeds Nordic Aurora's simulated year (the ISO 19030 features and the main engine's fuel, every STEP s)
 * into a test server's store; shared with the long-trends bench.
 */
export async function seedAuroraYear(server: TestServer) {
  const aurora = NORDIC_BULK_VESSELS[0]!;
  const vesselId = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (v) => v.name === aurora.particulars.name,
  )!.id;
  const to = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = to - DAYS * DAY_MS;
  const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), to);
  const store = server.ctx.timeSeries!;
  const definitions = simulation.day(from, { stepSeconds: 3600 }).variables;
  const mapping = suggestFeatureMapping(
    definitions.map((v, id) => ({ id, name: v.name, unit: v.unit, taxa: v.taxa })),
  );
  const wanted = new Set(
    ([...ISO_FEATURES, "ME Fuel Mass Flow"] as FeatureName[]).map((f) => mapping[f]?.name).filter(Boolean),
  );
  const seeded = performance.now();
  let points = 0;
  for (let day = 0; day < DAYS; day += 30) {
    const writer = await store.beginImport();
    try {
      const ids = await writer.defineVariables(
        vesselId,
        definitions.filter((v) => wanted.has(v.name)),
      );
      for (let d = day; d < Math.min(DAYS, day + 30); d++) {
        const simulated = simulation.day(from + d * DAY_MS, { stepSeconds: STEP });
        const batch = simulated.samples
          .filter((s) => wanted.has(s.variable))
          .map((s) => ({ variableId: ids.get(s.variable)!, t: s.t, v: s.value }));
        points += batch.length;
        await writer.writePoints(batch);
      }
      await writer.commit();
    } catch (error) {
      await writer.rollback();
      throw error;
    }
  }
  console.error(
    `  fouling: seeded ${points.toLocaleString("en")} points in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  return { token, vesselId, from, to, store, wanted, points };
}

/**
 * The Fouling page's data (GET /Fouling/SpeedLoss) for one vessel-year, computed from the raw log data
 * on every call (no cache: every call is cold), through the real server; issue 14's target is under
 * 2 s. Beside it, in the same run: reading the same variables' raw points from the store alone.
 * Nordic Aurora's simulated year (the ISO 19030 features and the main engine's fuel, every STEP s).
 */
export async function benchFouling(): Promise<BenchRow[]> {
  const server = await startTestServer();
  try {
    const { token, vesselId, from, to, store, wanted, points } = await seedAuroraYear(server);
    const variables = (await store.variables(vesselId)).filter((v) => wanted.has(v.name));
    const path = `/Fouling/SpeedLoss?vesselId=${vesselId}&fromDate=${new Date(from).toISOString()}&toDate=${new Date(to).toISOString()}`;
    let days = 0;
    const page = await timed(async () => {
      const answer = await server.api<{ history: unknown[] }>("GET", path, { token });
      if (answer.status !== 200)
        throw new Error(`GET /Fouling/SpeedLoss answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      days = answer.body.history.length;
    });
    const read = await timed(() =>
      Promise.all(
        variables.map((v) =>
          readAllPoints(store, { variableId: v.id, from, to: to - 1, granularity: "Raw" }),
        ),
      ),
    );
    const row = judge(
      {
        suite: SUITE,
        case: `Fouling page data, one vessel-year (${points.toLocaleString("en")} points, every ${STEP} s), cold, p50`,
        value: page,
        unit: "ms",
        baseline: read,
        note: `baseline: the same raw points read from the store alone; ${days} days with a value`,
      },
      {},
    );
    return [{ ...row, target: "< 2,000 ms", pass: page < 2000 }];
  } finally {
    await server.close();
  }
}
