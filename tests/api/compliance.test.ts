import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voyageLogStream } from "../../domain/voyageLog/voyageLog.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { confirmedVoyageEvents, type SeedVoyage } from "../bench/reports.seed.js";
import { demoTokens, OSLO, ROTTERDAM, vesselIdNamed, writeAuroraVoyages } from "../support/auroraVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let t: Awaited<ReturnType<typeof demoTokens>>;
let vesselId = "";
let fjellId = "";
let skagenId = "";
let crew = "";

/** Writes confirmed voyages into a vessel's empty log; flow-meter rows get UUIDs so the API can edit them. */
async function writeVoyages(
  id: string,
  fuelTypeId: string,
  voyages: SeedVoyage[],
  last: { id: string; port: typeof OSLO; at: string },
) {
  let n = 0;
  const events = confirmedVoyageEvents(
    id,
    { meters: [{ id: "0d0e0f00-0000-4000-8000-0000000000aa", name: "ME", fuelTypeId }] },
    voyages,
    last,
  ).map((e) =>
    e.type === "FlowMeterConsumptionAdded"
      ? {
          ...e,
          data: { ...e.data, id: `0d0e0f00-0000-4000-8000-${String(++n).padStart(9, "0")}${id.slice(-3)}` },
        }
      : e,
  );
  const written = await server.ctx.store.append(voyageLogStream(id), events, {
    expectedVersion: "no_stream",
    metadata: { userId: "test", companyId: null, correlationId: "compliance-test", causationId: null },
  });
  await server.ctx.waitFor(written.lastPosition);
}

beforeAll(async () => {
  server = await startTestServer();
  t = await demoTokens(server);
  vesselId = await vesselIdNamed(server, t.super, "Nordic Aurora");
  await writeAuroraVoyages(server, vesselId, {
    ids: [
      "0d0e0f00-0000-4000-8000-000000000011",
      "0d0e0f00-0000-4000-8000-000000000012",
      "0d0e0f00-0000-4000-8000-000000000013",
      "0d0e0f00-0000-4000-8000-000000000014",
    ],
    correlationId: "compliance-test",
  });
  fjellId = await vesselIdNamed(server, t.super, "Nordic Fjell");
  skagenId = await vesselIdNamed(server, t.super, "Nordic Skagen");
  crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  // Nordic Fjell, 2025: 2 000 t LNG (Otto medium speed) Oslo -> Rotterdam, intra-EU
  await writeVoyages(
    fjellId,
    "default-lng",
    [
      {
        id: "0d0e0f00-0000-4000-8000-000000000021",
        name: "Oslo-Rotterdam LNG",
        departure: { port: OSLO, at: "2025-04-01T06:00:00.000Z" },
        arrival: { port: ROTTERDAM, at: "2025-04-03T06:00:00.000Z" },
        distanceNm: 600,
        cargo: [],
        flowMeterTons: [{ sea: 2000, berth: 0 }],
      },
    ],
    { id: "0d0e0f00-0000-4000-8000-000000000022", port: ROTTERDAM, at: "2025-04-04T06:00:00.000Z" },
  );
  // Nordic Skagen, 2025: 100 t HFO Rotterdam -> Oslo, intra-EU (the audit replay test changes it)
  await writeVoyages(
    skagenId,
    "default-hfo",
    [
      {
        id: "0d0e0f00-0000-4000-8000-000000000031",
        name: "Rotterdam-Oslo",
        departure: { port: ROTTERDAM, at: "2025-05-01T06:00:00.000Z" },
        arrival: { port: OSLO, at: "2025-05-03T06:00:00.000Z" },
        distanceNm: 600,
        cargo: [],
        flowMeterTons: [{ sea: 100, berth: 0 }],
      },
    ],
    { id: "0d0e0f00-0000-4000-8000-000000000032", port: OSLO, at: "2025-05-04T06:00:00.000Z" },
  );
});

