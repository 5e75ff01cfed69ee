import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { TRACK_DAYS_MESSAGE } from "../../server/features/logData/positionRoutes.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Positions every 10 minutes over 20 days ending at the start of today (UTC). */
const END = Math.floor(Date.now() / DAY) * DAY;
const START = END - 20 * DAY;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};

interface Position {
  vesselId: string;
  timestamp: string;
  latitude: number;
  longitude: number;
}
interface FleetEntry {
  vesselId: string;
  latest: Position | null;
  track: Position[];
}

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;
  const writer = await server.ctx.timeSeries!.beginImport();
  const write = (name: string, latitude: number, until = END) =>
    writer.writePositions(
      vessel[name]!,
      Array.from({ length: (until - START) / (10 * 60_000) + 1 }, (_, i) => ({
        t: START + i * 10 * 60_000,
        latitude: latitude + i / 10_000,
        longitude: 4 + i / 10_000,
      })),
    );
  await write("Nordic Aurora", 50);
  // Its data stopped 5 days ago: the track is counted back from its own latest position.
  await write("Nordic Skagen", 40, END - 5 * DAY);
  await write("Atlantic Meridian", 30);
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

const get = <T>(token: string, path: string) => server.api<T & { message?: string }>("GET", path, { token });
const byName = (entries: FleetEntry[]) =>
  Object.fromEntries(
    entries.map((e) => [Object.keys(vessel).find((name) => vessel[name] === e.vesselId) ?? e.vesselId, e]),
  );

describe("GET /VesselHistories/Fleet", () => {
  it("answers the latest position and a 6-hourly track of every vessel the caller sees, and no other", async () => {
    const res = await get<FleetEntry[]>(t.crew!, "/VesselHistories/Fleet");
    expect(res.status).toBe(200);
    const fleet = byName(res.body);
    // The crew user's access group holds Nordic Aurora and Nordic Fjell only.
    expect(Object.keys(fleet).sort()).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    expect(fleet["Nordic Fjell"]).toEqual({ vesselId: vessel["Nordic Fjell"], latest: null, track: [] });
    const aurora = fleet["Nordic Aurora"]!;
    expect(aurora.latest).toMatchObject({
      vesselId: vessel["Nordic Aurora"],
      timestamp: new Date(END).toISOString(),
    });
    // 14 days back from the latest position, one position per 6-hour window.
    expect(aurora.track).toHaveLength(14 * 4 + 1);
    expect(aurora.track[0]?.timestamp).toBe(new Date(END - 14 * DAY).toISOString());
    expect(aurora.track[1]?.timestamp).toBe(new Date(END - 14 * DAY + 6 * HOUR).toISOString());
  });

  it("counts the track back from each vessel's own latest position, over trackDays", async () => {
    const fleet = byName((await get<FleetEntry[]>(t.super!, "/VesselHistories/Fleet?trackDays=2")).body);
    expect(Object.keys(fleet).sort()).toEqual(["Nordic Aurora", "Nordic Fjell", "Nordic Skagen"]);
    const skagen = fleet["Nordic Skagen"]!;
    expect(skagen.latest?.timestamp).toBe(new Date(END - 5 * DAY).toISOString());
    expect(skagen.track.map((p) => p.timestamp)).toEqual(
      Array.from({ length: 9 }, (_, i) => new Date(END - 7 * DAY + i * 6 * HOUR).toISOString()),
    );
    const none = (await get<FleetEntry[]>(t.super!, "/VesselHistories/Fleet?trackDays=0")).body;
    expect(none.every((e) => e.track.length === 0)).toBe(true);
    expect(none.filter((e) => e.latest !== null)).toHaveLength(2);
  });

  it("keeps each company to its own vessels", async () => {
    const fleet = byName((await get<FleetEntry[]>(t.ops!, "/VesselHistories/Fleet")).body);
    expect(Object.keys(fleet).sort()).toEqual(["Atlantic Meridian", "Atlantic Pioneer"]);
    expect(fleet["Atlantic Meridian"]?.latest?.latitude).toBeCloseTo(30 + 2880 / 10_000, 6);
  });

  it("refuses a trackDays outside 0–90 with words", async () => {
    for (const bad of ["91", "-1", "1.5", "many"]) {
      const res = await get<unknown>(t.crew!, `/VesselHistories/Fleet?trackDays=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(
        bad === "many" ? /trackDays must be a number/ : /trackDays must be a whole/,
      );
    }
    expect(TRACK_DAYS_MESSAGE).toContain("0 to 90");
  });

  it("needs a session", async () => {
    expect((await server.api("GET", "/VesselHistories/Fleet")).status).toBe(401);
  });
});

describe("position calls of one vessel stay within reach", () => {
  it("answers 404 for another company's vessel and for a vessel outside the caller's access groups", async () => {
    const span = `fromDate=${new Date(START).toISOString()}&toDate=${new Date(END).toISOString()}`;
    expect((await get(t.ops!, `/VesselHistories/Latest/${vessel["Nordic Aurora"]}`)).status).toBe(404);
    expect(
      (await get(t.ops!, `/VesselHistories/Find?vesselId=${vessel["Nordic Aurora"]}&${span}`)).status,
    ).toBe(404);
    expect((await get(t.crew!, `/VesselHistories/Latest/${vessel["Nordic Skagen"]}`)).status).toBe(404);
    expect(
      (await get(t.crew!, `/VesselLocations/Find?vesselId=${vessel["Nordic Skagen"]}&${span}`)).status,
    ).toBe(404);
    expect((await get(t.super!, `/VesselHistories/Latest/${vessel["Nordic Skagen"]}`)).status).toBe(200);
  });
});

describe("performance status", () => {
  it("is 'No performance parameters' for a vessel with diagnostics (no long trends exist yet)", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const res = await get<{ vesselId: string; performanceStatus: string }>(
      t.crew!,
      `/VesselPerformanceStatuses/${aurora}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ vesselId: aurora, performanceStatus: "NoDiagnosticTypes" });
    const list = await get<Array<{ id: string; performance: { performanceStatus: string } }>>(
      t.crew!,
      "/Vessels",
    );
    expect(list.body.find((v) => v.id === aurora)?.performance.performanceStatus).toBe("NoDiagnosticTypes");
  });

  it("is 'Diagnostics module not activated' once the Diagnostics feature is switched off", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const off = await server.api<{ message?: string }>(
      "POST",
      `/VesselAdministrations/${fjell}/DeactivateFeature`,
      {
        token: t.admin!,
        body: { vesselId: fjell, featureId: 4 },
      },
    );
    expect(off.status, off.body.message).toBe(200);
    const res = await get<{ performanceStatus: string }>(t.crew!, `/VesselPerformanceStatuses/${fjell}`);
    expect(res.body.performanceStatus).toBe("DiagnosticsNotActivated");
    const extended = await get<Array<{ id: string; performance: { performanceStatus: string } }>>(
      t.crew!,
      "/Vessels/Extended",
    );
    expect(extended.body.find((v) => v.id === fjell)?.performance.performanceStatus).toBe(
      "DiagnosticsNotActivated",
    );
  });

  it("answers 404 outside the caller's reach and 400 for a malformed id", async () => {
    expect((await get(t.ops!, `/VesselPerformanceStatuses/${vessel["Nordic Aurora"]}`)).status).toBe(404);
    expect((await get(t.crew!, `/VesselPerformanceStatuses/${vessel["Nordic Skagen"]}`)).status).toBe(404);
    expect((await get(t.crew!, "/VesselPerformanceStatuses/not-a-vessel")).status).toBe(400);
  });
});
