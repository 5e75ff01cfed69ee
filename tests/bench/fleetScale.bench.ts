import { fork } from "node:child_process";
import os from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance as perf } from "node:perf_hooks";
import pg from "pg";
import { featureByName } from "../../domain/vessels/features.js";
import type { ServerConfig } from "../../server/config.js";
import { startTestServer } from "../support/testServer.js";
import type { FleetClientsAnswer, FleetClientsCommand } from "./fleetClients.child.js";
import { benchFleet, median, percentile, seedFleetData } from "./fleetSeed.js";
import { recordLoopStalls, reportStalls } from "./loopStalls.js";
import type { BenchRow } from "./table.js";

const SUITE = "fleet scale";
const FLEET_FEATURES = ["DataQuality", "Diagnostics"].map((name) => featureByName(name)!.id);
const DAY = 86_400_000;
const HOUR = 3_600_000;
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * A fleet on one server (issue 32): BENCH_FLEET_VESSELS vessels (default 500) × BENCH_FLEET_DAYS days
 * (default 90) of 10-minute data, six mapped features and BENCH_FLEET_EXTRA more variables (default 44:
 * 50 a vessel), written straight into the store. Through the server, as a client calls it:
 *
 * - the data-quality Summary (30 days): the first call and the median of 5 further ones (stored days);
 * - GET /Vessels of the whole fleet (the super user's; every vessel has Diagnostics, so each answers its
 *   performance status): the first call and the median of 10 further ones;
 * - 4 clients calling the Summary for ever other spans (BENCH_FLEET_SHIFT: whole days, or hours) while
 *   that GET /Vessels then GET /Version run every 25 ms: their p99, and the event loop's delay p99 and
 *   max over the same seconds (perf_hooks monitorEventLoopDelay, 10 ms resolution).
 *
 * The load's clients run in a child process (fleetClients.child.ts), so the server's event loop, its delay
 * and its busy share are the server's own.
 * On SQLite, and on PostgreSQL (a schema of its own, dropped after) when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set; BENCH_FLEET_STORES=sqlite (or postgresql) runs only one.
 * BENCH_FLEET_PORT: the server's port (default any free one). BENCH_FLEET_STALLS=1: what held the server's
 * event loop during the load seconds, with each stall's CPU and run-queue time (loopStalls.ts), printed;
 * BENCH_STALLS_FILE=/path/{store}.json keeps every stall.
 */
/**
 * The load's clients in a child process (fleetClients.child.ts), once it has started: `run` answers
 * `ended` when the load seconds are over, then `done` with the times.
 */
async function fleetClients() {
  const child = fork(join(import.meta.dirname, "fleetClients.child.ts"), [], {
    execArgv: ["--import", "tsx"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", (answer: FleetClientsAnswer) =>
      answer.kind === "ready" ? resolve() : reject(new Error(`fleet clients answered ${answer.kind}`)),
    );
    child.once("error", reject);
  });
  return {
    run(command: FleetClientsCommand) {
      let endedNow: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        endedNow = resolve;
      });
      const done = new Promise<Extract<FleetClientsAnswer, { kind: "done" }>>((resolve, reject) => {
        child.on("message", (answer: FleetClientsAnswer) => {
          if (answer.kind === "ended") endedNow();
          else if (answer.kind === "done") resolve(answer);
          else if (answer.kind === "failed") reject(new Error(`fleet clients failed: ${answer.message}`));
        });
        child.once("exit", (code) => reject(new Error(`fleet clients exited (${code})`)));
      });
      done.catch(() => endedNow());
      child.send(command);
      return { ended, done };
    },
  };
}

export async function benchFleetScale(): Promise<BenchRow[]> {
  const stores = (process.env.BENCH_FLEET_STORES ?? "sqlite,postgresql").split(",").map((s) => s.trim());
  const rows: BenchRow[] = [];
  if (stores.includes("sqlite")) rows.push(...(await fleetScaleOn("SQLite", {})));
  if (!stores.includes("postgresql")) return rows;
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    rows.push({
      suite: SUITE,
      case: "PostgreSQL",
      value: Number.NaN,
      unit: "ms",
      note: "skipped: set TEST_DATABASE_URL",
    });
    return rows;
  }
  const schema = `bench_fleet_${process.pid}_${Date.now().toString(36)}`;
  try {
    rows.push(...(await fleetScaleOn("PostgreSQL", { DATABASE_URL: url, DATABASE_SCHEMA: schema })));
  } finally {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
  return rows;
}

