import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAN_START_DAYS } from "../../domain/hullPerformance/cleanHullPeriod.js";
import { HULL_COATING_MESSAGES } from "../../domain/hullPerformance/coating.js";
import { ISO19030_MESSAGES } from "../../domain/hullPerformance/events.js";
import { DEFAULT_WIND_COEFFICIENT } from "../../domain/hullPerformance/reference.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { simulatorTruth } from "../../domain/simulator/truth.js";
import { featureByName } from "../../domain/vessels/features.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { HULL_MESSAGES } from "../../server/features/hullPerformance/routes.js";
import { plantSimulatedDays } from "../support/simulatedLog.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** Nordic Aurora's last 12 days, simulated every 2 minutes with sensor faults, written to the store. */
const DAYS = 12;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - DAYS * DAY_MS;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;

  await plantSimulatedDays(server, vessel["Nordic Aurora"]!, simulation, first, DAYS);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = <T = Record<string, unknown>>(token: string, path: string) =>
  server.api<T>("GET", path, { token });
const span = `fromDate=${iso(first)}&toDate=${iso(today)}`;

interface SpeedLoss {
  history: Array<{ timestamp: string; speedLoss: number; blocks: number }>;
  statistics: {
    currentSpeedLoss: number | null;
    missingFeatures: string[];
    daysWithValue: number;
    windCorrection: { coefficient: number; method: string; standardError: number | null };
  };
  addedFuelConsumption: {
    tonnesPerDayAtSea: number | null;
    tonnesPerYear: number | null;
    speedLoss: number | null;
    meanSpeedLoss: number | null;
    cleanHullSpeedLoss: number | null;
    cleanHullMeasured: boolean;
    cleanHullEventDate: string | null;
    speedLossConfidence: number | null;
    tonnesPerDayAtSeaRange: [number, number] | null;
  };
  featureMapping: Record<string, string>;
  events: Array<{ eventType: string; endTime: string }>;
}

