import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_KEYS_EXPIRED } from "../../domain/companies/company.js";
import { CURVE_MESSAGES } from "../../domain/curves/referenceCurve.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { DEMO_CURVE_NAME, seedDemoCurves } from "../../server/demo/seedDemoCurves.js";
import { CURVES_ROUTE_MESSAGES } from "../../server/features/curves/routes.js";
import { writeAuroraVoyages } from "../support/auroraVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

interface CurveDto {
  id: string;
  vesselId: string;
  name: string;
  curveFit: string;
  regressionOrder: number | null;
  points: { x: number; y: number }[];
  xAxis: { logVariableId: number; name: string | null; unit: string | null };
  yAxis: { logVariableId: number; name: string | null; unit: string | null };
  model: { coefficients: number[]; r2: number; equation: string } | null;
  predictionCurve: { x: number; y: number }[];
  predictionTable: { rows: { x: number; predicted: number; outlier: boolean }[]; warning: string | null };
  version: number;
}
interface CharterPartyDto {
  curve: { id: string; name: string } | null;
  periods: {
    startDate: string;
    endDate: string;
    fuelConsumption: number;
    referenceFuelConsumption: number | null;
    difference: number | null;
    distance: number;
    averageSpeed: number | null;
  }[];
  summary: {
    fuelConsumption: number;
    referenceFuelConsumption: number;
    difference: number;
    distance: number;
  } | null;
  message: string | null;
}

