/**
 * Issue 28, item 5a: the cluster proxy (scripts/clusterProxy.mjs) routes only to processes whose /ready
 * answers, and keeps /metrics to itself as deploy/nginx.conf does. Two stand-in processes, no database.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types).
import { createClusterProxy } from "../../scripts/clusterProxy.mjs";

/** A stand-in process: /health always answers, /ready as `ready` says; records every other path. */
function standIn(name: string) {
  const seen: string[] = [];
  const state = { ready: true, seen };
  const server = http.createServer((req, res) => {
    if (req.url === "/health") return res.writeHead(200).end("{}");
    if (req.url === "/ready") return res.writeHead(state.ready ? 200 : 503).end("{}");
    seen.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/plain" }).end(name);
  });
  return { server, state };
}

const a = standIn("a");
const b = standIn("b");
let proxy: { listen(port: number, host: string): Promise<number>; close(): Promise<void> };
let url = "";

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  const ports = [await listen(a.server), await listen(b.server)];
  proxy = createClusterProxy({
    backends: ports.map((port) => ({ host: "127.0.0.1", port })),
    healthEveryMs: 50,
  });
  url = `http://127.0.0.1:${await proxy.listen(0, "127.0.0.1")}`;
});
afterAll(async () => {
  await proxy.close();
  await Promise.all([a, b].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

const answeredBy = async (path: string) => {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: await response.text() };
};

describe("cluster proxy", () => {
  it("sends no request to a process that answers /health but not /ready", async () => {
    b.state.ready = false;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await Promise.all(Array.from({ length: 8 }, () => answeredBy("/api/v1/Vessels")));
    expect(answers.map((x) => x.body)).toEqual(Array(8).fill("a"));
    b.state.ready = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = await Promise.all(Array.from({ length: 8 }, () => answeredBy("/api/v1/Vessels")));
    expect(new Set(later.map((x) => x.body))).toEqual(new Set(["a", "b"]));
  });

  it("answers /metrics 404 itself, however the path is spelled, and passes other paths on", async () => {
    for (const path of ["/metrics", "/metrics?x=1", "/%6Detrics", "//metrics"]) {
      const answer = await answeredBy(path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toEqual({ message: "Not found." });
    }
    expect([...a.state.seen, ...b.state.seen].filter((p) => p.includes("etrics"))).toEqual([]);
    expect((await answeredBy("/metricsboard")).status).toBe(200);
  });
});
