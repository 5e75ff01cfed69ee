import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { columnBatchPageSchema } from "../../domain/logdata/seriesColumns.js";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { makeEmissionReady } from "../support/emissionReady.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const v: Record<string, number> = {};
/** Three days of 1-minute data ending at the start of today (UTC). */
const T0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
const speedAt = (i: number) => 12 + Math.sin(i / 30) + (i === 100 ? 30 : 0);

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await server.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;

  const writer = await server.ctx.timeSeries!.beginImport();
  const ids = await writer.defineVariables(vessel["Nordic Aurora"]!, [
    { name: "Test_GpsSpeedOverGround", unit: "knot", onboardSystem: "Nautilus", taxa: ["Navigation: GPS"] },
    { name: "TestMeFuelMassFlow", unit: "MT/hr", onboardSystem: "Nautilus", taxa: ["Fuel: Main engine"] },
    { name: "TestSeaTemperature", unit: "degC", onboardSystem: "Nautilus", taxa: ["Environment"] },
    { name: "TestShaftPower", unit: "kW", onboardSystem: "Nautilus", taxa: ["Propulsion: Shaft"] },
    { name: "TestShaftRpmMax", unit: "rpm", onboardSystem: "Vrs", taxa: [] },
    { name: "TestNeverLogged", unit: "bar", onboardSystem: "Nautilus", taxa: [] },
  ]);
  const skagen = await writer.defineVariables(vessel["Nordic Skagen"]!, [
    { name: "TestSkagenSpeed", unit: "knot", onboardSystem: "Nautilus", taxa: [] },
  ]);
  for (const [name, id] of [...ids, ...skagen]) v[name] = id;
  const points = [];
  for (let i = 0; i < 3 * 1440; i++) {
    const at = T0 + i * MIN;
    points.push({ variableId: v.Test_GpsSpeedOverGround!, t: at, v: speedAt(i) });
    points.push({ variableId: v.TestMeFuelMassFlow!, t: at, v: 2 });
    points.push({ variableId: v.TestSeaTemperature!, t: at, v: 14 });
    points.push({ variableId: v.TestShaftPower!, t: at, v: 7000 });
    points.push({ variableId: v.TestShaftRpmMax!, t: at, v: 80 });
    points.push({ variableId: v.TestSkagenSpeed!, t: at, v: 11 });
  }
  await writer.writePoints(points);
  await writer.writePositions(
    vessel["Nordic Aurora"]!,
    Array.from({ length: 72 }, (_, i) => ({
      t: T0 + i * HOUR,
      latitude: 57 + i / 100,
      longitude: 11 - i / 100,
    })),
  );
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

const get = <T = unknown>(token: string, path: string) => server.api<T>("GET", path, { token });
const iso = (ms: number) => new Date(ms).toISOString();
const span = (from: number, to: number) => `fromDate=${iso(from)}&toDate=${iso(to)}`;

interface Point {
  timestamp: string | number;
  value: number;
  min: number;
  max: number;
  count: number;
}
interface FindAnswer {
  logVariableId: number;
  unit: string;
  granularity: string;
  data: Point[];
  continuationFilter: string | null;
}

