import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import {
  FLEET_QUERY_MAX_BYTES,
  FLEET_QUERY_MESSAGES,
  MAX_FLEET_VARIABLES,
} from "../../server/features/logData/fleetQuery.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * The fleet-wide POST variants of LastReceived and Calculated/Averaged|Accumulated: the GET calls'
 * parameters in a JSON body, so a fleet's variables are asked in one call (a URL holds about 2,000).
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** More than a URL can carry: 3,600 ids of four digits with their commas are over 16 KB. */
const MANY = 3_600;

let server: TestServer;
const t: Record<string, string> = {};
const vessel: Record<string, string> = {};
/** Nordic Aurora's and Nordic Fjell's variables (the crew user's vessels), and one of Atlantic Meridian's. */
let aurora: number[];
let fjell: number[];
let tanker: number;
let skagen: number;
const T0 = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;

beforeAll(async () => {
  server = await startTestServer();
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.ops = await server.login(DEMO_LOGINS.ops.email, DEMO_LOGINS.ops.password);
  t.partner = await server.login(DEMO_LOGINS.partner.email, DEMO_LOGINS.partner.password);
  for (const view of Object.values(server.ctx.readModels.state("vessels").byId)) vessel[view.name] = view.id;

  const writer = await server.ctx.timeSeries!.beginImport();
  const sensors = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, k) => ({
      name: `${prefix}${String(k).padStart(4, "0")}`,
      unit: "kW",
      onboardSystem: "Test",
      taxa: [],
    }));
  aurora = [
    ...(await writer.defineVariables(vessel["Nordic Aurora"]!, sensors("FleetAurora", MANY / 2))).values(),
  ];
  fjell = [
    ...(await writer.defineVariables(vessel["Nordic Fjell"]!, sensors("FleetFjell", MANY / 2))).values(),
  ];
  tanker = (await writer.defineVariables(vessel["Atlantic Meridian"]!, sensors("FleetTanker", 1))).get(
    "FleetTanker0000",
  )!;
  skagen = (await writer.defineVariables(vessel["Nordic Skagen"]!, sensors("FleetSkagen", 1))).get(
    "FleetSkagen0000",
  )!;
  // A day of hourly readings for every variable but the last of each vessel (never logged).
  const points = [];
  for (const [k, id] of [...aurora.slice(0, -1), ...fjell.slice(0, -1), tanker, skagen].entries())
    for (let h = 0; h < 24; h++) points.push({ variableId: id, t: T0 + h * HOUR, v: k + h });
  await writer.writePoints(points);
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

type Last = { logVariableId: number; name: string; timestamp: string | number | null; value: number | null };
type Calculated = { logVariableId: number; value: number | null; count: number; fromDate: string };

const post = <T>(token: string, path: string, body: unknown) => server.api<T>("POST", path, { token, body });
const get = <T>(token: string, path: string) => server.api<T>("GET", path, { token });
const iso = (ms: number) => new Date(ms).toISOString();
const day = { fromDate: iso(T0), toDate: iso(T0 + DAY - 1) };

