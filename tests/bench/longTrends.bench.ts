import { performance } from "node:perf_hooks";
import { rebuildDailyStore } from "../../server/dailyPerformance/dailyPerformance.js";
import { rawLongTrendInputs } from "../../server/features/longTrends/trendInputs.js";
import { startTestServer } from "../support/testServer.js";
import { seedAuroraYear } from "./fouling.bench.js";
import { type BenchRow, judge } from "./table.js";

const SUITE = "long trends";
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Long trends (GET /LongTrends/Find: speed loss, rpm and SFOC deviation, periods, status) for one
 * vessel-year, folded from the daily performance store (each run a window 1 ms different: nothing is
 * reused in memory; issue 13's target is under 2 s). Beside it, in the same run: the raw path it took
 * before (rawLongTrendInputs: the year's raw points read and analysed).
 */
export async function benchLongTrends(): Promise<BenchRow[]> {
  const server = await startTestServer();
  try {
    const { token, vesselId, from, to, points } = await seedAuroraYear(server);
    await rebuildDailyStore(server.ctx, { vesselIds: [vesselId] });
    // The fill holds the event loop for long stretches: the client's idle keep-alive socket may be closed
    // under it. One untimed call takes the hit (and a new socket) before the timed ones.
    await server.api("GET", "/Vessels", { token }).catch(() => undefined);
    const call = async (shift: number) => {
      const path = `/LongTrends/Find?vesselId=${vesselId}&fromDate=${new Date(from + shift).toISOString()}&toDate=${new Date(to).toISOString()}`;
      const answer = await server.api<{ items: unknown[] }>("GET", path, { token });
      if (answer.status !== 200) throw new Error(`GET /LongTrends/Find answered ${answer.status}`);
    };
    const stored: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await call(i + 1);
      stored.push(performance.now() - started);
    }
    const raw: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await rawLongTrendInputs(server.ctx, vesselId, from + i + 1, to);
      raw.push(performance.now() - started);
    }
    const row = judge(
      {
        suite: SUITE,
        case: `Long trends, one vessel-year (${points.toLocaleString("en")} points), from the daily store, p50`,
        value: median(stored),
        unit: "ms",
        baseline: median(raw),
        note: "baseline: the raw path (rawLongTrendInputs over the year's raw points) in the same run",
      },
      {},
    );
    return [{ ...row, target: "< 2,000 ms", pass: median(stored) < 2000 }];
  } finally {
    await server.close();
  }
}
