import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { startTestServer, type TestServer } from "../support/testServer.js";

const METRICS_TOKEN = "operator-scrape-token-1234";
let server: TestServer;
let bareServer: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN });
  bareServer = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await bareServer.close();
});

const get = (base: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base.url}${path}`, { headers });

/** The value of one sample line of the Prometheus text, e.g. `name{label="x"} 3`. */
function sample(text: string, line: RegExp): number | null {
  const found = text.split("\n").find((l) => line.test(l));
  return found ? Number(found.slice(found.lastIndexOf(" ") + 1)) : null;
}

describe("GET /health and /ready", () => {
  it("answer without a session: the process lives and its store and import queue answer", async () => {
    const health = await get(server, "/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await get(server, "/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { store: true, redis: true, importQueue: true },
    });
  });
});

describe("GET /metrics", () => {
  it("asks for the token when one is configured", async () => {
    const refused = await get(server, "/metrics");
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toContain("METRICS_TOKEN");
    expect((await get(server, "/metrics", { authorization: "Bearer wrong-token-0000000" })).status).toBe(401);
  });

  it("counts requests by route pattern, never by raw path, and times event-store appends", async () => {
    const token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    const vessels = (await server.api<{ id: string }[]>("GET", "/Vessels", { token })).body;
    for (const vessel of vessels) {
      expect((await server.api("GET", `/Vessels/${vessel.id}`, { token })).status).toBe(200);
    }
    const scraped = await get(server, "/metrics", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toContain("text/plain");
    const text = await scraped.text();

    const byPattern = sample(
      text,
      /^keelson_http_requests_total\{method="GET",route="\/api\/v1\/Vessels\/:[^"]+",status="200"\}/,
    );
    expect(byPattern).toBe(vessels.length);
    for (const vessel of vessels) expect(text).not.toContain(vessel.id);
    expect(text).toMatch(/^keelson_http_request_duration_seconds_bucket\{le="0.005",method="POST"/m);
    // Signing in appended an event (the session started).
    expect(sample(text, /^keelson_eventstore_append_duration_seconds_count\{outcome="ok"\}/)).toBeGreaterThan(
      0,
    );
    expect(sample(text, /^keelson_import_queue_length\{queue="pendingimports"\}/)).toBe(0);
    expect(sample(text, /^keelson_live_connections /)).toBe(0);
    expect(sample(text, /^keelson_projection_lag_events /)).toBe(0);
    expect(text).toContain("keelson_process_resident_memory_bytes");
    // The embedded store has no PostgreSQL pools (tests/api/pgConnectionBudget.test.ts scrapes them).
    expect(text).not.toContain("keelson_pg_");
  });

  it("without a token answers local callers only", async () => {
    // The test calls from 127.0.0.1, a loopback address.
    expect((await get(bareServer, "/metrics")).status).toBe(200);
  });
});
