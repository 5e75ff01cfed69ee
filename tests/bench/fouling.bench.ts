import { performance } from "node:perf_hooks";
import { type FeatureName, suggestFeatureMapping } from "../../domain/featureMapping/features.js";
import { ISO_FEATURES } from "../../domain/hullPerformance/iso19030.js";
import { entryOf } from "../../domain/shared/records.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { rebuildDailyStore, vesselDays } from "../../server/dailyPerformance/dailyPerformance.js";
import { settingsOf } from "../../server/dailyPerformance/hullReads.js";
import { analyseVessel } from "../../server/dailyPerformance/rawAnalysis.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { recomputeStatusInputs } from "../../server/features/longTrends/statusStore.js";
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
 * The Fouling page's data (GET /Fouling/SpeedLoss) for one vessel-year through the real server, read
 * from the daily performance store (server/dailyPerformance: the year's stored days folded; issue 14's
 * target is under 2 s). Beside it, in the same run: the raw path the page took before (analyseVessel:
 * the year's raw points read and analysed, what fills the store), the store's fill from the log data
 * (daily:rebuild of the vessel-year), and what one imported day's package costs the import: its day
 * recomputed and the vessel's status summary refolded.
 */
export async function benchFouling(): Promise<BenchRow[]> {
  const server = await startTestServer();
  try {
    const { token, vesselId, from, to, points } = await seedAuroraYear(server);
    const vessel = entryOf(server.ctx.readModels.state("vessels").byId, vesselId)!;
    const settings = settingsOf(server.ctx, vesselId)!;
    const rebuildStarted = performance.now();
    const rebuilt = await rebuildDailyStore(server.ctx, { vesselIds: [vesselId], force: true });
    const rebuild = performance.now() - rebuildStarted;
    // The fill holds the event loop for long stretches: the client's idle keep-alive socket may be closed
    // under it. One untimed call takes the hit (and a new socket) before the timed ones.
    await server.api("GET", "/Vessels", { token }).catch(() => undefined);
    const path = `/Fouling/SpeedLoss?vesselId=${vesselId}&fromDate=${new Date(from).toISOString()}&toDate=${new Date(to).toISOString()}`;
    let days = 0;
    const page = await timed(async () => {
      const answer = await server.api<{ history: unknown[] }>("GET", path, { token });
      if (answer.status !== 200)
        throw new Error(`GET /Fouling/SpeedLoss answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      days = answer.body.history.length;
    });
    const raw = await timed(() => analyseVessel(server.ctx, vessel, settings, from, to));
    const lastDay = to - DAY_MS;
    const perImport = await timed(async () => {
      await vesselDays(server.ctx, vessel, lastDay, to, { force: true });
      await recomputeStatusInputs(server.ctx, vessel);
    });
    const row = judge(
      {
        suite: SUITE,
        case: `Fouling page data, one vessel-year (${points.toLocaleString("en")} points, every ${STEP} s), from the daily store, p50`,
        value: page,
        unit: "ms",
        baseline: raw,
        note: `baseline: the raw path (analyseVessel over the year's raw points) in the same run; ${days} days with a value`,
      },
      {},
    );
    return [
      { ...row, target: "< 2,000 ms", pass: page < 2000 },
      {
        suite: SUITE,
        case: "Per-import recompute: one day's package (its stored day and the vessel's status summary), p50",
        value: perImport,
        unit: "ms",
        note: "what the import worker adds after each package (ImportWorker.recomputeDaily)",
      },
      {
        suite: SUITE,
        case: `Daily store fill (daily:rebuild) of the vessel-year, ${rebuilt.computed} days`,
        value: rebuild,
        unit: "ms",
        note: "once per vessel, from the existing log data",
      },
    ];
  } finally {
    await server.close();
  }
}