afterAll(async () => {
  await server.close();
});

interface EtsJson {
  year: number;
  co2InScopeTonnes: number;
  phaseIn: number;
  allowances: number;
  costEur: number | null;
  voyages: { departureId: string; scope: string; co2InScopeTonnes: number }[];
}

describe("GET /EuEts/{vesselId}/{year}", () => {
  it("counts the confirmed voyages by their ports and phases 2025 in at 70 %", async () => {
    const { status, body } = await server.api<EtsJson>(
      "GET",
      `/EuEts/${vesselId}/2025?format=json&price=80`,
      {
        token: t.super,
      },
    );
    expect(status).toBe(200);
    // Oslo-Rotterdam: 50 t HFO x 3.114 = 155.7 + (2 + 4) t MDO/MGO x 3.206 = 19.236 (berth in Rotterdam 100 %) = 174.936
    // Rotterdam-Southampton: 20 t x 3.114 x 0.5 = 31.14; berth in Southampton (GB) 0
    // Southampton-New York: outside
    expect(body.voyages).toEqual([
      {
        ...body.voyages[0],
        departureId: "0d0e0f00-0000-4000-8000-000000000011",
        scope: "intraEu",
        co2InScopeTonnes: 174.936,
      },
      {
        ...body.voyages[1],
        departureId: "0d0e0f00-0000-4000-8000-000000000012",
        scope: "extraEu",
        co2InScopeTonnes: 31.14,
      },
    ]);
    // 174.936 + 31.14 = 206.076 t; x 0.7 = 144.253 -> 144 allowances; x 80 EUR = 11 520 EUR
    expect(body.co2InScopeTonnes).toBe(206.076);
    expect(body.phaseIn).toBe(0.7);
    expect(body.allowances).toBe(144);
    expect(body.costEur).toBe(11520);
  });

  it("answers the workbook a verifier reads", async () => {
    const response = await fetch(`${server.url}/api/v1/EuEts/${vesselId}/2025`, {
      headers: { authorization: `Bearer ${t.super}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("EU_ETS_");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("EU ETS")!;
    const values: unknown[] = [];
    sheet.eachRow((row) => values.push(row.getCell(1).value, row.getCell(2).value));
    expect(values).toContain("Allowances to surrender");
    expect(values[values.indexOf("Allowances to surrender") + 1]).toBe(144);
  });

  it("is zero for a year without confirmed voyages", async () => {
    const { status, body } = await server.api<EtsJson>("GET", `/EuEts/${vesselId}/2024?format=json`, {
      token: t.super,
    });
    expect(status).toBe(200);
    expect([body.allowances, body.voyages.length, body.costEur]).toEqual([0, 0, null]);
  });

  it("hides another company's vessel (404) and refuses a bad year or price (400)", async () => {
    expect((await server.api("GET", `/EuEts/${vesselId}/2025?format=json`, { token: t.other })).status).toBe(
      404,
    );
    const badYear = await server.api<{ message: string }>("GET", `/EuEts/${vesselId}/20x5`, {
      token: t.super,
    });
    expect(badYear.status).toBe(400);
    expect(badYear.body.message).toContain("year");
    const badPrice = await server.api<{ message: string }>("GET", `/EuEts/${vesselId}/2025?price=-1`, {
      token: t.super,
    });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toContain("price");
  });

  it("sums the company's fleet", async () => {
    const { status, body } = await server.api<{
      allowances: number;
      vessels: { name: string; allowances: number }[];
    }>("GET", "/EuEts/Fleet/2025?format=json", { token: t.super });
    expect(status).toBe(200);
    expect(body.vessels.map((v) => v.name)).toContain("Nordic Aurora");
    expect(body.allowances).toBe(body.vessels.reduce((s, v) => s + v.allowances, 0));
    expect(body.allowances).toBeGreaterThanOrEqual(144);
    const other = await server.api<{ vessels: { name: string }[] }>("GET", "/EuEts/Fleet/2025?format=json", {
      token: t.other,
    });
    expect(other.body.vessels.map((v) => v.name)).not.toContain("Nordic Aurora");
  });
});

describe("POST /FuelEU/Calculate", () => {
  const calculate = (body: unknown, token = t.super) =>
    server.api<Record<string, unknown>>("POST", "/FuelEU/Calculate", { token, body });

  it("computes the worked example (1000 t HFO intra-EU, 500 t MGO extra-EU, 2025)", async () => {
    const { status, body } = await calculate({
      year: 2025,
      fuels: [
        { fuelType: "HFO", tonnes: 1000 },
        { fuelType: "MDO/MGO", tonnes: 500, scope: "extraEu" },
      ],
      whatIfFuelType: "LNG",
    });
    expect(status).toBe(200);
    // E = 1000e6 x 0.0405 + 500e6 x 0.0427 x 0.5 = 51 175 000 MJ; I = 91.5404; CB = -112.772 t; 72 113.19 EUR
    expect(body).toEqual({
      year: 2025,
      energyMJ: 51_175_000,
      ghgIntensity: 91.5404,
      target: 89.3368,
      complianceBalanceTonnes: -112.772,
      penaltyEur: 72_113.19,
      windRewardFactor: 1,
      // 0.942731 x 51.175e6 MJ / 0.0491 MJ/g = 982.57 t of LNG (Otto medium speed)
      whatIf: { fuelType: "LNG", tonnesToBalance: expect.closeTo(982.57, 1) },
    });
  });

  it("applies the rewards of Annex I: RFNBO (RWD 2), on-shore power, f_wind", async () => {
    const { status, body } = await calculate({
      year: 2025,
      fuels: [
        { fuelType: "HFO", tonnes: 1000 },
        { fuelType: "MDO/MGO", tonnes: 100, rfnbo: true },
      ],
      opsMwh: 500,
      windRatio: 0.1,
    });
    expect(status).toBe(200);
    // E = 40.5e6 + 4.27e6 + 500 x 3600 = 46.57e6 MJ; divisor 40.5e6 + 2 x 4.27e6 + 1.8e6 = 50.84e6 MJ
    // I = 0.99 x (40.5e6 x 91.744198 + 4.27e6 x 90.767447) / 50.84e6 = 79.901354
    // CB = (89.3368 - 79.901354) x 46.57e6 = 439.409 t
    expect(body).toMatchObject({
      energyMJ: 46_570_000,
      ghgIntensity: 79.9014,
      complianceBalanceTonnes: 439.409,
      penaltyEur: 0,
      windRewardFactor: 0.99,
    });
    for (const [extra, message] of [
      [{ windRatio: 2 }, "windRatio must be P_wind / P_prop"],
      [{ opsMwh: -1 }, "opsMwh must be a number of MWh"],
    ] as const) {
      const refused = await calculate({ year: 2025, fuels: [{ fuelType: "HFO", tonnes: 1 }], ...extra });
      expect(refused.status).toBe(400);
      expect(String(refused.body.message)).toContain(message);
    }
  });

  it("raises the penalty for a second consecutive deficit year", async () => {
    const { body } = await calculate({
      year: 2026,
      fuels: [
        { fuelType: "HFO", tonnes: 1000 },
        { fuelType: "MDO/MGO", tonnes: 500, scope: "extraEu" },
      ],
      consecutiveDeficitYears: 2,
    });
    expect(body.penaltyEur).toBe(79_324.51);
  });

  it("answers 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ year: 2024, fuels: [{ fuelType: "HFO", tonnes: 1 }] }, "year must be 2025 or later"],
      [{ year: 2025, fuels: [{ fuelType: "HFO", tonnes: -1 }] }, "fuels[0].tonnes must not be negative."],
      [{ year: 2025, fuels: [{ fuelType: "HFO", tonnes: 1, scope: "moon" }] }, "fuels[0].scope must be"],
      [
        { year: 2025, fuels: [{ fuelType: "XYZ", tonnes: 1 }] },
        "fuels[0].fuelType 'XYZ' is not the short name",
      ],
      [
        { year: 2025, fuels: [{ fuelType: "Ethane", tonnes: 1 }] },
        "fuels[0].fuelType 'Ethane' has no FuelEU",
      ],
      [{ year: 2025, fuels: [] }, "fuels must name at least one fuel."],
      [{ fuels: [{ fuelType: "HFO", tonnes: 1 }] }, "year must be a year"],
    ];
    for (const [body, message] of cases) {
      const answer = await calculate(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(String(answer.body.message)).toContain(message);
    }
  });

  it("is open to every signed-in role of a company, API keys included", async () => {
    const response = await fetch(`${server.url}/api/v1/FuelEU/Calculate`, {
      method: "POST",
      headers: { "x-api-key": "demo-nordicbulk-key", "content-type": "application/json" },
      body: JSON.stringify({ year: 2030, fuels: [{ fuelType: "HFO", tonnes: 10 }] }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { target: number }).target).toBe(85.6904);
    const anonymous = await fetch(`${server.url}/api/v1/FuelEU/Calculate`, { method: "POST", body: "{}" });
    expect(anonymous.status).toBe(401);
  });
});

describe("EmissionCompliance (spec 2 §7)", () => {
  it("lists the year's voyages in scope and summarises ETS and FuelEU", async () => {
    const voyages = await server.api<{ year: number; voyages: { scope: string }[] }>(
      "GET",
      `/EmissionCompliance/voyages/${vesselId}?year=2025`,
      { token: t.super },
    );
    expect(voyages.status).toBe(200);
    expect(voyages.body.voyages.map((v) => v.scope)).toEqual(["intraEu", "extraEu"]);
    const summary = await server.api<{
      ets: { allowances: number };
      fuelEu: { energyMJ: number; ghgIntensity: number; complianceBalanceTonnes: number; penaltyEur: number };
    }>("GET", `/EmissionCompliance/emission-summary/${vesselId}?year=2025`, { token: t.super });
    expect(summary.status).toBe(200);
    expect(summary.body.ets.allowances).toBe(144);
    // energy: 50e6 g HFO x 0.0405 = 2.025e6 MJ; 6e6 g MGO x 0.0427 = 0.2562e6 MJ; 20e6 g HFO x 0.0405 x 0.5 = 0.405e6 MJ
    // = 2 686 200 MJ; I = (2.43e6 x 91.744198 + 0.2562e6 x 90.767447) / 2.6862e6 = 91.651054
    // CB = (89.3368 - 91.651054) x 2 686 200 = -6.217 t; penalty = 6 216 508 / (91.651054 x 41 000) x 2 400 = 3 970.42 EUR
    expect(summary.body.fuelEu.energyMJ).toBe(2_686_200);
    expect(summary.body.fuelEu.ghgIntensity).toBeCloseTo(91.6511, 3);
    expect(summary.body.fuelEu.complianceBalanceTonnes).toBeCloseTo(-6.217, 2);
    expect(summary.body.fuelEu.penaltyEur).toBeCloseTo(3970.4, 0);
  });

  it("takes a vessel's FuelEU rewards as query fields (OPS MWh, wind ratio, RFNBO fuel types)", async () => {
    const summary = await server.api<{
      fuelEu: {
        energyMJ: number;
        ghgIntensity: number;
        complianceBalanceTonnes: number;
        rewards: { opsMwh: number; windRatio: number; windRewardFactor: number; rfnboFuelTypes: string[] };
      };
    }>("GET", `/EmissionCompliance/emission-summary/${vesselId}?year=2025&opsMwh=100&windRatio=0.3`, {
      token: t.super,
    });
    expect(summary.status).toBe(200);
    // E = 2 686 200 + 100 MWh x 3600 = 3 046 200 MJ; I = 0.95 x 2 686 200 x 91.651054 / 3 046 200 = 76.778731
    // CB = (89.3368 - 76.778731) x 3 046 200 = 38.254 t
    expect(summary.body.fuelEu.energyMJ).toBe(3_046_200);
    expect(summary.body.fuelEu.ghgIntensity).toBeCloseTo(76.7787, 4);
    expect(summary.body.fuelEu.complianceBalanceTonnes).toBeCloseTo(38.254, 3);
    expect(summary.body.fuelEu.rewards).toEqual({
      rfnboFuelTypes: [],
      opsMwh: 100,
      windRatio: 0.3,
      windRewardFactor: 0.95,
    });
    const rfnbo = await server.api<{ ghgIntensity: number }>(
      "GET",
      `/FuelEU/${vesselId}/2025?format=json&rfnbo=${encodeURIComponent("MDO/MGO")}`,
      { token: t.super },
    );
    // divisor 2.6862e6 + 0.2562e6 (MGO counted twice): (2.43e6 x 91.744198 + 0.2562e6 x 90.767447) / 2.9424e6
    expect(rfnbo.body.ghgIntensity).toBeCloseTo(83.6708, 4);
    const bad = await server.api<{ message: string }>(
      "GET",
      `/EmissionCompliance/emission-summary/${vesselId}?year=2025&windRatio=x`,
      { token: t.super },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("windRatio must be P_wind / P_prop");
  });

  it("hides another company's vessel", async () => {
    for (const path of [
      `/EmissionCompliance/voyages/${vesselId}`,
      `/EmissionCompliance/emission-summary/${vesselId}`,
    ])
      expect((await server.api("GET", path, { token: t.other })).status).toBe(404);
  });
});

/** The formula cells of a sheet, as text, and a value by its label in column A. */
async function workbookOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const formulas = (name: string) => {
    const out: string[] = [];
    workbook.getWorksheet(name)!.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) out.push(cell.formula);
      }),
    );
    return out;
  };
  return { workbook, formulas };
}

const get = (path: string, token: string) =>
  fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });

interface FuelEuJson {
  energyMJ: number;
  ghgIntensity: number;
  complianceBalanceTonnes: number;
  penaltyEur: number;
  bankedOutTonnes: number;
}

describe("GET /FuelEU/{vesselId}/{year} and /FuelEU/Fleet/{year}", () => {
  it("answers a vessel's year as JSON and as a workbook whose totals are formulas over the lines", async () => {
    const json = await server.api<FuelEuJson>("GET", `/FuelEU/${vesselId}/2025?format=json`, {
      token: t.super,
    });
    expect(json.status).toBe(200);
    // the same figures as the emission summary above: 2 686 200 MJ, -6.217 t, 3 970.42 EUR
    expect(json.body.energyMJ).toBe(2_686_200);
    expect(json.body.complianceBalanceTonnes).toBeCloseTo(-6.217, 2);
    expect(json.body.penaltyEur).toBeCloseTo(3970.4, 0);
    const response = await get(`/FuelEU/${vesselId}/2025`, t.super);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("FuelEU_");
    const { workbook, formulas } = await workbookOf(response);
    // sea Oslo-Rotterdam HFO + MGO, berth Rotterdam MGO, sea Rotterdam-Southampton HFO x 0.5
    const lines = formulas("Lines");
    expect(lines.filter((f) => f.includes("*1000000*"))).toHaveLength(4);
    expect(formulas("FuelEU").some((f) => f.startsWith("SUMIFS('Lines'!L:L"))).toBe(true);
    const ship = workbook.getWorksheet("FuelEU")!;
    let penalty: unknown = null;
    ship.eachRow((row) => {
      if (row.getCell(1).value === "9312482" || row.getCell(2).value === "Nordic Aurora")
        penalty = (row.getCell(11).value as { result: number }).result;
    });
    expect(penalty).toBeCloseTo(3970.4, 0);
  });

  it("sums the fleet and hides other companies' vessels", async () => {
    const fleet = await server.api<{
      vessels: { name: string; complianceBalanceTonnes: number }[];
      penaltyEur: number;
    }>("GET", "/FuelEU/Fleet/2025?format=json", { token: t.super });
    expect(fleet.status).toBe(200);
    const names = fleet.body.vessels.map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(["Nordic Aurora", "Nordic Fjell"]));
    // Fjell: 2 000 t LNG: E = 98 200 000 MJ, I = 89.202929, CB = (89.3368 - 89.202929) x 98.2e6 = +13.146 t
    expect(fleet.body.vessels.find((v) => v.name === "Nordic Fjell")!.complianceBalanceTonnes).toBeCloseTo(
      13.146,
      2,
    );
    const other = await server.api<{ vessels: { name: string }[] }>("GET", "/FuelEU/Fleet/2025?format=json", {
      token: t.other,
    });
    expect(other.body.vessels.map((v) => v.name)).not.toContain("Nordic Aurora");
    const workbook = await get("/FuelEU/Fleet/2025", t.super);
    expect(workbook.headers.get("content-disposition")).toContain("FuelEU_fleet_2025");
  });

  it("refuses a year before 2025 (400 naming it) and another company's vessel (404)", async () => {
    const early = await server.api<{ message: string }>("GET", `/FuelEU/${vesselId}/2024?format=json`, {
      token: t.super,
    });
    expect([early.status, early.body.message]).toEqual([
      400,
      expect.stringContaining("year must be 2025 or later"),
    ]);
    expect((await server.api("GET", "/FuelEU/Fleet/2024?format=json", { token: t.super })).status).toBe(400);
    expect((await server.api("GET", `/FuelEU/${vesselId}/2025?format=json`, { token: t.other })).status).toBe(
      404,
    );
    expect((await server.api("GET", `/FuelEU/${skagenId}/2025?format=json`, { token: crew })).status).toBe(
      404,
    );
  });
});

describe("GET /EuEts/Fleet/{year} workbook", () => {
  it("shows every voyage's fuel with shares and factors, the totals as formulas", async () => {
    const response = await get("/EuEts/Fleet/2025?price=80", t.super);
    const { workbook, formulas } = await workbookOf(response);
    // Aurora's fuel lines: Oslo-Rotterdam HFO and MGO, Rotterdam-Southampton HFO (New York is outside)
    const lines: unknown[][] = [];
    workbook.getWorksheet("Lines")!.eachRow((row) => {
      if (row.getCell(2).value === "Nordic Aurora") lines.push([row.getCell(8).value, row.getCell(11).value]);
    });
    expect(lines).toEqual([
      ["HFO", 1],
      ["MDO/MGO", 1],
      ["HFO", 0.5],
    ]);
    expect(formulas("Lines")).toContain("(I5*K5+J5*L5)*M5");
    const summary = formulas("EU ETS fleet");
    expect(summary.some((f) => f.startsWith("SUMIFS('Lines'!T:T"))).toBe(true);
    expect(summary.some((f) => /^ROUND\(H\d+,0\)$/.test(f))).toBe(true);
    let allowances: unknown = null;
    workbook.getWorksheet("EU ETS fleet")!.eachRow((row) => {
      if (row.getCell(2).value === "Nordic Aurora")
        allowances = (row.getCell(9).value as { result: number }).result;
    });
    expect(allowances).toBe(144);
  });
});

interface PoolJson {
  valid: boolean;
  poolBalanceTonnes: number;
  penaltyEur: number;
  penaltyWithoutPoolEur: number;
  bankedOutTonnes: number;
  members: {
    name: string;
    balanceBeforeTonnes: number;
    balanceAfterTonnes: number;
    bankedOutTonnes: number;
  }[];
}

describe("POST /FuelEU/Pool", () => {
  const pool = (body: unknown, token = t.super, query = "") =>
    server.api<PoolJson & { message: string }>("POST", `/FuelEU/Pool${query}`, { token, body });

  it("covers Aurora's deficit with Fjell's surplus and banks the rest into the next year", async () => {
    const { status, body } = await pool({ year: 2025, vesselIds: [vesselId, fjellId] });
    expect(status).toBe(200);
    // -6 216 508 g + 13 146 120 g = +6 929 612 g: valid; Aurora to 0, Fjell keeps 6.930 t and banks it
    expect(body.valid).toBe(true);
    expect(body.poolBalanceTonnes).toBeCloseTo(6.93, 2);
    expect(body.members.map((m) => m.name)).toEqual(["Nordic Aurora", "Nordic Fjell"]);
    expect(body.members[0]!.balanceAfterTonnes).toBe(0);
    expect(body.members[1]!.bankedOutTonnes).toBeCloseTo(6.93, 2);
    expect(body.penaltyEur).toBe(0);
    expect(body.penaltyWithoutPoolEur).toBeCloseTo(3970.4, 0);
    // 2026: nothing sailed; each brings what it banked (Fjell 13.146 t standalone), Aurora nothing
    const next = await pool({ year: 2026, vesselIds: [vesselId, fjellId] });
    expect(next.body.members.map((m) => m.balanceBeforeTonnes)).toEqual([0, expect.closeTo(13.146, 2)]);
  });

  it("answers the pool as a workbook", async () => {
    const response = await fetch(`${server.url}/api/v1/FuelEU/Pool?format=xlsx`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.super}`, "content-type": "application/json" },
      body: JSON.stringify({ year: 2025, vesselIds: [vesselId, fjellId] }),
    });
    expect(response.status).toBe(200);
    const { formulas } = await workbookOf(response);
    expect(formulas("FuelEU").some((f) => f.includes("SUMIF(") && f.includes('">0"'))).toBe(true);
  });

  it("answers 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{ year: 2024, vesselIds: [vesselId, fjellId] }, "year must be 2025 or later"],
      [{ year: 2025, vesselIds: [vesselId] }, "vesselIds must name at least two vessels"],
      [{ year: 2025, vesselIds: [vesselId, "x"] }, "vesselIds[1] must be a vessel id"],
      [{ year: 2025, vesselIds: [vesselId, vesselId] }, "vesselIds[1] names a vessel already in the pool."],
      [{ year: 2025 }, "vesselIds must be a list of vessel ids."],
    ];
    for (const [body, message] of cases) {
      const answer = await pool(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(String(answer.body.message)).toContain(message);
    }
  });

  it("resolves every vessel in the caller's scope: another company's or an access group's vessel is 404", async () => {
    expect((await pool({ year: 2025, vesselIds: [vesselId, fjellId] }, t.other)).status).toBe(404);
    // crew sees Aurora and Fjell (its access group), not Skagen
    expect((await pool({ year: 2025, vesselIds: [vesselId, fjellId] }, crew)).status).toBe(200);
    expect((await pool({ year: 2025, vesselIds: [vesselId, skagenId] }, crew)).status).toBe(404);
    expect(
      (await pool({ year: 2025, vesselIds: [vesselId, "0d0e0f00-0000-4000-8000-00000000ffff"] })).status,
    ).toBe(404);
  });
});

