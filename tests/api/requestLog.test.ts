/**
 * The request log (docs/operations.md, "Logs"): one JSON line per request with its route pattern, status,
 * duration, request id, user and company; refusals as security events; never a password or token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

type Line = Record<string, unknown>;
const lines: Line[] = [];
const raw: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: "info" },
    {
      logDestination: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as Line);
        },
      },
    },
  );
});
afterAll(async () => {
  await server.close();
});

const requestLines = (requestId: string) =>
  lines.filter((line) => line.event === "request" && line.requestId === requestId);
const securityLines = (requestId: string) =>
  lines.filter((line) => line.event === "security" && line.requestId === requestId);

/** Calls the server with its own request id, so its log lines can be found. */
async function call(path: string, init: RequestInit & { id: string }) {
  const headers = new Headers(init.headers);
  headers.set("x-request-id", init.id);
  const response = await fetch(`${server.url}${path}`, { ...init, headers });
  await response.arrayBuffer();
  return response.status;
}

describe("request log", () => {
  it("writes one JSON line per request with method, route pattern, status, duration, ids; no secret", async () => {
    const { superUser, crew } = DEMO_LOGINS;
    const wrongPassword = "not-the-password-4711";
    const json = { "content-type": "application/json" };

    expect(
      await call("/api/v1/Authenticate", {
        id: "req-signin-failed",
        method: "POST",
        headers: json,
        body: JSON.stringify({ username: superUser.email, password: wrongPassword }),
      }),
    ).toBe(401);
    const token = await server.login(superUser.email, superUser.password);
    const crewToken = await server.login(crew.email, crew.password);
    const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token })).body;
    const vesselId = vessels[0]!.id;
    const bearer = { authorization: `Bearer ${token}` };

    expect(
      await call(`/api/v1/Vessels/${vesselId}?access_token=${token}`, { id: "req-vessel", headers: bearer }),
    ).toBe(200);
    expect(
      await call("/api/v1/Companies", {
        id: "req-forbidden",
        headers: { authorization: `Bearer ${crewToken}` },
      }),
    ).toBe(403);
    expect(await call("/api/v1/NoSuchThing/42", { id: "req-unmatched", headers: bearer })).toBe(404);
    expect(await call("/api/v1/Vessels", { id: "req-no-session" })).toBe(401);

    const [vessel] = requestLines("req-vessel");
    expect(requestLines("req-vessel")).toHaveLength(1);
    const me = server.ctx.readModels.state("users").byId;
    const superUserView = Object.values(me).find((u) => u?.email === superUser.email)!;
    expect(vessel).toEqual({
      level: "info",
      time: expect.any(String),
      message: "request",
      event: "request",
      method: "GET",
      route: "/api/v1/Vessels/:id",
      status: 200,
      durationMs: expect.any(Number),
      requestId: "req-vessel",
      userId: superUserView.id,
      companyId: superUserView.actingCompanyId,
    });
    expect(vessel!.durationMs as number).toBeGreaterThanOrEqual(0);

    expect(requestLines("req-signin-failed")).toEqual([
      expect.objectContaining({ route: "/api/v1/Authenticate", status: 401, userId: null, companyId: null }),
    ]);
    expect(securityLines("req-signin-failed")).toEqual([
      expect.objectContaining({ level: "warn", kind: "sign-in-failed", address: "127.0.0.1" }),
    ]);
    expect(securityLines("req-forbidden")).toEqual([
      expect.objectContaining({ kind: "permission-refused", route: "/api/v1/Companies", status: 403 }),
    ]);
    expect(securityLines("req-no-session")).toEqual([expect.objectContaining({ kind: "unauthenticated" })]);
    expect(requestLines("req-unmatched")).toEqual([
      expect.objectContaining({ route: "unmatched", status: 404 }),
    ]);
    expect(securityLines("req-vessel")).toEqual([]);

    // Every request answered so far has its line: the logins and the vessel list too.
    const requests = lines.filter((line) => line.event === "request");
    expect(requests.length).toBe(8);
    for (const line of requests) expect(typeof line.requestId).toBe("string");
    expect(new Set(requests.map((line) => line.requestId)).size).toBe(requests.length);

    const everything = raw.join("");
    for (const secret of [wrongPassword, superUser.password, crew.password, token, crewToken, vesselId])
      expect(everything).not.toContain(secret);
  });

  it("logs throttled sign-ins as security events", async () => {
    const body = JSON.stringify({ username: "nobody@keelson.demo", password: "guess-guess-guess" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        await call("/api/v1/Authenticate", {
          id: `req-throttle-${i}`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
      );
    expect(statuses.at(-1)).toBe(429);
    expect(securityLines("req-throttle-5")).toEqual([
      expect.objectContaining({ kind: "throttled", status: 429 }),
    ]);
    expect(raw.join("")).not.toContain("guess-guess-guess");
  });
});