describe("Fouling", () => {
  it("answers the daily speed loss of the demo vessel's data, found through the feature mapping", async () => {
    const answer = await get<SpeedLoss>(
      t.crew!,
      `/Fouling/SpeedLoss?vesselId=${vessel["Nordic Aurora"]}&${span}`,
    );
    expect(answer.status).toBe(200);
    const { history, statistics, featureMapping } = answer.body;
    expect(featureMapping["Speed Through Water"]).toBe("Speed Through Water");
    expect(statistics.missingFeatures).toEqual([]);
    // The demo vessel's settings give the default coefficient: the correction uses it as the owner's.
    expect(statistics.windCorrection).toEqual({
      coefficient: DEFAULT_WIND_COEFFICIENT,
      method: "setting",
      standardError: null,
    });
    expect(history.length).toBeGreaterThan(3);
    const truth = new Map(simulatorTruth(simulation, first, DAYS).map((d) => [iso(d.dayStart), d]));
    // Twelve days are too few for the speed-log calibration (two days of accepted blocks at least are
    // needed, and the log's bias shows otherwise): within the bias of the log plus 1.5 pp.
    for (const day of history) {
      const truthDay = truth.get(day.timestamp)!;
      expect(Math.abs(day.speedLoss - truthDay.speedLossPercent)).toBeLessThan(
        truthDay.speedLogBiasPercent + 1.5,
      );
    }
    // The fouling's loss is the window's mean less the clean hull's, read after the latest dry docking, and
    // only when the logged days begin within two weeks of it (the demo's docking falls where the calendar
    // puts it, often months before these 12 days: then the reference stands for the clean hull).
    const fuelFigures = answer.body.addedFuelConsumption;
    expect(answer.body.events.some((e) => e.eventType === "DryDocking")).toBe(true);
    const docking = answer.body.events.filter((e) => e.eventType === "DryDocking").at(-1)!;
    expect(fuelFigures.cleanHullEventDate).toBe(docking.endTime);
    const dataSoonAfterDocking = first - Date.parse(docking.endTime) < CLEAN_START_DAYS * DAY_MS;
    expect(fuelFigures.cleanHullMeasured).toBe(dataSoonAfterDocking);
    if (!dataSoonAfterDocking) expect(fuelFigures.cleanHullSpeedLoss).toBe(0);
    expect(fuelFigures.speedLoss!).toBeCloseTo(
      fuelFigures.meanSpeedLoss! - fuelFigures.cleanHullSpeedLoss!,
      2,
    );
    expect(fuelFigures.tonnesPerDayAtSea).toBeGreaterThanOrEqual(0);
    // The fuel comes with its 95 % interval.
    if (fuelFigures.speedLossConfidence !== null) {
      const [low, high] = fuelFigures.tonnesPerDayAtSeaRange!;
      expect(low).toBeLessThanOrEqual(fuelFigures.tonnesPerDayAtSea!);
      expect(high).toBeGreaterThanOrEqual(fuelFigures.tonnesPerDayAtSea!);
    }

    const stats = await get(t.crew!, `/Fouling/Statistics?vesselId=${vessel["Nordic Aurora"]}&${span}`);
    expect(stats.body).toMatchObject({ daysWithValue: history.length });
    const fuel = await get(
      t.crew!,
      `/Fouling/AddedFuelConsumption?vesselId=${vessel["Nordic Aurora"]}&${span}`,
    );
    expect(fuel.body.tonnesPerYear).toBe(answer.body.addedFuelConsumption.tonnesPerYear);
    const impact = await get(
      t.crew!,
      `/Fouling/Impact?vesselId=${vessel["Nordic Aurora"]}&eventDate=${iso(first + 6 * DAY_MS)}`,
    );
    expect(impact.status).toBe(200);
  });

  it("answers the fleet's current speed loss for the Fouling Overview widget", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const skagen = vessel["Nordic Skagen"]!;
    const answer = await get<{
      vessels: Array<{ vesselId: string; speedLoss: number | null; days: number }>;
    }>(t.super!, `/Fouling/Overview?vesselIds=${aurora},${skagen}`);
    expect(answer.status).toBe(200);
    const [a, s] = answer.body.vessels;
    expect(a).toMatchObject({ vesselId: aurora });
    expect(a!.days).toBeGreaterThan(3);
    expect(a!.speedLoss).toBeGreaterThan(0);
    expect(s).toMatchObject({ vesselId: skagen, speedLoss: null, days: 0 });
    expect((await get(t.ops!, `/Fouling/Overview?vesselIds=${aurora}`)).status).toBe(404);
    const all = await get<{ vessels: unknown[] }>(t.ops!, "/Fouling/Overview");
    expect(all.body.vessels.length).toBe(2); // Atlantic Tankers' two vessels
  });

  it("answers the latest statistics and the added fuel of several vessels, each resolved in the caller's scope", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const skagen = vessel["Nordic Skagen"]!;
    const post = <T = Record<string, unknown>>(token: string, path: string, body: unknown) =>
      server.api<T>("POST", path, { token, body });
    const body = { vesselIds: [aurora, skagen, aurora], fromDate: iso(first), toDate: iso(today) };
    type Rows<K extends string> = {
      fromDate: string;
      vessels: Array<{ vesselId: string; vesselName: string; error: string | null } & Record<K, unknown>>;
    };
    const stats = await post<Rows<"statistics">>(t.super!, "/Fouling/LatestStatistics", body);
    expect(stats.status).toBe(200);
    expect(stats.body.fromDate).toBe(iso(first));
    expect(stats.body.vessels.map((v) => v.vesselId)).toEqual([aurora, skagen]);
    const single = await get(t.super!, `/Fouling/Statistics?vesselId=${aurora}&${span}`);
    const { vesselId: _id, ...singleStats } = single.body;
    expect(stats.body.vessels[0]).toEqual({
      vesselId: aurora,
      vesselName: "Nordic Aurora",
      error: null,
      statistics: singleStats,
    });
    expect(stats.body.vessels[1]).toMatchObject({
      vesselId: skagen,
      error: null,
      statistics: { currentSpeedLoss: null, daysWithValue: 0 },
    });

    const fuel = await post<Rows<"addedFuelConsumption">>(t.super!, "/Fouling/AddedFuelConsumptions", {
      vesselIds: [aurora],
      fromDate: iso(first),
      toDate: iso(today),
    });
    expect(fuel.status).toBe(200);
    const singleFuel = await get(t.super!, `/Fouling/AddedFuelConsumption?vesselId=${aurora}&${span}`);
    const { vesselId: _fuelId, ...singleFigures } = singleFuel.body;
    expect(fuel.body.vessels[0]!.addedFuelConsumption).toEqual(singleFigures);
    expect(singleFigures.tonnesPerDayAtSea).toBeGreaterThanOrEqual(0);

    // A vessel without the module answers its row's error; a vessel outside the caller's access (another
    // company's, or outside the crew's access group) 404s the whole call.
    const featureId = featureByName("Fouling")!.id;
    await server.api("POST", `/VesselAdministrations/${skagen}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
    const off = await post<Rows<"statistics">>(t.super!, "/Fouling/LatestStatistics", {
      vesselIds: [skagen],
    });
    expect(off.body.vessels).toEqual([
      { vesselId: skagen, vesselName: "Nordic Skagen", error: HULL_MESSAGES.foulingNotActivated },
    ]);
    await server.api("POST", `/VesselAdministrations/${skagen}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
    for (const path of ["/Fouling/LatestStatistics", "/Fouling/AddedFuelConsumptions"]) {
      expect((await post(t.ops!, path, { vesselIds: [aurora] })).status).toBe(404);
      expect((await post(t.crew!, path, { vesselIds: [aurora, skagen] })).status).toBe(404);
      const ownAndOther = await post(t.ops!, path, { vesselIds: [...Object.values(vessel)] });
      expect(ownAndOther.status).toBe(404);
      expect((await post(t.partner!, path, { vesselIds: [aurora] })).status).toBe(403);
      const none = await post<{ message: string }>(t.crew!, path, { vesselIds: [] });
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(HULL_COATING_MESSAGES.vesselIds);
      const many = await post<{ message: string }>(t.crew!, path, {
        vesselIds: Array.from({ length: 51 }, () => aurora),
      });
      expect(many.status).toBe(400);
      expect(many.body.message).toBe(HULL_MESSAGES.tooManyVessels);
      const long = await post<{ message: string }>(t.crew!, path, {
        vesselIds: [aurora],
        fromDate: "2024-01-01",
        toDate: "2025-06-01",
      });
      expect(long.body.message).toBe(HULL_MESSAGES.windowTooLong);
    }
  });

  it("validates windows and the reference, and keeps to the caller's vessels and features", async () => {
    const id = vessel["Nordic Aurora"]!;
    const long = await get<{ message: string }>(
      t.crew!,
      `/Fouling/SpeedLoss?vesselId=${id}&fromDate=2024-01-01&toDate=2025-06-01`,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(HULL_MESSAGES.windowTooLong);
    expect((await get(t.ops!, `/Fouling/SpeedLoss?vesselId=${id}&${span}`)).status).toBe(404);
    expect((await get(t.partner!, `/Fouling/SpeedLoss?vesselId=${id}&${span}`)).status).toBe(403);
    const badReference = await server.api<{ message: string }>("PUT", `/Fouling/Reference/${id}`, {
      token: t.crew,
      body: {
        breadth: 32,
        windCoefficient: 0,
        reference: [
          {
            draft: 10,
            points: [
              [12, 5000],
              [11, 6000],
            ],
          },
        ],
      },
    });
    expect(badReference.status).toBe(400);
    expect(badReference.body.message).toMatch(/rising/);
    const reference = await get<{ settings: { reference: unknown[] } }>(t.crew!, `/Fouling/Reference/${id}`);
    expect(reference.body.settings.reference).toHaveLength(2);

    const skagen = vessel["Nordic Skagen"]!;
    const featureId = featureByName("Fouling")!.id;
    await server.api("POST", `/VesselAdministrations/${skagen}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
    const refused = await get<{ message: string }>(t.super!, `/Fouling/SpeedLoss?vesselId=${skagen}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(HULL_MESSAGES.foulingNotActivated);
    await server.api("POST", `/VesselAdministrations/${skagen}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
  });
});

describe("ISO 19030", () => {
  it("records, changes and deletes events, each a vessel's event history", async () => {
    const id = vessel["Nordic Aurora"]!;
    const post = (token: string, body: unknown) =>
      server.api<Record<string, unknown>>("POST", "/Iso19030Events", { token, body });
    const created = await post(t.crew!, {
      vesselId: id,
      eventType: "HullCleaning",
      startTime: iso(first + 2 * DAY_MS),
      description: "Diver cleaning at anchor",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      eventType: "HullCleaning",
      endTime: iso(first + 2 * DAY_MS),
      vesselId: id,
    });
    const eventId = created.body.id as string;
    expect(
      (await post(t.crew!, { vesselId: id, eventType: "Painting", startTime: iso(first) })).body.message,
    ).toBe(ISO19030_MESSAGES.eventType);
    expect(
      (await post(t.ops!, { vesselId: id, eventType: "HullCleaning", startTime: iso(first) })).status,
    ).toBe(404);
    expect(
      (await post(t.partner!, { vesselId: id, eventType: "HullCleaning", startTime: iso(first) })).status,
    ).toBe(403);

    const patched = await server.api<Record<string, unknown>>("PATCH", `/Iso19030Events/${eventId}`, {
      token: t.crew,
      body: { eventType: "PropellerPolishing" },
    });
    expect(patched.body).toMatchObject({
      eventType: "PropellerPolishing",
      description: "Diver cleaning at anchor",
    });
    const backwards = await server.api<{ message: string }>("PATCH", `/Iso19030Events/${eventId}`, {
      token: t.crew,
      body: { endTime: iso(first) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(ISO19030_MESSAGES.endBeforeStart);
    expect(
      (await server.api("PATCH", `/Iso19030Events/${eventId}`, { token: t.ops, body: { description: "x" } }))
        .status,
    ).toBe(404);

    const list = await get<Array<{ id: string }>>(t.crew!, `/Iso19030Events/Vessel/${id}`);
    expect(list.body.map((e) => e.id)).toContain(eventId);
    expect((await get(t.crew!, `/Iso19030Events/${eventId}`)).status).toBe(200);
    expect((await get(t.ops!, `/Iso19030Events/${eventId}`)).status).toBe(404);
    expect(
      (await get<unknown[]>(t.ops!, "/Iso19030Events")).body.some(
        (e) => (e as { id: string }).id === eventId,
      ),
    ).toBe(false);

    expect((await server.api("DELETE", `/Iso19030Events/${eventId}`, { token: t.ops })).status).toBe(404);
    expect((await server.api("DELETE", `/Iso19030Events/${eventId}`, { token: t.crew })).status).toBe(204);
    expect((await get(t.crew!, `/Iso19030Events/${eventId}`)).status).toBe(404);
  });

  it("shows an event's impact on the Fouling page: the trend on each side at it (a mean with under 14 days)", async () => {
    const id = vessel["Nordic Aurora"]!;
    const at = first + 6 * DAY_MS;
    const created = await server.api<{ id: string }>("POST", "/Iso19030Events", {
      token: t.crew,
      body: { vesselId: id, eventType: "PropellerPolishing", startTime: iso(at) },
    });
    const answer = await get<SpeedLoss & { eventImpacts: Array<Record<string, unknown>> }>(
      t.crew!,
      `/Fouling/SpeedLoss?vesselId=${id}&${span}`,
    );
    const impact = answer.body.eventImpacts.find((e) => e.eventId === created.body.id)!;
    const pv = (pick: (d: { timestamp: string }) => boolean) => {
      const days = answer.body.history.filter(pick).map((d) => -d.speedLoss);
      return days.length ? days.reduce((a, b) => a + b, 0) / days.length : null;
    };
    const before = pv((d) => Date.parse(d.timestamp) < at);
    const after = pv((d) => Date.parse(d.timestamp) >= at);
    expect(impact).toMatchObject({ eventTypeName: "Propeller polishing", date: iso(at) });
    if (before !== null) expect(impact.performanceValueBefore).toBeCloseTo(before, 2);
    if (after !== null) expect(impact.performanceValueAfter).toBeCloseTo(after, 2);
    // GET /Fouling/Impact at the same date answers the same step.
    const atDate = await get(t.crew!, `/Fouling/Impact?vesselId=${id}&eventDate=${iso(at)}`);
    expect(atDate.body.improvement).toBe(impact.improvement);
    await server.api("DELETE", `/Iso19030Events/${created.body.id}`, { token: t.crew });
  });

  it("keeps the trigger value, a number or null, and answers the four indicators", async () => {
    const id = vessel["Nordic Aurora"]!;
    const set = (token: string, body: unknown) =>
      server.api<{ triggerValue?: number | null; message?: string }>("POST", `/Iso19030/TriggerValue/${id}`, {
        token,
        body,
      });
    expect((await set(t.crew!, { triggerValue: 3.5 })).body.triggerValue).toBe(3.5);
    expect((await get(t.crew!, `/Iso19030/TriggerValue/${id}`)).body.triggerValue).toBe(3.5);
    for (const bad of [{ triggerValue: "3" }, {}, { triggerValue: true }, "x"]) {
      const answer = await set(t.crew!, bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Invalid triggerValue: must be a number or null");
    }
    expect((await set(t.crew!, { triggerValue: null })).body.triggerValue).toBeNull();
    expect((await set(t.ops!, { triggerValue: 1 })).status).toBe(404);

    const answer = await get<{
      indicators: Array<{ kind: string; value: number | null; note: string | null }>;
    }>(t.crew!, `/Iso19030/PerformanceIndicators/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.indicators.map((i) => i.kind)).toEqual([
      "DryDockingPerformance",
      "InServicePerformance",
      "MaintenanceTrigger",
      "MaintenanceEffect",
    ]);
    // The demo's data here are twelve days long: the in-service indicator's reference year has none.
    expect(answer.body.indicators.every((i) => i.value !== null || i.note !== null)).toBe(true);

    const skagen = vessel["Nordic Skagen"]!;
    const featureId = featureByName("ISO19030")!.id;
    await server.api("POST", `/VesselAdministrations/${skagen}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
    const refused = await get<{ message: string }>(t.super!, `/Iso19030/TriggerValue/${skagen}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(HULL_MESSAGES.isoNotActivated);
    await server.api("POST", `/VesselAdministrations/${skagen}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
  });
});