describe("GET /LogVariables/Find and friends", () => {
  it("lists a vessel's variables with display name, unit type, precision and taxa, hiding Vrs statistics", async () => {
    const res = await get<Array<Record<string, unknown>>>(
      t.crew!,
      `/LogVariables/Find?vesselId=${vessel["Nordic Aurora"]}`,
    );
    expect(res.status).toBe(200);
    const names = res.body.map((x) => x.name);
    expect(names).toContain("TestMeFuelMassFlow");
    expect(names).not.toContain("TestShaftRpmMax");
    expect(res.body.find((x) => x.name === "TestMeFuelMassFlow")).toMatchObject({
      id: v.TestMeFuelMassFlow,
      displayName: "Test Me Fuel Mass Flow",
      unit: { caption: "MT/hr", unitType: "MassFlowRate" },
      displayPrecision: 3,
      onboardSystem: "Nautilus",
      taxa: [{ name: "Fuel: Main engine" }],
      hasLogData: true,
      logDataMinDate: iso(T0),
    });
  });

  it("filters by unit type and by whether the variable has data", async () => {
    const aurora = vessel["Nordic Aurora"];
    const speed = await get<Array<{ name: string }>>(
      t.crew!,
      `/LogVariables/Find?vesselId=${aurora}&unitType=Speed`,
    );
    expect(speed.body.map((x) => x.name).filter((n) => n.startsWith("Test"))).toEqual([
      "Test_GpsSpeedOverGround",
    ]);
    const empty = await get<Array<{ name: string }>>(
      t.crew!,
      `/LogVariables/Find?vesselId=${aurora}&hasLogData=false`,
    );
    expect(empty.body.map((x) => x.name).filter((n) => n.startsWith("Test"))).toEqual(["TestNeverLogged"]);
  });

  it("answers taxa, shaft power, GPS speed, extended and per-vessel lists", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const taxa = await get<Array<{ name: string }>>(t.crew!, `/LogVariables/Taxa?vesselId=${aurora}`);
    expect(taxa.body).toEqual(
      expect.arrayContaining([{ name: "Navigation: GPS" }, { name: "Propulsion: Shaft" }]),
    );
    const shaft = await get<Array<{ id: number }>>(t.crew!, `/LogVariables/ShaftPower?vesselId=${aurora}`);
    expect(shaft.body.map((x) => x.id)).toContain(v.TestShaftPower);
    const gps = await get<{ id: number }>(t.crew!, `/LogVariables/${aurora}/GpsSpeed`);
    expect(gps.body.id).toBe(v.Test_GpsSpeedOverGround);
    const extended = await get<Array<{ id: number; vesselName: string }>>(t.crew!, "/LogVariables/Extended");
    expect(extended.body.find((x) => x.id === v.TestSeaTemperature)?.vesselName).toBe("Nordic Aurora");
    expect(extended.body.some((x) => x.id === v.TestSkagenSpeed)).toBe(false);
    const list = await get<Array<{ id: number }>>(
      t.crew!,
      `/LogVariables?vesselIds=${aurora},${vessel["Nordic Fjell"]}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((x) => x.id)).toContain(v.TestSeaTemperature);
    expect(list.body.map((x) => x.id)).not.toContain(v.TestShaftRpmMax);
  });

  it("answers 404 for a vessel outside the caller's access or company", async () => {
    expect((await get(t.crew!, `/LogVariables/Find?vesselId=${vessel["Nordic Skagen"]}`)).status).toBe(404);
    expect((await get(t.ops!, `/LogVariables/Find?vesselId=${vessel["Nordic Aurora"]}`)).status).toBe(404);
    expect((await get(t.ops!, `/LogVariables?vesselIds=${vessel["Nordic Aurora"]}`)).status).toBe(404);
    const missing = await get<{ message: string }>(t.crew!, "/LogVariables/Find");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("vesselId is required.");
  });
});

describe("GET /LogData/Find", () => {
  const find = (token: string, query: string) => get<FindAnswer>(token, `/LogData/Find?${query}`);

  it("defaults to minute data and answers one point per minute with statistics", async () => {
    const res = await find(
      t.crew!,
      `logVariableId=${v.Test_GpsSpeedOverGround}&${span(T0, T0 + 6 * HOUR - 1)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.granularity).toBe("Minute");
    expect(res.body.unit).toBe("knot");
    expect(res.body.data).toHaveLength(360);
    expect(res.body.data[1]).toEqual({
      timestamp: iso(T0 + MIN),
      value: speedAt(1),
      min: speedAt(1),
      max: speedAt(1),
      count: 1,
    });
    expect(res.body.continuationFilter).toBeNull();
  });

  it("serves each granularity within its limit and moves to the next larger one beyond it", async () => {
    const id = `logVariableId=${v.TestMeFuelMassFlow}`;
    const raw = await find(t.crew!, `${id}&granularity=Raw&${span(T0, T0 + HOUR - 1)}`);
    expect([raw.body.granularity, raw.body.data.length]).toEqual(["Raw", 60]);
    const tooLong = await find(t.crew!, `${id}&granularity=Raw&${span(T0, T0 + 3 * DAY)}`);
    expect(tooLong.body.granularity).toBe("Quarter");
    expect(tooLong.body.data).toHaveLength(3 * 96);
    expect(tooLong.body.data[0]).toMatchObject({ value: 2, count: 15 });
    const hour = await find(t.crew!, `${id}&granularity=Hour&${span(T0, T0 + DAY - 1)}`);
    expect(hour.body.data).toHaveLength(24);
    expect(hour.body.data[0]!.count).toBe(60);
    const auto = await find(t.crew!, `${id}&granularity=Auto&${span(T0 - 30 * DAY, T0 + 3 * DAY)}`);
    expect(auto.body.granularity).toBe("Hour");
    const day = await find(t.crew!, `${id}&granularity=auto&${span(T0 - 200 * DAY, T0 + 3 * DAY)}`);
    expect(day.body.granularity).toBe("Day");
    expect(day.body.data.map((p) => p.count)).toEqual([1440, 1440, 1440]);
  });

  it("writes times as Unix epoch milliseconds when asked", async () => {
    const res = await find(
      t.crew!,
      `logVariableId=${v.TestMeFuelMassFlow}&dateTimeFormat=UnixEpochMs&${span(T0, T0 + 10 * MIN)}`,
    );
    expect(res.body.data[0]!.timestamp).toBe(T0);
  });

  it("pages long answers with a continuationFilter the client sends back", async () => {
    const base = `logVariableId=${v.Test_GpsSpeedOverGround}&${span(T0, T0 + 6 * HOUR - 1)}`;
    const whole = (await find(t.crew!, base)).body.data;
    const pages: Point[] = [];
    let res = await find(t.crew!, `${base}&pageSize=100`);
    let count = 1;
    pages.push(...res.body.data);
    while (res.body.continuationFilter) {
      res = await find(t.crew!, `continuationFilter=${res.body.continuationFilter}`);
      pages.push(...res.body.data);
      count++;
    }
    expect(count).toBe(4);
    expect(pages).toEqual(whole);
    const bad = await find(t.crew!, "continuationFilter=nonsense");
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { message: string }).message).toContain("continuationFilter is not valid");
  });

  it("filters by value range and by Chauvenet's criterion", async () => {
    const base = `logVariableId=${v.Test_GpsSpeedOverGround}&granularity=Raw&${span(T0, T0 + 3 * HOUR)}`;
    const all = (await find(t.crew!, base)).body.data;
    expect(all.some((p) => p.value > 40)).toBe(true);
    const ranged = (await find(t.crew!, `${base}&filterMinMax=true&minValue=11.5&maxValue=20`)).body.data;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((p) => p.value >= 11.5 && p.value <= 20)).toBe(true);
    const clean = (await find(t.crew!, `${base}&filterOutliers=true`)).body.data;
    expect(clean).toHaveLength(all.length - 1);
    expect(clean.some((p) => p.value > 40)).toBe(false);
    const noBounds = await find(t.crew!, `${base}&filterMinMax=true`);
    expect(noBounds.status).toBe(400);
  });

  it("converts to the unit asked for and refuses a unit of another kind", async () => {
    const res = await find(
      t.crew!,
      `logVariableId=${v.TestMeFuelMassFlow}&unitName=MT/day&${span(T0, T0 + 10 * MIN)}`,
    );
    expect(res.body.unit).toBe("MT/day");
    expect(res.body.data[0]!.value).toBeCloseTo(48);
    const wrong = await find(
      t.crew!,
      `logVariableId=${v.TestMeFuelMassFlow}&unitName=knot&${span(T0, T0 + 10 * MIN)}`,
    );
    expect(wrong.status).toBe(400);
    expect((wrong.body as unknown as { message: string }).message).toBe(
      "Log data of TestMeFuelMassFlow is in MT/hr and cannot be shown in knot.",
    );
  });

  it("refuses bad parameters with words", async () => {
    const id = `logVariableId=${v.TestMeFuelMassFlow}`;
    const message = async (query: string) => {
      const res = await find(t.crew!, query);
      expect(res.status).toBe(400);
      return (res.body as unknown as { message: string }).message;
    };
    expect(await message(`${id}&toDate=${iso(T0)}`)).toBe("fromDate is required.");
    expect(await message(`${id}&fromDate=yesterday&toDate=${iso(T0)}`)).toBe(
      "fromDate must be a date (ISO 8601) or Unix epoch milliseconds.",
    );
    expect(await message(`${id}&${span(T0, T0)}`)).toContain("The total timespan must be greater than 0");
    expect(await message(`${id}&granularity=Weekly&${span(T0, T0 + HOUR)}`)).toContain(
      'Unknown granularity "Weekly"',
    );
    expect(await message(`logVariableId=abc&${span(T0, T0 + HOUR)}`)).toBe(
      "logVariableId must be a log variable id (a whole number).",
    );
  });

  it("answers 404 for a variable of a vessel outside the caller's access, and 403 to partner users", async () => {
    const skagen = await find(t.crew!, `logVariableId=${v.TestSkagenSpeed}&${span(T0, T0 + HOUR)}`);
    expect(skagen.status).toBe(404);
    const other = await find(t.ops!, `logVariableId=${v.TestMeFuelMassFlow}&${span(T0, T0 + HOUR)}`);
    expect(other.status).toBe(404);
    const unknown = await find(t.crew!, `logVariableId=987654&${span(T0, T0 + HOUR)}`);
    expect(unknown.status).toBe(404);
    expect(
      (await find(t.partner!, `logVariableId=${v.TestMeFuelMassFlow}&${span(T0, T0 + HOUR)}`)).status,
    ).toBe(403);
    const partnerPath = await get(
      t.partner!,
      `/Kognifai/LogData?logVariableId=${v.TestMeFuelMassFlow}&${span(T0, T0 + HOUR)}`,
    );
    expect(partnerPath.status).not.toBe(403);
  });
});

