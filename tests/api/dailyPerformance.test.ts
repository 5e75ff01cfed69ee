import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConditionView } from "../../domain/alerts/conditions.js";
import type { IncidentPage } from "../../domain/alerts/incidents.js";
import { ImportStatus } from "../../domain/imports/importRecords.js";
import { DIAGNOSTIC_TYPES } from "../../domain/longTrends/longTrends.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import { vesselAnalysis, vesselDays } from "../../server/dailyPerformance/dailyPerformance.js";
import { settingsOf } from "../../server/dailyPerformance/hullReads.js";
import { analyseVessel } from "../../server/dailyPerformance/rawAnalysis.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { alertEngineOf } from "../../server/features/alerts/AlertEngine.js";
import { longTrendInputs, rawLongTrendInputs } from "../../server/features/longTrends/trendInputs.js";
import { plantSimulatedDays } from "../support/simulatedLog.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { importSimulatedDay } from "./importsSupport.js";

/**
 * The daily performance store (docs/architecture.md): the stored path answers what the raw path
 * answers, day for day, and follows every input change; an import recomputes its days and the overall
 * status, and the PerformanceStatus condition opens and closes by it.
 */
const DAYS = 16;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - 40 * DAY_MS;
const end = first + DAYS * DAY_MS;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
let vessel: VesselView;
const t: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  vessel = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (v) => v.name === "Nordic Aurora",
  )!;
  // Not refreshed as an import would: the first read below computes the days.
  await plantSimulatedDays(server, vessel.id, simulation, first, DAYS, { refreshStatus: false });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function close(a: number | null, b: number | null): void {
  if (a === null || b === null) expect(a).toBe(b);
  else expect(Math.abs(a - b)).toBeLessThan(1e-9);
}

/** The stored path against the raw path over [first, end): every per-day value within 1e-9. */
async function expectSameAsRaw() {
  const settings = settingsOf(server.ctx, vessel.id)!;
  const stored = await vesselAnalysis(server.ctx, vessel, settings, first, end);
  const raw = await analyseVessel(server.ctx, vessel, settings, first, end);
  expect(stored.analysis.days.length).toBeGreaterThan(8);
  expect(stored.analysis.days.map((d) => [d.dayStart, d.blocks])).toEqual(
    raw.analysis.days.map((d) => [d.dayStart, d.blocks]),
  );
  stored.analysis.days.forEach((d, i) => {
    const r = raw.analysis.days[i]!;
    for (const key of ["pv", "speedLoss", "power", "speed"] as const) close(d[key], r[key]);
  });
  expect(stored.analysis.counts).toEqual(raw.analysis.counts);
  expect(stored.analysis.calibrations.map((c) => [c.from, c.to])).toEqual(
    raw.analysis.calibrations.map((c) => [c.from, c.to]),
  );
  stored.analysis.calibrations.forEach((c, i) => {
    close(c.factor, raw.analysis.calibrations[i]!.factor);
  });
  expect(stored.analysis.missingFeatures).toEqual(raw.analysis.missingFeatures);
  close(stored.specificFuel, raw.specificFuel);
  // The fuel curve: the same samples' sums, folded day by day rather than in one pass.
  expect(stored.fuelCurve === null).toBe(raw.fuelCurve === null);
  if (stored.fuelCurve && raw.fuelCurve)
    for (const key of ["a", "b", "c", "minPower", "maxPower", "samples"] as const)
      expect(stored.fuelCurve[key]).toBeCloseTo(raw.fuelCurve[key], 6);
  expect(stored.mapping).toEqual(raw.mapping);

  const trends = await longTrendInputs(server.ctx, vessel.id, first, end);
  const rawTrends = await rawLongTrendInputs(server.ctx, vessel.id, first, end);
  expect(trends.missing).toEqual(rawTrends.missing);
  expect(trends.periodStarts).toEqual(rawTrends.periodStarts);
  for (const type of DIAGNOSTIC_TYPES) {
    expect(trends.values[type].length).toBeGreaterThan(8);
    expect(trends.values[type].map((v) => v.t)).toEqual(rawTrends.values[type].map((v) => v.t));
    trends.values[type].forEach((v, i) => {
      close(v.value, rawTrends.values[type][i]!.value);
    });
  }
  return stored;
}

