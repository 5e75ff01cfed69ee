import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITATION_MESSAGES } from "../../domain/shapoli/limitation.js";
import { heavyWeatherAt } from "../../domain/simulator/powerReserve.js";
import { createVesselSimulation } from "../../domain/simulator/simulateDay.js";
import { simVesselFrom } from "../../domain/simulator/simVessel.js";
import { featureByName } from "../../domain/vessels/features.js";
import { DEMO_LOGINS, NORDIC_BULK_VESSELS } from "../../server/demo/demoFleet.js";
import { SHAPOLI_MESSAGES } from "../../server/features/shapoli/routes.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Two days of 1-minute shaft power of Nordic Fjell (limited to 7200 kW in the demo), from T0. */
const T0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
const BREACH_START = T0 + 10 * HOUR;
const BREACH_END = T0 + 13 * HOUR - MIN;
const SPIKE = T0 + 20 * HOUR;
const powerAt = (t: number) => {
  if (t === SPIKE) return 15_000;
  if (t >= BREACH_START && t <= BREACH_END) return t === T0 + 11 * HOUR ? 8800 : 8000;
  return 6500;
};

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;

  const writer = await server.ctx.timeSeries!.beginImport();
  const ids = await writer.defineVariables(vessel["Nordic Fjell"]!, [
    { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["Propulsion: Shaft"] },
  ]);
  const id = ids.get("Shaft Power")!;
  const points = [];
  for (let at = T0; at < T0 + 2 * DAY; at += MIN) points.push({ variableId: id, t: at, v: powerAt(at) });
  await writer.writePoints(points);
  await writer.writePositions(
    vessel["Nordic Fjell"]!,
    Array.from({ length: 48 * 6 }, (_, i) => ({
      t: T0 + i * 10 * MIN,
      latitude: 50 + i / 100,
      longitude: -20 + i / 100,
    })),
  );
  await writer.commit();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const get = <T = unknown>(token: string, path: string) => server.api<T>("GET", path, { token });
const span = `fromDate=${iso(T0)}&toDate=${iso(T0 + 2 * DAY)}`;

interface Breach {
  breachStartDate: string;
  breachEndDate: string;
  durationMinutes: number;
  peakPower: number;
  samples: number;
  startPosition: { latitude: number; longitude: number } | null;
  record: { reason: string; version: number; updatedBy: { name: string } | null };
}

