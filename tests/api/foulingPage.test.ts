import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HULL_COATING_MANUFACTURERS, HULL_COATING_MESSAGES } from "../../domain/hullPerformance/coating.js";
import { FOULING_CONFIG_MESSAGES } from "../../domain/hullPerformance/foulingConfig.js";
import { SEA_TEMPERATURE_MESSAGES } from "../../domain/hullPerformance/manualSeaTemperature.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { featureByName } from "../../domain/vessels/features.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { HULL_MESSAGES } from "../../server/features/hullPerformance/access.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** Nordic Aurora's last 5 days, simulated every 2 minutes, written to the store. */
const DAYS = 5;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - DAYS * DAY_MS;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const iso = (ms: number) => new Date(ms).toISOString();
const span = `fromDate=${iso(first)}&toDate=${iso(today)}`;

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;
  const writer = await server.ctx.timeSeries!.beginImport();
  for (let i = 0; i < DAYS; i++) {
    const day = simulation.day(first + i * DAY_MS, { stepSeconds: 120 });
    const ids = await writer.defineVariables(vessel["Nordic Aurora"]!, day.variables);
    await writer.writePoints(
      day.samples.map((s) => ({ variableId: ids.get(s.variable)!, t: s.t, v: s.value })),
    );
  }
  await writer.commit();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = <T = Record<string, unknown>>(token: string, path: string) =>
  server.api<T>("GET", path, { token });
const send = <T = Record<string, unknown>>(method: string, token: string, path: string, body: unknown) =>
  server.api<T>(method, path, { token, body });

describe("Fouling: sea surface temperature", () => {
  it("answers 6-hour points with latlng, speed and time spent from the simulated days", async () => {
    const answer = await get<{
      points: Array<{
        timestamp: string;
        temperature: number;
        latlng: [number, number];
        shipSpeed: number;
        timeSpent: number;
      }>;
      entries: number;
      dropped: number;
    }>(t.crew!, `/Fouling/SeaSurfaceTemperature?vesselId=${vessel["Nordic Aurora"]}&${span}`);
    expect(answer.status).toBe(200);
    const { points } = answer.body;
    expect(points.length).toBeGreaterThanOrEqual(DAYS * 4 - 2);
    expect(answer.body.entries - answer.body.dropped).toBe(points.length);
    for (const p of points) {
      expect(Math.abs(p.latlng[0])).toBeLessThanOrEqual(90);
      expect(p.temperature).toBeGreaterThan(-3);
      expect(p.timeSpent).toBeGreaterThan(0);
      expect(p.timeSpent).toBeLessThanOrEqual(6);
    }
    // Against the simulator: the bucket's last position is where the ship was in its last hour.
    const p = points[2]!;
    const state = simulation.stateAt(Date.parse(p.timestamp) + 5.5 * 3_600_000);
    expect(Math.abs(state.position.lat - p.latlng[0])).toBeLessThan(0.5);
    expect(Math.abs(state.environment.seaTemperature - p.temperature)).toBeLessThan(2);
  });

  it("keeps to the caller's vessels and features", async () => {
    const id = vessel["Nordic Aurora"]!;
    expect((await get(t.ops!, `/Fouling/SeaSurfaceTemperature?vesselId=${id}&${span}`)).status).toBe(404);
    expect((await get(t.partner!, `/Fouling/SeaSurfaceTemperature?vesselId=${id}&${span}`)).status).toBe(403);
    const missing = await get<{ message: string }>(t.crew!, `/Fouling/SeaSurfaceTemperature?${span}`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/vesselId/);
  });
});

