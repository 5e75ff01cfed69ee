import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Issue 9 point 10: every date the API takes is read by one rule (domain/shared/dates.ts). Dates
 * that are not in the calendar are refused instead of rolled over, years outside 1990..2100 are
 * refused, and no date ever answers 500. A refused request writes nothing.
 */

let server: TestServer;
const t: Record<string, string> = {};
let aurora: string;
let variableId: number;

const IMPOSSIBLE = ["2026-02-30T10:00:00Z", "2025-02-29T10:00:00Z", "2025-04-31T10:00:00Z"];
const OUT_OF_RANGE = [
  "0000-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "9999-12-31T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "1970-01-01T00:00:00Z",
];

beforeAll(async () => {
  server = await startTestServer();
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  aurora = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (v) => v.name === "Nordic Aurora",
  )!.id;
  const writer = await server.ctx.timeSeries!.beginImport();
  const ids = await writer.defineVariables(aurora, [
    { name: "DateProbe", unit: "knot", onboardSystem: "X", taxa: [] },
  ]);
  variableId = ids.get("DateProbe")!;
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

const message = (body: unknown) => (body as { message?: string }).message ?? "";
const headPosition = () => server.ctx.store.headPosition();

describe("log data windows", () => {
  const find = (query: string) =>
    server.api("GET", `/LogData/Find?logVariableId=${variableId}&${query}`, { token: t.crew });

  it("answers 400, not 500, for epoch milliseconds no date can hold", async () => {
    for (const query of [
      "fromDate=2025-03-01T00:00:00Z&toDate=9007199254740991",
      "fromDate=-8640000000000001&toDate=2025-03-01T00:00:00Z",
      "fromDate=0&toDate=1000",
      "fromDate=2025-03-01T00:00:00Z&toDate=99999999999999999999",
    ]) {
      const res = await find(query);
      expect(res.status, query).toBe(400);
      expect(message(res.body)).toMatch(/(fromDate|toDate) must be between 1990-01-01 and 2100-12-31/);
    }
  });

  it("refuses impossible and out-of-range ISO dates, naming the parameter", async () => {
    const res = await find("fromDate=2026-02-30&toDate=2026-03-02");
    expect(res.status).toBe(400);
    expect(message(res.body)).toBe("fromDate: 2026-02-30 is not a date in the calendar.");
    for (const date of OUT_OF_RANGE) {
      const out = await find(`fromDate=2025-01-01&toDate=${encodeURIComponent(date)}`);
      expect(out.status, date).toBe(400);
      expect(message(out.body)).toMatch(/^toDate /);
    }
  });

  it("still answers the dates it should", async () => {
    expect((await find("fromDate=2025-03-01&toDate=2025-03-01T06:00:00%2B02:00")).status).toBe(200);
    expect((await find(`fromDate=${Date.UTC(2025, 2, 1)}&toDate=${Date.UTC(2025, 2, 2)}`)).status).toBe(200);
  });
});

describe("dates in bodies", () => {
  it("refuses a voyage event on 30 February or in year 0, 9999 or +275760, and writes nothing", async () => {
    const before = await headPosition();
    for (const timestamp of [...IMPOSSIBLE, ...OUT_OF_RANGE]) {
      const res = await server.api("POST", "/EmissionReportVesselEvents", {
        token: t.crew,
        body: { vesselId: aurora, timestamp, type: "StartAnchoring", source: "Office" },
      });
      expect(res.status, timestamp).toBe(400);
      expect(message(res.body)).toMatch(/^(timestamp|Enter a valid date)/);
    }
    expect(await headPosition()).toBe(before);
  });

  it("refuses an impossible key expiration date instead of storing 2 March", async () => {
    const before = await headPosition();
    for (const expirationDate of ["2026-02-30", "9999-12-31", "+275760-09-13T00:00:00Z"]) {
      const res = await server.api("PUT", "/VesselAdministrations/UpdateVeracityKey", {
        token: t.admin,
        body: { vesselId: aurora, veracityKey: "key", expirationDate },
      });
      expect(res.status, expirationDate).toBe(400);
    }
    expect(await headPosition()).toBe(before);
  });
});

describe("dates in queries and paths", () => {
  const status = async (path: string, token = t.crew) => (await server.api("GET", path, { token })).status;

  it("refuses impossible dates in every date parameter", async () => {
    expect(await status(`/EmissionReportVesselEvents/Find?vesselId=${aurora}&fromDate=2026-02-30`)).toBe(400);
    expect(await status(`/EmissionReportVesselEvents/Find?vesselId=${aurora}&toDate=9999-01-01`)).toBe(400);
    expect(await status("/Audit/Voyages/some-departure?at=2026-02-30T00:00:00Z")).toBe(400);
    expect(await status(`/VesselHistories/Find?vesselId=${aurora}&fromDate=0&toDate=9007199254740991`)).toBe(
      400,
    );
    expect(await status("/SuccessfulImports/Find/2026-02-30", t.admin)).toBe(400);
    expect(await status("/FailedImports/Find/0000-01-01", t.admin)).toBe(400);
  });
});