let server: TestServer;
const t: Record<string, string> = {};
let aurora: string;
let tanker: string;
let demoCurveId: string;
let speedId: number;
let fuelId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  const companies = (
    await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: t.admin })
  ).body;
  const nordic = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
  expect((await server.api("POST", `/Users/SetCompany/${nordic}`, { token: t.admin })).status).toBe(200);
  const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: t.super }))
    .body;
  aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
  tanker = (await server.api<{ id: string }[]>("GET", "/Vessels", { token: t.ops })).body[0]!.id;
  demoCurveId = (await seedDemoCurves(server.ctx))!;
  const variables = await server.ctx.timeSeries!.variables(aurora);
  speedId = variables.find((v) => v.name === "Speed Through Water")!.id;
  fuelId = variables.find((v) => v.name === "ME Fuel Mass Flow")!.id;
  // Two days of 10-minute samples: speed 10 + (hour mod 5) kn, fuel 40·speed² kg/hr.
  const start = Date.UTC(2025, 2, 1);
  const writer = await server.ctx.timeSeries!.beginImport();
  const points = [];
  for (let t0 = start; t0 < start + 48 * HOUR; t0 += 600_000) {
    const speed = 10 + (Math.floor((t0 - start) / HOUR) % 5);
    points.push(
      { variableId: speedId, t: t0, v: speed },
      { variableId: fuelId, t: t0, v: 40 * speed * speed },
    );
  }
  await writer.writePoints(points);
  await writer.commit();
  await writeAuroraVoyages(server, aurora, {
    ids: [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
    correlationId: "curves-test",
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const curveBody = (overrides: Record<string, unknown> = {}) => ({
  vesselId: aurora,
  name: "Ballast speed-fuel",
  curveMode: "SpotMarket",
  curveFit: "Polynomial",
  regressionOrder: 3,
  xAxisLogVariableId: speedId,
  yAxisLogVariableId: fuelId,
  // y = 2 - x + 0.5x² + 0.25x³
  points: [0, 1, 2, 3, 4, 5].map((x) => ({ x, y: 2 - x + 0.5 * x ** 2 + 0.25 * x ** 3 })),
  ...overrides,
});

describe("reference curves", () => {
  it("the demo bulk carrier has its speed-consumption curve, fitted, sampled at 100 steps", async () => {
    const found = await server.api<CurveDto[]>("GET", `/Curves/Find?vesselId=${aurora}`, { token: t.crew });
    expect(found.status).toBe(200);
    const demo = found.body.find((c) => c.id === demoCurveId)!;
    expect(demo).toMatchObject({ name: DEMO_CURVE_NAME, curveFit: "Polynomial", regressionOrder: 3 });
    expect(demo.xAxis).toMatchObject({ name: "Speed Through Water", unit: "knot" });
    expect(demo.yAxis).toMatchObject({ name: "ME Fuel Mass Flow", unit: "kg/hr" });
    expect(demo.model!.r2).toBeGreaterThan(0.999);
    expect(demo.predictionCurve).toHaveLength(101);
    expect(demo.predictionTable.rows).toHaveLength(demo.points.length);
  });

  it("an administrator adds, edits and deletes a curve; the fit comes back exact", async () => {
    const added = await server.api<CurveDto>("POST", "/Curves", { token: t.admin, body: curveBody() });
    expect(added.status).toBe(201);
    const [c0, c1, c2, c3] = added.body.model!.coefficients;
    expect([c0, c1, c2, c3].map((c) => Math.round(c! * 1e6) / 1e6)).toEqual([2, -1, 0.5, 0.25]);
    const edited = await server.api<CurveDto>("PUT", `/Curves/${added.body.id}`, {
      token: t.admin,
      body: { ...curveBody({ curveFit: "Linear", name: "Now linear" }), version: added.body.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Now linear", curveFit: "Linear", regressionOrder: null });
    const stale = await server.api("PUT", `/Curves/${added.body.id}`, {
      token: t.admin,
      body: { ...curveBody(), version: added.body.version },
    });
    expect(stale.status).toBe(409);
    expect((await server.api("GET", `/Curves/${added.body.id}`, { token: t.crew })).status).toBe(200);
    expect((await server.api("DELETE", `/Curves/${added.body.id}`, { token: t.admin })).status).toBe(204);
    expect((await server.api("GET", `/Curves/${added.body.id}`, { token: t.crew })).status).toBe(404);
  });

  it("refuses bad curves with messages a person can act on", async () => {
    const post = (body: unknown) =>
      server.api<{ message: string }>("POST", "/Curves", { token: t.admin, body });
    const power = await post(
      curveBody({
        curveFit: "Power",
        points: [
          { x: -1, y: 2 },
          { x: 1, y: 2 },
        ],
      }),
    );
    expect(power.status).toBe(400);
    expect(power.body.message).toContain(CURVE_MESSAGES.xPositive("Power"));
    const twice = await post(curveBody({ points: [1, 1, 2, 3].map((x) => ({ x, y: x })) }));
    expect(twice.body.message).toContain(CURVE_MESSAGES.duplicateX(1));
    const order = await post(curveBody({ regressionOrder: 6 }));
    expect(order.body.message).toContain(CURVE_MESSAGES.order);
    const text = await post(curveBody({ points: [{ x: "a", y: 1 }] }));
    expect(text.body.message).toContain(CURVE_MESSAGES.notNumber);
    const tooMany = await post(curveBody({ points: Array.from({ length: 1001 }, (_, x) => ({ x, y: x })) }));
    expect(tooMany.body.message).toContain(CURVE_MESSAGES.tooManyPoints);
    expect((await post(curveBody({ xAxisLogVariableId: 999_999 }))).status).toBe(404);
    // A variable of another of the caller's vessels is not this vessel's.
    const fjell = (
      await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: t.super })
    ).body.find((v) => v.name === "Nordic Fjell")!.id;
    const writer = await server.ctx.timeSeries!.beginImport();
    const fjellIds = await writer.defineVariables(fjell, [
      { name: "Speed", unit: "kn", onboardSystem: "Nav", taxa: [] },
    ]);
    await writer.commit();
    const foreign = await post(curveBody({ xAxisLogVariableId: fjellIds.get("Speed") }));
    expect(foreign).toMatchObject({
      status: 400,
      body: { message: CURVES_ROUTE_MESSAGES.variableNotOfVessel(fjellIds.get("Speed")!) },
    });
  });

  it("only administrators edit; another company's vessel and curve answer 404", async () => {
    for (const token of [t.super, t.crew]) {
      expect((await server.api("POST", "/Curves", { token, body: curveBody() })).status).toBe(403);
      expect((await server.api("DELETE", `/Curves/${demoCurveId}`, { token })).status).toBe(403);
    }
    expect((await server.api("GET", `/Curves/Find?vesselId=${aurora}`, { token: t.ops })).status).toBe(404);
    expect((await server.api("GET", `/Curves/${demoCurveId}`, { token: t.ops })).status).toBe(404);
    const report = await server.api("POST", "/Curves/Report", {
      token: t.ops,
      body: { curveId: demoCurveId },
    });
    expect(report.status).toBe(404);
    const theirs = await server.api("GET", `/Curves/Find?vesselId=${tanker}`, { token: t.ops });
    expect(theirs).toMatchObject({ status: 200, body: [] });
    const api = await server.api("GET", `/Curves/Find?vesselId=${aurora}`, {
      headers: { "X-Api-Key": "demo-nordicbulk-key" },
    });
    expect(api.status).toBe(200);
    expect((await server.api("GET", "/Curves/Find?vesselId=nope", { token: t.crew })).status).toBe(400);
  });

  it("answers points for a pair of log variables from the time-series store", async () => {
    const q = (from: string, to: string, granularity = "Hour") =>
      `/Curves/Points?vesselId=${aurora}&xLogVariableId=${speedId}&yLogVariableId=${fuelId}&fromDate=${from}&toDate=${to}&granularity=${granularity}`;
    const answer = await server.api<{ points: { x: number; y: number }[]; buckets: number }>(
      "GET",
      q("2025-03-01T00:00:00Z", "2025-03-03T00:00:00Z"),
      { token: t.crew },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.buckets).toBe(48);
    expect(answer.body.points).toEqual([10, 11, 12, 13, 14].map((x) => ({ x, y: 40 * x * x })));
    const tooLong = await server.api<{ message: string }>("GET", q("2025-01-01", "2025-06-01"), {
      token: t.crew,
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: CURVES_ROUTE_MESSAGES.windowTooLong(90) },
    });
    const backwards = await server.api("GET", q("2025-03-03", "2025-03-01"), { token: t.crew });
    expect(backwards.status).toBe(400);
    const other = await server.api("GET", q("2025-03-01", "2025-03-03"), { token: t.ops });
    expect(other.status).toBe(404);
  });

  it("writes the curve report as an Excel workbook", async () => {
    const response = await fetch(`${server.url}/api/v1/Curves/Report`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.crew}`, "content-type": "application/json" },
      body: JSON.stringify({ curveId: demoCurveId, predictions: [12, 20] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("Reference_curve_");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Curve", "Prediction table", "Prediction curve"]);
    const cells = workbook.getWorksheet("Curve")!.getSheetValues().flat().map(String);
    expect(cells).toContain(`Reference curve: ${DEMO_CURVE_NAME}`);
    expect(cells.some((c) => c.includes("extrapolated"))).toBe(true);
    expect(workbook.getWorksheet("Prediction curve")!.rowCount).toBeGreaterThanOrEqual(102);
    const bad = await server.api("POST", "/Curves/Report", {
      token: t.crew,
      body: { curveId: demoCurveId, predictions: ["x"] },
    });
    expect(bad.status).toBe(400);
  });
});

describe("charter party", () => {
  it("compares each voyage leg's fuel with the fuel the curve allows at its speed, with totals", async () => {
    const answer = await server.api<CharterPartyDto>(
      "GET",
      `/Curves/CharterParty?vesselId=${aurora}&curveMode=TimeCharter`,
      { token: t.crew },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.curve!.name).toBe(DEMO_CURVE_NAME);
    // Oslo → Rotterdam: 600 nm in 60 h = 10 kn; Rotterdam → Southampton 250 nm in 24 h; Southampton → New York 3100 nm in 192 h.
    expect(answer.body.periods.map((p) => [p.startDate.slice(0, 10), p.distance, p.averageSpeed])).toEqual([
      ["2025-03-01", 600, 10],
      ["2025-03-05", 250, 10.42],
      ["2025-03-07", 3100, 16.15],
    ]);
    expect(answer.body.periods.map((p) => p.fuelConsumption)).toEqual([52, 20, 200]);
    // 10 kn on the demo curve (a sea trial, measurement error included): about 585 kg/hr = 14 t/day,
    // over 2.5 days about 35 t.
    expect(answer.body.periods[0]!.referenceFuelConsumption).toBeGreaterThan(33);
    expect(answer.body.periods[0]!.referenceFuelConsumption).toBeLessThan(37);
    const s = answer.body.summary!;
    expect(s.fuelConsumption).toBe(272);
    expect(s.distance).toBe(3950);
    const allowed = answer.body.periods.reduce((sum, p) => sum + (p.referenceFuelConsumption ?? 0), 0);
    expect(s.referenceFuelConsumption).toBeCloseTo(allowed, 1);
    expect(s.difference).toBeCloseTo(272 - s.referenceFuelConsumption, 1);
  });

  it("says when the vessel has no curve of that mode; refuses an unknown mode and other companies", async () => {
    const spot = await server.api<CharterPartyDto>(
      "GET",
      `/Curves/CharterParty?vesselId=${aurora}&curveMode=SpotMarket`,
      { token: t.crew },
    );
    expect(spot.body).toMatchObject({
      curve: null,
      periods: [],
      message: CURVES_ROUTE_MESSAGES.noCurve("SpotMarket"),
    });
    const unknown = await server.api("GET", `/Curves/CharterParty?vesselId=${aurora}&curveMode=Bareboat`, {
      token: t.crew,
    });
    expect(unknown.status).toBe(400);
    const other = await server.api("GET", `/Curves/CharterParty?vesselId=${aurora}&curveMode=TimeCharter`, {
      token: t.ops,
    });
    expect(other.status).toBe(404);
  });
  it("403s a vessel without the Charter Party module", async () => {
    const vessels = (await server.api<{ id: string; name: string }[]>("GET", "/Vessels", { token: t.super }))
      .body;
    const fjell = vessels.find((v) => v.name === "Nordic Fjell")!.id;
    const off = await server.api("POST", `/VesselAdministrations/${fjell}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: fjell, featureId: 1 },
    });
    expect(off.status).toBe(200);
    const answer = await server.api<{ message: string }>(
      "GET",
      `/Curves/CharterParty?vesselId=${fjell}&curveMode=TimeCharter`,
      { token: t.crew },
    );
    expect(answer).toMatchObject({
      status: 403,
      body: { message: CURVES_ROUTE_MESSAGES.charterPartyNotActivated },
    });
  });
});

