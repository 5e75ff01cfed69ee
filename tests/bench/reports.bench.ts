import { performance } from "node:perf_hooks";
import type { VoyageLogEvent } from "../../domain/voyageLog/voyageLog.js";
import { voyageLogStream } from "../../domain/voyageLog/voyageLog.js";
import type { PortRef } from "../../domain/voyages/model.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer } from "../support/testServer.js";
import { confirmedVoyageEvents, type SeedVoyage } from "./reports.seed.js";
import { type BenchRow, judge } from "./table.js";

const HOUR = 3_600_000;
const VOYAGES = 100;
const RUNS = 7;
const PORTS: PortRef[] = [
  { name: "Oslo", loCode: "NOOSL", isMrvPort: true },
  { name: "Rotterdam", loCode: "NLRTM", isMrvPort: true },
  { name: "Southampton", loCode: "GBSOU", isMrvPort: false },
  { name: "New York", loCode: "USNYC", isMrvPort: false },
];
const SETTINGS = {
  meters: [
    { id: "bench-me", name: "ME", fuelTypeId: "default-hfo" },
    { id: "bench-ae", name: "AE", fuelTypeId: "default-mdo-mgo" },
  ],
};

/** A year of confirmed voyages, each with a consumption per meter at sea and at berth. */
function yearOfVoyageEvents(vesselId: string): VoyageLogEvent[] {
  const span = (360 * 24 * HOUR) / VOYAGES;
  const at = (ms: number) => new Date(Date.UTC(2025, 0, 2) + ms).toISOString();
  const voyages: SeedVoyage[] = Array.from({ length: VOYAGES }, (_, i) => ({
    id: `bench-d${i}`,
    name: `Voyage ${i}`,
    departure: { port: PORTS[i % PORTS.length]!, at: at(i * span) },
    arrival: { port: PORTS[(i + 1) % PORTS.length]!, at: at(i * span + span * 0.7) },
    distanceNm: 900 + i,
    cargo: [{ cargoUnitId: 1, amount: 20000 + i }],
    flowMeterTons: [
      { sea: 40 + (i % 7), berth: 1 },
      { sea: 3, berth: 2 },
    ],
  }));
  return confirmedVoyageEvents(vesselId, SETTINGS, voyages, {
    id: "bench-last",
    port: PORTS[VOYAGES % PORTS.length]!,
    at: at(VOYAGES * span),
  });
}

async function time(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The MRV annual report over 100 voyages end to end on the embedded store: an HTTP download of the
 * Excel file, built from the read models. Baseline: an authenticated read of the same vessel over
 * HTTP in the same run (what any call costs).
 */
export async function benchReports(): Promise<BenchRow[]> {
  const server = await startTestServer();
  try {
    const token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token })).body;
    const vesselId = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    const metadata = { userId: "bench", companyId: null, correlationId: "bench-reports", causationId: null };
    const written = await server.ctx.store.append(voyageLogStream(vesselId), yearOfVoyageEvents(vesselId), {
      expectedVersion: "no_stream",
      metadata,
    });
    await server.ctx.waitFor(written.lastPosition);

    const get = (path: string) => async () => {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const report = get(`/EmissionReport/MrvYearly/${vesselId}/2025`);
    const baseline = get(`/Vessels/${vesselId}`);
    await report();
    await baseline();
    const reportRuns: number[] = [];
    const baselineRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      reportRuns.push(await time(report));
      baselineRuns.push(await time(baseline));
    }
    const ms = median(reportRuns);
    const row = judge({
      suite: "reports",
      case: `MRV yearly .xlsx, ${VOYAGES} voyages (HTTP, sqlite)`,
      value: ms,
      unit: "ms p50",
      baseline: median(baselineRuns),
    });
    return [{ ...row, target: "< 1,000 ms", pass: ms < 1000 }];
  } finally {
    await server.close();
  }
}