describe("POST /LogData/LastReceived", () => {
  it("answers the last value of more variables than a URL holds, of several vessels, in the order asked", async () => {
    const ids = [...fjell, ...aurora];
    const res = await post<Last[]>(t.crew!, "/LogData/LastReceived", {
      logVariableIds: ids,
      dateTimeFormat: "UnixEpochMs",
    });
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.logVariableId)).toEqual(ids);
    expect(res.body[0]).toMatchObject({ name: "FleetFjell0000", timestamp: T0 + 23 * HOUR });
    expect(res.body[MANY / 2 - 1]).toMatchObject({ name: "FleetFjell1799", timestamp: null, value: null });
    // The GET call cannot carry the same question: its URL is over Node.js's 16 KB request head.
    const tooLong = await get(t.crew!, `/LogData/LastReceived?logVariableIds=${ids.join(",")}`);
    expect(tooLong.status).toBe(431);
  });

  it("answers what the GET call answers for the same ids", async () => {
    const ids = [aurora[0]!, fjell[5]!, aurora.at(-1)!];
    const asked = await post<Last[]>(t.crew!, "/LogData/LastReceived", { logVariableIds: ids });
    const got = await get<Last[]>(t.crew!, `/LogData/LastReceived?logVariableIds=${ids.join(",")}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(got.body);
    expect(asked.body[0]!.timestamp).toBe(iso(T0 + 23 * HOUR));
  });
});

describe("POST /LogData/Calculated/Averaged and /Accumulated", () => {
  it("answers each variable's mean over one window for a fleet's variables in one call", async () => {
    const ids = [...aurora, ...fjell];
    const res = await post<Calculated[]>(t.crew!, "/LogData/Calculated/Averaged", {
      logVariableIds: ids,
      ...day,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(MANY);
    // The k-th logged variable reads k, k + 1, … k + 23: its mean is k + 11.5.
    expect(res.body[3]).toMatchObject({
      logVariableId: aurora[3],
      value: 14.5,
      count: 24,
      fromDate: day.fromDate,
    });
    expect(res.body[MANY / 2 - 1]).toMatchObject({ value: null, count: 0 });
  });

  it("answers what the GET calls answer, and takes the window as epoch milliseconds too", async () => {
    const ids = [fjell[2]!, aurora[7]!];
    const query = `logVariableIds=${ids.join(",")}&fromDate=${day.fromDate}&toDate=${day.toDate}`;
    for (const path of ["/LogData/Calculated/Averaged", "/LogData/Calculated/Accumulated"]) {
      const asked = await post<Calculated[]>(t.crew!, path, {
        logVariableIds: ids,
        fromDate: T0,
        toDate: T0 + DAY - 1,
      });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual((await get<Calculated[]>(t.crew!, `${path}?${query}`)).body);
    }
  });
});

describe("the fleet calls' scope", () => {
  const paths = {
    "/LogData/LastReceived": {},
    "/LogData/Calculated/Averaged": day,
    "/LogData/Calculated/Accumulated": day,
  };

  it("refuse another company's variables as unknown ones (404), answering nothing of the rest", async () => {
    const unknown = 2_000_000_000;
    for (const [path, window] of Object.entries(paths)) {
      const foreign = await post<{ message: string }>(t.ops!, path, {
        logVariableIds: [aurora[0]],
        ...window,
      });
      const missing = await post<{ message: string }>(t.ops!, path, { logVariableIds: [unknown], ...window });
      expect([foreign.status, missing.status]).toEqual([404, 404]);
      expect(foreign.body.message).toBe(`Log variable ${aurora[0]} not found.`);
      expect(missing.body.message).toBe(`Log variable ${unknown} not found.`);
      // The caller's own variable beside a foreign one: refused whole, nothing of either answered.
      const mixed = await post<unknown>(t.ops!, path, { logVariableIds: [tanker, aurora[0]], ...window });
      expect(mixed.status).toBe(404);
      expect(JSON.stringify(mixed.body)).not.toMatch(/FleetTanker|FleetAurora|"value"/);
      // Their own company's vessel outside the crew user's access group is out of scope the same way.
      const outOfGroup = await post<{ message: string }>(t.crew!, path, {
        logVariableIds: [aurora[1], skagen],
        ...window,
      });
      expect(outOfGroup.status).toBe(404);
      expect(outOfGroup.body.message).toBe(`Log variable ${skagen} not found.`);
    }
    const own = await post<Last[]>(t.ops!, "/LogData/LastReceived", { logVariableIds: [tanker] });
    expect(own.status).toBe(200);
    expect(own.body[0]).toMatchObject({ name: "FleetTanker0000" });
  });

  it("are refused to partner-platform accounts (403)", async () => {
    const res = await post(t.partner!, "/LogData/LastReceived", { logVariableIds: [aurora[0]] });
    expect(res.status).toBe(403);
  });
});

describe("the fleet calls' limits", () => {
  const refusal = async (path: string, body: unknown) => {
    const res = await post<{ message: string }>(t.crew!, path, body);
    return [res.status, res.body.message] as const;
  };

  it(`refuse more than ${MAX_FLEET_VARIABLES.toLocaleString("en-US")} ids with what to do instead (400)`, async () => {
    const ids = Array.from({ length: MAX_FLEET_VARIABLES + 1 }, (_, i) => i + 1);
    expect(await refusal("/LogData/LastReceived", { logVariableIds: ids })).toEqual([
      400,
      FLEET_QUERY_MESSAGES.tooManyIds,
    ]);
    expect(await refusal("/LogData/Calculated/Averaged", { logVariableIds: ids, ...day })).toEqual([
      400,
      FLEET_QUERY_MESSAGES.tooManyIds,
    ]);
  });

  it("refuse a body over its size limit before reading it (413), saying how many ids fit", async () => {
    const padded = `{"logVariableIds":[${aurora[0]}${" ".repeat(FLEET_QUERY_MAX_BYTES)}]}`;
    const res = await server.api<{ message: string }>("POST", "/LogData/LastReceived", {
      token: t.crew!,
      body: padded,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(FLEET_QUERY_MESSAGES.tooLarge);
  });

  it("refuse an empty, malformed or unknown query with a message naming the problem (400)", async () => {
    const averaged = "/LogData/Calculated/Averaged";
    expect(await refusal("/LogData/LastReceived", { logVariableIds: [] })).toEqual([
      400,
      FLEET_QUERY_MESSAGES.noIds,
    ]);
    expect(await refusal("/LogData/LastReceived", { logVariableIds: "1,2" })).toEqual([
      400,
      FLEET_QUERY_MESSAGES.ids,
    ]);
    expect(await refusal("/LogData/LastReceived", { logVariableIds: [1.5] })).toEqual([
      400,
      FLEET_QUERY_MESSAGES.ids,
    ]);
    expect(await refusal("/LogData/LastReceived", { logVariableIds: [2 ** 60] })).toEqual([
      400,
      FLEET_QUERY_MESSAGES.ids,
    ]);
    expect(
      await refusal("/LogData/LastReceived", { logVariableIds: [aurora[0]], dateTimeFormat: "Unix" }),
    ).toEqual([400, FLEET_QUERY_MESSAGES.dateTimeFormat]);
    expect((await refusal("/LogData/LastReceived", { logVariableId: [aurora[0]] }))[0]).toBe(400);
    expect(await refusal(averaged, { logVariableIds: [aurora[0]], fromDate: day.fromDate })).toEqual([
      400,
      "toDate is required.",
    ]);
    expect(await refusal(averaged, { logVariableIds: [aurora[0]], ...day, fromDate: "2026-02-30" })).toEqual([
      400,
      "fromDate: 2026-02-30 is not a date in the calendar.",
    ]);
    expect(
      await refusal(averaged, { logVariableIds: [aurora[0]], fromDate: day.toDate, toDate: day.fromDate }),
    ).toEqual([400, FLEET_QUERY_MESSAGES.emptyWindow]);
    const notJson = await server.api<{ message: string }>("POST", averaged, {
      token: t.crew!,
      body: "{ids:",
    });
    expect([notJson.status, notJson.body.message]).toEqual([400, "The request body is not valid JSON."]);
  });

  it("write nothing, answered or refused", async () => {
    const head = await server.ctx.store.headPosition();
    const variables = await server.ctx.timeSeries!.variables(vessel["Nordic Aurora"]!);
    await post(t.crew!, "/LogData/LastReceived", { logVariableIds: aurora });
    await post(t.crew!, "/LogData/Calculated/Accumulated", { logVariableIds: aurora, ...day });
    await post(t.ops!, "/LogData/Calculated/Averaged", { logVariableIds: [aurora[0]], ...day });
    await post(t.crew!, "/LogData/LastReceived", { logVariableIds: [3_000_000_000] });
    expect(await server.ctx.store.headPosition()).toBe(head);
    expect(await server.ctx.timeSeries!.variables(vessel["Nordic Aurora"]!)).toEqual(variables);
  });
});
