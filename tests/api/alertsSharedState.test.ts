import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConditionView } from "../../domain/alerts/conditions.js";
import { seriesOf } from "../../domain/alerts/series.js";
import { entryOf } from "../../domain/shared/records.js";
import { incidentRefs, openAndOrClosed } from "../../projections/alerts/incidents.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { AlertEngine, alertEngineOf } from "../../server/features/alerts/AlertEngine.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * The evaluators' state lives in the store (docs/alerts.md "State"): two engines — on SQLite two engine
 * instances of one server, on PostgreSQL the engines of two server processes on one schema, each with its
 * own read model — evaluating a vessel's packages in turn give the incidents one engine gives.
 */
const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 5, 6);
const EXHAUST = "ME Exhaust Gas Temperature";
const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_alertstate_${process.pid}_${Date.now()}`;

interface Setup {
  servers: TestServer[];
  /** The two engines packages alternate between. */
  engines: [AlertEngine, AlertEngine];
}

const setups: Array<{ name: string; start: () => Promise<Setup> }> = [
  {
    name: "SQLite, two engine instances of one server",
    start: async () => {
      const server = await startTestServer();
      return { servers: [server], engines: [alertEngineOf(server.ctx), new AlertEngine(server.ctx)] };
    },
  },
  ...(url
    ? [
        {
          name: "PostgreSQL, two server processes on one schema",
          start: async (): Promise<Setup> => {
            const one = await startTestServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
            const two = await startTestServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
            return { servers: [one, two], engines: [alertEngineOf(one.ctx), alertEngineOf(two.ctx)] };
          },
        },
      ]
    : []),
];

afterAll(async () => {
  if (!url) return;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await db.end();
});

describe.each(setups)("alert state shared by processes: $name", ({ start }) => {
  let setup: Setup;
  let token: string;
  /** Vessel evaluated alternately by both engines, and the one evaluated by the first engine only. */
  let alternate: string;
  let single: string;

  const create = async (body: Record<string, unknown>) => {
    const [one] = setup.servers;
    const created = await one!.api<ConditionView>("POST", "/NotificationConditions", {
      token,
      body: { vesselIds: [alternate, single], ...body },
    });
    expect(created.status).toBe(201);
    await caughtUp();
    return created.body.id;
  };
  const caughtUp = async () => {
    for (const s of setup.servers) await s.ctx.readModels.waitFor(await s.ctx.store.headPosition());
  };
  /** Incidents of a condition and vessel, as the first server folded them. */
  const incidentsOf = async (conditionId: string, vesselId: string) => {
    await caughtUp();
    const { ctx } = setup.servers[0]!;
    const companyId = entryOf(ctx.readModels.state("vessels").byId, vesselId)!.companyId!;
    const incidents = ctx.readModels.stored("incidents");
    const page = await incidents.page(
      openAndOrClosed(null, (isOpen) => incidentRefs.ofCondition(companyId, conditionId, vesselId, isOpen)),
    );
    return (await incidents.getMany(page.entries.map((e) => e.key)))
      .map((i) => i!)
      .map((i) => ({
        severity: i.severity,
        opened: i.openVesselEvent.timestamp,
        closed: i.closeVesselEvent?.timestamp ?? null,
      }))
      .sort((a, b) => a.opened.localeCompare(b.opened));
  };
  /** Packages in order: to both engines in turn for one vessel, to the first engine for the other. */
  const feed = async (packages: Array<Map<string, Array<{ t: number; v: number }>>>) => {
    for (const [i, pkg] of packages.entries()) {
      const data = () => {
        const byVariable = new Map([...pkg].map(([name, points]) => [name, seriesOf(points)]));
        const times = Float64Array.from(new Set([...pkg.values()].flat().map((p) => p.t))).sort();
        return { byVariable, times };
      };
      await setup.engines[i % 2]!.packageImported(alternate, data());
      await setup.engines[0].packageImported(single, data());
    }
  };

  beforeAll(async () => {
    setup = await start();
    token = await setup.servers[0]!.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const vessels = Object.values(setup.servers[0]!.ctx.readModels.state("vessels").byId);
    alternate = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    single = vessels.find((v) => v.name === "Nordic Skagen")!.id;
  });
  afterAll(async () => {
    for (const s of setup.servers) await s.close();
  });

  it("continues a sustained threshold across packages evaluated by different engines", async () => {
    const id = await create({
      name: "Exhaust hot, shared",
      kind: "Threshold",
      threshold: {
        variableName: EXHAUST,
        comparison: "Above",
        warning: { high: 420 },
        critical: { high: 450 },
        sustainedMinutes: 10,
        hysteresis: 5,
      },
    });
    // Above 420 from minute 1, above 450 from minute 8, back at minute 21; packages of minutes 0–3, 4–15
    // and 16–23, so the limit is crossed in one engine's package and held long enough in the next one's.
    const value = (m: number) => (m === 0 ? 400 : m >= 21 ? 380 : m >= 8 ? 460 : 430);
    const minutes = (from: number, to: number) =>
      new Map([
        [
          EXHAUST,
          Array.from({ length: to - from + 1 }, (_, k) => ({ t: T0 + (from + k) * MIN, v: value(from + k) })),
        ],
      ]);
    await feed([minutes(0, 3), minutes(4, 15), minutes(16, 23)]);
    const reference = await incidentsOf(id, single);
    // Opened at minute 11 (ten minutes above 420) and raised at 18 by the engine that did not see the
    // limit crossed, closed at 21 by the other one.
    expect(reference).toEqual([
      {
        severity: "Critical",
        opened: new Date(T0 + 11 * MIN).toISOString(),
        closed: new Date(T0 + 21 * MIN).toISOString(),
      },
    ]);
    expect(await incidentsOf(id, alternate)).toEqual(reference);
  });

  it("sees no silence between packages another engine evaluated, and a real one still", async () => {
    const id = await create({
      name: "SOG silent, shared",
      kind: "NoData",
      noData: { variableName: "SOG", hours: 1 },
    });
    // A point every 45 minutes (each engine alone would see 90-minute gaps), then two hours of silence.
    const at = [0, 45, 90, 135, 180, 300].map((m) => T0 + 600 * MIN + m * MIN);
    await feed(at.map((t) => new Map([["SOG", [{ t, v: 12 }]]])));
    const reference = await incidentsOf(id, single);
    expect(reference).toEqual([
      {
        severity: "Warning",
        opened: new Date(at[4]! + 60 * MIN).toISOString(),
        closed: new Date(at[5]!).toISOString(),
      },
    ]);
    expect(await incidentsOf(id, alternate)).toEqual(reference);
  });

  it("keeps the state in the store, per condition and target", async () => {
    const store = setup.servers[0]!.ctx.alertStates!;
    const targets = await store.withVessel(alternate, async (states) => [
      states.get(
        Object.values(setup.servers[0]!.ctx.readModels.state("alerts").conditions).find(
          (c) => c.name === "Exhaust hot, shared",
        )!.id,
        `${alternate}/${EXHAUST}`,
      )?.state,
    ]);
    expect(targets[0]).toMatchObject({
      lastT: T0 + 23 * MIN,
      warningSince: null,
      criticalSince: null,
      open: null,
    });
  });
});
