import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Readings deleted as outliers (data quality) leave the analytics: /LogData/Find raw and hourly, the
 * fouling engine's daily speed loss; Clear brings them back. The fouling engine reads the feature
 * mapping. Nordic Aurora's last 6 days, simulated every 2 minutes.
 */
const DAYS = 6;
const HOUR = 3600_000;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - DAYS * DAY_MS;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);

let server: TestServer;
const t: Record<string, string> = {};
let vesselId = "";
const ids = new Map<string, number>();
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  vesselId = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (v) => v.name === "Nordic Aurora",
  )!.id;
  const writer = await server.ctx.timeSeries!.beginImport();
  for (let i = 0; i < DAYS; i++) {
    const day = simulation.day(first + i * DAY_MS, { stepSeconds: 120 });
    const defined = await writer.defineVariables(vesselId, day.variables);
    for (const [name, id] of defined) ids.set(name, id);
    await writer.writePoints(
      day.samples.map((s) => ({ variableId: defined.get(s.variable)!, t: s.t, v: s.value })),
    );
  }
  await writer.commit();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = <T = Record<string, unknown>>(token: string, path: string) =>
  server.api<T>("GET", path, { token });
const put = <T = Record<string, unknown>>(token: string, path: string, body: unknown) =>
  server.api<T>("PUT", path, { token, body });

interface SpeedLoss {
  history: Array<{ timestamp: string; speedLoss: number; blocks: number }>;
  featureMapping: Record<string, string>;
}
interface Series {
  data: Array<{ timestamp: string; value: number; min: number; max: number; count: number }>;
}

