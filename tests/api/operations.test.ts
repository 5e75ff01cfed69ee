import { spawnSync } from "node:child_process";
import fs from "node:fs";
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

  it("names its families as Prometheus wants: counters end in _total, nothing else does", async () => {
    await get(server, "/api/v1/NoSuchRoute/123456789");
    const token = await server.login(DEMO_LOGINS.superUser.email, DEMO_LOGINS.superUser.password);
    await get(server, "/api/v1/NoSuchRoute/987654321", { authorization: `Bearer ${token}` });
    const text = await (await get(server, "/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    const families = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(families.length).toBeGreaterThan(20);
    for (const { name, type } of families) {
      if (type === "counter") expect(name, `${name} is a counter`).toMatch(/_total$/);
      else expect(name, `${name} is a ${type}`).not.toMatch(/_total$/);
    }
    // Every sample belongs to a declared family (histograms add _bucket, _sum and _count).
    const names = new Set(families.map((f) => f.name));
    for (const line of text.split("\n").filter((l) => l && !l.startsWith("#"))) {
      const name = /^[a-zA-Z_:][\w:]*/.exec(line)![0];
      expect(names.has(name) || names.has(name.replace(/_(bucket|sum|count)$/, "")), line).toBe(true);
    }
    expect(text).toMatch(
      /^keelson_build_info\{version="\d+\.\d+\.\d+",commit="[^"]+",node="v\d+\.\d+\.\d+"\} 1$/m,
    );
    // Paths no route knows, with a session (404) and without (401).
    expect(text).toMatch(/^keelson_http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^keelson_http_requests_total\{method="GET",route="unmatched",status="401"\} 1$/m);
    expect(text).not.toMatch(/route="\/?\*"/);
  });

  // promtool (Prometheus' own checker) when it is installed: `apt-get download prometheus` holds it.
  const promtool = [process.env.PROMTOOL_PATH, "/usr/bin/promtool", "/usr/local/bin/promtool"].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
  it.skipIf(!promtool)(
    "passes promtool check metrics (skipped: no promtool; set PROMTOOL_PATH)",
    async () => {
      const text = await (await get(server, "/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).text();
      const checked = spawnSync(promtool!, ["check", "metrics"], { input: text, encoding: "utf8" });
      expect(checked.stdout + checked.stderr).toBe("");
      expect(checked.status).toBe(0);
    },
  );

  it("without a token answers local callers only", async () => {
    // The test calls from 127.0.0.1, a loopback address.
    expect((await get(bareServer, "/metrics")).status).toBe(200);
  });
});
