import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportStatus, type ImportStatusValue } from "../../domain/imports/importRecords.js";
import { entryOf } from "../../domain/shared/records.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { ServerConfig } from "../../server/config.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import {
  computedSummary,
  hasDataQualityFeature,
  SUMMARY_DEFAULT_DAYS,
  type VesselSummary,
} from "../../server/features/dataQuality/fleetSummary.js";
import {
  defaultQualityDays,
  qualityModelKey,
  refreshStaleQualityDays,
} from "../../server/features/dataQuality/qualityDays.js";
import { vesselFeatures } from "../../server/shared/featureMapping.js";
import { rebuildPerformanceStores } from "../../server/shared/rebuildPerformance.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { importSimulatedDay } from "./importsSupport.js";

/**
 * The data-quality Summary kept per vessel and day (server/features/dataQuality/qualityDays.ts, issue 32):
 * a Summary over whole days folds the stored days and reads no log data, and answers what the same span
 * computed on the spot answers; every writer that changes what a day holds refreshes it (an import, a late
 * package, a valid-range change), a failed import drops the days, and the rebuild finds data written
 * without a refresh.
 */
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - 20 * DAY_MS;
const HOUR = 3600_000;
const FLEET = NORDIC_BULK_VESSELS.slice(0, 3);

let server: TestServer;
const t: Record<string, string> = {};
const ids: string[] = [];
const vessel = (of: string): VesselView => entryOf(server.ctx.readModels.state("vessels").byId, of)!;
const daily = () => server.ctx.daily!;

/** Simulated days of a demo vessel straight into the store, with its noon reports and one early in the day. */
async function plant(index: number, from: number, days: number): Promise<void> {
  const demo = FLEET[index]!;
  const simulation = createVesselSimulation(simVesselFrom(demo.imoNumber, demo.particulars), today);
  const writer = await server.ctx.timeSeries!.beginImport();
  for (let i = 0; i < days; i++) {
    const day = simulation.day(from + i * DAY_MS, { stepSeconds: 600 });
    const variableIds = await writer.defineVariables(ids[index]!, day.variables);
    await writer.writePoints(
      day.samples.map((s) => ({ variableId: variableIds.get(s.variable)!, t: s.t, v: s.value })),
    );
    const reports = day.noonReports.map((r) => ({ t: r.t, values: { ...r.values } }));
    // Two hours after midnight: judged with the log of the day before, so the span's start matters.
    if (i % 2 === 1) reports.push({ t: from + i * DAY_MS + 2 * HOUR, values: { ...reports[0]!.values } });
    await writer.writeNoonReports(ids[index]!, reports);
  }
  await writer.commit();
}

const iso = (ms: number) => new Date(ms).toISOString();
const overview = async (from: number, to: number) => {
  const answer = await server.api<{ vessels: VesselSummary[] }>(
    "GET",
    `/DataQuality/FleetOverview?from=${iso(from)}&to=${iso(to)}`,
    { token: t.super! },
  );
  expect(answer.status).toBe(200);
  return answer.body.vessels;
};

/** The answer with its figures to 9 significant digits: a fold of days sums in another order than one span. */
const rounded = (rows: readonly VesselSummary[]) =>
  JSON.parse(
    JSON.stringify(
      [...rows].sort((a, b) => a.vesselId.localeCompare(b.vesselId)),
      (_, v) => (typeof v === "number" ? Number(v.toPrecision(9)) : v),
    ),
  );

/** The Summary over [from, to) from the stored days equals the one computed on the spot, vessel by vessel. */
async function expectSameAsComputed(from: number, to: number): Promise<VesselSummary[]> {
  const stored = await overview(from, to);
  const vessels = Object.values(server.ctx.readModels.state("vessels").byId).filter(
    (v) => hasDataQualityFeature(v) && stored.some((s) => s.vesselId === v.id),
  );
  const computed = [];
  for (const v of vessels)
    computed.push(
      await computedSummary(
        server.ctx,
        server.ctx.timeSeries!,
        v,
        await vesselFeatures(server.ctx, v),
        from,
        to,
      ),
    );
  expect(rounded(stored)).toEqual(rounded(computed));
  return stored;
}

/** The vessel's stored days of the default span are current: their keys are the ones computed afresh. */
const staleDays = async (of: string) => {
  const { fromDay, toDay } = defaultQualityDays(server.ctx, SUMMARY_DEFAULT_DAYS);
  return refreshStaleQualityDays(server.ctx, vessel(of), fromDay, toDay);
};

