import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { refreshQualityDays } from "../../server/features/dataQuality/qualityDays.js";
import { refreshStatusOf } from "../../server/features/longTrends/statusStore.js";
import type { TestServer } from "../support/testServer.js";

const DAY = 86_400_000;
const DATA_QUALITY_FEATURE_ID = 3;

const imo = (six: number) => {
  const d = String(six).padStart(6, "0");
  const check = [...d].reduce((s, c, i) => s + Number(c) * (7 - i), 0) % 10;
  return `${d}${check}`;
};

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** The six features the data-quality Summary checks, named so the feature mapping suggests them. */
export const MAPPED_VARIABLES = [
  {
    name: "Speed Through Water",
    unit: "knot",
    onboardSystem: "Navigation",
    taxa: ["ISO 19030: Speed through water"],
  },
  { name: "Speed Over Ground", unit: "knot", onboardSystem: "Navigation", taxa: ["Navigation: GPS"] },
  { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["ISO 19030: Delivered power"] },
  {
    name: "ME Fuel Mass Flow",
    unit: "kg/hr",
    onboardSystem: "Flow",
    taxa: ["Consumer: Main engine", "Fuel: Mass flow"],
  },
  { name: "Draft Fore", unit: "m", onboardSystem: "Drafts", taxa: ["ISO 19030: Draft"] },
  {
    name: "Sea Water Temperature",
    unit: "°C",
    onboardSystem: "Navigation",
    taxa: ["ISO 19030: Water temperature"],
  },
];

export interface BenchFleet {
  admin: string;
  superUser: string;
  vessels: Array<{ id: string }>;
}

/** Nordic Bulk AS grown to `count` vessels, each with the Data Quality module, through the API. */
export async function benchFleet(
  server: TestServer,
  count: number,
  featureIds: readonly number[] = [DATA_QUALITY_FEATURE_ID],
): Promise<BenchFleet> {
  const admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  const companies = (await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: admin }))
    .body;
  const companyId = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
  const existing = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: superUser })).body;
  for (let i = existing.length; i < count; i++) {
    const created = await server.api<{ id: string }>("POST", "/VesselAdministrations", {
      token: admin,
      body: {
        name: `Bench ${i}`,
        imoNumber: imo(710_000 + i),
        companyId,
        vesselType: "Bulk carrier",
        deadweight: 60_000,
        grossTonnage: 33_000,
        draftMean: 12,
        maxContinuousRating: 9000,
      },
    });
    if (created.status !== 201)
      throw new Error(`vessel ${i}: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: superUser })).body;
  for (const v of vessels)
    for (const featureId of featureIds)
      await server.api("POST", `/VesselAdministrations/${v.id}/ActivateFeature`, {
        token: admin,
        body: { vesselId: v.id, featureId },
      });
  return { admin, superUser, vessels };
}

/**
 * Writes [from, to) of every vessel straight into the store (one writer, no packages): the six mapped
 * features and `extra` more variables every `stepMs`, with a gap now and then, and a noon report a day.
 * Refreshes each vessel's stored status and data-quality days after its commit, as an import does.
 * Answers the mapped variables' ids, all variables' ids, the points written and each vessel's refresh times.
 */
export async function seedFleetData(
  server: TestServer,
  vessels: ReadonlyArray<{ id: string }>,
  from: number,
  to: number,
  options: { stepMs: number; extra?: number },
): Promise<{
  mappedIds: number[];
  allIds: number[];
  points: number;
  statusRefreshMs: number[];
  qualityRefreshMs: number[];
}> {
  const { stepMs, extra = 0 } = options;
  const store = server.ctx.timeSeries!;
  const extraVariables = Array.from({ length: extra }, (_, i) => ({
    name: `Sensor ${String(i).padStart(2, "0")}`,
    unit: "bar",
    onboardSystem: "Bench",
    taxa: [],
  }));
  const mappedIds: number[] = [];
  const allIds: number[] = [];
  let points = 0;
  const statusRefreshMs: number[] = [];
  const qualityRefreshMs: number[] = [];
  for (const [n, vessel] of vessels.entries()) {
    const writer = await store.beginImport();
    try {
      const ids = await writer.defineVariables(vessel.id, [...MAPPED_VARIABLES, ...extraVariables]);
      const id = (name: string) => ids.get(name)!;
      for (const v of MAPPED_VARIABLES) mappedIds.push(id(v.name));
      for (const v of [...MAPPED_VARIABLES, ...extraVariables]) allIds.push(id(v.name));
      const batch = [];
      for (let t = from; t < to; t += stepMs) {
        if ((t / stepMs + n) % 997 < 3) continue; // a gap now and then
        const sog = 12 + Math.sin(t / 7e6);
        batch.push(
          { variableId: id("Speed Over Ground"), t, v: sog },
          { variableId: id("Speed Through Water"), t, v: sog * 1.03 },
          { variableId: id("Shaft Power"), t, v: 6500 + ((t / stepMs) % 13) * 10 },
          { variableId: id("ME Fuel Mass Flow"), t, v: 1200 + ((t / stepMs) % 7) * 5 },
          { variableId: id("Draft Fore"), t, v: 11 + ((t / stepMs) % 5) / 100 },
          { variableId: id("Sea Water Temperature"), t, v: 14 + ((t / stepMs) % 9) / 10 },
        );
        for (const v of extraVariables) batch.push({ variableId: id(v.name), t, v: (t / stepMs) % 17 });
        if (batch.length >= 200_000) {
          points += batch.length;
          await writer.writePoints(batch.splice(0));
        }
      }
      points += batch.length;
      await writer.writePoints(batch);
      const days = Math.round((to - from) / DAY);
      await writer.writeNoonReports(
        vessel.id,
        Array.from({ length: days - 1 }, (_, d) => ({
          t: from + (d + 1) * DAY + DAY / 2,
          values: { distanceNm: 290, steamingHours: 24, speedKn: 12.1, meFuelT: 29 },
        })),
      );
      await writer.commit();
    } catch (error) {
      await writer.rollback();
      throw error;
    }
    // As an import does after its commit: the vessel's stored status follows its data.
    const started = performance.now();
    await refreshStatusOf(server.ctx, vessel.id);
    statusRefreshMs.push(performance.now() - started);
    // ... and its data-quality days (server/features/dataQuality/qualityDays.ts).
    const qualityStarted = performance.now();
    await refreshQualityDays(server.ctx, vessel.id, from, to - 1);
    qualityRefreshMs.push(performance.now() - qualityStarted);
  }
  return { mappedIds, allIds, points, statusRefreshMs, qualityRefreshMs };
}
