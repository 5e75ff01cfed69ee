import { performance } from "node:perf_hooks";
import { voyageLogStream } from "../../domain/voyageLog/voyageLog.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer } from "../support/testServer.js";
import { confirmedVoyageEvents, type SeedVoyage } from "./reports.seed.js";
import type { BenchRow } from "./table.js";

const VESSELS = 50;
/** Confirmed voyages per vessel this year (one every few days up to today). */
const VOYAGES = 60;
const RUNS = 11;
/** One log point per variable every 6 hours. */
const LOG_STEP = 6 * 3_600_000;
const SUITE = "cii";
const metadata = { userId: "bench", companyId: null, correlationId: "cii-bench", causationId: null };
const port = (name: string, loCode: string) => ({ name, loCode, isMrvPort: true });
const PORTS = [port("Oslo", "NOOSL"), port("Rotterdam", "NLRTM"), port("Hamburg", "DEHAM")];

/** A valid IMO number (check digit) from six digits. */
const imo = (six: number) => {
  const d = String(six).padStart(6, "0");
  const check = [...d].reduce((s, c, i) => s + Number(c) * (7 - i), 0) % 10;
  return `${d}${check}`;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * GET /Cii/Ytd for a 50-vessel fleet (the dashboard widget's call; issue 14: under 500 ms), each vessel
 * with 60 confirmed voyages this year, through the real server; beside it, in the same run, GET
 * /EuEts/Fleet/{year} over the same vessels and voyages (the existing fleet call reading the same inputs).
 * Every vessel also has log data (fuel mass flow and speed over ground this year), read from the day rollups.
 */
export async function benchCii(): Promise<BenchRow[]> {
  const server = await startTestServer();
  try {
    const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const companies = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: admin })
    ).body;
    const companyId = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
    const existing = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: superUser })).body;
    for (let i = existing.length; i < VESSELS; i++) {
      const created = await server.api<{ id: string }>("POST", "/VesselAdministrations", {
        token: admin,
        body: {
          name: `Bench ${i}`,
          imoNumber: imo(700_000 + i),
          companyId,
          vesselType: "Bulk carrier",
          deadweight: 60_000 + i * 100,
          grossTonnage: 33_000,
          draftMean: 12,
          maxContinuousRating: 9000,
        },
      });
      if (created.status !== 201)
        throw new Error(`vessel ${i}: ${created.status} ${JSON.stringify(created.body)}`);
      await server.api("POST", `/VesselAdministrations/${created.body.id}/ActivateFeature`, {
        token: admin,
        body: { vesselId: created.body.id, featureId: 7 },
      });
    }
    const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: superUser })).body;
    const year = new Date().getUTCFullYear();
    const start = Date.UTC(year, 0, 1);
    const span = (Date.now() - start - 2 * 86_400_000) / (VOYAGES + 1);
    const at = (ms: number) => new Date(start + ms).toISOString();
    let position = 0;
    for (const [v, vessel] of vessels.entries()) {
      const voyages: SeedVoyage[] = Array.from({ length: VOYAGES }, (_, i) => ({
        id: `0d0e0f00-0000-4000-8${String(v).padStart(3, "0")}-${String(i).padStart(12, "0")}`,
        name: `Voyage ${i}`,
        departure: { port: PORTS[i % 3]!, at: at(i * span) },
        arrival: { port: PORTS[(i + 1) % 3]!, at: at(i * span + span * 0.7) },
        distanceNm: 900 + ((i * 37 + v) % 200),
        cargo: [],
        flowMeterTons: [{ sea: 40 + (i % 7), berth: 2 }],
      }));
      const events = confirmedVoyageEvents(
        vessel.id,
        { meters: [{ id: `bench-me-${v}`, name: "ME", fuelTypeId: "default-hfo" }] },
        voyages,
        {
          id: `0d0e0f00-0000-4000-9${String(v).padStart(3, "0")}-000000000000`,
          port: PORTS[0]!,
          at: at(VOYAGES * span),
        },
      );
      const written = await server.ctx.store.append(voyageLogStream(vessel.id), events, {
        expectedVersion: "any",
        metadata,
      });
      position = written.lastPosition;
    }
    await server.ctx.waitFor(position);

    // Log data too: fuel mass flow and speed over ground every LOG_STEP this year, so every vessel's
    // log-data days are read from the day rollups like the demo fleet's.
    const store = server.ctx.timeSeries!;
    const writer = await store.beginImport();
    let points = 0;
    try {
      for (const vessel of vessels) {
        const idsByName = await writer.defineVariables(vessel.id, [
          {
            name: "ME Fuel Mass Flow",
            unit: "kg/hr",
            onboardSystem: "FlowMeters",
            taxa: ["Fuel: Mass flow", "Consumer: Main engine"],
          },
          {
            name: "Speed Over Ground",
            unit: "knot",
            onboardSystem: "Navigation",
            taxa: ["Navigation: Speed", "Navigation: GPS"],
          },
        ]);
        const fuel = idsByName.get("ME Fuel Mass Flow")!;
        const sog = idsByName.get("Speed Over Ground")!;
        const batch = [];
        for (let t = start; t < Date.now(); t += LOG_STEP) {
          batch.push({ variableId: fuel, t, v: 1200 + (t % 7) * 10 }, { variableId: sog, t, v: 12.5 });
        }
        points += batch.length;
        await writer.writePoints(batch);
      }
      await writer.commit();
    } catch (error) {
      await writer.rollback();
      throw error;
    }

    // The import above outlasts the server's keep-alive: the client's pooled socket is stale, so the
    // first call after it may meet a closed socket (undici); one retry takes a fresh one.
    await server.api("GET", "/Version").catch(() => undefined);
    const ytd = await server.api<{ vessels: Array<{ attained: number | null }> }>("GET", "/Cii/Ytd", {
      token: superUser,
    });
    const rated = ytd.body.vessels.filter((r) => r.attained !== null).length;
    const ciiMs = await timed(() => server.api("GET", "/Cii/Ytd", { token: superUser }));
    const etsMs = await timed(() =>
      server.api("GET", `/EuEts/Fleet/${year}?format=json`, { token: superUser }),
    );
    return [
      {
        suite: SUITE,
        case: `GET /Cii/Ytd, ${vessels.length} vessels x ${VOYAGES} confirmed voyages + log data, median of ${RUNS}`,
        value: ciiMs,
        unit: "ms",
        baseline: etsMs,
        ratio: ciiMs / etsMs,
        target: "< 500 ms",
        pass: ciiMs < 500,
        note: `${rated} vessels rated, ${points} log points read through the day rollups; baseline GET /EuEts/Fleet/${year} (JSON) over the same fleet`,
      },
    ];
  } finally {
    await server.close();
  }
}
