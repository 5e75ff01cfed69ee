import ExcelJS from "exceljs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeatureConfig } from "../../domain/featureMapping/mapping.js";
import { ImportStatus, type ImportStatusValue } from "../../domain/imports/importRecords.js";
import { entryOf } from "../../domain/shared/records.js";
import { createVesselSimulation, DAY_MS } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { ServerConfig } from "../../server/config.js";
import { settingsOf } from "../../server/dailyPerformance/hullReads.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import {
  recomputeStatusInputs,
  refreshStaleStatus,
  refreshStatusOf,
} from "../../server/features/longTrends/statusStore.js";
import { rebuildPerformanceStores } from "../../server/shared/rebuildPerformance.js";
import { plantSimulatedDays } from "../support/simulatedLog.js";
import { startTestServer, type TestServer } from "../support/testServer.js";
import { importSimulatedDay } from "./importsSupport.js";

/**
 * The stored vessel status (server/features/longTrends/statusStore.ts, issue 32): GET /Vessels reads it without
 * the log data, so every operation that changes the data's day fingerprints keeps it current — an
 * import, a late package, data written without a refresh (found by the rebuild) — raw retention leaves
 * the fingerprints as they were, and a change of a read model it depends on is seen by the next read.
 * "Current" is checked against the key computed afresh from the data and against a recompute.
 */
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const first = today - 30 * DAY_MS;
const aurora = NORDIC_BULK_VESSELS[0]!;
const simulation = createVesselSimulation(simVesselFrom(aurora.imoNumber, aurora.particulars), today);
const iso = (ms: number) => new Date(ms).toISOString();

let server: TestServer;
let id: string;
const t: Record<string, string> = {};
const vessel = (of = id): VesselView => entryOf(server.ctx.readModels.state("vessels").byId, of)!;
const daily = () => server.ctx.daily!;
const summaryOf = async (of = id) => (await daily().readSummaries([of])).get(of);

/**
 * The stored status is current: its key is the one computed afresh from the log data and the read
 * models, and a recompute stores the same summary. Answers the summary's key.
 */
async function expectCurrent(of = id): Promise<string> {
  const kept = await summaryOf(of);
  expect(kept).toBeDefined();
  expect(await refreshStaleStatus(server.ctx, vessel(of))).toBe(false);
  expect(await summaryOf(of)).toEqual(kept);
  await recomputeStatusInputs(server.ctx, vessel(of));
  const fresh = (await summaryOf(of))!;
  expect([fresh.key, fresh.data]).toEqual([kept!.key, kept!.data]);
  return fresh.key;
}

async function importDay(dayStart: number): Promise<ImportStatusValue> {
  return (await importSimulatedDay(server, t.admin!, simulation, dayStart, { stepSeconds: 300 })).record
    .status;
}

const statusOf = async () =>
  (
    await server.api<{ performanceStatus: string }>("GET", `/VesselPerformanceStatuses/${id}`, {
      token: t.crew!,
    })
  ).body.performanceStatus;

const url = process.env.TEST_DATABASE_URL;
const schema = `keelson_status_${process.pid}_${Date.now()}`;

