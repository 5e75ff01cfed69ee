import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { seedDemoFuel } from "../../server/demo/seedDemoFuel.js";
import { seedDemoVoyages } from "../../server/demo/seedDemoVoyages.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const MIN = 60_000;
const DAY = 1440 * MIN;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
const v: Record<string, number> = {};
const T0 = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;

beforeAll(async () => {
  server = await startTestServer();
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.super = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;

  const writer = await server.ctx.timeSeries!.beginImport();
  const aurora = await writer.defineVariables(vessel["Nordic Aurora"]!, [
    { name: "DaSpeed", unit: "knot", onboardSystem: "Nautilus", taxa: ["Navigation: GPS"] },
    { name: "DaFuel", unit: "MT/hr", onboardSystem: "Nautilus", taxa: ["Fuel: Main engine"] },
    { name: "DaDraft", unit: "m", onboardSystem: "Nautilus", taxa: ["Hull"] },
  ]);
  const fjell = await writer.defineVariables(vessel["Nordic Fjell"]!, [
    { name: "DaFjellSpeed", unit: "knot", onboardSystem: "Nautilus", taxa: [] },
  ]);
  const tanker = Object.entries(vessel).find(([name]) => /atlantic|tanker/i.test(name))?.[1];
  const other = tanker
    ? await writer.defineVariables(tanker, [
        { name: "DaTankerSpeed", unit: "knot", onboardSystem: "X", taxa: [] },
      ])
    : new Map<string, number>();
  for (const [name, id] of [...aurora, ...fjell, ...other]) v[name] = id;
  const points = [];
  for (let i = 0; i < 1440; i++) {
    points.push({ variableId: v.DaSpeed!, t: T0 + i * MIN, v: 12 });
    // Logged every 10 minutes: no minute or quarter-hour values.
    if (i % 10 === 0) points.push({ variableId: v.DaDraft!, t: T0 + i * MIN, v: 9 });
  }
  await writer.writePoints(points);
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

type Config = Record<string, unknown> & { logVariableIds: string };
const body = (over: Record<string, unknown> = {}) => ({
  vesselId: vessel["Nordic Aurora"],
  logVariableIds: `${v.DaSpeed};${v.DaFuel};|${v.DaDraft}`,
  timeConfigurationType: "LastPeriod",
  lastNumberDays: 2,
  lastNumberHours: 3,
  dataInterval: "Hour",
  filterOutliers: true,
  ...over,
});

describe.each([["/DataAnalysisConfigurations"], ["/LoggingHistoryConfigurations"]])("%s", (path) => {
  it("saves a configuration per user and vessel and finds it again", async () => {
    const aurora = vessel["Nordic Aurora"]!;
    const none = await server.api<Config[]>("GET", `${path}/Find?vesselId=${aurora}`, { token: t.crew! });
    expect(none).toMatchObject({ status: 200, body: [] });

    const saved = await server.api<Config>("PUT", path, { token: t.crew!, body: body() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      vesselId: aurora,
      logVariableIds: `${v.DaSpeed};${v.DaFuel}|${v.DaDraft}`,
      timeConfigurationType: "LastPeriod",
      lastNumberDays: 2,
      lastNumberHours: 3,
      lastNumberMinutes: 0,
      dataInterval: "Hour",
      filterOutliers: true,
      filterMinMax: false,
    });
    const found = await server.api<Config[]>("GET", `${path}/Find?vesselId=${aurora}`, { token: t.crew! });
    expect(found.body).toEqual([saved.body]);

    // Another user of the same company has their own; another vessel has its own.
    const colleague = await server.api<Config[]>("GET", `${path}/Find?vesselId=${aurora}`, {
      token: t.super!,
    });
    expect(colleague.body).toEqual([]);
    const fjell = await server.api<Config[]>("GET", `${path}/Find?vesselId=${vessel["Nordic Fjell"]}`, {
      token: t.crew!,
    });
    expect(fjell.body).toEqual([]);

    const emptied = await server.api<Config>("PUT", path, {
      token: t.crew!,
      body: body({ logVariableIds: "", timeConfigurationType: "AllValues" }),
    });
    expect(emptied.body).toMatchObject({ logVariableIds: "|", timeConfigurationType: "AllValues" });
  });

  it("answers 404 for another company's vessel or variable, 400 for a variable of another vessel", async () => {
    const tankerId = Object.entries(vessel).find(([name]) => /atlantic|tanker/i.test(name))?.[1];
    expect(tankerId).toBeDefined();
    expect((await server.api("GET", `${path}/Find?vesselId=${tankerId}`, { token: t.crew! })).status).toBe(
      404,
    );
    expect(
      (
        await server.api("PUT", path, {
          token: t.crew!,
          body: body({ vesselId: tankerId, logVariableIds: "" }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.api("PUT", path, {
          token: t.crew!,
          body: body({ logVariableIds: `${v.DaTankerSpeed}` }),
        })
      ).status,
    ).toBe(404);
    const foreign = await server.api<{ message: string }>("PUT", path, {
      token: t.crew!,
      body: body({ logVariableIds: `${v.DaSpeed};${v.DaFjellSpeed}` }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain("does not belong to this vessel");
    expect(
      (await server.api("GET", `${path}/Find?vesselId=${vessel["Nordic Aurora"]}`, { token: t.ops! })).status,
    ).toBe(404);
    expect(
      (await server.api("GET", `${path}/Find?vesselId=${vessel["Nordic Aurora"]}`, { token: t.partner! }))
        .status,
    ).toBe(403);
  });

  it("refuses what the page refuses, with its words", async () => {
    const message = async (over: Record<string, unknown>) => {
      const res = await server.api<{ message: string }>("PUT", path, { token: t.crew!, body: body(over) });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    expect(await message({ logVariableIds: `${v.DaSpeed}|1;2;3;4;5;6` })).toContain(
      "Maximum 5 items reached",
    );
    expect(await message({ lastNumberDays: 0, lastNumberHours: 0 })).toContain(
      "The total timespan must be greater than 0",
    );
    expect(await message({ lastNumberHours: -1 })).toContain("The input field must be a positive number");
    expect(await message({ dataInterval: "Week" })).toContain("dataInterval must be one of");
    expect(await message({ vesselId: "nope" })).toContain("vessel id");
  });
});

describe("GET /LogVariables/SampleWindows", () => {
  it("answers each variable's sample window from its raw points, null without data", async () => {
    const res = await server.api<Array<{ logVariableId: number; sampleWindowMs: number | null }>>(
      "GET",
      `/LogVariables/SampleWindows?logVariableIds=${v.DaSpeed},${v.DaDraft},${v.DaFuel}`,
      { token: t.crew! },
    );
    expect(res.body).toEqual([
      { logVariableId: v.DaSpeed, sampleWindowMs: MIN },
      { logVariableId: v.DaDraft, sampleWindowMs: 10 * MIN },
      { logVariableId: v.DaFuel, sampleWindowMs: null },
    ]);
    expect(
      (await server.api("GET", `/LogVariables/SampleWindows?logVariableIds=${v.DaSpeed}`, { token: t.ops! }))
        .status,
    ).toBe(404);
  });
});

describe("GET /Vessel/{id}/Voyages as the pages overlay them", () => {
  it("answers each voyage's departure, end and name, newest first", async () => {
    await seedDemoVoyages(server.ctx, await seedDemoFuel(server.ctx));
    const res = await server.api<
      Array<{
        departedAt: string;
        arrivedAt: string | null;
        endedAt: string | null;
        voyage: { name: string };
      }>
    >("GET", `/Vessel/${vessel["Nordic Aurora"]}/Voyages`, { token: t.crew! });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body[0]!.voyage.name).toMatch(/^NA-/);
    expect(Date.parse(res.body[0]!.departedAt)).toBeGreaterThan(Date.parse(res.body[1]!.departedAt));
    expect(res.body[1]!.endedAt ?? res.body[1]!.arrivedAt).not.toBeNull();
  });
});
