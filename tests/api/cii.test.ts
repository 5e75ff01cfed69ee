import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voyageLogStream } from "../../domain/voyageLog/voyageLog.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { confirmedVoyageEvents } from "../bench/reports.seed.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

let server: TestServer;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};
const YEAR = new Date().getUTCFullYear();
const metadata = { userId: "test", companyId: null, correlationId: "cii-test", causationId: null };
const port = (name: string, loCode: string) => ({ name, loCode, isMrvPort: true });
const OSLO = port("Oslo", "NOOSL");
const ROTTERDAM = port("Rotterdam", "NLRTM");
const HAMBURG = port("Hamburg", "DEHAM");
const API_KEY = { "x-api-key": DEMO_LOGINS.nordicBulkApiKey };

/** Two confirmed voyages of Nordic Aurora this year: 100 t HFO + 2 t MDO/MGO over 1,000 nm in all. */
const SEA_HFO = [60, 30];
const BERTH_HFO = [0, 5];
const TANK_MDO = 2;
const DISTANCE = [600, 400];
const CO2_G = (SEA_HFO[0]! + SEA_HFO[1]! + BERTH_HFO[1]!) * 3.114e6 + TANK_MDO * 3.206e6;
const DWT = 81_950;
const ATTAINED = CO2_G / (DWT * (DISTANCE[0]! + DISTANCE[1]!));

const get = <T = Record<string, unknown>>(path: string, token: string | undefined) =>
  server.api<T>("GET", path, { token });

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  const vessels = (await get<{ id: string; name: string }[]>("/Vessels", t.super)).body;
  for (const v of vessels) ids[v.name] = v.id;
  const aurora = ids["Nordic Aurora"]!;
  const at = (month: number, day: number, hour = 0) =>
    new Date(Date.UTC(YEAR, month - 1, day, hour)).toISOString();
  const events = confirmedVoyageEvents(
    aurora,
    {
      meters: [{ id: "cii-me", name: "ME", fuelTypeId: "default-hfo" }],
      tank: { id: "cii-do", name: "DO tank", fuelTypeId: "default-mdo-mgo" },
    },
    [
      {
        id: "0d0e0f00-0000-4000-8000-0000000c1101",
        name: "Oslo-Rotterdam",
        departure: { port: OSLO, at: at(1, 2) },
        arrival: { port: ROTTERDAM, at: at(1, 4) },
        distanceNm: DISTANCE[0]!,
        cargo: [],
        flowMeterTons: [{ sea: SEA_HFO[0]!, berth: BERTH_HFO[0]! }],
        tankTons: { sea: TANK_MDO, berth: 0 },
      },
      {
        id: "0d0e0f00-0000-4000-8000-0000000c1102",
        name: "Rotterdam-Hamburg",
        departure: { port: ROTTERDAM, at: at(1, 5) },
        arrival: { port: HAMBURG, at: at(1, 6, 12) },
        distanceNm: DISTANCE[1]!,
        cargo: [],
        flowMeterTons: [{ sea: SEA_HFO[1]!, berth: BERTH_HFO[1]! }],
      },
    ],
    { id: "0d0e0f00-0000-4000-8000-0000000c1103", port: HAMBURG, at: at(1, 8) },
  );
  const written = await server.ctx.store.append(voyageLogStream(aurora), events, {
    expectedVersion: "no_stream",
    metadata,
  });
  await server.ctx.waitFor(written.lastPosition);
});

afterAll(async () => {
  await server.close();
});

const example = {
  vesselTypeId: 11,
  grossTonnage: 25_000,
  deadweight: null,
  year: 2019,
  distanceNm: 150_000,
  fuels: [{ fuelType: "MDO/MGO", tonnes: 19_000 }],
};

