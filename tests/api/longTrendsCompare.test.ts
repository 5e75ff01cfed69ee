import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPARE_MESSAGES } from "../../domain/longTrends/compare.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { vesselEventsOf } from "../../domain/voyages/state.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Compare vessels and the long-trend period, limit and Excel calls: Nordic Aurora's and Nordic Fjell's
 * last 10 days simulated every 2 minutes; a hull cleaning splits Aurora's days into two periods.
 */
const DAYS = 10;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - DAYS * DAY_MS;
const cleaningEnd = first + 5 * DAY_MS;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
let cleaningId = "";

const excel = (token: string, vesselId: string) =>
  fetch(`${server.url}/api/v1/LongTrends/Excel?vesselId=${vesselId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
const get = <T = Record<string, unknown>>(token: string, path: string) =>
  server.api<T>("GET", path, { token });

beforeAll(async () => {
  server = await startTestServer();
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;
  const writer = await server.ctx.timeSeries!.beginImport();
  for (const demo of NORDIC_BULK_VESSELS.filter((v) => v.particulars.name !== "Nordic Skagen")) {
    const simulation = createVesselSimulation(simVesselFrom(demo.imoNumber, demo.particulars), today);
    for (let i = 0; i < DAYS; i++) {
      const day = simulation.day(first + i * DAY_MS, { stepSeconds: 120 });
      const ids = await writer.defineVariables(vessel[demo.particulars.name]!, day.variables);
      await writer.writePoints(
        day.samples.map((s) => ({ variableId: ids.get(s.variable)!, t: s.t, v: s.value })),
      );
    }
  }
  await writer.commit();
  // Signed in after the import: a kept-alive connection idle through it may be reset.
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  const cleaning = await server.api<{ id: string }>("POST", "/Iso19030Events", {
    token: t.crew!,
    body: {
      vesselId: vessel["Nordic Aurora"],
      eventType: "HullCleaning",
      startTime: new Date(cleaningEnd - DAY_MS / 2).toISOString(),
      endTime: new Date(cleaningEnd).toISOString(),
    },
  });
  expect(cleaning.status).toBe(201);
  cleaningId = cleaning.body.id;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

interface CompareItem {
  vesselId: string;
  name: string;
  url: string;
  performanceStatus: string;
  lastPeriodStartDate: string | null;
  changePerYear: number | null;
  benchmarkPointValue: number | null;
  deviationFromBenchmark: number | null;
  isBenchmarking: boolean;
  values: Array<{ timestamp: string; value: number }>;
  trendlines: Array<{ from: string; start: number; end: number }>;
}
interface Compared {
  diagnosticType: string;
  chartRange: number;
  items: CompareItem[];
}

describe("Compare vessels", () => {
  it("lists the groups of common diagnostic trends over the caller's vessels", async () => {
    const crew = await get<{ items: Array<{ diagnosticType: string; vessels: Array<{ name: string }> }> }>(
      t.crew!,
      "/LongTrends/Compare/Groups",
    );
    expect(crew.status).toBe(200);
    expect(crew.body.items.map((g) => g.diagnosticType)).toEqual(["speed", "rpm", "sfoc"]);
    // The crew's access group holds Aurora and Fjell only.
    expect(crew.body.items[0]!.vessels.map((v) => v.name)).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    const ops = await get<{ items: Array<{ vessels: Array<{ name: string }> }> }>(
      t.ops!,
      "/LongTrends/Compare/Groups",
    );
    expect(ops.body.items[0]!.vessels.map((v) => v.name)).not.toContain("Nordic Aurora");
  });

  it("compares one type's long trend of several vessels, real or relative, all periods or the last", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const fjell = vessel["Nordic Fjell"]!;
    const all = await get<Compared>(
      t.crew!,
      `/LongTrends/Compare?diagnosticType=speed&vesselIds=${aurora};${fjell}`,
    );
    expect(all.status).toBe(200);
    expect(all.body.chartRange).toBe(50);
    expect(all.body.items.map((i) => i.name)).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    const [a, f] = all.body.items;
    expect(a!.url).toBe(`/Vessel/${aurora}/Nordic%20Aurora/LongTrend`);
    // Ten days are too few to judge: benchmarking, nothing to compare (n/a).
    for (const item of all.body.items) {
      expect(item.performanceStatus).toBe("BenchMarking");
      expect(item.isBenchmarking).toBe(true);
      expect(item.changePerYear).toBeNull();
      expect(item.deviationFromBenchmark).toBeNull();
      expect(item.values.length).toBeGreaterThan(3);
    }
    expect(a!.lastPeriodStartDate).toBe(new Date(cleaningEnd).toISOString());
    // Fjell's last period opened with its last docking (demo history), before its first value here.
    expect(Date.parse(f!.lastPeriodStartDate!)).toBeLessThanOrEqual(Date.parse(f!.values[0]!.timestamp));

    // Last period only: Aurora's values before the cleaning are left out.
    const last = await get<Compared>(
      t.crew!,
      `/LongTrends/Compare?diagnosticType=speed&vesselIds=${aurora}&lastPeriodOnly=true`,
    );
    const lastValues = last.body.items[0]!.values;
    expect(lastValues.length).toBeLessThan(a!.values.length);
    expect(lastValues.every((v) => Date.parse(v.timestamp) >= cleaningEnd - DAY_MS / 2)).toBe(true);

    // Relative Y: the same days less the period's benchmark point; the trendline starts at 0.
    const relative = await get<Compared>(
      t.crew!,
      `/LongTrends/Compare?diagnosticType=speed&vesselIds=${aurora}&lastPeriodOnly=true&relativeY=true`,
    );
    const rel = relative.body.items[0]!;
    expect(rel.values.map((v) => v.timestamp)).toEqual(lastValues.map((v) => v.timestamp));
    if (rel.trendlines.length > 0) {
      expect(rel.trendlines[0]!.start).toBeCloseTo(0, 3);
      const offset = lastValues[0]!.value - rel.values[0]!.value;
      expect(last.body.items[0]!.trendlines[0]!.start).toBeCloseTo(offset, 2);
    }
  });

  it("validates with the spec's messages", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const none = await get<{ message: string }>(
      t.crew!,
      "/LongTrends/Compare?diagnosticType=speed&vesselIds=",
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(COMPARE_MESSAGES.noVessel);
    const ids = Array.from(
      { length: 21 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    ).join(";");
    const many = await get<{ message: string }>(
      t.crew!,
      `/LongTrends/Compare?diagnosticType=speed&vesselIds=${ids}`,
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("Maximum 20 items reached");
    const type = await get<{ message: string }>(
      t.crew!,
      `/LongTrends/Compare?diagnosticType=wind&vesselIds=${aurora}`,
    );
    expect(type.body.message).toBe(COMPARE_MESSAGES.type);
  });

  it("resolves every vessel id in the caller's scope", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const skagen = vessel["Nordic Skagen"]!;
    // The crew user (role User) does not see Skagen; the other company sees neither: 404, nothing computed.
    expect(
      (await get(t.crew!, `/LongTrends/Compare?diagnosticType=rpm&vesselIds=${aurora};${skagen}`)).status,
    ).toBe(404);
    expect((await get(t.ops!, `/LongTrends/Compare?diagnosticType=rpm&vesselIds=${aurora}`)).status).toBe(
      404,
    );
    const unknown = "00000000-0000-4000-8000-000000000001";
    expect((await get(t.super!, `/LongTrends/Compare?diagnosticType=rpm&vesselIds=${unknown}`)).status).toBe(
      404,
    );
    // The super user sees Skagen (no log data: N/A, not benchmarking).
    const sup = await get<Compared>(t.super!, `/LongTrends/Compare?diagnosticType=rpm&vesselIds=${skagen}`);
    expect(sup.status).toBe(200);
    expect(sup.body.items[0]).toMatchObject({ performanceStatus: "notAvailable", isBenchmarking: false });
    expect(
      (await get(t.partner!, `/LongTrends/Compare?diagnosticType=rpm&vesselIds=${aurora}`)).status,
    ).not.toBe(200);
    expect((await get(t.partner!, "/LongTrends/Compare/Groups")).status).not.toBe(200);
  });
});

describe("Long-trend periods, limits and the Excel download", () => {
  it("answers the periods' meta, statistics and the trend limits", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const meta = await get<{
      items: Array<{
        longTrendId: string;
        periods: Array<{ from: string; days: number; isLast: boolean; openedBy: { id: string } | null }>;
      }>;
    }>(t.crew!, `/LongTrendPeriods/Meta?longTrendIds=${aurora}:speed`);
    expect(meta.status).toBe(200);
    const periods = meta.body.items[0]!.periods;
    expect(periods.length).toBeGreaterThanOrEqual(2);
    expect(periods.at(-1)).toMatchObject({ from: new Date(cleaningEnd).toISOString(), isLast: true });
    expect(periods.at(-1)!.openedBy?.id).toBe(cleaningId);

    const stats = await get<{
      items: Array<{ periods: Array<{ count: number; mean: number; min: number; max: number }> }>;
    }>(t.crew!, `/LongTrendPeriods/Statistics?longTrendId=${aurora}:speed`);
    const s = stats.body.items[0]!.periods;
    expect(s.map((p) => p.count)).toEqual(periods.map((p) => p.days));
    for (const p of s) expect(p.min).toBeLessThanOrEqual(p.mean);

    const byVessel = await get<{ items: Array<{ longTrendId: string }> }>(
      t.crew!,
      `/LongTrendPeriods?vesselId=${aurora}`,
    );
    expect(byVessel.body.items.map((i) => i.longTrendId)).toEqual([
      `${aurora}:speed`,
      `${aurora}:rpm`,
      `${aurora}:sfoc`,
    ]);

    const limits = await get<{
      items: Array<{
        diagnosticType: string;
        benchmarkLevel: number;
        observe: number;
        notOkLow: number | null;
      }>;
    }>(t.crew!, `/TrendLimits?vesselId=${aurora}`);
    expect(limits.status).toBe(200);
    const rpm = limits.body.items.find((i) => i.diagnosticType === "rpm")!;
    expect(rpm.observe).toBeCloseTo(rpm.benchmarkLevel + 3, 2);
    expect(rpm.notOkLow).toBeCloseTo(rpm.benchmarkLevel - 5, 2);
    expect(limits.body.items.find((i) => i.diagnosticType === "speed")!.notOkLow).toBeNull();
  });

  it("downloads the long trends as a workbook a person can read", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const response = await excel(t.crew!, aurora);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("Long_trends_9312482_");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Summary", "Periods", "Daily values", "Events"]);
    const summary = workbook.getWorksheet("Summary")!;
    expect(summary.getCell("A1").value).toBe("Long trends: Nordic Aurora");
    expect(summary.getCell("B3").value).toBe("Nordic Aurora");
    const trendNames: unknown[] = [];
    summary.eachRow((row) => trendNames.push(row.getCell(1).value));
    expect(trendNames).toEqual(
      expect.arrayContaining(["Speed loss", "Shaft rpm deviation", "SFOC deviation"]),
    );
    const daily = workbook.getWorksheet("Daily values")!;
    expect(daily.getRow(1).values).toEqual([
      undefined,
      "Day (UTC)",
      "Speed loss (%)",
      "Shaft rpm deviation (%)",
      "SFOC deviation (%)",
    ]);
    expect(daily.rowCount).toBeGreaterThan(4);
    const events = workbook.getWorksheet("Events")!;
    const eventNames: unknown[] = [];
    events.eachRow((row) => eventNames.push(row.getCell(1).value));
    expect(eventNames).toContain("Hull cleaning");

    expect((await excel(t.ops!, aurora)).status).toBe(404);
    expect((await get(t.ops!, `/TrendLimits?vesselId=${aurora}`)).status).toBe(404);
    expect((await get(t.ops!, `/LongTrendPeriods/Meta?longTrendIds=${aurora}:speed`)).status).toBe(404);
    expect((await get(t.ops!, `/LongTrendPeriods/Statistics?vesselId=${aurora}`)).status).toBe(404);
  });
});

interface ConsequenceItem {
  longTrendId: string;
  trendEventId: string | null;
  state: string;
  message: string | null;
  deviationFromBenchmark: number | null;
  mcrKw: number | null;
  sfoc: number | null;
  consequences: Array<{
    index: number;
    mcrPercent: number;
    mcrDisplay: string;
    powerKw: number;
    addedFuelTonnesPerDay: number;
    costPerDay: number | null;
    results: Array<{ headerName: string; displayValue: string }>;
  }>;
}

describe("Consequences of the deviations (Compare's consequence columns)", () => {
  it("answers Benchmarking for a young period and added fuel and cost per MCR basis once judged", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const fjell = vessel["Nordic Fjell"]!;
    const young = await get<{ defaultMcrPercent: number; items: ConsequenceItem[] }>(
      t.crew!,
      `/Consequences/FindLatest?longTrendIds=${aurora}:speed;${fjell}:speed`,
    );
    expect(young.status).toBe(200);
    expect(young.body.defaultMcrPercent).toBe(50);
    expect(young.body.items.map((i) => i.state)).toEqual(["Benchmarking", "Benchmarking"]);
    expect(young.body.items[0]!.trendEventId).toBe(cleaningId);
    expect(young.body.items.every((i) => i.consequences.length === 0)).toBe(true);

    // A manual benchmark level lets Fjell's ten days be judged: a deviation, so a consequence.
    const set = await server.api("PUT", "/LongTrends", {
      token: t.super!,
      body: {
        id: `${fjell}:speed`,
        useInVesselStatus: true,
        useManualBenchmarkLevel: true,
        manualBenchmarkLevel: -3,
      },
    });
    expect(set.status).toBe(200);
    try {
      const judged = await get<{ fuelPrice: number; items: ConsequenceItem[] }>(
        t.crew!,
        `/Consequences/FindLatest?longTrendIds=${fjell}:speed&fuelPrice=600`,
      );
      expect(judged.status).toBe(200);
      expect(judged.body.fuelPrice).toBe(600);
      const item = judged.body.items[0]!;
      expect(item.state).toBe("Ok");
      expect(item.mcrKw).toBe(server.ctx.readModels.state("vessels").byId[fjell]!.maxContinuousRating);
      expect(item.sfoc).toBeGreaterThan(120);
      expect(item.consequences.map((r) => [r.index, r.mcrPercent, r.mcrDisplay])).toEqual([
        [0, 40, "40 % MCR"],
        [1, 50, "50 % MCR"],
        [2, 75, "75 % MCR"],
        [3, 90, "90 % MCR"],
      ]);
      // By hand from the answer's own inputs: P = 0.5 · MCR, F = P · SFOC · 24 / 10⁶, added = F · ((1 − d)⁻³ − 1).
      const d = item.deviationFromBenchmark! / 100;
      const at50 = item.consequences[1]!;
      const expected = ((0.5 * item.mcrKw! * item.sfoc! * 24) / 1e6) * ((1 - d) ** -3 - 1);
      expect(at50.powerKw).toBe(Math.round(0.5 * item.mcrKw!));
      expect(at50.addedFuelTonnesPerDay).toBeCloseTo(expected, 1);
      expect(at50.costPerDay! / 600).toBeCloseTo(at50.addedFuelTonnesPerDay, 0);
      expect(at50.results.map((r) => r.headerName)).toEqual(["Added fuel (t/day)", "Cost (USD/day)"]);
      // Without a price: no cost.
      const noPrice = await get<{ items: ConsequenceItem[] }>(
        t.crew!,
        `/Consequences/FindLatest?longTrendIds=${fjell}:speed`,
      );
      expect(noPrice.body.items[0]!.consequences[1]!.costPerDay).toBeNull();
      expect(noPrice.body.items[0]!.consequences[1]!.results[1]!.displayValue).toBe("n/a");
    } finally {
      await server.api("PUT", "/LongTrends", {
        token: t.super!,
        body: { id: `${fjell}:speed`, useInVesselStatus: true, useManualBenchmarkLevel: false },
      });
    }
  });

  it("validates and resolves every trend in the caller's scope", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const skagen = vessel["Nordic Skagen"]!;
    const price = await get<{ message: string }>(
      t.crew!,
      `/Consequences/FindLatest?longTrendIds=${aurora}:speed&fuelPrice=-1`,
    );
    expect(price.status).toBe(400);
    expect(price.body.message).toBe("fuelPrice must be a number of USD per tonne from 0 to 10000.");
    expect((await get(t.crew!, "/Consequences/FindLatest?longTrendIds=")).status).toBe(400);
    expect((await get(t.crew!, `/Consequences/FindLatest?longTrendIds=${aurora}:wind`)).status).toBe(400);
    // Another company: 404; the crew user does not see Skagen: 404; the partner: refused.
    expect((await get(t.ops!, `/Consequences/FindLatest?longTrendIds=${aurora}:speed`)).status).toBe(404);
    expect((await get(t.crew!, `/Consequences/FindLatest?longTrendIds=${skagen}:speed`)).status).toBe(404);
    expect((await get(t.partner!, `/Consequences/FindLatest?longTrendIds=${aurora}:speed`)).status).not.toBe(
      200,
    );
    // Skagen has no log data: nothing to judge.
    const none = await get<{ items: ConsequenceItem[] }>(
      t.super!,
      `/Consequences/FindLatest?longTrendIds=${skagen}:sfoc`,
    );
    expect(none.body.items[0]!.state).toBe("NotAvailable");
  });
});

describe("Long trend configurations (per user and vessel)", () => {
  it("answers the defaults, saves, and keeps each user's own", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const first = await get<Array<Record<string, unknown>>>(
      t.crew!,
      `/LongTrendConfigurations/Find?vesselId=${aurora}`,
    );
    expect(first.status).toBe(200);
    expect(first.body[0]).toMatchObject({
      vesselId: aurora,
      longTrendIds: `${aurora}:speed;${aurora}:rpm;${aurora}:sfoc`,
      timeConfigurationType: "LastPeriod",
      lastNumberDays: 365,
      saved: false,
    });
    const saved = await server.api<Record<string, unknown>>("PUT", "/LongTrendConfigurations", {
      token: t.crew!,
      body: {
        vesselId: aurora,
        longTrendIds: `${aurora}:speed;${aurora}:sfoc;`,
        timeConfigurationType: "SetPeriod",
        fromDateTime: "2026-01-01T00:00:00Z",
        toDateTime: "2026-03-01T00:00:00Z",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      longTrendIds: `${aurora}:speed;${aurora}:sfoc`,
      timeConfigurationType: "SetPeriod",
      fromDateTime: "2026-01-01T00:00:00.000Z",
      saved: true,
    });
    const again = await get<Array<Record<string, unknown>>>(
      t.crew!,
      `/LongTrendConfigurations/Find?vesselId=${aurora}`,
    );
    expect(again.body[0]).toMatchObject({ timeConfigurationType: "SetPeriod", saved: true });
    // The super user's configuration of the same vessel is their own.
    const other = await get<Array<Record<string, unknown>>>(
      t.super!,
      `/LongTrendConfigurations/Find?vesselId=${aurora}`,
    );
    expect(other.body[0]).toMatchObject({ saved: false });
  });

  it("validates with the spec's messages and resolves the vessel in the caller's scope", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const none = await server.api<{ message: string }>("PUT", "/LongTrendConfigurations", {
      token: t.crew!,
      body: { vesselId: aurora, longTrendIds: "", timeConfigurationType: "AllValues" },
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please select at least 1 item.");
    const span = await server.api<{ message: string }>("PUT", "/LongTrendConfigurations", {
      token: t.crew!,
      body: {
        vesselId: aurora,
        longTrendIds: `${aurora}:rpm`,
        timeConfigurationType: "LastPeriod",
        lastNumberDays: 0,
      },
    });
    expect(span.body.message).toBe("The total timespan must be greater than 0");
    // Another company: 404 for both calls; the partner and API keys keep no configuration.
    expect((await get(t.ops!, `/LongTrendConfigurations/Find?vesselId=${aurora}`)).status).toBe(404);
    const foreign = await server.api("PUT", "/LongTrendConfigurations", {
      token: t.ops!,
      body: { vesselId: aurora, longTrendIds: `${aurora}:rpm`, timeConfigurationType: "AllValues" },
    });
    expect(foreign.status).toBe(404);
    expect((await get(t.partner!, `/LongTrendConfigurations/Find?vesselId=${aurora}`)).status).toBe(403);
  });
});

describe("Benefit of a hull event", () => {
  it("rejects with Benchmarking while the period the event opened is young; 404 for another's", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const young = await get<{
      state: string;
      trendEventId: string;
      eventType: string;
      consequences: unknown[];
    }>(t.crew!, `/Benefits/Find?trendEventId=${cleaningId}&longTrendId=${aurora}:speed`);
    expect(young.status).toBe(200);
    expect(young.body).toMatchObject({
      state: "Benchmarking",
      trendEventId: cleaningId,
      eventType: "HullCleaning",
    });
    expect(young.body.consequences).toEqual([]);
    const unknown = "00000000-0000-4000-8000-000000000001";
    expect(
      (await get(t.crew!, `/Benefits/Find?trendEventId=${unknown}&longTrendId=${aurora}:speed`)).status,
    ).toBe(404);
    expect(
      (await get(t.ops!, `/Benefits/Find?trendEventId=${cleaningId}&longTrendId=${aurora}:speed`)).status,
    ).toBe(404);
    expect((await get(t.crew!, `/Benefits/Find?longTrendId=${aurora}:speed`)).status).toBe(400);
  });
});

describe("Consequences of one trend against a chosen period's benchmark", () => {
  it("judges the current level against period 0's benchmark point; the young last period is Benchmarking", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const base = `/Consequences?vesselId=${aurora}&longTrendId=${aurora}:speed&fuelPrice=500`;
    const last = await get<{ benchmarkPeriod: { index: number }; state: string; consequences: unknown[] }>(
      t.crew!,
      base,
    );
    expect(last.status).toBe(200);
    expect(last.body.benchmarkPeriod.index).toBe(1);
    expect(last.body.state).toBe("Benchmarking");
    expect(last.body.consequences).toEqual([]);

    const before = await get<
      ConsequenceItem & {
        benchmarkPeriod: {
          index: number;
          from: string;
          benchmarkPoint: number;
          openedBy: { id: string } | null;
        };
        currentLevel: number;
      }
    >(t.crew!, `${base}&benchmarkPeriod=0`);
    expect(before.status).toBe(200);
    expect(before.body.benchmarkPeriod.index).toBe(0);
    expect(before.body.trendEventId).toBe(before.body.benchmarkPeriod.openedBy?.id ?? null);
    expect(before.body.state).toBe("Ok");
    expect(before.body.deviationFromBenchmark).toBeCloseTo(
      before.body.currentLevel - before.body.benchmarkPeriod.benchmarkPoint,
      2,
    );
    expect(before.body.consequences).toHaveLength(4);
  });

  it("validates with clear 400s and resolves the vessel in the caller's scope", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const fjell = vessel["Nordic Fjell"]!;
    const base = `/Consequences?vesselId=${aurora}&longTrendId=${aurora}:speed`;
    const outOfRange = await get<{ message: string }>(t.crew!, `${base}&benchmarkPeriod=2`);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe(
      "benchmarkPeriod must be a period index from 0 to 1 (or blank for the last).",
    );
    expect((await get(t.crew!, `${base}&benchmarkPeriod=x`)).status).toBe(400);
    const other = await get<{ message: string }>(
      t.crew!,
      `/Consequences?vesselId=${aurora}&longTrendId=${fjell}:speed`,
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("Give one longTrendId of the vessel named by vesselId.");
    expect((await get(t.crew!, `/Consequences?vesselId=${aurora}`)).status).toBe(400);
    expect((await get(t.crew!, `/Consequences?longTrendId=${aurora}:speed`)).status).toBe(400);
    expect((await get(t.ops!, base)).status).toBe(404);
  });
});

describe("All values and Last voyage periods", () => {
  it("All values runs from the vessel's first data day to the end of today", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const endOfToday = new Date(today + DAY_MS).toISOString();
    const found = await get<{ fromDate: string; toDate: string; items: unknown[] }>(
      t.crew!,
      `/LongTrends/Find?vesselId=${aurora}&period=AllValues`,
    );
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ fromDate: new Date(first).toISOString(), toDate: endOfToday });
    const data = await get<{ fromDate: string; items: Array<{ values: unknown[] }> }>(
      t.crew!,
      `/LongTrends/Data?longTrendIds=${aurora}:speed&period=AllValues`,
    );
    expect(data.body.fromDate).toBe(new Date(first).toISOString());
    expect(data.body.items[0]!.values.length).toBeGreaterThan(0);
    const wrong = await get<{ message: string }>(
      t.crew!,
      `/LongTrends/Find?vesselId=${aurora}&period=Forever`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("period must be one of AllValues, LastVoyage.");
  });

  it("Last voyage is refused without a voyage and runs from the last departure once there is one", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const none = await get<{ message: string }>(
      t.crew!,
      `/LongTrends/Find?vesselId=${aurora}&period=LastVoyage`,
    );
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("The vessel has no recorded voyage.");
    await makeEmissionReady(server, aurora);
    await seedDemoVoyages(server.ctx);
    const log = await server.ctx.readModels.stored("voyageLogs").get(aurora);
    const lastDeparture = Math.max(
      ...vesselEventsOf(log.voyages)
        .filter((e) => e.type === "Departure" && Date.parse(e.timestamp) <= Date.now())
        .map((e) => Date.parse(e.timestamp)),
    );
    const found = await get<{ fromDate: string; toDate: string }>(
      t.crew!,
      `/LongTrends/Find?vesselId=${aurora}&period=LastVoyage`,
    );
    expect(found.status).toBe(200);
    expect(found.body.fromDate).toBe(new Date(lastDeparture).toISOString());
    expect(Date.parse(found.body.fromDate)).toBeLessThan(Date.parse(found.body.toDate));
    expect(Date.parse(found.body.toDate)).toBeLessThanOrEqual(Date.now());
  });
});
