import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
// @ts-expect-error: a plain ES module script (no types); the shape used is written down below.
import { startCluster } from "../../scripts/cluster.mjs";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import type { BenchRow } from "./table.js";

/**
 * Issue 18: the cluster's throughput on a read-heavy API mix with 1, 2 and 3 processes, as ratios to one
 * process in the same run (on a 2-core machine shared with the load generator, so a ratio, not an absolute).
 * Three processes run on a fresh PostgreSQL database and Redis; the load goes straight to the first k of them
 * (round robin, no proxy), 24 calls in flight: 19 in 20 reads (vessel list, voyages, announcements), 1 write
 * (an announcement). Each process count is measured twice (1, 2, 3, 3, 2, 1) and averaged.
 */
const SUITE = "cluster";
const DURATION_MS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8) * 1000;
const IN_FLIGHT = 24;

interface Node {
  url: string;
}

async function call(url: string, method: string, apiPath: string, token: string, body?: unknown) {
  const answer = await fetch(`${url}/api/v1${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await answer.arrayBuffer();
  return answer.status;
}

async function login(url: string, who: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/v1/Authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: who.email, password: who.password }),
  });
  return ((await answer.json()) as { access: string }).access;
}

/** Calls per second the first `k` processes answered (2xx), with the errors seen. */
async function throughput(nodes: Node[], crew: string, admin: string, aurora: string) {
  const until = Date.now() + DURATION_MS;
  let ok = 0;
  let failed = 0;
  let n = 0;
  const one = async (): Promise<void> => {
    while (Date.now() < until) {
      const i = n++;
      const url = nodes[i % nodes.length]!.url;
      const kind = i % 20;
      const status =
        kind === 19
          ? await call(url, "POST", "/Announcement", admin, {
              title: `Bench ${i}`,
              announcementDetails: "Load.",
            })
          : kind % 3 === 0
            ? await call(url, "GET", "/Vessels", crew)
            : kind % 3 === 1
              ? await call(url, "GET", `/Vessel/${aurora}/Voyages`, crew)
              : await call(url, "GET", "/Announcement/GetByUser", crew);
      if (status < 300) ok++;
      else failed++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, one));
  return { perSecond: ok / ((Date.now() - started) / 1000), failed };
}

export async function benchCluster(): Promise<BenchRow[]> {
  const server = new URL(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const database = `keelson_cluster_bench_${process.pid}`;
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-bench-cluster-"));
  let cluster: { nodes: Node[]; stop(): Promise<void> } | null = null;
  try {
    cluster = await startCluster({
      processes: 3,
      databaseUrl: databaseUrl.toString(),
      redisUrl: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      dataDir,
      fresh: true,
      restart: false,
      env: { DEMO: "on", DEMO_HISTORY_DAYS: "0", LOG_LEVEL: "error" },
      log: () => undefined,
      onProcessLine: () => undefined,
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return [
      {
        suite: SUITE,
        case: "read-heavy API mix, 1–3 processes",
        value: Number.NaN,
        unit: "calls/s",
        note: `skipped: no PostgreSQL or Redis (${String(error).slice(0, 80)})`,
      },
    ];
  }
  try {
    const nodes = cluster!.nodes;
    const crew = await login(nodes[0]!.url, DEMO_LOGINS.crew);
    const admin = await login(nodes[0]!.url, DEMO_LOGINS.admin);
    const vessels = (await (
      await fetch(`${nodes[0]!.url}/api/v1/Vessels`, { headers: { authorization: `Bearer ${crew}` } })
    ).json()) as { id: string; name: string }[];
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    // Warm every process (JIT, first reads) before measuring.
    for (const node of nodes) await throughputWarm(node, crew, aurora);
    // 1, 2, 3, 3, 2, 1 processes: the machine's load drifts, so each count is measured early and late.
    const runs = new Map<number, { perSecond: number; failed: number }[]>();
    for (const k of [1, 2, 3, 3, 2, 1])
      runs.set(k, [...(runs.get(k) ?? []), await throughput(nodes.slice(0, k), crew, admin, aurora)]);
    const results = [1, 2, 3].map((k) => {
      const both = runs.get(k)!;
      return {
        perSecond: both.reduce((sum, r) => sum + r.perSecond, 0) / both.length,
        failed: both.reduce((sum, r) => sum + r.failed, 0),
      };
    });
    const base = results[0]!.perSecond;
    return results.map((r, i) => ({
      suite: SUITE,
      case: `read-heavy API mix, ${i + 1} process${i === 0 ? "" : "es"}`,
      value: r.perSecond,
      unit: "calls/s",
      baseline: base,
      ratio: r.perSecond / base,
      note: `${IN_FLIGHT} in flight, 2 × ${DURATION_MS / 1000} s, 5 % writes; baseline = 1 process${r.failed ? `; ${r.failed} failed` : ""}; ${os.cpus().length} cores`,
    }));
  } finally {
    await cluster!.stop();
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function throughputWarm(node: Node, crew: string, aurora: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await call(node.url, "GET", "/Vessels", crew);
    await call(node.url, "GET", `/Vessel/${aurora}/Voyages`, crew);
  }
}
