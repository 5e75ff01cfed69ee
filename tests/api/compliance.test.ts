import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTokens, vesselIdNamed, writeAuroraVoyages } from "../support/auroraVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
let t: Awaited<ReturnType<typeof demoTokens>>;
let vesselId = "";

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
      // 0.942731 x 51.175e6 MJ / 0.0491 MJ/g = 982.57 t of LNG (Otto medium speed)
      whatIf: { fuelType: "LNG", tonnesToBalance: expect.closeTo(982.57, 1) },
    });
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

  it("hides another company's vessel", async () => {
    for (const path of [
      `/EmissionCompliance/voyages/${vesselId}`,
      `/EmissionCompliance/emission-summary/${vesselId}`,
    ])
      expect((await server.api("GET", path, { token: t.other })).status).toBe(404);
  });
});