describe("EEXI ShaPoLi", () => {
  it("finds the breach of the demo vessel's limited power, not the lone spike, with its positions", async () => {
    const answer = await get<{ limitation: unknown; breaches: Breach[]; spikes: number }>(
      t.crew!,
      `/Shapoli/Breaches?vesselId=${vessel["Nordic Fjell"]}&${span}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.limitation).toEqual({ limitedPower: 7200, unlimitedPower: 9480 });
    expect(answer.body.spikes).toBe(1);
    expect(answer.body.breaches).toHaveLength(1);
    const [breach] = answer.body.breaches;
    expect(breach).toMatchObject({
      breachStartDate: iso(BREACH_START),
      breachEndDate: iso(BREACH_END),
      durationMinutes: 179,
      peakPower: 8800,
      samples: 180,
    });
    expect(breach!.startPosition).toEqual({ latitude: 50.6, longitude: -19.4, timestamp: iso(BREACH_START) });
    expect(breach!.record.version).toBe(0);
  });

  it("answers the power log variables, the average and the breach details", async () => {
    const fjell = vessel["Nordic Fjell"];
    const variables = await get<Array<{ name: string; usedForBreaches: boolean }>>(
      t.crew!,
      `/Shapoli/PowerLogVariables?vesselId=${fjell}`,
    );
    expect(variables.body).toMatchObject([{ name: "Shaft Power", usedForBreaches: true }]);
    const average = await get<{ average: number; max: number; percentOfLimited: number }>(
      t.crew!,
      `/Shapoli/LogData/Average?vesselId=${fjell}&fromDate=${iso(BREACH_START)}&toDate=${iso(BREACH_END)}`,
    );
    expect(average.status).toBe(200);
    expect(average.body.max).toBe(8800);
    expect(average.body.average).toBeCloseTo(8000 + 800 / 180, 3);
    const details = await get<{ breach: Breach; samples: unknown[] }>(
      t.crew!,
      `/Breaches/Details?vesselId=${fjell}&breachStartDate=${iso(BREACH_START)}`,
    );
    expect(details.status).toBe(200);
    expect(details.body.samples.length).toBe(180 + 120); // an hour either side, the end exclusive
    const none = await get<{ message: string }>(
      t.crew!,
      `/Breaches/Details?vesselId=${fjell}&breachStartDate=${iso(BREACH_START + MIN)}`,
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(SHAPOLI_MESSAGES.noBreach(iso(BREACH_START + MIN)));
  });

  it("saves the MEPC.335(76) record with who and when, refuses bad fields and stale versions", async () => {
    const body = {
      vesselId: vessel["Nordic Fjell"],
      breachStartDate: iso(BREACH_START),
      reason: "Heavy head seas off Ushant; power needed to keep steerage (safety of the ship).",
      beaufort: 8,
      waveHeight: 5.5,
      verification: "Chief engineer verified the seal restored at 13:05.",
      administrationNotified: true,
      version: 0,
    };
    const bad = await server.api<{ message: string }>("PUT", "/Shapoli/Breaches/Record", {
      token: t.crew,
      body: { ...body, beaufort: 13 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The Beaufort number must be a whole number from 0 to 12.");
    const saved = await server.api<Breach>("PUT", "/Shapoli/Breaches/Record", { token: t.crew, body });
    expect(saved.status).toBe(200);
    expect(saved.body.record).toMatchObject({
      reason: body.reason,
      version: 1,
      updatedBy: { name: "Lars Hansen" },
    });
    const stale = await server.api("PUT", "/Shapoli/Breaches/Record", { token: t.super, body });
    expect(stale.status).toBe(409);
    const reversed = await server.api<{ message: string }>("PUT", "/Shapoli/Breaches/Record", {
      token: t.super,
      body: { ...body, version: 1, useTime: iso(BREACH_START), reactivationTime: iso(BREACH_START - HOUR) },
    });
    expect(reversed.status).toBe(400);
    const events = await get<Array<{ type: string; userName?: string }>>(
      t.super!,
      `/Shapoli/Events?vesselId=${vessel["Nordic Fjell"]}&fromDate=${iso(T0)}&toDate=${iso(Date.now() + HOUR)}`,
    );
    expect(events.body.map((e) => e.type).sort()).toEqual([
      "LimitationReactivated",
      "PowerReserveUsed",
      "RecordSaved",
    ]);
    expect(events.body.find((e) => e.type === "RecordSaved")?.userName).toBe("Lars Hansen");
  });

  it("downloads the breach report and the yearly report as Excel workbooks", async () => {
    const fjell = vessel["Nordic Fjell"];
    const response = await fetch(
      `${server.url}/api/v1/Shapoli/Reports/Breach?vesselId=${fjell}&breachStartDate=${iso(BREACH_START)}&toDate=${iso(BREACH_END + HOUR)}`,
      { headers: { authorization: `Bearer ${t.crew}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("ShaPoLi_breach_9345673_");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const texts: string[] = [];
    workbook.getWorksheet("Breach")!.eachRow((row) => texts.push(row.values!.toString()));
    expect(texts.join("\n")).toContain("Heavy head seas off Ushant");
    expect(texts.join("\n")).toContain("7200");
    expect(workbook.getWorksheet("Shaft power")!.rowCount).toBeGreaterThan(180 + 60);

    const year = new Date(BREACH_START).getUTCFullYear();
    const yearly = await fetch(`${server.url}/api/v1/Shapoli/Reports/Year?vesselId=${fjell}&year=${year}`, {
      headers: { authorization: `Bearer ${t.super}` },
    });
    expect(yearly.status).toBe(200);
    expect(yearly.headers.get("content-disposition")).toContain(`ShaPoLi_9345673_${year}.xlsx`);
    const badYear = await get<{ message: string }>(
      t.super!,
      `/Shapoli/Reports/Year?vesselId=${fjell}&year=20x5`,
    );
    expect(badYear.status).toBe(400);
    expect(badYear.body.message).toBe(SHAPOLI_MESSAGES.year);
    const tooLong = await get<{ message: string }>(
      t.super!,
      `/Shapoli/Reports/Breach?vesselId=${fjell}&breachStartDate=${iso(BREACH_START)}&toDate=${iso(BREACH_START + 8 * DAY)}`,
    );
    expect(tooLong.status).toBe(400);
  });

  it("keeps every call within the caller's company, access groups and the vessel's features", async () => {
    const fjell = vessel["Nordic Fjell"];
    expect((await get(t.ops!, `/Shapoli/Breaches?vesselId=${fjell}&${span}`)).status).toBe(404);
    expect((await get(t.crew!, `/Shapoli/Breaches?vesselId=${vessel["Nordic Skagen"]}&${span}`)).status).toBe(
      404,
    );
    expect((await get(t.partner!, `/Shapoli/Breaches?vesselId=${fjell}&${span}`)).status).toBe(403);
    expect(
      (
        await server.api("PUT", "/Shapoli/Breaches/Record", {
          token: t.ops,
          body: { vesselId: fjell, breachStartDate: iso(BREACH_START) },
        })
      ).status,
    ).toBe(404);
    // Without a limitation there is nothing to breach; the reports say why.
    const aurora = vessel["Nordic Aurora"];
    const none = await get<{ limitation: unknown; breaches: unknown[] }>(
      t.crew!,
      `/Shapoli/Breaches?vesselId=${aurora}&${span}`,
    );
    expect(none.body).toMatchObject({ limitation: null, breaches: [] });
    const report = await get<{ message: string }>(
      t.crew!,
      `/Shapoli/Reports/Year?vesselId=${aurora}&year=2025`,
    );
    expect(report.status).toBe(400);
    expect(report.body.message).toBe(LIMITATION_MESSAGES.notLimited);
    // A vessel without the module: 403 naming it.
    const skagen = vessel["Nordic Skagen"]!;
    const featureId = featureByName("Shapoli")!.id;
    const off = await server.api("POST", `/VesselAdministrations/${skagen}/DeactivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
    expect(off.status).toBe(200);
    const refused = await get<{ message: string }>(t.super!, `/Shapoli/Breaches?vesselId=${skagen}&${span}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SHAPOLI_MESSAGES.notActivated);
    await server.api("POST", `/VesselAdministrations/${skagen}/ActivateFeature`, {
      token: t.admin,
      body: { vesselId: skagen, featureId },
    });
  });

  it("keeps the limitation as a vessel setting, validated, with who changed it in the vessel's history", async () => {
    const skagen = vessel["Nordic Skagen"]!;
    const put = (token: string, body: unknown) =>
      server.api<{ message: string; shaftPowerLimitation: unknown }>(
        "PUT",
        `/Vessels/${skagen}/ShaftPowerLimitation`,
        { token, body },
      );
    expect((await put(t.super!, { limitedPower: 7000, unlimitedPower: 7000 })).body.message).toBe(
      LIMITATION_MESSAGES.order,
    );
    expect((await put(t.super!, { limitedPower: -5, unlimitedPower: 7000 })).status).toBe(400);
    expect((await put(t.super!, { limitedPower: 5000 })).body.message).toBe(
      LIMITATION_MESSAGES.bothOrNeither,
    );
    expect((await put(t.super!, { limitedPower: "a lot", unlimitedPower: 8400 })).status).toBe(400);
    expect((await put(t.crew!, { limitedPower: 6000, unlimitedPower: 8400 })).status).toBe(404);
    const ok = await put(t.super!, { limitedPower: 6000, unlimitedPower: 8400 });
    expect(ok.status).toBe(200);
    expect(ok.body.shaftPowerLimitation).toEqual({ limitedPower: 6000, unlimitedPower: 8400 });
    const history = await get<Array<{ type: string; user?: { name: string } }>>(
      t.admin!,
      `/History/vessel/${skagen}`,
    );
    expect(JSON.stringify(history.body)).toContain("VesselShaftPowerLimitationSet");
    const cleared = await put(t.super!, { limitedPower: null, unlimitedPower: null });
    expect(cleared.body.shaftPowerLimitation).toBeNull();
  });
});

describe("EEXI ShaPoLi on the simulator's data", () => {
  it("finds the demo vessel's use of the power reserve in its simulated data, and its report downloads", async () => {
    const demo = NORDIC_BULK_VESSELS.find((v) => v.particulars.name === "Nordic Fjell")!;
    const limitedPower = demo.shaftPowerLimitation!.limitedPower;
    const sim = createVesselSimulation(
      simVesselFrom(demo.imoNumber, demo.particulars, { limitedShaftPower: limitedPower }),
      T0,
    );
    // The newest heavy-weather spell at sea with power above the limit, at least five days before T0.
    let spellAt = 0;
    for (let at = T0 - 5 * DAY; at > T0 - 120 * DAY && !spellAt; at -= 15 * MIN) {
      if (heavyWeatherAt(sim.vessel.seed, at) > 0.5 && sim.stateAt(at).shaftPower > limitedPower)
        spellAt = at;
    }
    expect(spellAt).toBeGreaterThan(0);
    const firstDay = Math.floor(spellAt / DAY) * DAY - DAY;
    // Three days as the demo history logs them (every 15 minutes, with the sensor faults).
    const writer = await server.ctx.timeSeries!.beginImport();
    const id = (
      await writer.defineVariables(vessel["Nordic Fjell"]!, [
        { name: "Shaft Power", unit: "kW", onboardSystem: "Torquemeter", taxa: ["Propulsion: Shaft"] },
      ])
    ).get("Shaft Power")!;
    for (let day = firstDay; day < firstDay + 3 * DAY; day += DAY) {
      const simulated = sim.day(day, { stepSeconds: 900 });
      await writer.writePoints(
        simulated.samples
          .filter((s) => s.variable === "Shaft Power")
          .map((s) => ({ variableId: id, t: s.t, v: s.value })),
      );
      await writer.writePositions(vessel["Nordic Fjell"]!, simulated.positions);
    }
    await writer.commit();

    const found = await get<{ breaches: Breach[] }>(
      t.crew!,
      `/Shapoli/Breaches?vesselId=${vessel["Nordic Fjell"]}&fromDate=${iso(firstDay)}&toDate=${iso(firstDay + 3 * DAY)}`,
    );
    expect(found.status).toBe(200);
    const breach = found.body.breaches.find(
      (b) => Date.parse(b.breachStartDate) <= spellAt + HOUR && Date.parse(b.breachEndDate) >= spellAt - HOUR,
    );
    expect(breach).toBeDefined();
    expect(breach!.peakPower).toBeGreaterThan(limitedPower);
    expect(breach!.startPosition).not.toBeNull();
    const report = await fetch(
      `${server.url}/api/v1/Shapoli/Reports/Breach?vesselId=${vessel["Nordic Fjell"]}&breachStartDate=${breach!.breachStartDate}`,
      { headers: { authorization: `Bearer ${t.crew}` } },
    );
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("spreadsheetml");
  });
});