function describeStore(name: string, overrides: Partial<ServerConfig>) {
  describe(`stored vessel status: ${name}`, () => {
    beforeAll(async () => {
      server = await startTestServer();
      t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
      t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
      t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
      id = Object.values(server.ctx.readModels.state("vessels").byId).find(
        (v) => v.name === "Nordic Aurora",
      )!.id;
      await plantSimulatedDays(server, id, simulation, first + 10 * DAY_MS, 10, { stepSeconds: 300 });
    }, 180_000);
    afterAll(async () => {
      await server?.close();
      if (overrides.DATABASE_URL) {
        const db = new pg.Client({ connectionString: overrides.DATABASE_URL });
        await db.connect();
        await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await db.end();
      }
    });

    it("GET /Vessels answers the stored statuses without reading the log data", async () => {
      await expectCurrent();
      // The first call stores the statuses of the other vessels, never computed (no rebuild on start here).
      expect((await server.api("GET", "/Vessels", { token: t.super! })).status).toBe(200);
      const store = server.ctx.timeSeries! as unknown as Record<string, unknown>;
      const reads = ["variables", "variablesByIds", "series", "statistics", "lastReceived"] as const;
      const originals = new Map(reads.map((name) => [name, store[name]]));
      const calls: string[] = [];
      // Nor the status inputs (a year of daily values): the summaries only.
      const kept = daily() as unknown as Record<string, unknown>;
      const readStatuses = kept.readStatuses;
      kept.readStatuses = () => {
        calls.push("readStatuses");
        return Promise.resolve(new Map());
      };
      for (const name of reads)
        store[name] = (...args: unknown[]) => {
          calls.push(name);
          return (originals.get(name) as (...a: unknown[]) => unknown).apply(server.ctx.timeSeries, args);
        };
      let list: Array<{ id: string; performance: { performanceStatus: string } }>;
      try {
        const answer = await server.api<typeof list>("GET", "/Vessels", { token: t.super! });
        expect(answer.status).toBe(200);
        list = answer.body;
      } finally {
        for (const name of reads) store[name] = originals.get(name);
        kept.readStatuses = readStatuses;
      }
      expect(calls).toEqual([]);
      // Ten days are a young period: benchmarking, as the long trends judge them.
      expect(list.find((v) => v.id === id)!.performance.performanceStatus).toBe("BenchMarking");
    });

    it("an import refreshes it, and so does a late package (older than the vessel's data)", async () => {
      const before = await expectCurrent();
      expect(await importDay(first + 20 * DAY_MS)).toBe(ImportStatus.imported);
      const imported = await expectCurrent();
      expect(imported).not.toBe(before);
      expect(await importDay(first + 3 * DAY_MS)).toBe(ImportStatus.imported);
      expect(await expectCurrent()).not.toBe(imported);
    }, 180_000);

    it("raw retention removes raw points but not the day rollups: the stored status stays current", async () => {
      const before = await expectCurrent();
      const removal = await server.ctx.timeSeries!.removeRawBefore(new Map([[id, first + 14 * DAY_MS]]));
      expect(removal.points).toBeGreaterThan(0);
      expect(await expectCurrent()).toBe(before);
    }, 120_000);

    it("data written without a refresh is found and recomputed by the rebuild", async () => {
      const before = await expectCurrent();
      // More shaft power for the same speed on a new day, written straight into the store.
      await plantSimulatedDays(server, id, simulation, first + 21 * DAY_MS, 1, {
        stepSeconds: 300,
        refreshStatus: false,
        value: (variable, value) => (variable === "Shaft Power" ? value * 1.2 : value),
      });
      expect((await summaryOf())!.key).toBe(before);
      const rebuilt = await rebuildPerformanceStores(server.ctx, { vesselIds: [id] });
      expect(rebuilt.statuses).toBe(1);
      expect(await expectCurrent()).not.toBe(before);
      expect((await rebuildPerformanceStores(server.ctx, { vesselIds: [id] })).statuses).toBe(0);
    }, 180_000);

    it("a failed import drops it, and the next read recomputes it", async () => {
      await expectCurrent();
      // A package of another vessel uploaded for this one: refused after it was taken.
      const other = NORDIC_BULK_VESSELS[1]!;
      const otherSimulation = createVesselSimulation(
        simVesselFrom(other.imoNumber, other.particulars),
        today,
      );
      const { record } = await importSimulatedDay(server, t.admin!, otherSimulation, first + 20 * DAY_MS, {
        stepSeconds: 600,
        imoNumber: aurora.imoNumber,
      });
      expect(record.status).toBe(ImportStatus.error);
      expect(await summaryOf()).toBeUndefined();
      expect(await statusOf()).toBe("BenchMarking");
      await expectCurrent();
    }, 120_000);

    it("a taxonomy upload that changes the feature-mapping suggestion refreshes it", async () => {
      const fjell = Object.values(server.ctx.readModels.state("vessels").byId).find(
        (v) => v.name === "Nordic Fjell",
      )!.id;
      // Too weak a match for Shaft Power until it gets the feature's taxon (docs/data-quality.md).
      const writer = await server.ctx.timeSeries!.beginImport();
      const ids = await writer.defineVariables(fjell, [
        {
          name: "Propeller shaft output",
          unit: "kW",
          onboardSystem: "Torquemeter",
          taxa: ["Propulsion: Shaft"],
        },
      ]);
      await writer.writePoints([{ variableId: ids.get("Propeller shaft output")!, t: first, v: 5000 }]);
      await writer.commit();
      await refreshStatusOf(server.ctx, fjell);
      const before = await expectCurrent(fjell);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("Taxonomy");
      sheet.addRow(["Id", "Name", "Taxa"]);
      sheet.addRow([ids.get("Propeller shaft output"), "", "Propulsion: Shaft; ISO 19030: Delivered power"]);
      const form = new FormData();
      form.append("file", new Blob([await workbook.xlsx.writeBuffer()]), "Taxonomy.xlsx");
      const uploaded = await fetch(`${server.url}/api/v1/Taxonomy/Excel`, {
        method: "POST",
        headers: { authorization: `Bearer ${t.admin!}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      expect(await expectCurrent(fjell)).not.toBe(before);
    }, 120_000);

    it("a change of a read model it depends on is seen by the next read: exclusion, reference, event, calibration, feature mapping, configuration", async () => {
      let key = await expectCurrent();
      const changed = async () => {
        await statusOf();
        const next = await expectCurrent();
        expect(next).not.toBe(key);
        key = next;
      };
      const excluded = await server.api("PUT", "/DataQuality/Outliers/TakeAction/Delete", {
        token: t.super!,
        body: {
          vesselId: id,
          featureName: "Speed Through Water",
          from: iso(first + 15 * DAY_MS),
          to: iso(first + 15 * DAY_MS + 12 * 3600_000),
          reason: "speed log dropped out",
        },
      });
      expect(excluded.status).toBe(200);
      await changed();

      const settings = settingsOf(server.ctx, id)!;
      const reference = await server.api("PUT", `/Fouling/Reference/${id}`, {
        token: t.crew!,
        body: { ...settings, windCoefficient: settings.windCoefficient! * 0.8 },
      });
      expect(reference.status).toBe(200);
      await changed();

      const cleaning = await server.api("POST", "/Iso19030Events", {
        token: t.crew!,
        body: {
          vesselId: id,
          eventType: "HullCleaning",
          startTime: iso(first + 16 * DAY_MS),
          endTime: iso(first + 17 * DAY_MS),
        },
      });
      expect(cleaning.status).toBe(201);
      await changed();

      const calibrated = await server.api("PUT", `/Fouling/SpeedLogCalibration/${id}`, {
        token: t.super!,
        body: { calibrations: [{ validFrom: iso(first + 12 * DAY_MS), factor: 1.02 }] },
      });
      expect(calibrated.status).toBe(200);
      await changed();

      // Speed through water kept on its variable, with a longer frozen limit than the suggestion's.
      const mappingPath = `/featuremapping/configuration?vesselid=${id}`;
      const mapping = await server.api<{ features: FeatureConfig[] }>("GET", mappingPath, {
        token: t.super!,
      });
      const speed = mapping.body.features.find((f) => f.featureName === "Speed Through Water")!;
      const remapped = await server.api("PUT", mappingPath, {
        token: t.super!,
        body: {
          features: [
            {
              featureName: speed.featureName,
              logVariableId: speed.logVariableId,
              intervalSeconds: speed.intervalSeconds,
              min: speed.min,
              max: speed.max,
              frozenLimitMinutes: speed.frozenLimitMinutes + 30,
            },
          ],
        },
      });
      expect(remapped.status).toBe(200);
      await changed();

      // A manual benchmark far below the speed loss: refolded from the stored inputs, Not ok.
      const configured = await server.api("PUT", "/LongTrends", {
        token: t.crew!,
        body: {
          id: `${id}:speed`,
          useInVesselStatus: true,
          useManualBenchmarkLevel: true,
          manualBenchmarkLevel: -30,
        },
      });
      expect(configured.status).toBe(200);
      expect(await statusOf()).toBe("NotOk");
      await changed();
    }, 180_000);
  });
}

describeStore("SQLite", {});
if (url) describeStore("PostgreSQL", { DATABASE_URL: url, DATABASE_SCHEMA: schema });