async function importDay(
  index: number,
  dayStart: number,
  asImo = FLEET[index]!.imoNumber,
): Promise<ImportStatusValue> {
  const demo = FLEET[index]!;
  const simulation = createVesselSimulation(simVesselFrom(demo.imoNumber, demo.particulars), today);
  const { record } = await importSimulatedDay(server, t.admin!, simulation, dayStart, {
    stepSeconds: 600,
    imoNumber: asImo,
  });
  return record.status;
}

/** A stored day's key (undefined when the day is not stored). */
const keyOf = async (of: string, day: number) =>
  (await daily().readQualityDays([of], day, day + DAY_MS))[0]?.key;

/** Waits up to 20 s for a condition; fails when it never holds. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("the stored day was not refreshed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_quality_${process.pid}_${Date.now()}`;

function describeStore(name: string, overrides: Partial<ServerConfig>) {
  describe(`stored data-quality days: ${name}`, () => {
    beforeAll(async () => {
      server = await startTestServer(overrides);
      t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
      t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
      const byName = Object.values(server.ctx.readModels.state("vessels").byId);
      ids.splice(0, ids.length, ...FLEET.map((d) => byName.find((v) => v.imoNumber === d.imoNumber)!.id));
      for (let i = 0; i < FLEET.length; i++) await plant(i, first + i * DAY_MS, 8);
    }, 240_000);
    afterAll(async () => {
      await server?.close();
      if (overrides.DATABASE_URL) {
        const db = new pg.Client({ connectionString: overrides.DATABASE_URL });
        await db.connect();
        await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await db.end();
      }
    });

    it("a Summary over whole days answers what the span computed on the spot answers, and then reads no log data", async () => {
      const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      const rows = await expectSameAsComputed(end - 30 * DAY_MS, end);
      expect(rows.filter((r) => ids.includes(r.vesselId))).toHaveLength(3);
      expect(rows.some((r) => r.checks.noonAlignment.value !== null)).toBe(true);
      // A span that starts inside the data: its first day's reports are judged without the day before.
      await expectSameAsComputed(first + 3 * DAY_MS, first + 9 * DAY_MS);
      await expectSameAsComputed(first + 4 * DAY_MS, first + 6 * DAY_MS);

      const store = server.ctx.timeSeries! as unknown as Record<string, unknown>;
      const reads = ["series", "statistics", "noonReports", "lastReceived"] as const;
      const originals = new Map(reads.map((n) => [n, store[n]]));
      const calls: string[] = [];
      for (const n of reads)
        store[n] = (...args: unknown[]) => {
          calls.push(n);
          return (originals.get(n) as (...a: unknown[]) => unknown).apply(server.ctx.timeSeries, args);
        };
      try {
        await overview(end - 30 * DAY_MS, end);
      } finally {
        for (const n of reads) store[n] = originals.get(n);
      }
      expect(calls).toEqual([]);
    }, 120_000);

    it("a Summary over stored days is folded in the Summary thread: the server's thread reads no variable and no stored day", async () => {
      const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      const before = await overview(end - 30 * DAY_MS, end);
      const reads: Array<[object, string]> = [
        [server.ctx.timeSeries!, "variables"],
        [daily(), "readQualityKeys"],
        [daily(), "readQualityDays"],
      ];
      const calls: string[] = [];
      const originals = reads.map(([on, n]) => (on as Record<string, unknown>)[n]);
      for (const [i, [on, n]] of reads.entries())
        (on as Record<string, unknown>)[n] = (...args: unknown[]) => {
          calls.push(n);
          return (originals[i] as (...a: unknown[]) => unknown).apply(on, args);
        };
      let again: VesselSummary[];
      try {
        again = await overview(end - 30 * DAY_MS, end);
      } finally {
        for (const [i, [on, n]] of reads.entries()) (on as Record<string, unknown>)[n] = originals[i];
      }
      expect(calls).toEqual([]);
      expect(again).toEqual(before);
      expect(again.filter((r) => ids.includes(r.vesselId))).toHaveLength(3);
    }, 120_000);

    it("an import refreshes the days it touches, and so does a late package", async () => {
      const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      await overview(end - 30 * DAY_MS, end);
      expect(await staleDays(ids[0]!)).toBe(0);
      // A day after the vessel's data (stored as empty so far), then one before it (late, not stored yet).
      const after = first + 10 * DAY_MS;
      const late = first - 2 * DAY_MS;
      const emptyKey = await keyOf(ids[0]!, after);
      expect(emptyKey).toBeDefined();
      expect(await keyOf(ids[0]!, late)).toBeUndefined();
      expect(await importDay(0, after)).toBe(ImportStatus.imported);
      // The import's record is final before its refresh ends: wait for the day's key to change.
      await until(async () => (await keyOf(ids[0]!, after)) !== emptyKey);
      expect(await staleDays(ids[0]!)).toBe(0);
      expect(await importDay(0, late)).toBe(ImportStatus.imported);
      await until(async () => (await keyOf(ids[0]!, late)) !== undefined);
      expect(await staleDays(ids[0]!)).toBe(0);
      await expectSameAsComputed(end - 30 * DAY_MS, end);
    }, 180_000);

    it("data written without a refresh is found and recomputed by the rebuild", async () => {
      const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      const before = rounded(await overview(end - 30 * DAY_MS, end));
      // One speed over ground far out of range on a stored day, written straight into the store.
      const sog = (await server.ctx.timeSeries!.variables(ids[1]!)).find(
        (v) => v.name === "Speed Over Ground",
      )!;
      const writer = await server.ctx.timeSeries!.beginImport();
      await writer.writePoints([{ variableId: sog.id, t: first + 3 * DAY_MS + 5 * HOUR + 30_000, v: 95 }]);
      await writer.commit();
      // The Summary answers the stored days (no log data read) until they are refreshed.
      expect(rounded(await overview(end - 30 * DAY_MS, end))).toEqual(before);
      const rebuilt = await rebuildPerformanceStores(server.ctx, { vesselIds: [ids[1]!] });
      expect(rebuilt.qualityDays).toBeGreaterThan(0);
      expect(await staleDays(ids[1]!)).toBe(0);
      expect(rounded(await overview(end - 30 * DAY_MS, end))).not.toEqual(before);
      await expectSameAsComputed(end - 30 * DAY_MS, end);
      expect((await rebuildPerformanceStores(server.ctx, { vesselIds: [ids[1]!] })).qualityDays).toBe(0);
    }, 180_000);

    it("a failed import drops the vessel's days, and the next Summary computes them again", async () => {
      const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      expect((await daily().readQualityDays([ids[2]!], end - 30 * DAY_MS, end)).length).toBeGreaterThan(0);
      // A package of another vessel uploaded for this one: refused after it was taken.
      expect(await importDay(0, first + 11 * DAY_MS, FLEET[2]!.imoNumber)).toBe(ImportStatus.error);
      expect(await daily().readQualityDays([ids[2]!], end - 30 * DAY_MS, end)).toEqual([]);
      await expectSameAsComputed(end - 30 * DAY_MS, end);
      expect(await staleDays(ids[2]!)).toBe(0);
    }, 180_000);

    it("a valid-range change refreshes the days (their outliers follow), before any Summary", async () => {
      const end = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
      const of = ids[2]!;
      const before = (await overview(end - 30 * DAY_MS, end)).find((r) => r.vesselId === of)!;
      const config = await server.api<{ features: Array<Record<string, unknown>> }>(
        "GET",
        `/DataQuality/Outliers/Config?vesselId=${of}`,
        { token: t.super! },
      );
      const features = config.body.features
        .filter((f) => f.logVariableId !== null)
        .map((f) => ({
          featureName: f.featureName,
          logVariableId: f.logVariableId,
          intervalSeconds: f.intervalSeconds,
          frozenLimitMinutes: f.frozenLimitMinutes,
          // Speed over ground above 5 knots is out of range now.
          min: f.min,
          max: f.featureName === "Speed Over Ground" ? 5 : f.max,
        }));
      const posted = await server.api("POST", `/DataQuality/Outliers/Config?vesselId=${of}`, {
        token: t.super!,
        body: { features },
      });
      expect(posted.status).toBe(200);
      const model = qualityModelKey(await vesselFeatures(server.ctx, vessel(of)));
      const stored = await daily().readQualityDays([of], first, end);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((d) => d.key.startsWith(`${model}.`))).toBe(true);
      const after = (await expectSameAsComputed(end - 30 * DAY_MS, end)).find((r) => r.vesselId === of)!;
      expect(after.checks.outliers.value).toBeGreaterThan(before.checks.outliers.value ?? 0);
    }, 120_000);
  });
}

describeStore("SQLite", {});
if (url) describeStore("PostgreSQL", { DATABASE_URL: url, DATABASE_SCHEMA: schema });
