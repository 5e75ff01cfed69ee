import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConditionView } from "../../domain/alerts/conditions.js";
import type { IncidentPage } from "../../domain/alerts/incidents.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { AlertEngine, alertEngineOf } from "../../server/features/alerts/AlertEngine.js";
import { plantSimulatedDays } from "../support/simulatedLog.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * The ISO 19030 maintenance trigger as an alert condition: five simulated days of Nordic Aurora are
 * planted three times — just after a dry docking 200 days ago, eight days ago with 15 % more shaft power
 * for the same speed (a fouled hull), and after a hull cleaning with the first days' performance again.
 */
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const simulated = today - 12 * DAY_MS;
const DAYS = 5;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
let crew: string;
let superUser: string;
let ops: string;
let auroraId: string;

const plant = (offsetDays: number, powerFactor: number) =>
  plantSimulatedDays(server, auroraId, simulation, simulated, DAYS, {
    shiftMs: offsetDays * DAY_MS,
    value: (variable, value) => (variable === "Shaft Power" ? value * powerFactor : value),
  });

beforeAll(async () => {
  server = await startTestServer();
  crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  auroraId = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (v) => v.name === "Nordic Aurora",
  )!.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Indicators {
  indicators: Array<{ kind: string; value: number | null; triggered?: boolean | null }>;
}

describe("maintenance trigger condition", () => {
  it("opens an incident when the trigger fires and closes it when the loss is back below it", async () => {
    // Only our docking: the demo's seeded ones are removed.
    const seeded = server.ctx.readModels.state("hullPerformance").events[auroraId] ?? {};
    for (const id of Object.keys(seeded))
      expect((await server.api("DELETE", `/Iso19030Events/${id}`, { token: crew })).status).toBe(204);
    const event = (eventType: string, at: number) =>
      server.api("POST", "/Iso19030Events", {
        token: crew,
        body: { vesselId: auroraId, eventType, startTime: iso(at - DAY_MS), endTime: iso(at) },
      });
    expect((await event("DryDocking", today - 200 * DAY_MS)).status).toBe(201);
    const trigger = await server.api("POST", `/Iso19030/TriggerValue/${auroraId}`, {
      token: crew,
      body: { triggerValue: 1.5 },
    });
    expect(trigger.status).toBe(200);

    await plant(-188, 1); // the year after the docking
    await plant(0, 1.15); // fouled: 15 % more power for the same speed

    const condition = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: superUser,
      body: {
        name: "Hull maintenance due",
        kind: "MaintenanceTrigger",
        vesselIds: [auroraId],
        maintenanceTrigger: { severity: "Critical" },
      },
    });
    expect(condition.status).toBe(201);
    expect(condition.body.maintenanceTrigger).toEqual({ severity: "Critical" });

    const indicator = async () =>
      (
        await server.api<Indicators>("GET", `/Iso19030/PerformanceIndicators/${auroraId}`, { token: crew })
      ).body.indicators.find((i) => i.kind === "MaintenanceTrigger")!;
    const fired = await indicator();
    expect(fired.triggered).toBe(true);

    const engine = alertEngineOf(server.ctx);
    const ofCondition = async (query: string) =>
      (
        await server.api<IncidentPage>("GET", `/Incidents/Find${query}`, { token: superUser })
      ).body.items.filter((i) => i.conditionId === condition.body.id);
    const started = performance.now();
    expect(await engine.maintenanceTick(Date.now())).toBe(1);
    const ms = performance.now() - started;
    console.log(`maintenance trigger of 10 planted days: ${ms.toFixed(0)} ms`);
    const open = await ofCondition("?isOpen=true");
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ vesselName: "Nordic Aurora", severity: "Critical" });
    expect(open[0]!.conditionDetails).toBe(
      `ISO 19030 maintenance trigger reached: loss of ${(-fired.value!).toFixed(1)} pp, trigger value 1.5 pp`,
    );
    // The same day again: not computed twice, nothing duplicated; nor by another process that takes
    // the timer role over (the evaluated day is stored with the evaluator states).
    expect(await engine.maintenanceTick(Date.now())).toBe(0);
    expect(await new AlertEngine(server.ctx).maintenanceTick(Date.now())).toBe(0);
    expect(await ofCondition("?isOpen=true")).toHaveLength(1);

    // A hull cleaning, then days as good as after the docking: the loss falls below the trigger value.
    expect((await event("HullCleaning", today - 7 * DAY_MS)).status).toBe(201);
    await plant(6, 1);
    const cleared = await indicator();
    console.log(`indicator fouled ${fired.value} pp, after the cleaning ${cleared.value} pp`);
    expect(cleared.triggered).toBe(false);
    expect(await engine.maintenanceTick(Date.now() + DAY_MS)).toBe(1);
    expect(await ofCondition("?isOpen=true")).toHaveLength(0);
    expect(await ofCondition("?isOpen=false")).toHaveLength(1);

    // Another company's user sees neither the incident nor the vessel's trigger value.
    const foreign = await server.api<IncidentPage>("GET", "/Incidents/Find?isOpen=false", { token: ops });
    expect(foreign.body.items?.some((i) => i.conditionId === condition.body.id) ?? false).toBe(false);
  }, 180_000);
});
