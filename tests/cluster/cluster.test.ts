/**
 * Issue 18, "Several processes, one product": three Keelson processes on one PostgreSQL (a fresh database
 * per run) and one Redis, started by `npm run cluster`'s own code (scripts/cluster.mjs), behave as one
 * product. Run with `npm run test:cluster` (TEST_DATABASE_URL's server, TEST_REDIS_URL).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportStatus } from "../../domain/imports/importRecords.js";
// @ts-expect-error: a plain ES module script (no types); its shape is written down in ClusterHandle below.
import { startCluster } from "../../scripts/cluster.mjs";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { DEFAULT_PG_CONNECTIONS } from "../../server/shared/pgConnections.js";
import { loggedRows, upload } from "../api/importsSupport.js";
import { testClusterOptions } from "./testCluster.js";

interface ClusterNode {
  index: number;
  url: string;
  readonly pid: number | null;
  kill(signal?: NodeJS.Signals): void;
}
interface ClusterHandle {
  url: string;
  nodes: ClusterNode[];
  stop(): Promise<void>;
}

const SERVER_URL = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const DATABASE = `keelson_cluster_test_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const AURORA_IMO = "9312482";
const PROCESSES = 3;
/** PG_MAX_CONNECTIONS of each process (they inherit this environment). */
const BUDGET = Number(process.env.PG_MAX_CONNECTIONS ?? DEFAULT_PG_CONNECTIONS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: ClusterHandle;
let db: pg.Client;
let connections: ReturnType<typeof sampleConnections>;
let dataDir: string;
const started = Date.now();
const figures: Record<string, number | string> = {};

async function call<T = unknown>(
  base: string,
  method: string,
  apiPath: string,
  options: { token?: string; apiKey?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers["x-api-key"] = options.apiKey;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const answer = await fetch(`${base}/api/v1${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T };
}

async function login(base: string, who: { email: string; password: string }): Promise<string> {
  const { status, body } = await call<{ access: string }>(base, "POST", "/Authenticate", {
    body: { username: who.email, password: who.password },
  });
  if (status !== 200) throw new Error(`login ${who.email}: ${status}`);
  return body.access;
}

/** Waits until every running process has folded the store's head. */
async function allCaughtUp(nodes: ClusterNode[]): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const health = await Promise.all(
      nodes.map((n) => call<{ headPosition: number; readModelPosition: number }>(n.url, "GET", "/Health")),
    );
    const head = Math.max(...health.map((h) => h.body.headPosition));
    if (health.every((h) => h.body.readModelPosition >= head)) return head;
    if (Date.now() > deadline)
      throw new Error(`read models lag: ${JSON.stringify(health.map((h) => h.body))}`);
    await sleep(100);
  }
}

const connect = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ["websocket"], reconnection: false });
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });

/**
 * Samples the cluster database's connections in pg_stat_activity, from a client on another database,
 * until stopped: the peak of all of them and of the Keelson processes' alone (named keelson-<pool>).
 */
function sampleConnections() {
  const sampler = new pg.Client({
    connectionString: SERVER_URL.toString(),
    application_name: "cluster-test-sampler",
  });
  const peak = { all: 0, processes: 0, byPool: {} as Record<string, number> };
  let running = true;
  const done = (async () => {
    await sampler.connect();
    try {
      while (running) {
        const { rows } = await sampler.query<{ app: string; n: number }>(
          "SELECT application_name AS app, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1",
          [DATABASE],
        );
        const all = rows.reduce((sum, r) => sum + r.n, 0);
        const processes = rows.filter((r) => r.app.startsWith("keelson-")).reduce((sum, r) => sum + r.n, 0);
        if (all > peak.all) peak.all = all;
        if (processes > peak.processes) {
          peak.processes = processes;
          peak.byPool = Object.fromEntries(rows.map((r) => [r.app, r.n]));
        }
        await sleep(20);
      }
    } finally {
      await sampler.end();
    }
  })();
  return {
    peak,
    async stop() {
      running = false;
      await done;
      return peak;
    },
  };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-cluster-"));
  connections = sampleConnections();
  cluster = (await startCluster({
    ...testClusterOptions(dataDir),
    processes: PROCESSES,
    databaseUrl,
    // One day of demo history: the demo voyages (and their emission settings) come with it.
    env: { DEMO: "on", DEMO_HISTORY_DAYS: "1", LOG_LEVEL: "warn" },
  })) as ClusterHandle;
  figures.startSeconds = (Date.now() - started) / 1000;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await connections?.stop().catch(() => undefined);
  await db?.end().catch(() => undefined);
  await cluster?.stop();
  const admin = new pg.Client({ connectionString: SERVER_URL.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.stderr.write(`cluster figures: ${JSON.stringify(figures)}\n`);
}, 60_000);

describe("three processes on one PostgreSQL and Redis", () => {
  it("seeded the demo fleet once, though every process started on the empty store with DEMO=on", async () => {
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM events WHERE type = 'CompanyRegistered' AND data->>'name' = 'Nordic Bulk AS'",
    );
    expect(Number(rows[0]!.n)).toBe(1);
    const lists = await Promise.all(
      cluster.nodes.map((n) =>
        call<{ id: string }[]>(n.url, "GET", "/Vessels", { apiKey: DEMO_LOGINS.nordicBulkApiKey }),
      ),
    );
    expect(lists.map((l) => l.body.length)).toEqual([3, 3, 3]);
  });

  it("every process folds what the others append, woken by PostgreSQL's NOTIFY rather than its 1 s poll", async () => {
    // Each process LISTENs on the events channel (one listener connection per process).
    const { rows } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN keelson_events%'",
    );
    expect(Number(rows[0]!.n)).toBe(3);
    const [p1, p2, p3] = cluster.nodes;
    const admin = await login(p1!.url, DEMO_LOGINS.admin);
    const lags: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await call(p1!.url, "POST", "/Announcement", {
        token: admin,
        body: { title: `Catch-up ${i}`, announcementDetails: "Appended on process 1." },
      });
      expect(created.status).toBe(201);
      // Process 1 answered after folding it; how long until the others have?
      const head = (await call<{ headPosition: number }>(p1!.url, "GET", "/Health")).body.headPosition;
      const sent = Date.now();
      for (const node of [p2!, p3!]) {
        for (;;) {
          const h = (await call<{ readModelPosition: number }>(node.url, "GET", "/Health")).body;
          if (h.readModelPosition >= head) break;
          if (Date.now() - sent > 5_000)
            throw new Error("a process did not fold another's append within 5 s");
          await sleep(5);
        }
      }
      lags.push(Date.now() - sent);
    }
    lags.sort((a, b) => a - b);
    figures.catchUpMedianMs = lags[2]!;
    // A poll every second would leave about half a second on average.
    expect(lags[2]!).toBeLessThan(400);
  });

  it("concurrent voyage commands through different processes: one wins, the other gets 409, nothing is lost", async () => {
    const [p1, p2, p3] = cluster.nodes;
    const crew = await login(cluster.url, DEMO_LOGINS.crew);
    const vessels = (await call<{ id: string; name: string }[]>(p1!.url, "GET", "/Vessels", { token: crew }))
      .body;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    // The demo's latest voyage of Nordic Aurora is drifting: record the drifting's end, then change that
    // (unconfirmed) event through two processes at once, both from the version they read.
    const voyages = (
      await call<{ departureId: string; departedAt: string; arrivedAt: string | null }[]>(
        p1!.url,
        "GET",
        `/Vessel/${aurora}/Voyages`,
        { token: crew },
      )
    ).body;
    const latest = voyages.find((v) => v.arrivedAt === null);
    if (!latest) throw new Error(`no voyage under way: ${JSON.stringify(voyages)}`);
    const hoursAgo = (h: number) =>
      new Date(Math.floor(Date.now() / 60_000) * 60_000 - h * 3_600_000).toISOString();
    const arrival = await call<{ id: string; version: number; message?: string }>(
      p1!.url,
      "POST",
      "/EmissionReportVesselEvents",
      {
        token: crew,
        body: {
          vesselId: aurora,
          type: "EndDrifting",
          timestamp: hoursAgo(1),
          source: "Ship",
        },
      },
    );
    if (arrival.status !== 201) throw new Error(JSON.stringify(arrival.body));
    const { id, version } = arrival.body;
    const before = Number(
      (await db.query<{ p: string }>("SELECT max(position) AS p FROM events")).rows[0]!.p,
    );
    const moveTo = (base: string, timestamp: string) =>
      call<{ timestamp: string; version: number; message?: string }>(
        base,
        "PUT",
        `/EmissionReportVesselEvents/${id}`,
        { token: crew, body: { version, timestamp } },
      );
    const [two, three] = [hoursAgo(2), hoursAgo(3)];
    const [a, b] = await Promise.all([moveTo(p2!.url, two), moveTo(p3!.url, three)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? two : three;
    const loser = a.status === 200 ? b : a;
    expect(loser.body.message).toBeTruthy();
    await allCaughtUp(cluster.nodes);
    // Every process answers the winner's change, on the version after it: the loser wrote nothing.
    for (const node of cluster.nodes) {
      const seen = await call<{ timestamp: string; version: number }>(
        node.url,
        "GET",
        `/EmissionReportVesselEvents/${id}`,
        { token: crew },
      );
      expect(seen.body.timestamp).toBe(winner);
      expect(seen.body.version).toBe((a.status === 200 ? a : b).body.version);
    }
    // The log holds exactly one change of the voyage log since: the loser wrote nothing.
    const { rows } = await db.query<{ type: string }>(
      "SELECT type FROM events WHERE stream = $1 AND position > $2 ORDER BY position",
      [`voyagelog-${aurora}`, before],
    );
    expect(rows).toHaveLength(1);
    // A retry with the fresh version goes through any process.
    const fresh = (
      await call<{ version: number }>(p1!.url, "GET", `/EmissionReportVesselEvents/${id}`, { token: crew })
    ).body.version;
    const again = await call(p1!.url, "PUT", `/EmissionReportVesselEvents/${id}`, {
      token: crew,
      body: { version: fresh, timestamp: hoursAgo(4) },
    });
    expect(again.status).toBe(200);
  });

  it("a unique name holds across processes: the same access group created on all three at once exists once", async () => {
    const superUser = await login(cluster.url, DEMO_LOGINS.superUser);
    const answers = await Promise.all(
      cluster.nodes.map((n) =>
        call(n.url, "POST", "/VesselCategories", { token: superUser, body: { name: "Cluster group" } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    await allCaughtUp(cluster.nodes);
    const lists = await Promise.all(
      cluster.nodes.map((n) =>
        call<{ name: string }[]>(n.url, "GET", "/VesselCategories", { token: superUser }),
      ),
    );
    for (const list of lists) expect(list.body.filter((g) => g.name === "Cluster group")).toHaveLength(1);
  });

  it("an announcement created through one process reaches a client connected to another, live", async () => {
    const [p1, , p3] = cluster.nodes;
    const admin = await login(p1!.url, DEMO_LOGINS.admin);
    const crew = await login(p3!.url, DEMO_LOGINS.crew);
    const onP3 = await connect(p3!.url, crew);
    // And one through the proxy (sticky Socket.IO), as a browser would connect.
    const viaProxy = await connect(cluster.url, crew);
    try {
      const received = (socket: Socket) =>
        new Promise<unknown>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("no announcement arrived within 5 s")), 5_000);
          socket.once("announcements", (payload) => {
            clearTimeout(timer);
            resolve(payload);
          });
        });
      const both = Promise.all([received(onP3), received(viaProxy)]);
      const sentAt = Date.now();
      const created = await call(p1!.url, "POST", "/Announcement", {
        token: admin,
        body: { title: "Across the cluster", announcementDetails: "Sent on process 1." },
      });
      expect(created.status).toBe(201);
      for (const payload of await both)
        expect(payload).toMatchObject({ kind: "created", announcement: { title: "Across the cluster" } });
      figures.liveAcrossProcessesMs = Date.now() - sentAt;
    } finally {
      onP3.close();
      viaProxy.close();
    }
  });

  it("projections are equal on every process after a burst of commands spread over them", async () => {
    const admin = await login(cluster.url, DEMO_LOGINS.admin);
    const superUser = await login(cluster.url, DEMO_LOGINS.superUser);
    const burst: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 45; i++) {
      const node = cluster.nodes[i % 3]!;
      burst.push(
        i % 3 === 2
          ? call(node.url, "POST", "/VesselCategories", {
              token: superUser,
              body: { name: `Burst group ${i}` },
            })
          : call(node.url, "POST", "/Announcement", {
              token: admin,
              body: { title: `Burst ${i}`, announcementDetails: `Through process ${(i % 3) + 1}.` },
            }),
      );
    }
    const statuses = (await Promise.all(burst)).map((a) => a.status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    // The demo's day of history imports meanwhile; compare once its queue has drained.
    const drained = Date.now() + 60_000;
    while (Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM import_queue")).rows[0]!.n) > 0) {
      if (Date.now() > drained) throw new Error("the demo imports did not finish");
      await sleep(200);
    }
    await sleep(200);
    const readViews = () =>
      Promise.all(
        cluster.nodes.map(async (n) => ({
          announcements: (await call<{ title: string }[]>(n.url, "GET", "/Announcement", { token: admin }))
            .body,
          groups: (await call<{ name: string }[]>(n.url, "GET", "/VesselCategories", { token: superUser }))
            .body,
          vessels: (await call(n.url, "GET", "/Vessels", { apiKey: DEMO_LOGINS.nordicBulkApiKey })).body,
          health: (await call<{ readModelPosition: number }>(n.url, "GET", "/Health")).body.readModelPosition,
        })),
      );
    // A claimed import leaves the queue before it finishes, so an event may still land while the views are
    // read: compare views taken at one log position on every process, read again if the log moved meanwhile.
    let head = await allCaughtUp(cluster.nodes);
    let views = await readViews();
    for (
      let tries = 0;
      tries < 20 && (views.some((v) => v.health !== head) || (await allCaughtUp(cluster.nodes)) !== head);
      tries++
    ) {
      await sleep(500);
      head = await allCaughtUp(cluster.nodes);
      views = await readViews();
    }
    expect(views[0]!.health).toBe(head);
    expect(views[0]!.announcements.filter((a) => a.title.startsWith("Burst "))).toHaveLength(30);
    expect(views[0]!.groups.filter((g) => g.name.startsWith("Burst group "))).toHaveLength(15);
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
  });

  it("alert evaluators continue one another: a threshold held across packages imported by any process opens once, on time", async () => {
    const probe = "Cluster probe temperature";
    const superUser = await login(cluster.url, DEMO_LOGINS.superUser);
    const vessels = (
      await call<{ id: string; name: string }[]>(cluster.url, "GET", "/Vessels", { token: superUser })
    ).body;
    const aurora = vessels.find((v) => v.name === "Nordic Aurora")!.id;
    const created = await call<{ id: string }>(cluster.url, "POST", "/NotificationConditions", {
      token: superUser,
      body: {
        name: "Cluster probe hot",
        kind: "Threshold",
        vesselIds: [aurora],
        threshold: { variableName: probe, comparison: "Above", warning: { high: 420 }, sustainedMinutes: 10 },
      },
    });
    expect(created.status).toBe(201);
    await allCaughtUp(cluster.nodes);
    // Four packages of four minutes, each uploaded to another process and imported by whichever worker
    // takes it: above 420 from minute 1 to 13, so the limit is held for ten minutes only across packages.
    // Shortly after midnight these lie before the demo history's newest data (23:59 of the day before the
    // processes started): a new variable's first packages are replayed from its first reading, not judged
    // late against the vessel's newest data (tests/api/alertsFirstPackages.test.ts).
    const t0 = Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000;
    const takenBy: string[] = [];
    for (let p = 0; p < 4; p++) {
      const file = path.join(dataDir, `cluster-alert-${p}.zip`);
      async function* rows() {
        for (let k = 0; k < 4; k++) {
          const m = p * 4 + k;
          yield { timestamp: t0 + m * 60_000, variable: probe, value: m >= 1 && m <= 13 ? 430 : 380 };
        }
      }
      await writeDataPackage(file, {
        manifest: { imoNumber: AURORA_IMO, createdAt: new Date(t0).toISOString() },
        variables: [{ name: probe, unit: "°C", onboardSystem: "Engine", taxa: [] }],
        rows: rows(),
      });
      const node = cluster.nodes[p % cluster.nodes.length]!;
      const uploaded = await upload({ url: node.url }, file, {
        apiKey: DEMO_LOGINS.nordicBulkApiKey,
        fileName: `${AURORA_IMO}_cluster-alert-${p}.zip`,
      });
      if (uploaded.status !== 202) throw new Error(JSON.stringify(uploaded.body));
      // The package is evaluated before its import is recorded as imported.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows: queued } = await db.query<{ claimed_by: string | null }>(
          "SELECT claimed_by FROM import_queue WHERE import_path = $1 AND queue = 'pendingimports'",
          [uploaded.body.importPath],
        );
        const worker = queued[0]?.claimed_by;
        if (worker && takenBy[p] === undefined) takenBy[p] = /^worker-(\d+)-/.exec(worker)?.[1] ?? worker;
        const { rows: records } = await db.query<{ status: number }>(
          "SELECT status FROM import_records WHERE import_path = $1",
          [uploaded.body.importPath],
        );
        if (records[0]?.status === ImportStatus.imported) break;
        if (records[0]?.status === ImportStatus.error) throw new Error(`package ${p} failed to import`);
        if (Date.now() > deadline) throw new Error(`package ${p} was not imported`);
        await sleep(20);
      }
    }
    figures.alertPackagesImportedBy = takenBy.map((pid) => pid ?? "?").join(",");
    await allCaughtUp(cluster.nodes);
    const { rows: state } = await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM alert_state WHERE condition_id = $1",
      [created.body.id],
    );
    expect(Number(state[0]!.n)).toBe(1);
    const found = (
      await call<{
        items: {
          conditionId: string;
          openVesselEvent: { timestamp: string };
          closeVesselEvent: { timestamp: string } | null;
        }[];
      }>(cluster.url, "GET", `/Incidents/Find?vesselId=${aurora}&limit=1000`, { token: superUser })
    ).body.items.filter((i) => i.conditionId === created.body.id);
    expect(found.map((i) => [i.openVesselEvent.timestamp, i.closeVesselEvent?.timestamp ?? null])).toEqual([
      [new Date(t0 + 11 * 60_000).toISOString(), new Date(t0 + 14 * 60_000).toISOString()],
    ]);
  });

  it("an import whose process is killed (SIGKILL) mid-import is finished by another, no point lost or doubled", async () => {
    const instants = 15_000;
    const variables = [
      "SOG",
      "ME rpm",
      "ME power",
      "STW",
      "Draft fwd",
      "Draft aft",
      "Wind speed",
      "ME FO flow",
    ];
    const file = path.join(dataDir, "cluster-kill.zip");
    await writeDataPackage(file, {
      manifest: { imoNumber: AURORA_IMO, createdAt: "2024-05-02T00:00:00Z" },
      rows: loggedRows(instants, variables, Date.UTC(2021, 0, 1)),
    });
    const [p1] = cluster.nodes;
    const uploaded = await upload({ url: p1!.url }, file, {
      apiKey: DEMO_LOGINS.nordicBulkApiKey,
      fileName: `${AURORA_IMO}_cluster-kill.zip`,
    });
    if (uploaded.status !== 202) throw new Error(JSON.stringify(uploaded.body));
    const importPath = uploaded.body.importPath!;

    // Who took the import (the claim names the worker's process), then kill that process mid-import.
    const claimOf = async () =>
      (
        await db.query<{ claimed_by: string | null; queue: string }>(
          "SELECT claimed_by, queue FROM import_queue WHERE import_path = $1",
          [importPath],
        )
      ).rows[0];
    let claim = await claimOf();
    const claimDeadline = Date.now() + 60_000;
    while (!(claim?.queue === "pendingimports" && claim.claimed_by)) {
      if (Date.now() > claimDeadline) throw new Error(`the import was not taken: ${JSON.stringify(claim)}`);
      await sleep(20);
      claim = await claimOf();
    }
    const holderPid = Number(/^worker-(\d+)-/.exec(claim.claimed_by!)![1]);
    const victim = cluster.nodes.find((n) => n.pid === holderPid)!;
    expect(victim).toBeDefined();
    await sleep(300);
    const { rows: running } = await db.query<{ status: number }>(
      "SELECT status FROM import_records WHERE import_path = $1",
      [importPath],
    );
    expect(running[0]?.status).toBe(ImportStatus.running);
    victim.kill("SIGKILL");
    const killedAt = Date.now();
    const survivors = cluster.nodes.filter((n) => n !== victim);

    // Another process takes it over once the dead holder's lease runs out, and imports it to the end.
    let takenOverAt = 0;
    const deadline = Date.now() + 90_000;
    for (;;) {
      const now = await claimOf();
      if (!takenOverAt && now?.claimed_by && now.claimed_by !== claim.claimed_by) {
        takenOverAt = Date.now();
        expect(now.claimed_by).not.toMatch(new RegExp(`^worker-${holderPid}-`));
      }
      const { rows } = await db.query<{ status: number }>(
        "SELECT status FROM import_records WHERE import_path = $1",
        [importPath],
      );
      if (rows[0]?.status === ImportStatus.imported && !now) break;
      if (rows[0]?.status === ImportStatus.error) throw new Error("the import failed after the takeover");
      if (Date.now() > deadline) throw new Error("the import was not finished after the kill");
      await sleep(100);
    }
    // The import was still the killed process's when it died: another worker claimed it afterwards.
    expect(takenOverAt).toBeGreaterThan(0);
    figures.takeoverAfterKillSeconds = (takenOverAt - killedAt) / 1000;
    figures.finishedAfterKillSeconds = (Date.now() - killedAt) / 1000;
    figures.importedPoints = instants * variables.length;

    const { rows: points } = await db.query<{ points: string; rolled: string; variables: string }>(
      `SELECT count(*) AS points, count(DISTINCT p.variable_id) AS variables,
              (SELECT sum(n) FROM ts_rollup_day d JOIN ts_log_variables w ON w.id = d.variable_id
                 WHERE w.name = ANY($1)) AS rolled
         FROM ts_points p JOIN ts_log_variables v ON v.id = p.variable_id WHERE v.name = ANY($1)`,
      [variables],
    );
    expect(Number(points[0]!.variables)).toBe(variables.length);
    expect(Number(points[0]!.points)).toBe(instants * variables.length);
    // The day roll-ups count every point once: the killed attempt left nothing behind.
    expect(Number(points[0]!.rolled)).toBe(instants * variables.length);
    // The survivors answer as before.
    for (const node of survivors) expect((await call(node.url, "GET", "/Health")).status).toBe(200);
    const proxied = await call(cluster.url, "GET", "/Vessels", { apiKey: DEMO_LOGINS.nordicBulkApiKey });
    expect(proxied.status).toBe(200);
  });

  it(`held at most ${PROCESSES} × PG_MAX_CONNECTIONS (${BUDGET}) PostgreSQL connections throughout, sampled in pg_stat_activity`, async () => {
    const peak = await connections.stop();
    figures.peakConnections = peak.all;
    figures.peakProcessConnections = peak.processes;
    figures.peakByPool = JSON.stringify(peak.byPool);
    expect(peak.processes).toBeGreaterThan(0);
    expect(peak.processes).toBeLessThanOrEqual(PROCESSES * BUDGET);
    // With the test's own client (db) and nothing else.
    expect(peak.all).toBeLessThanOrEqual(PROCESSES * BUDGET + 1);
  });
});