describe("daily performance store", () => {
  it("answers the raw path's per-day values, and follows exclusions, the reference and events", async () => {
    const computed = { days: 0 };
    await vesselDays(server.ctx, vessel, first, end, { computed });
    expect(computed.days).toBe(DAYS);
    const before = await expectSameAsRaw();
    // Read again: nothing recomputed.
    computed.days = 0;
    await vesselDays(server.ctx, vessel, first, end, { computed });
    expect(computed.days).toBe(0);

    // A data-quality deletion of twelve hours of speed through water, on the day with the most accepted
    // blocks (which hours hold blocks depends on the simulated date): only that day is recomputed.
    const day = before.analysis.days.reduce((best, d) =>
      (d.blocks ?? 0) > (best.blocks ?? 0) ? d : best,
    ).dayStart;
    const deleted = await server.api("PUT", "/DataQuality/Outliers/TakeAction/Delete", {
      token: t.super!,
      body: {
        vesselId: vessel.id,
        featureName: "Speed Through Water",
        from: iso(day + 6 * 3600_000),
        to: iso(day + 18 * 3600_000),
        reason: "speed log dropped out",
      },
    });
    expect(deleted.status).toBe(200);
    await vesselDays(server.ctx, vessel, first, end, { computed });
    expect(computed.days).toBe(1);
    const excluded = await expectSameAsRaw();
    const blocksOf = (a: typeof before, at: number) => a.analysis.days.find((d) => d.dayStart === at)?.blocks;
    expect(blocksOf(excluded, day)).toBeLessThan(blocksOf(before, day)!);

    // A new speed-power reference: every day is recomputed.
    const settings = settingsOf(server.ctx, vessel.id)!;
    const changed = await server.api("PUT", `/Fouling/Reference/${vessel.id}`, {
      token: t.crew!,
      body: { ...settings, windCoefficient: settings.windCoefficient! * 0.8 },
    });
    expect(changed.status).toBe(200);
    computed.days = 0;
    await vesselDays(server.ctx, vessel, first, end, { computed });
    expect(computed.days).toBe(DAYS);
    await expectSameAsRaw();

    // A hull cleaning in the middle: a new period, folded from the same stored days.
    const cleaning = await server.api("POST", "/Iso19030Events", {
      token: t.crew!,
      body: {
        vesselId: vessel.id,
        eventType: "HullCleaning",
        startTime: iso(first + 7 * DAY_MS),
        endTime: iso(first + 8 * DAY_MS),
      },
    });
    expect(cleaning.status).toBe(201);
    computed.days = 0;
    await vesselDays(server.ctx, vessel, first, end, { computed });
    expect(computed.days).toBe(0);
    await expectSameAsRaw();
  }, 180_000);

  it("recomputes at import and opens a PerformanceStatus incident when the status turns Not ok, closes it when it recovers", async () => {
    const condition = await server.api<ConditionView>("POST", "/NotificationConditions", {
      token: t.super!,
      body: {
        name: "Performance status",
        kind: "PerformanceStatus",
        vesselIds: [vessel.id],
        performanceStatus: { severity: "Critical", openAt: "Observe" },
      },
    });
    expect(condition.status).toBe(201);
    expect(condition.body.performanceStatus).toEqual({ severity: "Critical", openAt: "Observe" });
    const ofCondition = async (query: string) =>
      (
        await server.api<IncidentPage>("GET", `/Incidents/Find${query}`, { token: t.super! })
      ).body.items.filter((i) => i.conditionId === condition.body.id);
    // A manual benchmark far below the speed loss: the speed trend is judged at once, and Not ok.
    const configure = (body: Record<string, unknown>) =>
      server.api("PUT", "/LongTrends", { token: t.crew!, body: { id: `${vessel.id}:speed`, ...body } });
    expect(
      (await configure({ useInVesselStatus: true, useManualBenchmarkLevel: true, manualBenchmarkLevel: -30 }))
        .status,
    ).toBe(200);

    const importDay = async (dayStart: number) => {
      const { day, record } = await importSimulatedDay(server, t.admin!, simulation, dayStart, {
        stepSeconds: 300,
      });
      expect(record.status).toBe(ImportStatus.imported);
      await alertEngineOf(server.ctx).idle();
      return day;
    };
    const day = await importDay(end);
    // The import stored its day, and the status every process reads is Not ok.
    const stored = await server.ctx.daily!.readKeys(vessel.id, end, end + DAY_MS);
    expect(stored).toHaveLength(1);
    const status = await server.api<{ performanceStatus: string }>(
      "GET",
      `/VesselPerformanceStatuses/${vessel.id}`,
      { token: t.crew! },
    );
    expect(status.body.performanceStatus).toBe("NotOk");
    const open = await ofCondition("?isOpen=true");
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      severity: "Critical",
      conditionDetails: "Vessel performance status: Not ok",
    });
    // Stamped with the data's time: the package's newest point, not the clock.
    const newest = Math.max(...day.samples.map((s) => s.t));
    expect(Date.parse(open[0]!.openVesselEvent.timestamp)).toBe(newest);

    // Back to the period's own benchmark (a young period: Benchmarking): the next import closes it.
    expect((await configure({ useInVesselStatus: true, useManualBenchmarkLevel: false })).status).toBe(200);
    await importDay(end + DAY_MS);
    expect(await ofCondition("?isOpen=true")).toHaveLength(0);
    const closed = await ofCondition("?isOpen=false");
    expect(closed).toHaveLength(1);
    expect(closed[0]!.closeVesselEvent?.reason).toBe("Cleared");
  }, 180_000);
});