describe("Fouling: sea surface temperature update", () => {
  const path = () => `/Fouling/SeaSurfaceTemperature/${vessel["Nordic Aurora"]}`;
  type Points = {
    points: Array<{ timestamp: string; temperature: number; latlng: number[]; source: string }>;
  };

  it("replaces a bucket's logged entry with the one entered, adds one where none was logged, removes with null", async () => {
    const id = vessel["Nordic Aurora"]!;
    const before = await get<Points>(t.crew!, `/Fouling/SeaSurfaceTemperature?vesselId=${id}&${span}`);
    const logged = before.body.points[3]!;
    expect(logged.source).toBe("logged");
    // Inside the logged bucket (any time in it), and a bucket a day before the window: kept, not shown.
    const inside = iso(Date.parse(logged.timestamp) + 2 * 3_600_000);
    const outside = iso(first - DAY_MS);
    const put = await send<{ entries: Record<string, { seaSurfaceTemperature: number; timeSpent: number }> }>(
      "PUT",
      t.crew!,
      path(),
      {
        entries: {
          [inside]: { seaSurfaceTemperature: 28.4, latitude: 10.25, longitude: -40.5, shipSpeed: 12 },
          [outside]: { seaSurfaceTemperature: 3.5, latitude: 60, longitude: 5, timeSpent: 2 },
        },
      },
    );
    expect(put.status).toBe(200);
    expect(put.body.entries[logged.timestamp]).toMatchObject({ seaSurfaceTemperature: 28.4, timeSpent: 6 });
    expect(Object.keys(put.body.entries)).toHaveLength(2);
    const after = await get<Points>(t.super!, `/Fouling/SeaSurfaceTemperature?vesselId=${id}&${span}`);
    expect(after.body.points).toHaveLength(before.body.points.length);
    expect(after.body.points[3]).toMatchObject({
      timestamp: logged.timestamp,
      temperature: 28.4,
      latlng: [10.25, -40.5],
      source: "manual",
    });
    const removed = await send<{ entries: Record<string, unknown> }>("PUT", t.super!, path(), {
      entries: { [logged.timestamp]: null },
    });
    expect(Object.keys(removed.body.entries)).toEqual([
      iso(Math.floor((first - DAY_MS) / (6 * 3_600_000)) * 6 * 3_600_000),
    ]);
    const restored = await get<Points>(t.crew!, `/Fouling/SeaSurfaceTemperature?vesselId=${id}&${span}`);
    expect(restored.body.points[3]).toEqual(logged);
  });

  it("names the wrong field and keeps to writers, the caller's vessels and the module", async () => {
    const entry = { seaSurfaceTemperature: 20, latitude: 10, longitude: 10 };
    const at = iso(first);
    const bad = async (body: unknown) =>
      (await send<{ message: string }>("PUT", t.crew!, path(), body)).body.message;
    expect(await bad({ entries: { [at]: { ...entry, seaSurfaceTemperature: 50 } } })).toBe(
      SEA_TEMPERATURE_MESSAGES.temperature,
    );
    expect(await bad({ entries: { [at]: { ...entry, longitude: 181 } } })).toBe(
      SEA_TEMPERATURE_MESSAGES.longitude,
    );
    expect(await bad({ entries: { "not a time": entry } })).toBe(
      SEA_TEMPERATURE_MESSAGES.timestamp("not a time"),
    );
    expect(await bad({ entries: { [iso(Date.now() + DAY_MS)]: entry } })).toBe(
      SEA_TEMPERATURE_MESSAGES.future,
    );
    expect(await bad({ entries: {} })).toBe(SEA_TEMPERATURE_MESSAGES.entries);
    expect(await bad({ entries: [entry] })).toBe(SEA_TEMPERATURE_MESSAGES.entries);
    const body = { entries: { [at]: entry } };
    expect((await send("PUT", t.ops!, path(), body)).status).toBe(404);
    expect((await send("PUT", t.partner!, path(), body)).status).toBe(403);
    const api = await server.api("PUT", path(), {
      body,
      headers: { "x-api-key": DEMO_LOGINS.nordicBulkApiKey },
    });
    expect(api.status).toBe(403);
    const skagen = vessel["Nordic Skagen"]!;
    const featureId = featureByName("Fouling")!.id;
    await server.api("POST", `/VesselAdministrations/${skagen}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
    const off = await send<{ message: string }>(
      "PUT",
      t.super!,
      `/Fouling/SeaSurfaceTemperature/${skagen}`,
      body,
    );
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(HULL_MESSAGES.foulingNotActivated);
    await server.api("POST", `/VesselAdministrations/${skagen}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
  });
});

describe("Fouling: hull coating", () => {
  it("lists coating types and manufacturers sorted by name, and keeps the vessel's coating with who and when", async () => {
    const types = await get<Array<{ id: number; name: string }>>(t.crew!, "/Fouling/HullCoatingType");
    expect(types.body.length).toBeGreaterThan(3);
    const makers = await get<Array<{ name: string }>>(t.crew!, "/Fouling/HullCoatingManufacturer");
    expect(makers.body.map((m) => m.name)).toEqual(HULL_COATING_MANUFACTURERS.map((m) => m.name));

    const id = vessel["Nordic Aurora"]!;
    expect((await get(t.crew!, `/Fouling/HullCoatingVessel/${id}`)).body).toEqual({
      vesselId: id,
      coating: null,
    });
    const set = await send<{ coating: Record<string, unknown> }>(
      "POST",
      t.crew!,
      "/Fouling/HullCoatingVessel",
      {
        vesselId: id,
        coatingTypeId: 4,
        manufacturerId: 2,
        productName: "<b>Hempaguard</b> X7",
        appliedOn: "2025-08-01",
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.coating).toMatchObject({
      coatingTypeId: 4,
      coatingTypeName: "Foul-release (silicone)",
      manufacturerName: "Hempel",
      productName: "<b>Hempaguard</b> X7",
      appliedOn: "2025-08-01",
      setByName: expect.any(String),
    });
    expect(typeof set.body.coating.setAt).toBe("string");
    const list = await send<Array<{ vesselId: string; coating: unknown }>>(
      "POST",
      t.super!,
      "/Fouling/HullCoatingVessels",
      {
        vesselIds: [id],
      },
    );
    expect(list.body[0]).toMatchObject({ vesselId: id, coating: { manufacturerId: 2 } });
  });

  it("names the wrong field, refuses a future date, readers without write rights and vessels out of reach", async () => {
    const id = vessel["Nordic Aurora"]!;
    const badType = await send<{ message: string }>("POST", t.crew!, "/Fouling/HullCoatingVessel", {
      vesselId: id,
      coatingTypeId: 77,
      manufacturerId: 2,
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(HULL_COATING_MESSAGES.coatingTypeId);
    const future = await send<{ message: string }>("POST", t.crew!, "/Fouling/HullCoatingVessel", {
      vesselId: id,
      coatingTypeId: 1,
      manufacturerId: 2,
      appliedOn: iso(Date.now() + 10 * DAY_MS).slice(0, 10),
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(HULL_COATING_MESSAGES.appliedOnFuture);
    const body = { vesselId: id, coatingTypeId: 1, manufacturerId: 2 };
    expect((await send("POST", t.ops!, "/Fouling/HullCoatingVessel", body)).status).toBe(404);
    expect((await send("POST", t.partner!, "/Fouling/HullCoatingVessel", body)).status).toBe(403);
    expect((await send("POST", t.ops!, "/Fouling/HullCoatingVessels", { vesselIds: [id] })).status).toBe(404);
    const none = await send<{ message: string }>("POST", t.crew!, "/Fouling/HullCoatingVessels", {
      vesselIds: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(HULL_COATING_MESSAGES.vesselIds);
  });
});

describe("Fouling: chart configuration", () => {
  it("is kept per user and vessel, with defaults before the first save", async () => {
    const id = vessel["Nordic Aurora"]!;
    const first = await get(t.crew!, `/Fouling/Config/${id}`);
    expect(first.body).toMatchObject({
      vesselId: id,
      periodDays: 365,
      showTrend: true,
      benchmark: null,
      saved: false,
    });
    const saved = await send("PUT", t.crew!, "/Fouling/Config", {
      vesselId: id,
      periodDays: 90,
      showTrend: false,
      showEvents: true,
      benchmark: 3.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ periodDays: 90, showTrend: false, benchmark: 3.5, saved: true });
    expect((await get(t.crew!, `/Fouling/Config/${id}`)).body).toMatchObject({
      periodDays: 90,
      benchmark: 3.5,
    });
    // Another user of the same company still sees the defaults.
    expect((await get(t.super!, `/Fouling/Config/${id}`)).body).toMatchObject({
      periodDays: 365,
      saved: false,
    });
    const many = await send<unknown[]>("POST", t.crew!, "/Fouling/Configs", { vesselIds: [id] });
    expect(many.body).toEqual([expect.objectContaining({ vesselId: id, periodDays: 90 })]);
  });

  it("answers the spec's benchmark message and 404 outside the caller's vessels", async () => {
    const id = vessel["Nordic Aurora"]!;
    const base = { vesselId: id, periodDays: 90, showTrend: true, showEvents: true };
    const bad = await send<{ message: string }>("PUT", t.crew!, "/Fouling/Config", {
      ...base,
      benchmark: 41,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(FOULING_CONFIG_MESSAGES.benchmark);
    expect((await send("PUT", t.ops!, "/Fouling/Config", { ...base, benchmark: null })).status).toBe(404);
    expect((await get(t.ops!, `/Fouling/Config/${id}`)).status).toBe(404);
  });
});

describe("Fouling: propulsion efficiency, operating profile, added fuel, deviations, impact", () => {
  it("answers the efficiency per day as (1 + PV/100)³ and the reference curve with the measured days", async () => {
    const id = vessel["Nordic Aurora"]!;
    const [efficiency, curve, speedLoss] = await Promise.all([
      get<{ days: Array<{ timestamp: string; efficiency: number }> }>(
        t.crew!,
        `/Fouling/PropulsionEfficiencyData?vesselId=${id}&${span}`,
      ),
      get<{ reference: Array<{ draft: number; points: unknown[] }>; measured: unknown[] }>(
        t.crew!,
        `/Fouling/PropulsionEfficiencyCurve?vesselId=${id}&${span}`,
      ),
      get<{ history: Array<{ timestamp: string; performanceValue: number }> }>(
        t.crew!,
        `/Fouling/SpeedLoss?vesselId=${id}&${span}`,
      ),
    ]);
    expect(efficiency.status).toBe(200);
    expect(efficiency.body.days.length).toBe(speedLoss.body.history.length);
    for (const [i, day] of speedLoss.body.history.entries())
      expect(efficiency.body.days[i]!.efficiency).toBeCloseTo(100 * (1 + day.performanceValue / 100) ** 3, 1);
    expect(curve.body.reference.length).toBeGreaterThan(0);
    expect(curve.body.measured.length).toBe(speedLoss.body.history.length);
  });

  it("answers the operating profile, the added fuel over it, the deviations and an event's impact", async () => {
    const id = vessel["Nordic Aurora"]!;
    const profile = await get<{ bins: Array<{ share: number; referencePower: number | null }> }>(
      t.crew!,
      `/Fouling/OperationProfile?vesselId=${id}&${span}`,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.bins.reduce((s, b) => s + b.share, 0)).toBeCloseTo(1, 2);
    const fuel = await get<{
      tonnesPerDayAtSea: number;
      operatingProfile: Array<{ tonnesPerDayAtSea: number }>;
    }>(t.crew!, `/Fouling/AddedFuelConsumption?vesselId=${id}&${span}`);
    expect(fuel.body.tonnesPerDayAtSea).toBeCloseTo(
      fuel.body.operatingProfile.reduce((s, b) => s + b.tonnesPerDayAtSea, 0),
      1,
    );
    const deviations = await get<{
      rpm: { range: number; days: unknown[] };
      sfr: { range: number; days: unknown[] };
    }>(t.crew!, `/Fouling/Deviations?vesselId=${id}&${span}`);
    expect(deviations.body.rpm.range).toBe(25);
    expect(deviations.body.sfr.range).toBe(50);
    expect(deviations.body.rpm.days.length).toBeGreaterThan(2);
    expect(deviations.body.sfr.days.length).toBeGreaterThan(2);
    const impact = await get<{
      before: { days: number };
      after: { days: number };
      confidence: number | null;
    }>(t.crew!, `/Fouling/Impact?vesselId=${id}&eventDate=${iso(first + 2 * DAY_MS)}`);
    expect(impact.status).toBe(200);
    expect(impact.body.before.days + impact.body.after.days).toBeGreaterThan(2);
    expect(impact.body).toHaveProperty("confidence");
    for (const path of [
      "PropulsionEfficiencyData",
      "PropulsionEfficiencyCurve",
      "OperationProfile",
      "Deviations",
    ]) {
      expect((await get(t.ops!, `/Fouling/${path}?vesselId=${id}&${span}`)).status).toBe(404);
      const long = await get<{ message: string }>(
        t.crew!,
        `/Fouling/${path}?vesselId=${id}&fromDate=2024-01-01&toDate=2025-06-01`,
      );
      expect(long.body.message).toBe(HULL_MESSAGES.windowTooLong);
    }
  });
});