describe("partner view curves", () => {
  it("partner users reach curves only through /Kognifai", async () => {
    const found = await server.api<CurveDto[]>("GET", `/Kognifai/Curves/Find?vesselId=${aurora}`, {
      token: t.partner,
    });
    expect(found.status).toBe(200);
    expect(found.body.some((c) => c.id === demoCurveId)).toBe(true);
    expect((await server.api("GET", `/Curves/Find?vesselId=${aurora}`, { token: t.partner })).status).toBe(
      403,
    );
    const added = await server.api<CurveDto>("POST", "/Kognifai/Curves", {
      token: t.partner,
      body: curveBody({
        name: "Partner curve",
        curveFit: "Power",
        points: [1, 2, 3].map((x) => ({ x, y: 3 * x ** 2 })),
      }),
    });
    expect(added.status).toBe(201);
    const edited = await server.api<CurveDto>("PUT", `/Kognifai/Curves/${added.body.id}`, {
      token: t.partner,
      body: curveBody({ name: "Partner curve 2", curveFit: "Linear" }),
    });
    expect(edited.status).toBe(200);
    const points = await server.api(
      "GET",
      `/Kognifai/Curves/Points?vesselId=${aurora}&xLogVariableId=${speedId}&yLogVariableId=${fuelId}&fromDate=2025-03-01&toDate=2025-03-02`,
      { token: t.partner },
    );
    expect(points.status).toBe(200);
    expect(
      (await server.api("DELETE", `/Kognifai/Curves/${added.body.id}`, { token: t.partner })).status,
    ).toBe(204);
    // Others may not use the partner calls.
    expect(
      (await server.api("GET", `/Kognifai/Curves/Find?vesselId=${aurora}`, { token: t.crew })).status,
    ).toBe(403);
    expect(
      (await server.api("GET", `/Kognifai/Curves/Find?vesselId=${tanker}`, { token: t.partner })).status,
    ).toBe(404);
  });

  it("answers 503 with the expired-keys warning when the partner keys have expired", async () => {
    const companies = (
      await server.api<{ id: string; name: string }[]>("GET", "/Companies", { token: t.admin })
    ).body;
    const nordic = companies.find((c) => c.name === "Nordic Bulk AS")!.id;
    expect((await server.api("DELETE", `/Companies/${nordic}/KognifaiKeys`, { token: t.admin })).status).toBe(
      200,
    );
    const answer = await server.api<{ message: string }>("GET", `/Kognifai/Curves/Find?vesselId=${aurora}`, {
      token: t.partner,
    });
    expect(answer).toMatchObject({ status: 503, body: { message: PARTNER_KEYS_EXPIRED } });
  });
});