describe("ETS and FuelEU as they stood at a past moment (?at=)", () => {
  it("shows the old figure at the earlier instant and the new one now", async () => {
    const ets = (query = "") =>
      server.api<{ co2InScopeTonnes: number; voyages: unknown[]; at: string | null; message?: string }>(
        "GET",
        `/EuEts/${skagenId}/2025?format=json${query}`,
        { token: t.super },
      );
    // confirmed: 100 t HFO x 3.114 = 311.4 t
    const before = await ets();
    expect(before.body.co2InScopeTonnes).toBe(311.4);
    await new Promise((r) => setTimeout(r, 5));
    const filed = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const departure = "0d0e0f00-0000-4000-8000-000000000031";
    const step = async (path: string) =>
      expect(
        (
          await server.api("POST", `/EmissionReportVesselEvents/${departure}/${path}`, {
            token: t.super,
            body: {},
          })
        ).status,
      ).toBe(200);
    await step("UnconfirmVoyageData");
    const rows = await server.api<{ id: string; fuelConsumptionInTon: number }[]>(
      "GET",
      `/FlowMeterFuelConsumptions/Find?vesselEventId=${departure}-arrival`,
      { token: t.super },
    );
    const row = rows.body.find((r) => r.fuelConsumptionInTon === 100)!;
    const changed = await server.api("PUT", `/FlowMeterFuelConsumptions/${row.id}`, {
      token: t.super,
      body: { fuelConsumptionInTon: 120 },
    });
    expect(changed.status).toBe(200);
    const unconfirmed = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await step("ConfirmVoyageData");
    // now: 120 t x 3.114 = 373.68 t
    expect((await ets()).body.co2InScopeTonnes).toBe(373.68);
    // as filed: 311.4 t; while unconfirmed: no voyage counted
    const then = await ets(`&at=${encodeURIComponent(filed)}`);
    expect([then.body.co2InScopeTonnes, then.body.at]).toEqual([311.4, filed]);
    expect((await ets(`&at=${encodeURIComponent(unconfirmed)}`)).body.voyages).toEqual([]);
    // FuelEU at the same moment: 100 t HFO: E = 4 050 000 MJ
    const fuelEu = await server.api<FuelEuJson>(
      "GET",
      `/FuelEU/${skagenId}/2025?format=json&at=${encodeURIComponent(filed)}`,
      { token: t.super },
    );
    expect(fuelEu.body.energyMJ).toBe(4_050_000);
    const summary = await server.api<{ ets: { co2InScopeTonnes: number } }>(
      "GET",
      `/EmissionCompliance/emission-summary/${skagenId}?year=2025&at=${encodeURIComponent(filed)}`,
      { token: t.super },
    );
    expect(summary.body.ets.co2InScopeTonnes).toBe(311.4);
    const bad = await ets("&at=yesterday");
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining("at must be an ISO date")]);
  });
});