async function fleetScaleOn(storeName: string, overrides: Partial<ServerConfig>): Promise<BenchRow[]> {
  const vesselCount = num("BENCH_FLEET_VESSELS", 500);
  const days = num("BENCH_FLEET_DAYS", 90);
  const extra = Number(process.env.BENCH_FLEET_EXTRA ?? 44);
  const loadSeconds = num("BENCH_FLEET_LOAD_SECONDS", 15);
  // BENCH_FLEET_PORT: a fixed port (a shared machine's block) instead of any free one.
  const port = num("BENCH_FLEET_PORT", 0);
  const server = await startTestServer(port ? { ...overrides, PORT: port } : overrides);
  try {
    const seedStarted = performance.now();
    const { superUser, vessels } = await benchFleet(server, vesselCount, FLEET_FEATURES);
    const to = Math.floor(Date.now() / DAY) * DAY;
    const from = to - days * DAY;
    const { points, statusRefreshMs, qualityRefreshMs } = await seedFleetData(server, vessels, from, to, {
      stepMs: 10 * 60_000,
      extra,
    });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // The idle keep-alive socket may have been closed during the seeding: the first call takes the hit.
    await server.api("GET", "/Version").catch(() => undefined);
    const size = `${vessels.length} vessels × ${days} days × ${6 + extra} variables (${(points / 1e6).toFixed(1)} M points, seeded in ${seedSeconds.toFixed(0)} s)`;

    const summary = (f: number, t: number) =>
      `/DataQuality/FleetOverview?from=${new Date(f).toISOString()}&to=${new Date(t).toISOString()}`;
    const time = async (path: string, token: string) => {
      const started = performance.now();
      const answer = await server.api<{ vessels?: unknown[] }>("GET", path, { token });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      return performance.now() - started;
    };
    const listCold = await time("/Vessels", superUser);
    const list: number[] = [];
    for (let i = 0; i < 10; i++) list.push(await time("/Vessels", superUser));
    const span = summary(to - 30 * DAY, to);
    const cold = await time(span, superUser);
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) warm.push(await time(span, superUser));

    // Four clients on fleet-wide calls, each span new: shifted by a whole day a call (BENCH_FLEET_SHIFT=day,
    // the default: the Summary page asks whole days, which the stored days answer), cycling over the seeded
    // days, or by an hour a call (=hour: spans of no whole days, computed vessel by vessel). They and the
    // light caller run in a child process: this process's event loop does only the server's work.
    const shiftMs = process.env.BENCH_FLEET_SHIFT === "hour" ? HOUR : DAY;
    const clients = await fleetClients();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    const utilisationBefore = perf.eventLoopUtilization();
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = process.cpuUsage();
    const loadStarted = performance.now();
    lag.enable();
    // BENCH_FLEET_STALLS=1: what held the loop in each stall over 20 ms, with its CPU and run-queue time.
    const stalls = process.env.BENCH_FLEET_STALLS ? await recordLoopStalls() : undefined;
    const { ended, done } = clients.run({
      api: `${server.url}/api/v1`,
      token: superUser,
      to,
      shiftMs,
      shifts: days,
      summaryClients: 4,
      loadSeconds,
    });
    await ended;
    lag.disable();
    if (stalls) console.error(reportStalls(storeName, await stalls.stop()));
    // How busy the server's thread was: a high delay with a low share means it waited for a core, not for work.
    const busy = perf.eventLoopUtilization(utilisationBefore).utilization;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - loadStarted);
    const loadAverage = `load average ${loadBefore.toFixed(1)}–${os.loadavg()[0]!.toFixed(1)}`;
    const { summary: fleetCalls, vessels: light, version } = await done;
    const lagP99 = lag.percentile(99) / 1e6;
    const lightP99 = percentile(light, 99);
    const p50 = median(warm);
    return [
      {
        suite: SUITE,
        case: `${storeName}: GET /Vessels (${vessels.length} vessels with Diagnostics), first call`,
        value: listCold,
        unit: "ms",
        note: "each vessel's status refreshed after its data was written, as an import does",
      },
      {
        suite: SUITE,
        case: `${storeName}: status refresh after a vessel's write (what an import adds), p50 of ${statusRefreshMs.length}`,
        value: median(statusRefreshMs),
        unit: "ms",
        note: `max ${Math.max(...statusRefreshMs).toFixed(0)} ms`,
      },
      {
        suite: SUITE,
        case: `${storeName}: data-quality days refresh after a vessel's write (what an import adds), p50 of ${qualityRefreshMs.length}`,
        value: median(qualityRefreshMs),
        unit: "ms",
        note: `max ${Math.max(...qualityRefreshMs).toFixed(0)} ms`,
      },
      {
        suite: SUITE,
        case: `${storeName}: GET /Vessels (${vessels.length} vessels with Diagnostics), p50 of 10 further calls`,
        value: median(list),
        unit: "ms",
        note: `max ${Math.max(...list).toFixed(1)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
      },
      {
        suite: SUITE,
        case: `${storeName}: DataQuality/FleetOverview 30 days, first call, ${size}`,
        value: cold,
        unit: "ms",
        note: "a fold over the stored days (refreshed at the seeding, as an import does)",
      },
      {
        suite: SUITE,
        case: `${storeName}: DataQuality/FleetOverview 30 days, p50 of 5 further calls`,
        value: p50,
        unit: "ms",
        target: "≤ 500 ms",
        pass: p50 <= 500,
      },
      {
        suite: SUITE,
        case: `${storeName}: GET /Vessels (whole fleet) p99 while 4 clients call the Summary, spans shifted by ${shiftMs === DAY ? "a day" : "an hour"} (${light.length} calls, ${loadSeconds} s)`,
        value: lightP99,
        unit: "ms",
        target: "≤ 100 ms",
        pass: lightP99 <= 100,
        note: `p50 ${median(light).toFixed(1)} ms, max ${Math.max(...light).toFixed(0)} ms; ${fleetCalls.length} Summary calls done, p50 ${median(fleetCalls).toFixed(0)} ms`,
      },
      {
        suite: SUITE,
        case: `${storeName}: GET /Version p99 over the same seconds, right after each GET /Vessels`,
        value: percentile(version, 99),
        unit: "ms",
        target: "≤ 100 ms",
        pass: percentile(version, 99) <= 100,
        note: `p50 ${median(version).toFixed(1)} ms, max ${Math.max(...version).toFixed(0)} ms`,
      },
      {
        suite: SUITE,
        case: `${storeName}: event loop delay p99 over the same seconds`,
        value: lagP99,
        unit: "ms",
        target: "≤ 50 ms",
        pass: lagP99 <= 50,
        note: `max ${(lag.max / 1e6).toFixed(0)} ms; server's event loop busy ${(busy * 100).toFixed(0)} % of the time (clients in a child process), server process CPU ${(cpuShare * 100).toFixed(0)} % of a core; ${loadAverage}`,
      },
    ];
  } finally {
    await server.close();
  }
}