const speedLoss = async () => {
  const answer = await get<SpeedLoss>(
    t.crew!,
    `/Fouling/SpeedLoss?vesselId=${vesselId}&fromDate=${iso(first)}&toDate=${iso(today)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};
const dayLoss = (body: SpeedLoss, day: number) =>
  body.history.find((d) => d.timestamp === iso(day))?.speedLoss ?? null;

describe("Readings deleted as outliers leave the analytics", () => {
  it("a planted STW spike is gone from /LogData/Find (raw and hourly) and the day's speed loss, back after Clear", async () => {
    const before = await speedLoss();
    // A day with a speed loss, and a stretch of it at sea: plant an STW reading 0.8 kn low between
    // the samples every 2 minutes for 6 hours, and a 29 kn spike.
    const day = before.history.map((d) => Date.parse(d.timestamp)).find((d) => d > first)!;
    expect(day).toBeDefined();
    const baseline = dayLoss(before, day)!;
    const stw = ids.get("Speed Through Water")!;
    const from = day + 6 * HOUR + 60_000;
    const logged = await server.ctx.timeSeries!.series({
      variableId: stw,
      from: from - 60_000,
      to: day + 12 * HOUR,
      granularity: "Raw",
      limit: 200,
    });
    const planted = logged.points.map((p) => ({ variableId: stw, t: p.t + 60_000, v: p.avg - 0.8 }));
    const spike = { variableId: stw, t: day + 6 * HOUR + 30 * 60_000 + 30_000, v: 29 };
    const averaged = () =>
      get<Array<{ value: number; min: number; max: number; count: number }>>(
        t.crew!,
        `/LogData/Calculated/Averaged?logVariableIds=${stw}&fromDate=${iso(day)}&toDate=${iso(day + DAY_MS)}`,
      );
    const averagedBefore = await averaged();
    const writer = await server.ctx.timeSeries!.beginImport();
    await writer.writePoints([...planted, spike]);
    await writer.commit();

    const raw = () =>
      get<Series>(
        t.crew!,
        `/LogData/Find?logVariableId=${stw}&fromDate=${iso(day + 6 * HOUR)}&toDate=${iso(day + 7 * HOUR)}&granularity=Raw&dateTimeFormat=UnixEpochMs`,
      );
    const hourly = () =>
      get<Series>(
        t.crew!,
        `/LogData/Find?logVariableId=${stw}&fromDate=${iso(day)}&toDate=${iso(day + DAY_MS)}&granularity=Hour`,
      );
    const sixOClock = async () =>
      (await hourly()).body.data.find((d) => d.timestamp === iso(day + 6 * HOUR))!;

    const plantedRaw = await raw();
    expect(plantedRaw.body.data.some((p) => p.value === 29)).toBe(true);
    const plantedHour = await sixOClock();
    expect(plantedHour.max).toBe(29);
    expect((await averaged()).body[0]!.count).toBe(averagedBefore.body[0]!.count + planted.length + 1);
    const skewed = dayLoss(await speedLoss(), day)!;
    expect(Math.abs(skewed - baseline)).toBeGreaterThan(0.2);

    const del = (f: number, tt: number) =>
      put<{ id: string }>(t.super!, "/DataQuality/Outliers/TakeAction/Delete", {
        vesselId,
        featureName: "Speed Through Water",
        from: iso(f),
        to: iso(tt),
        reason: "log dropped out, then spiked",
      });
    // The low stretch and the spike, each its own deletion (a deletion is a span, here only planted points).
    const deletions: string[] = [];
    for (const p of [...planted, spike]) {
      const answer = await del(p.t, p.t);
      expect(answer.status).toBe(200);
      deletions.push(answer.body.id);
    }
    const cleanRaw = await raw();
    const plantedTimes = new Set([...planted, spike].map((p) => p.t));
    expect(cleanRaw.body.data.some((p) => plantedTimes.has(Number(p.timestamp)))).toBe(false);
    expect(cleanRaw.body.data.length).toBe(plantedRaw.body.data.length - 31);
    // The hour is recomputed from its own readings: what it was before the planting.
    const cleanHour = await sixOClock();
    const own = logged.points.filter((p) => p.t < day + 7 * HOUR).map((p) => p.avg);
    expect(cleanHour.count).toBe(plantedHour.count - 31);
    expect(cleanHour.count).toBe(own.length);
    expect(cleanHour.max).toBe(Math.max(...own));
    expect(cleanHour.min).toBe(Math.min(...own));
    expect(cleanHour.value).toBeCloseTo(own.reduce((a, b) => a + b, 0) / own.length, 9);
    // Statistics over an interval leave them out too.
    const [clean] = (await averaged()).body;
    const [original] = averagedBefore.body;
    expect({ ...clean, value: 0 }).toEqual({ ...original, value: 0 });
    expect(clean!.value).toBeCloseTo(original!.value, 9);
    expect(dayLoss(await speedLoss(), day)).toBeCloseTo(baseline, 6);

    for (const actionId of deletions) {
      const clear = await put(t.super!, "/DataQuality/Outliers/TakeAction/Clear", {
        vesselId,
        actionId,
        reason: "wrong call",
      });
      expect(clear.status).toBe(200);
    }
    expect((await sixOClock()).max).toBe(29);
    expect((await raw()).body.data.length).toBe(plantedRaw.body.data.length);
    expect(dayLoss(await speedLoss(), day)).toBeCloseTo(skewed, 6);
  }, 60_000);

  it("the fouling engine reads the variable a remapped feature names", async () => {
    const before = await speedLoss();
    expect(before.featureMapping["Speed Through Water"]).toBe("Speed Through Water");
    // A second speed log reading 5 % low, then Speed Through Water mapped to it.
    const stw = ids.get("Speed Through Water")!;
    const points = await server.ctx.timeSeries!.series({
      variableId: stw,
      from: first,
      to: today - 1,
      granularity: "Raw",
      limit: 1_000_000,
    });
    const writer = await server.ctx.timeSeries!.beginImport();
    const defined = await writer.defineVariables(vesselId, [
      { name: "Doppler log", unit: "knot", onboardSystem: "Navigation", taxa: [] },
    ]);
    const doppler = defined.get("Doppler log")!;
    await writer.writePoints(points.points.map((p) => ({ variableId: doppler, t: p.t, v: p.avg * 0.95 })));
    await writer.commit();
    expect((await speedLoss()).featureMapping["Speed Through Water"]).toBe("Speed Through Water");

    const mapping = `/featuremapping/configuration?vesselid=${vesselId}`;
    const current = await get<{ features: Array<{ featureName: string; min: number; max: number }> }>(
      t.super!,
      mapping,
    );
    const feature = current.body.features.find((f) => f.featureName === "Speed Through Water")!;
    const remap = (logVariableId: number) =>
      put(t.super!, mapping, {
        features: [
          {
            featureName: "Speed Through Water",
            logVariableId,
            intervalSeconds: 120,
            min: feature.min,
            max: feature.max,
            frozenLimitMinutes: 45,
          },
        ],
      });
    expect((await remap(doppler)).status).toBe(200);
    const after = await speedLoss();
    expect(after.featureMapping["Speed Through Water"]).toBe("Doppler log");
    const day = Date.parse(before.history[before.history.length - 1]!.timestamp);
    // A log reading 5 % low: the engine sees a larger speed loss (unless calibration absorbs all of it).
    expect(dayLoss(after, day)).not.toBeCloseTo(dayLoss(before, day)!, 3);
    expect((await remap(stw)).status).toBe(200);
    expect(dayLoss(await speedLoss(), day)).toBeCloseTo(dayLoss(before, day)!, 6);
  }, 60_000);
});