describe("POST /Cii/Calculate", () => {
  it("gives the public worked example exactly, to users and API users", async () => {
    for (const options of [{ token: t.crew }, { token: t.ops }, { headers: API_KEY }]) {
      const { status, body } = await server.api("POST", "/Cii/Calculate", { ...options, body: example });
      expect(status).toBe(200);
      expect(body).toEqual({
        capacity: 25_000,
        capacityBasis: "GT",
        attained: 16.2437,
        reference: 19.1842,
        required: 19.1842,
        boundaries: { superior: 14.58, lower: 17.6495, upper: 21.87, inferior: 24.9394 },
        rating: "B",
      });
    }
  });

  it("applies Z and the capped reference capacity", async () => {
    const { body } = await server.api<{ capacity: number; required: number; rating: string }>(
      "POST",
      "/Cii/Calculate",
      {
        token: t.super,
        body: {
          ...example,
          vesselTypeId: 1,
          deadweight: 300_000,
          year: 2026,
          distanceNm: 60_000,
          fuels: [{ fuelType: "HFO", tonnes: 9_000 }],
        },
      },
    );
    expect(body.capacity).toBe(300_000);
    expect(body.required).toBeCloseTo(0.89 * 4745 * 279_000 ** -0.622, 4);
  });

  it("rates a ro-ro cargo ship on its GT (issue 33 §1: 12,000 DWT / 30,000 GT, 6,000 t MGO, 60,000 nm, 2025, B)", async () => {
    const { status, body } = await server.api<{ capacity: number; capacityBasis: string; rating: string }>(
      "POST",
      "/Cii/Calculate",
      {
        token: t.super,
        body: {
          vesselTypeId: 10,
          deadweight: 12_000,
          grossTonnage: 30_000,
          year: 2025,
          distanceNm: 60_000,
          fuels: [{ fuelType: "MDO/MGO", tonnes: 6_000 }],
        },
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ capacity: 30_000, capacityBasis: "GT", rating: "B" });
  });

  it("refuses without a session", async () => {
    expect((await server.api("POST", "/Cii/Calculate", { body: example })).status).toBe(401);
  });

  it.each([
    [{ year: 2031 }, /^year must be a whole year from 2019 to 2030/],
    [{ distanceNm: 0 }, /^distanceNm must be above 0/],
    [{ fuels: [{ fuelType: "HFO", tonnes: -1 }] }, /^fuels\[0\]\.tonnes must not be negative/],
    [{ fuels: [{ fuelType: "XYZ", tonnes: 1 }] }, /^fuels\[0\]\.fuelType 'XYZ' is not the short name/],
    [{ fuels: [] }, /^fuels must name at least one fuel/],
    [{ grossTonnage: null }, /^grossTonnage is required/],
    [{ vesselTypeId: 1, grossTonnage: null }, /^deadweight is required/],
    [{ vesselTypeId: 13 }, /^vesselTypeId 13 \(Offshore supply vessel\) has no CII reference line/],
    [{ vesselTypeId: 99 }, /^vesselTypeId must be the id of a vessel type/],
    [{ vesselTypeId: "1" }, /^vesselTypeId must be the id of a vessel type/],
  ])("400 naming the field: %j", async (change, message) => {
    const { status, body } = await server.api<{ message: string }>("POST", "/Cii/Calculate", {
      token: t.crew,
      body: { ...example, ...change },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

interface Summary {
  vesselId: string;
  year: number;
  shipType: string;
  capacity: number;
  attained: number | null;
  rating: string | null;
  source: string;
  voyageDays: number;
  logDataDays: number;
  daysWithData: number;
  daysInYear: number;
  partial: boolean;
  required: number;
  boundaries: Record<string, number>;
  corrected: {
    attained: number | null;
    rating: string | null;
    factors: { fi: number; recordedBy: string | null };
    adjustments: Array<{ id: string; kind: string; recordedBy: string; fuels: unknown[] }>;
  };
  projection: { attained: number | null; rating: string | null } | null;
  distanceNm: number;
  co2Tonnes: number;
  dcs: {
    distanceNm: number;
    fuelTonnes: number;
    co2Tonnes: number;
    attained: number | null;
    rating: string | null;
    note: string | null;
  };
  days?: Array<{ date: string; attained: number | null; source: string | null }>;
  error?: string;
}

/** Three days (1-3 of the month, 0-based) of log data: 1 t/h main engine fuel, 12 kn, MDO/MGO on day 3. */
async function writeLogDays(vesselId: string, month: number) {
  const writer = await server.ctx.timeSeries!.beginImport();
  try {
    const vars = await writer.defineVariables(vesselId, [
      {
        name: "ME Fuel Mass Flow",
        unit: "kg/hr",
        onboardSystem: "FlowMeters",
        taxa: ["Fuel: Mass flow", "Consumer: Main engine"],
      },
      {
        name: "Total Fuel Consumption",
        unit: "MT/day",
        onboardSystem: "Computed",
        taxa: ["Fuel: Mass flow", "Consumer: Total"],
      },
      {
        name: "Speed Over Ground",
        unit: "knot",
        onboardSystem: "Navigation",
        taxa: ["Navigation: Speed", "Navigation: GPS"],
      },
      { name: "MGO In Use", unit: "flag", onboardSystem: "AMS", taxa: ["Fuel: Grade"] },
    ]);
    const points = [];
    for (let t = Date.UTC(YEAR, month, 1); t < Date.UTC(YEAR, month, 4); t += 3_600_000) {
      points.push(
        { variableId: vars.get("ME Fuel Mass Flow")!, t, v: 1000 },
        { variableId: vars.get("Total Fuel Consumption")!, t, v: 99 },
        { variableId: vars.get("Speed Over Ground")!, t, v: 12 },
        // MDO/MGO on the third day
        { variableId: vars.get("MGO In Use")!, t, v: t >= Date.UTC(YEAR, month, 3) ? 1 : 0 },
      );
    }
    await writer.writePoints(points);
    await writer.commit();
  } catch (error) {
    await writer.rollback();
    throw error;
  }
}

describe("vessel CII", () => {
  it("takes the year's confirmed voyages: attained, required, boundaries, rating, running days", async () => {
    const { status, body } = await get<Summary>(
      `/Cii/Year?vesselId=${ids["Nordic Aurora"]}&year=${YEAR}`,
      t.crew,
    );
    expect(status).toBe(200);
    expect(body.shipType).toBe("bulkCarrier");
    expect(body.capacity).toBe(DWT);
    expect(body.source).toBe("voyages");
    expect(body.attained).toBeCloseTo(ATTAINED, 4);
    expect(body.corrected.attained).toBe(body.attained);
    expect(body.days!.at(-1)!.attained).toBe(body.attained);
    expect(body.days![0]).toMatchObject({ date: `${YEAR}-01-01`, attained: null, source: null });
    expect(body.days!.find((d) => d.date === `${YEAR}-01-03`)!.source).toBe("voyages");
    expect(body.required).toBeGreaterThan(0);
    expect(body.projection).not.toBeNull();
    const day = await get<{ days: unknown[] }>(
      `/Cii/Day?vesselId=${ids["Nordic Aurora"]}&year=${YEAR}`,
      t.super,
    );
    expect(day.body.days).toEqual(body.days);
  });

  it("takes log data where no confirmed voyage covers the day (day rollups of fuel mass flow and speed)", async () => {
    const fjell = ids["Nordic Fjell"]!;
    await writeLogDays(fjell, 1);
    const { body } = await get<Summary>(`/Cii/Year?vesselId=${fjell}&year=${YEAR}`, t.crew);
    expect(body.source).toBe("logData");
    expect(body.logDataDays).toBe(3);
    // 3 days of data of the year: the rating is provisional (issue 33 §4)
    expect(body).toMatchObject({ daysWithData: 3, partial: true });
    expect(body.daysInYear).toBe(YEAR % 4 === 0 ? 366 : 365);
    const co2 = 24 * 3.114e6 * 2 + 24 * 3.206e6;
    expect(body.attained).toBeCloseTo(co2 / (57_000 * 3 * 288), 4);
    expect(body.days!.find((d) => d.date === `${YEAR}-02-02`)!.source).toBe("logData");
    // No confirmed voyage: the IMO DCS figures are empty and give no CII (issue 33 §13)
    expect(body.dcs).toMatchObject({ distanceNm: 0, attained: null, rating: null });
    expect(body.dcs.note).toMatch(/No distance/);
  });

  it("answers year to date for one vessel and for the fleet, within the caller's access groups", async () => {
    const one = await get<Summary>(`/Cii/Ytd?vesselId=${ids["Nordic Aurora"]}`, t.super);
    expect(one.body.attained).toBeCloseTo(ATTAINED, 4);
    const fleet = await get<{ vessels: Summary[] }>("/Cii/Ytd", t.super);
    expect(fleet.body.vessels.map((v) => v.vesselId).sort()).toEqual(
      [ids["Nordic Aurora"], ids["Nordic Fjell"], ids["Nordic Skagen"]].sort(),
    );
    const crew = await get<{ vessels: Summary[] }>("/Cii/Ytd", t.crew);
    expect(crew.body.vessels).toHaveLength(2);
    const picked = await get<{ vessels: Summary[] }>(
      `/Cii/Ytd?vesselIds=${ids["Nordic Aurora"]},${ids["Nordic Fjell"]}`,
      t.crew,
    );
    expect(picked.body.vessels.map((v) => v.vesselId)).toEqual([ids["Nordic Aurora"], ids["Nordic Fjell"]]);
    const api = await server.api<{ vessels: Summary[] }>("GET", "/Cii/Ytd", { headers: API_KEY });
    expect(api.status).toBe(200);
    expect(api.body.vessels).toHaveLength(3);
  });

  it("404s a vessel outside the caller's company or access groups", async () => {
    expect((await get(`/Cii/Year?vesselId=${ids["Nordic Aurora"]}`, t.ops)).status).toBe(404);
    const skagen = (await get<{ id: string; name: string }[]>("/Vessels", t.super)).body.find(
      (v) => v.name === "Nordic Skagen",
    )!.id;
    expect((await get(`/Cii/Day?vesselId=${skagen}`, t.crew)).status).toBe(404);
    expect((await get(`/Cii/Ytd?vesselIds=${ids["Nordic Aurora"]},${skagen}`, t.crew)).status).toBe(404);
    expect(
      (
        await server.api("PUT", `/Cii/CorrectionFactors/${ids["Nordic Aurora"]}/${YEAR}`, {
          token: t.ops,
          body: { fi: 1, fm: 1, fc: 1, fiVse: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it("400s a bad query", async () => {
    expect((await get<{ message: string }>("/Cii/Year", t.crew)).body.message).toMatch(
      /^vesselId is required/,
    );
    expect((await get<{ message: string }>("/Cii/Year?vesselId=__proto__", t.crew)).body.message).toMatch(
      /not a valid id/,
    );
    const bad = await get<{ message: string }>(
      `/Cii/Year?vesselId=${ids["Nordic Aurora"]}&year=2018`,
      t.crew,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^year must be a whole year from 2019 to 2030/);
  });

  it("records correction factors and voyage adjustments as events, shown with and without", async () => {
    const aurora = ids["Nordic Aurora"]!;
    const factors = await server.api<Summary>("PUT", `/Cii/CorrectionFactors/${aurora}/${YEAR}`, {
      token: t.crew,
      body: { fi: 1.05, fm: 1, fc: 1, fiVse: 1 },
    });
    expect(factors.status).toBe(200);
    expect(factors.body.corrected.factors).toMatchObject({ fi: 1.05, recordedBy: expect.any(String) });
    expect(factors.body.corrected.attained).toBeCloseTo(ATTAINED / 1.05, 4);
    expect(factors.body.attained).toBeCloseTo(ATTAINED, 4);

    const recorded = await server.api<Summary>("POST", `/Cii/Adjustments/${aurora}`, {
      token: t.crew,
      body: {
        kind: "IceNavigation",
        from: `${YEAR}-01-02T00:00:00Z`,
        to: `${YEAR}-01-03T00:00:00Z`,
        distanceNm: 200,
        fuels: [{ fuelType: "HFO", tonnes: 20 }],
        note: "<img src=x onerror=alert(1)>",
      },
    });
    expect(recorded.status).toBe(201);
    const [adjustment] = recorded.body.corrected.adjustments;
    expect(adjustment).toMatchObject({ kind: "IceNavigation", fuels: [{ fuelType: "HFO", tonnes: 20 }] });
    expect(recorded.body.corrected.attained).toBeCloseTo((CO2_G - 20 * 3.114e6) / (1.05 * DWT * 800), 4);

    const stream = await server.ctx.store.readStream(`cii-${aurora}`);
    expect(stream.map((e) => e.type)).toEqual(["CiiCorrectionFactorsSet", "CiiAdjustmentRecorded"]);
    expect(stream[1]!.metadata.userId).not.toBe("system");

    const removed = await server.api("DELETE", `/Cii/Adjustments/${aurora}/${adjustment!.id}`, {
      token: t.super,
    });
    expect(removed.status).toBe(204);
    expect(
      (await server.api("DELETE", `/Cii/Adjustments/${aurora}/${adjustment!.id}`, { token: t.super })).status,
    ).toBe(404);
    const after = await get<Summary>(`/Cii/Ytd?vesselId=${aurora}`, t.super);
    expect(after.body.corrected.adjustments).toEqual([]);
  });

  it.each([
    [{ kind: "Weather" }, /^kind must be one of IceNavigation/],
    [{ to: "2000-01-01T00:00:00Z" }, /to must be after from/],
    [{ to: `${YEAR + 1}-01-02T00:00:00Z` }, /same calendar year/],
    [{ from: "yesterday" }, /^from must be a date and time/],
    [{ fuels: [{ fuelType: "Unobtainium", tonnes: 1 }] }, /^fuels\[0\]\.fuelType 'Unobtainium'/],
    [{ note: "x".repeat(4001) }, /^note must be at most 4000/],
  ])("400s an adjustment: %#", async (change, message) => {
    const { status, body } = await server.api<{ message: string }>(
      "POST",
      `/Cii/Adjustments/${ids["Nordic Aurora"]}`,
      {
        token: t.crew,
        body: {
          kind: "Emergency",
          from: `${YEAR}-02-01T00:00:00Z`,
          to: `${YEAR}-02-02T00:00:00Z`,
          ...change,
        },
      },
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it("stores no correction the vessel's CII cannot use: no deadweight, a year without Z", async () => {
    const companies = (await get<{ id: string; name: string }[]>("/Companies", t.admin)).body;
    const form = { name: "Kattegat Bulk", imoNumber: "9876501", draftMean: 9.5, maxContinuousRating: 5000 };
    const created = await server.api<{ id: string }>("POST", "/VesselAdministrations", {
      token: t.admin,
      body: {
        ...form,
        vesselType: "Bulk carrier",
        deadweight: null,
        companyId: companies.find((c) => c.name === "Nordic Bulk AS")!.id,
      },
    });
    expect(created.status).toBe(201);
    const kattegat = created.body.id;
    await server.api("POST", `/VesselAdministrations/${kattegat}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: kattegat, featureId: 7 },
    });
    const within = (year: number) => ({
      kind: "Emergency",
      from: `${year}-03-01T00:00:00Z`,
      to: `${year}-03-02T00:00:00Z`,
    });
    const refusals: Array<[string, string, unknown, RegExp]> = [
      [
        "PUT",
        `/Cii/CorrectionFactors/${kattegat}/${YEAR}`,
        { fi: 1.1, fm: 1, fc: 1, fiVse: 1 },
        /no deadweight/,
      ],
      ["POST", `/Cii/Adjustments/${kattegat}`, within(YEAR), /no deadweight/],
      ["POST", `/Cii/Adjustments/${ids["Nordic Aurora"]}`, within(2018), /^year must be a year from 2019/],
    ];
    const auroraEvents = (await server.ctx.store.readStream(`cii-${ids["Nordic Aurora"]}`)).length;
    for (const [method, path, body, message] of refusals) {
      const refused = await server.api<{ message: string }>(method, path, { token: t.super, body });
      expect([path, refused.status]).toEqual([path, 400]);
      expect(refused.body.message).toMatch(message);
    }
    expect(await server.ctx.store.readStream(`cii-${kattegat}`)).toEqual([]);
    expect(await server.ctx.store.readStream(`cii-${ids["Nordic Aurora"]}`)).toHaveLength(auroraEvents);

    const rated = await server.api("PUT", `/VesselAdministrations/${kattegat}`, {
      token: t.admin,
      body: { ...form, vesselType: "Bulk carrier", deadweight: 60_000 },
    });
    expect(rated.status).toBe(200);
    const year = await get<Summary>(`/Cii/Year?vesselId=${kattegat}&year=${YEAR}`, t.super);
    expect(year.body.corrected.factors.fi).toBe(1);
    expect(year.body.corrected.adjustments).toEqual([]);
  });

  it("403s a vessel without the CII module; the fleet row says why", async () => {
    const fjell = ids["Nordic Fjell"]!;
    const off = await server.api("POST", `/VesselAdministrations/${fjell}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: fjell, featureId: 7 },
    });
    expect(off.status).toBe(200);
    const { status, body } = await get<{ message: string }>(`/Cii/Year?vesselId=${fjell}`, t.crew);
    expect(status).toBe(403);
    expect(body.message).toMatch(/not activated for this vessel/);
    const fleet = await get<{ vessels: Summary[] }>(`/Cii/Ytd?vesselIds=${fjell}`, t.crew);
    expect(fleet.body.vessels[0]!.error).toMatch(/not activated/);
    await server.api("POST", `/VesselAdministrations/${fjell}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: fjell, featureId: 7 },
    });
  });
});

describe("the CII on the IMO DCS basis beside the operational one (issue 33 §13)", () => {
  it("rates the confirmed voyages alone while the operational CII adds the log-data days", async () => {
    const aurora = ids["Nordic Aurora"]!;
    await writeLogDays(aurora, 2);
    const { body } = await get<Summary>(`/Cii/Year?vesselId=${aurora}&year=${YEAR}`, t.crew);
    expect(body.source).toBe("mixed");
    // operational: the voyages' 1,000 nm plus 3 log days at 12 kn (864 nm)
    expect(body.distanceNm).toBeCloseTo(1000 + 3 * 288, 1);
    // DCS basis: 95 t HFO x 3.114 + 2 t MDO/MGO x 3.206 = 302.242 t CO2 over 1,000 nm, 81,950 DWT
    expect(body.dcs).toMatchObject({ distanceNm: 1000, fuelTonnes: 97, co2Tonnes: 302.242, note: null });
    expect(body.dcs.attained).toBeCloseTo(ATTAINED, 4);
    expect(body.dcs.attained).not.toBeCloseTo(body.attained!, 2);
    const ytd = await get<{ vessels: Summary[] }>(`/Cii/Ytd?vesselIds=${aurora}`, t.crew);
    expect(ytd.body.vessels[0]!.dcs).toEqual(body.dcs);
    // The IMO DCS annual file carries the same attained CII and rating
    const dcsFile = await get<{ cii: { attained: number; rating: string } }>(
      `/EmissionReport/ImoYearly/${aurora}/${YEAR}?format=json`,
      t.crew,
    );
    expect(dcsFile.body.cii).toMatchObject({ attained: body.dcs.attained, rating: body.dcs.rating });
  });
});