describe("GET /LogData/BatchFind", () => {
  it("answers several series and pages each until it is complete", async () => {
    const ids = `logVariableIds=${v.TestMeFuelMassFlow},${v.TestSeaTemperature}`;
    type Batch = {
      granularity: string;
      series: Array<{ logVariableId: number; data: Point[] }>;
      continuationFilter: string | null;
    };
    let res = await get<Batch>(
      t.crew!,
      `/LogData/BatchFind?${ids}&granularity=Quarter&pageSize=40&${span(T0, T0 + DAY - 1)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.series.map((s) => s.logVariableId)).toEqual([v.TestMeFuelMassFlow, v.TestSeaTemperature]);
    const counts = new Map<number, number>();
    for (;;) {
      for (const s of res.body.series)
        counts.set(s.logVariableId, (counts.get(s.logVariableId) ?? 0) + s.data.length);
      if (!res.body.continuationFilter) break;
      res = await get<Batch>(t.crew!, `/LogData/BatchFind?continuationFilter=${res.body.continuationFilter}`);
    }
    expect([...counts.values()]).toEqual([96, 96]);
    const forbidden = await get(
      t.crew!,
      `/LogData/BatchFind?logVariableIds=${v.TestMeFuelMassFlow},${v.TestSkagenSpeed}&${span(T0, T0 + HOUR)}`,
    );
    expect(forbidden.status).toBe(404);
  });
});

describe("GET /LogData/BatchFind?format=columns", () => {
  const ids = () =>
    `logVariableIds=${v.Test_GpsSpeedOverGround},${v.TestMeFuelMassFlow},${v.TestSeaTemperature},${v.TestShaftPower}`;

  it("answers a day of raw data of several variables as columns in one page, the same values as objects", async () => {
    const window = span(T0, T0 + DAY - 1);
    const res = await get<unknown>(
      t.crew!,
      `/LogData/BatchFind?${ids()}&granularity=Raw&format=columns&${window}`,
    );
    expect(res.status).toBe(200);
    const page = columnBatchPageSchema.parse(res.body);
    expect(page.continuationFilter).toBeNull();
    expect(page.fromDate).toBe(T0);
    const speed = page.series[0]!;
    expect(speed.t).toHaveLength(1440);
    expect(speed.t[1]! - speed.t[0]!).toBe(MIN);
    expect(speed.v[100]).toBeCloseTo(speedAt(100), 9);
    expect(Object.keys(speed).sort()).toEqual(
      ["displayName", "displayPrecision", "logVariableId", "name", "t", "unit", "v"].sort(),
    );
    const objects = await get<{ series: Array<{ data: Point[] }> }>(
      t.crew!,
      `/LogData/BatchFind?${ids()}&granularity=Raw&dateTimeFormat=UnixEpochMs&pageSize=10000&${window}`,
    );
    expect(objects.body.series[0]!.data.map((p) => p.value)).toEqual(
      speed.v.slice(0, objects.body.series[0]!.data.length),
    );
  });

  it("adds min, max and count to rollups where they differ from the value", async () => {
    const res = await get<unknown>(
      t.crew!,
      `/LogData/BatchFind?${ids()}&granularity=Hour&format=columns&${span(T0, T0 + DAY - 1)}`,
    );
    const [speed, fuel] = columnBatchPageSchema.parse(res.body).series;
    expect(speed!.t).toHaveLength(24);
    expect(speed!.count).toEqual(Array(24).fill(60));
    expect(speed!.max![1]).toBeCloseTo(speedAt(100), 9);
    // A constant reading: min and max are the value, so they are left out; the count is not.
    expect(fuel!.min).toBeUndefined();
    expect(fuel!.max).toBeUndefined();
    expect(fuel!.count).toEqual(Array(24).fill(60));
  });

  it("answers the same columns whether the database writes them as text or they are read as points", async () => {
    // Asking for the variable's own unit takes the points path (a conversion); without it the text path.
    const speed = `logVariableIds=${v.Test_GpsSpeedOverGround}`;
    for (const query of [
      `granularity=Raw&pageSize=500&${span(T0, T0 + DAY - 1)}`,
      `granularity=Hour&${span(T0, T0 + DAY - 1)}`,
      `granularity=Auto&maxPoints=1200&pageSize=4&${span(T0 + 3 * DAY - 365 * DAY, T0 + 3 * DAY - 1)}`,
    ]) {
      const asText = await get<unknown>(t.crew!, `/LogData/BatchFind?${speed}&format=columns&${query}`);
      const asPoints = await get<unknown>(
        t.crew!,
        `/LogData/BatchFind?${speed}&format=columns&unitName=knot&${query}`,
      );
      expect(asText.status).toBe(200);
      const text = columnBatchPageSchema.parse(asText.body);
      const points = columnBatchPageSchema.parse(asPoints.body);
      expect(text.series[0]!.t.length).toBeGreaterThan(0);
      // Means of 4-hour rollups (the year's 8-hour buckets) may differ from hours' in the last bit.
      const withoutMeans = (page: typeof text) => page.series.map((s) => ({ ...s, v: [] }));
      expect(withoutMeans(text)).toEqual(withoutMeans(points));
      text.series[0]!.v.forEach((v, i) => {
        expect(v).toBeCloseTo(points.series[0]!.v[i]!, 9);
      });
      expect(text.continuationFilter === null).toBe(points.continuationFilter === null);
    }
  });

  it("refuses an unknown format and a page beyond the column limit", async () => {
    const unknown = await get<{ message: string }>(
      t.crew!,
      `/LogData/BatchFind?${ids()}&format=csv&${span(T0, T0 + HOUR)}`,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/format must be objects .* or columns/);
    const big = await get<{ message: string }>(
      t.crew!,
      `/LogData/BatchFind?${ids()}&format=columns&pageSize=100001&${span(T0, T0 + HOUR)}`,
    );
    expect(big.status).toBe(400);
  });
});

describe("maxPoints over long windows", () => {
  type Page = {
    granularity: string;
    intervalMs: number;
    series: Array<{ t: number[]; count: number[] }>;
    continuationFilter: string | null;
  };

  it("answers a year at 8-hour buckets for 1,200 points, merged from the hourly rollups, over every page", async () => {
    const from = T0 + 3 * DAY - 365 * DAY;
    const window = span(from, T0 + 3 * DAY - 1);
    const ids = `logVariableIds=${v.Test_GpsSpeedOverGround},${v.TestSeaTemperature}`;
    const whole = await get<Page>(
      t.crew!,
      `/LogData/BatchFind?${ids}&granularity=Auto&maxPoints=1200&format=columns&${window}`,
    );
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ granularity: "Hour", intervalMs: 8 * HOUR, continuationFilter: null });
    // Three days of 1-minute data: nine 8-hour buckets of 480 readings.
    expect(whole.body.series[0]!.t).toEqual(Array.from({ length: 9 }, (_, i) => T0 + i * 8 * HOUR));
    expect(whole.body.series[0]!.count).toEqual(Array(9).fill(480));

    let page = await get<Page>(
      t.crew!,
      `/LogData/BatchFind?${ids}&maxPoints=1200&format=columns&pageSize=4&${window}`,
    );
    const times: number[] = [];
    const counts: number[] = [];
    for (let pages = 0; pages < 20; pages++) {
      expect(page.status).toBe(200);
      times.push(...page.body.series[0]!.t);
      counts.push(...page.body.series[0]!.count);
      if (!page.body.continuationFilter) break;
      page = await get<Page>(
        t.crew!,
        `/LogData/BatchFind?continuationFilter=${page.body.continuationFilter}`,
      );
    }
    expect(times).toEqual(whole.body.series[0]!.t);
    expect(counts).toEqual(whole.body.series[0]!.count);
  });
});

describe("calculated log data", () => {
  type Calc = { logVariableId: number; value: number | null; unit: string; count: number };

  it("averages each variable over the window", async () => {
    const res = await get<Calc[]>(
      t.crew!,
      `/LogData/Calculated/Averaged?logVariableIds=${v.TestSeaTemperature},${v.Test_GpsSpeedOverGround}&${span(T0 + 7 * MIN + 1, T0 + 2 * DAY + 13 * MIN)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ logVariableId: v.TestSeaTemperature, value: 14, unit: "degC" });
    let sum = 0;
    for (let i = 8; i <= 2 * 1440 + 13; i++) sum += speedAt(i);
    expect(res.body[1]!.count).toBe(2 * 1440 + 6);
    expect(res.body[1]!.value).toBeCloseTo(sum / (2 * 1440 + 6), 9);
  });

  it("accumulates rates over the time their samples cover", async () => {
    const res = await get<Calc[]>(
      t.crew!,
      `/LogData/Calculated/Accumulated?logVariableIds=${v.TestMeFuelMassFlow},${v.TestShaftPower}&${span(T0, T0 + DAY - 1)}`,
    );
    expect(res.body.map((c) => [c.value, c.unit])).toEqual([
      [48, "MT"],
      [7000 * 24, "kWh"],
    ]);
  });

  it("says how much of the window the samples cover, so a partly covered window is never a low value", async () => {
    // The data ends at T0 + 3 days: a 24-hour window starting 11 hours before holds 11 hours of it.
    const end = T0 + 3 * DAY;
    const window = span(end - 11 * HOUR, end + 13 * HOUR);
    const accumulated = await get<(Calc & { coveredMs: number })[]>(
      t.crew!,
      `/LogData/Calculated/Accumulated?logVariableIds=${v.TestMeFuelMassFlow}&${window}`,
    );
    expect(accumulated.body[0]).toMatchObject({ value: 22, unit: "MT", coveredMs: 11 * HOUR });
    const averaged = await get<(Calc & { coveredMs: number })[]>(
      t.crew!,
      `/LogData/Calculated/Averaged?logVariableIds=${v.TestMeFuelMassFlow}&${window}`,
    );
    expect(averaged.body[0]).toMatchObject({ value: 2, coveredMs: 11 * HOUR });
    const full = await get<(Calc & { coveredMs: number })[]>(
      t.crew!,
      `/LogData/Calculated/Accumulated?logVariableIds=${v.TestMeFuelMassFlow}&${span(T0, T0 + DAY)}`,
    );
    expect(full.body[0]!.coveredMs).toBe(DAY);
  });

  it("refuses accumulation for a unit outside the rule of spec 3 §5", async () => {
    const res = await get<{ message: string }>(
      t.crew!,
      `/LogData/Calculated/Accumulated?logVariableIds=${v.TestMeFuelMassFlow},${v.TestSeaTemperature}&${span(T0, T0 + DAY)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Accumulated values cannot be calculated for TestSeaTemperature (degC): the unit must be one of rpm, Rev/Min, MT/hr, MT/day, knot, kW, kg/hr, l/hr.",
    );
  });

  it("uses the last voyage (the last 30 days without a recorded departure) in the LastVoyage forms", async () => {
    const averaged = await get<Calc[]>(
      t.crew!,
      `/LogData/Calculated/Averaged/LastVoyage?logVariableIds=${v.TestMeFuelMassFlow}`,
    );
    expect(averaged.body[0]).toMatchObject({ value: 2, count: 3 * 1440 });
    const accumulated = await get<Calc[]>(
      t.crew!,
      `/LogData/Calculated/Accumulated/LastVoyage?logVariableIds=${v.TestMeFuelMassFlow}`,
    );
    expect(accumulated.body[0]!.value).toBeCloseTo(2 * 72);
    expect(
      (await get(t.ops!, `/LogData/Calculated/Averaged/LastVoyage?logVariableIds=${v.TestMeFuelMassFlow}`))
        .status,
    ).toBe(404);
  });

  it("starts the last voyage at the vessel's last Departure in the voyage log", async () => {
    const fjell = vessel["Nordic Fjell"]!;
    const writer = await server.ctx.timeSeries!.beginImport();
    const ids = await writer.defineVariables(fjell, [
      { name: "TestFjellFuel", unit: "MT/hr", onboardSystem: "", taxa: [] },
    ]);
    await writer.writePoints([
      { variableId: ids.get("TestFjellFuel")!, t: T0, v: 10 },
      { variableId: ids.get("TestFjellFuel")!, t: T0 + 2 * DAY, v: 4 },
    ]);
    await writer.commit();
    const departure = {
      type: "VesselEventRecorded",
      data: {
        vesselEventId: "test-departure",
        departureId: null,
        vesselId: fjell,
        type: "Departure",
        timestamp: iso(T0 + DAY),
        source: "Office",
        voyage: null,
        port: null,
        location: null,
        endsDepartureId: null,
      },
    };
    const appended = await server.ctx.store.append(`voyagelog-${fjell}`, [departure], {
      expectedVersion: "any",
      metadata: { userId: "test", companyId: null, correlationId: "test-departure", causationId: null },
    });
    await server.ctx.waitFor(appended.lastPosition);
    const res = await get<Array<{ value: number; count: number; fromDate: string }>>(
      t.crew!,
      `/LogData/Calculated/Averaged/LastVoyage?logVariableIds=${ids.get("TestFjellFuel")}`,
    );
    expect(res.body[0]).toMatchObject({ value: 4, count: 1, fromDate: iso(T0 + DAY) });
  });

  it("answers the last received value of each variable", async () => {
    const res = await get<Array<{ logVariableId: number; timestamp: string; value: number }>>(
      t.crew!,
      `/LogData/LastReceived?logVariableIds=${v.TestMeFuelMassFlow},${v.TestNeverLogged}`,
    );
    expect(res.body).toEqual([
      {
        logVariableId: v.TestMeFuelMassFlow,
        name: "TestMeFuelMassFlow",
        unit: "MT/hr",
        timestamp: iso(T0 + 3 * DAY - MIN),
        value: 2,
        implausibleSkipped: 0,
      },
      {
        logVariableId: v.TestNeverLogged,
        name: "TestNeverLogged",
        unit: "bar",
        timestamp: null,
        value: null,
        implausibleSkipped: 0,
      },
    ]);
  });
});

describe("vessel positions", () => {
  it("answers log-data locations in a window", async () => {
    const res = await get<unknown[]>(
      t.crew!,
      `/VesselLocations/Find?vesselId=${vessel["Nordic Aurora"]}&${span(T0, T0 + 2 * HOUR)}`,
    );
    expect(res.body).toEqual(
      [0, 1, 2].map((i) => ({
        timestamp: iso(T0 + i * HOUR),
        source: "LogData",
        geoCoordinate: { latitude: 57 + i / 100, longitude: 11 - i / 100 },
      })),
    );
  });

  it("puts a vessel event's position first and, with `at`, prefers it as the nearest", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    await makeEmissionReady(server, aurora);
    const departure = await server.api<{ id: string }>("POST", "/EmissionReportVesselEvents", {
      token: t.crew!,
      body: {
        vesselId: aurora,
        type: "Departure",
        timestamp: iso(T0 + 90 * MIN),
        voyage: { name: "LOC-1", type: "Ballast" },
        port: { name: "Gothenburg", loCode: "SEGOT" },
        location: { latitude: 57.7, longitude: 11.9 },
      },
    });
    expect(departure.status).toBe(201);
    const window = `vesselId=${aurora}&${span(T0, T0 + 2 * HOUR)}`;
    const all = await get<Array<{ source: string }>>(t.crew!, `/VesselLocations/Find?${window}`);
    expect(all.body.map((l) => l.source)).toEqual(["VesselEvent", "LogData", "LogData", "LogData"]);
    const nearest = await get(t.crew!, `/VesselLocations/Find?${window}&at=${iso(T0 + 2 * HOUR)}`);
    expect(nearest.body).toEqual({
      timestamp: iso(T0 + 90 * MIN),
      source: "VesselEvent",
      geoCoordinate: { latitude: 57.7, longitude: 11.9 },
    });
    expect((await get(t.crew!, `/VesselLocations/Find?${window}&at=soon`)).status).toBe(400);
    // A new event is offered the vessel's own logged position at its time (issue 33): source=LogData.
    const logged = await get(
      t.crew!,
      `/VesselLocations/Find?${window}&at=${iso(T0 + 100 * MIN)}&source=LogData`,
    );
    expect(logged.body).toEqual({
      timestamp: iso(T0 + 2 * HOUR),
      source: "LogData",
      geoCoordinate: { latitude: 57 + 2 / 100, longitude: 11 - 2 / 100 },
    });
    const onEvents = await get<Array<{ source: string }>>(
      t.crew!,
      `/VesselLocations/Find?${window}&source=VesselEvent`,
    );
    expect(onEvents.body.map((l) => l.source)).toEqual(["VesselEvent"]);
    const badSource = await get<{ message: string }>(t.crew!, `/VesselLocations/Find?${window}&source=GPS`);
    expect(badSource.status).toBe(400);
    expect(badSource.body.message).toBe("source must be one of VesselEvent, LogData.");
    expect(
      (await server.api("DELETE", `/EmissionReportVesselEvents/${departure.body.id}`, { token: t.crew! }))
        .status,
    ).toBe(204);
  });

  it("answers the history sampled every 6 hours and the latest position", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const history = await get<Array<{ timestamp: string }>>(
      t.crew!,
      `/VesselHistories/Find?vesselId=${aurora}&${span(T0, T0 + DAY)}`,
    );
    expect(history.body.map((h) => h.timestamp)).toEqual([0, 6, 12, 18, 24].map((h) => iso(T0 + h * HOUR)));
    const latest = await get(t.crew!, `/VesselHistories/Latest/${aurora}`);
    expect(latest.body).toEqual({
      vesselId: aurora,
      timestamp: iso(T0 + 71 * HOUR),
      latitude: 57.71,
      longitude: 10.29,
    });
    expect((await get(t.ops!, `/VesselHistories/Latest/${aurora}`)).status).toBe(404);
    expect(
      (await get(t.crew!, `/VesselLocations/Find?vesselId=${vessel["Nordic Skagen"]}&${span(T0, T0 + DAY)}`))
        .status,
    ).toBe(404);
  });
});
