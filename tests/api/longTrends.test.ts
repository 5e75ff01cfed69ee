import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LONG_TREND_MESSAGES } from "../../domain/longTrends/config.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { LONG_TRENDS_MESSAGES } from "../../server/features/longTrends/routes.js";
import { plantSimulatedDays } from "../support/simulatedLog.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/** Nordic Aurora's last 12 days, simulated every 2 minutes, written to the store. */
const DAYS = 12;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - DAYS * DAY_MS;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};

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

interface Trend {
  id: string;
  diagnosticType: string;
  diagnosticTypeId: number;
  performanceStatus: string;
  status: string;
  useInVesselStatus: boolean;
  manualBenchmarkLevel: number | null;
  benchmarkLevel: number | null;
  chartRange: number;
}
interface Found {
  items: Trend[];
  vesselStatus: { performanceStatus: string; label: string };
}
const get = <T = Record<string, unknown>>(token: string, path: string) =>
  server.api<T>("GET", path, { token });
const put = <T = Record<string, unknown>>(token: string, body: unknown) =>
  server.api<T>("PUT", "/LongTrends", { token, body });

describe("Long trends", () => {
  it("finds the speed, rpm and SFOC trends of a vessel from its log data, and feeds its status", async () => {
    const id = vessel["Nordic Aurora"]!;
    const found = await get<Found>(t.crew!, `/LongTrends/Find?vesselId=${id}&isDiagnosticType=true`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((i) => [i.diagnosticType, i.diagnosticTypeId, i.chartRange])).toEqual([
      ["speed", 1, 50],
      ["rpm", 2, 25],
      ["sfoc", 3, 50],
    ]);
    // Twelve days are a young period: every trend with values is benchmarking.
    for (const trend of found.body.items) expect(trend.performanceStatus).toBe("BenchMarking");
    expect(found.body.vesselStatus).toEqual({ performanceStatus: "BenchMarking", label: "Benchmarking" });
    // The vessel answers read the same status (fleet map, picker icons, breadcrumb).
    const statuses = await get(t.crew!, `/VesselPerformanceStatuses/${id}`);
    expect(statuses.body).toMatchObject({ performanceStatus: "BenchMarking" });

    const data = await get<{
      items: Array<{ values: unknown[]; periods: Array<{ days: number }>; trendLimits: unknown }>;
    }>(t.crew!, `/LongTrends/Data?longTrendIds=${id}:speed;${id}:rpm;`);
    expect(data.status).toBe(200);
    expect(data.body.items).toHaveLength(2);
    for (const item of data.body.items) {
      expect(item.values.length).toBeGreaterThan(3);
      expect(item.periods.reduce((s, p) => s + p.days, 0)).toBe(item.values.length);
      expect(item.trendLimits).not.toBeNull();
    }
    const periods = await get<{ items: Array<{ longTrendId: string }> }>(
      t.crew!,
      `/LongTrendPeriods/Find?longTrendId=${id}:sfoc`,
    );
    expect(periods.body.items[0]!.longTrendId).toBe(`${id}:sfoc`);
  });

  it("saves the use-in-status flag and the manual benchmark level, and the status follows", async () => {
    const id = vessel["Nordic Aurora"]!;
    await get(t.crew!, `/LongTrends/Find?vesselId=${id}`);
    // A manual level far below the trend judges the young period: Not ok.
    const saved = await put<{ manualBenchmarkLevel: number; vesselStatus: { performanceStatus: string } }>(
      t.super!,
      {
        id: `${id}:speed`,
        useInVesselStatus: true,
        useManualBenchmarkLevel: true,
        manualBenchmarkLevel: "-39",
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.manualBenchmarkLevel).toBe(-39);
    expect(saved.body.vesselStatus.performanceStatus).toBe("NotOk");
    // Every trend left out of the status: "Performance status disabled by user".
    for (const type of ["speed", "rpm", "sfoc"])
      expect((await put(t.super!, { id: `${id}:${type}`, useInVesselStatus: false })).status).toBe(200);
    const found = await get<Found>(t.crew!, `/LongTrends/Find?vesselId=${id}`);
    expect(found.body.items[0]).toMatchObject({ useInVesselStatus: false, manualBenchmarkLevel: null });
    expect(found.body.vesselStatus.performanceStatus).toBe("NoEnabledLongTrends");
    for (const type of ["speed", "rpm", "sfoc"])
      await put(t.super!, { id: `${id}:${type}`, useInVesselStatus: true });
  });

  it("validates input", async () => {
    const id = vessel["Nordic Aurora"]!;
    const bad = await put<{ message: string }>(t.super!, {
      id: `${id}:speed`,
      useInVesselStatus: true,
      manualBenchmarkLevel: 41,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LONG_TREND_MESSAGES.benchmark);
    const long = await put<{ message: string }>(t.super!, {
      id: `${id}:speed`,
      useInVesselStatus: true,
      manualBenchmarkLevel: "1.23456",
    });
    expect(long.body.message).toBe(LONG_TREND_MESSAGES.benchmarkLength);
    const missing = await put<{ message: string }>(t.super!, {
      id: `${id}:speed`,
      useInVesselStatus: true,
      useManualBenchmarkLevel: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(LONG_TREND_MESSAGES.benchmarkMissing);
    expect((await put(t.super!, { id: `${id}:wind`, useInVesselStatus: true })).status).toBe(400);
    const ids = await get<{ message: string }>(t.crew!, "/LongTrends/Data?longTrendIds=");
    expect(ids.body.message).toBe(LONG_TRENDS_MESSAGES.ids);
    const window = await get<{ message: string }>(
      t.crew!,
      `/LongTrends/Find?vesselId=${id}&fromDate=2024-01-01&toDate=2025-06-01`,
    );
    expect(window.body.message).toBe(LONG_TRENDS_MESSAGES.windowTooLong);
  });

  it("keeps to the caller's vessels and roles", async () => {
    const id = vessel["Nordic Aurora"]!;
    expect((await get(t.ops!, `/LongTrends/Find?vesselId=${id}`)).status).toBe(404);
    expect((await get(t.ops!, `/LongTrends/Data?longTrendIds=${id}:speed`)).status).toBe(404);
    expect((await put(t.ops!, { id: `${id}:speed`, useInVesselStatus: false })).status).toBe(404);
    expect((await get(t.partner!, `/LongTrends/Find?vesselId=${id}`)).status).not.toBe(200);
    // The partner user reaches vessels only through the /Kognifai calls.
    expect((await put(t.partner!, { id: `${id}:speed`, useInVesselStatus: false })).status).not.toBe(200);
    // A vessel without log data: N/A trends, nothing judges it.
    const skagen = await get<Found>(t.super!, `/LongTrends/Find?vesselId=${vessel["Nordic Skagen"]}`);
    expect(skagen.status).toBe(200);
    expect(skagen.body.items.every((i) => i.performanceStatus === "notAvailable")).toBe(true);
    expect(skagen.body.vesselStatus.performanceStatus).toBe("NoDiagnosticTypes");
  });
});