describe("LNG engine type (vessel emission setting)", () => {
  it("sets the methane slip of MRV CH4, ETS and FuelEU; a bad value is 400 naming it", async () => {
    const ets = async () =>
      (
        await server.api<{ ch4InScopeTonnes: number }>("GET", `/EuEts/${fjellId}/2025?format=json`, {
          token: t.super,
        })
      ).body.ch4InScopeTonnes;
    // default engine (Otto medium speed): 2 000 t LNG x 3.1 % slip = 62 t CH4
    expect(await ets()).toBe(62);
    const put = (body: unknown) =>
      server.api<{ message: string; lngEngineType?: string }>("PUT", `/Vessels/${fjellId}/EmissionSettings`, {
        token: t.super,
        body,
      });
    const bad = await put({ lngEngineType: "steam" });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      expect.stringContaining("LNG engine type must be one of"),
    ]);
    const saved = await put({ lngEngineType: "lngDieselSlowSpeed" });
    expect([saved.status, saved.body.lngEngineType]).toEqual([200, "lngDieselSlowSpeed"]);
    // Diesel slow speed: 2 000 t x 0.2 % = 4 t CH4; FuelEU WtW 76.0807 gCO2e/MJ
    expect(await ets()).toBe(4);
    const fuelEu = await server.api<FuelEuJson>("GET", `/FuelEU/${fjellId}/2025?format=json`, {
      token: t.super,
    });
    expect(fuelEu.body.ghgIntensity).toBe(76.0807);
    // another company cannot set it
    expect(
      (await server.api("PUT", `/Vessels/${fjellId}/EmissionSettings`, { token: t.other, body: {} })).status,
    ).toBe(404);
  });
});
