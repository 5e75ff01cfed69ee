import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

/**
 * Issue 9 point 9: a continuationFilter is the server's word about the next page. A client cannot
 * forge or alter one to widen the window, raise the page size past 10,000 points, pick a granularity
 * the window does not allow, or read with another user's token.
 */

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;
const VARIABLES = 3;

let server: TestServer;
const t: Record<string, string> = {};
const ids: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  t.crew = await server.login(DEMO_LOGINS.crew.email, DEMO_LOGINS.crew.password);
  t.superUser = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
  const aurora = Object.values(server.ctx.readModels.state("vessels").byId).find(
    (view) => view.name === "Nordic Aurora",
  )!;
  const writer = await server.ctx.timeSeries!.beginImport();
  const defined = await writer.defineVariables(
    aurora.id,
    Array.from({ length: VARIABLES }, (_, i) => ({
      name: `Probe${i}`,
      unit: "knot",
      onboardSystem: "X",
      taxa: [],
    })),
  );
  ids.push(...defined.values());
  const points = [];
  for (let i = 0; i < 2 * 1440; i++)
    for (const variableId of ids) points.push({ variableId, t: T0 + i * MIN, v: 10 + (i % 7) });
  await writer.writePoints(points);
  await writer.commit();
});
afterAll(async () => {
  await server.close();
});

interface Batch {
  granularity: string;
  series: Array<{ logVariableId: number; data: unknown[] }>;
  continuationFilter: string | null;
}
const iso = (ms: number) => new Date(ms).toISOString();
const batch = (token: string, query: string) =>
  server.api<Batch & { message?: string }>("GET", `/LogData/BatchFind?${query}`, { token });
const firstPage = () =>
  batch(
    t.crew!,
    `logVariableIds=${ids.join(",")}&granularity=Raw&pageSize=30&fromDate=${iso(T0)}&toDate=${iso(T0 + DAY)}`,
  );

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString("utf8"));
const reencode = (payload: unknown, signature = "") =>
  `${Buffer.from(JSON.stringify(payload), "utf8").toString("base64url")}${signature}`;

describe("continuationFilter tokens", () => {
  it("pages a batch with at most pageSize points a page, shared by the variables", async () => {
    const res = await firstPage();
    expect(res.status).toBe(200);
    const points = res.body.series.reduce((n, s) => n + s.data.length, 0);
    expect(points).toBeLessThanOrEqual(30);
    expect(res.body.continuationFilter).toEqual(expect.any(String));
    const next = await batch(t.crew!, `continuationFilter=${res.body.continuationFilter}`);
    expect(next.status).toBe(200);
  });

  it("refuses a token forged without the server's signature (the form the old API took)", async () => {
    const { continuationFilter } = (await firstPage()).body;
    const widened = {
      ...payloadOf(continuationFilter!),
      from: T0 - 30 * DAY,
      to: T0 + DAY,
      pageSize: 10_000_000,
      granularity: "Raw",
    };
    for (const forged of [reencode(widened), reencode(widened, `.${continuationFilter!.split(".")[1]}`)]) {
      const res = await batch(t.crew!, `continuationFilter=${forged}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The continuationFilter is not valid; start the query again.");
      expect(res.body.series).toBeUndefined();
    }
  });

  it("refuses a token altered by one character, truncated, or garbage", async () => {
    const { continuationFilter } = (await firstPage()).body;
    const token = continuationFilter!;
    const flipped = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    for (const bad of [flipped, token.slice(0, -2), `${token}.x`, "nonsense", "e30.e30"]) {
      const res = await batch(t.crew!, `continuationFilter=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/continuationFilter is not valid/);
    }
  });

  it("refuses another user's token, even for data that user may see", async () => {
    const { continuationFilter } = (await firstPage()).body;
    const res = await batch(t.superUser!, `continuationFilter=${continuationFilter}`);
    expect(res.status).toBe(400);
  });

  it("holds the first page to the page size and granularity limits too", async () => {
    const window = `fromDate=${iso(T0)}&toDate=${iso(T0 + 2 * DAY)}`;
    const tooBig = await batch(t.crew!, `logVariableIds=${ids.join(",")}&pageSize=10001&${window}`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe("pageSize must be a whole number from 1 to 10000.");
    // Raw serves at most one day: a two-day window gets the next granularity that fits.
    const raw = await batch(t.crew!, `logVariableIds=${ids.join(",")}&granularity=Raw&${window}`);
    expect(raw.status).toBe(200);
    expect(raw.body.granularity).toBe("Minute");
  });
});
