/**
 * Issue 18: deploy/nginx.conf, the load balancer of docker-compose.yml, exercised by real nginx in front
 * of two Keelson processes (`npm run cluster -- --proxy nginx`'s code, scripts/nginxProxy.mjs): the file
 * itself, with only its upstream server lines and its listen line made local. Skipped when no nginx
 * binary is installed (apt-get install nginx-light; .ci/run installs it).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types); the shape used is written down below.
import { startCluster } from "../../scripts/cluster.mjs";
// @ts-expect-error: as above.
import { findNginx } from "../../scripts/nginxProxy.mjs";
import { DEMO_LOGINS } from "../../server/demo/demoFleet.js";
import { writeDataPackage } from "../../server/imports/packageWriter.js";
import { upload } from "../api/importsSupport.js";
import { testClusterOptions } from "./testCluster.js";

interface NginxCluster {
  url: string;
  nginx: { accessLog: string; pid: number };
  nodes: { url: string; port: number }[];
  stop(): Promise<void>;
}

const NGINX = findNginx() as string | null;
if (!NGINX)
  process.stderr.write(
    "tests/cluster/nginx.test.ts skipped: no nginx binary (apt-get install nginx-light, or set NGINX_PATH)\n",
  );

const SERVER_URL = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const DATABASE = `keelson_nginx_test_${process.pid}_${Date.now()}`;
const AURORA_IMO = "9312482";
const started = Date.now();
const figures: Record<string, number | string> = {};
let cluster: NginxCluster;
let dataDir: string;

/** One access log line: client address, request line, status, the process that answered. */
interface Logged {
  client: string;
  request: string;
  status: number;
  upstream: string;
}
const accessLog = (): Logged[] =>
  fs
    .readFileSync(cluster.nginx.accessLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const m = /^(\S+) "([^"]*)" (\d+) (.*)$/.exec(line);
      if (!m) throw new Error(`unexpected access log line: ${line}`);
      return { client: m[1]!, request: m[2]!, status: Number(m[3]), upstream: m[4]! };
    });

async function call<T = unknown>(
  apiPath: string,
  options: { method?: string; token?: string; apiKey?: string; body?: unknown } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers["x-api-key"] = options.apiKey;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const answer = await fetch(`${cluster.url}${apiPath}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await answer.text();
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T, headers: answer.headers };
}

const signIn = async (who: { email: string; password: string }) => {
  const answer = await call<{ access: string }>("/api/v1/Authenticate", {
    method: "POST",
    body: { username: who.email, password: who.password },
  });
  expect(answer.status).toBe(200);
  return { token: answer.body.access, cookies: answer.headers.getSetCookie() };
};

/** A Socket.IO client through nginx from a local address of its own (127.0.0.x). */
function connect(localAddress: string, options: Partial<ManagerOptions & SocketOptions>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(cluster.url, {
      reconnection: false,
      agent: new http.Agent({ localAddress }) as unknown as string,
      ...options,
    });
    const timer = setTimeout(
      () => reject(new Error(`no connection from ${localAddress} within 10 s`)),
      10_000,
    );
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once("connect_error", (error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
  });
}

/** Resolves once the socket's transport is WebSocket (at once, or after its upgrade from polling). */
const upgraded = (socket: Socket): Promise<void> =>
  new Promise((resolve, reject) => {
    if (socket.io.engine.transport.name === "websocket") return resolve();
    const timer = setTimeout(() => reject(new Error("no upgrade to WebSocket within 10 s")), 10_000);
    socket.io.engine.once("upgrade", () => {
      clearTimeout(timer);
      resolve();
    });
  });

const announcement = (socket: Socket, title: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`"${title}" did not arrive within 5 s`)), 5_000);
    const listener = (payload: { announcement?: { title?: string } }) => {
      if (payload.announcement?.title !== title) return;
      clearTimeout(timer);
      socket.off("announcements", listener);
      resolve(payload);
    };
    socket.on("announcements", listener);
  });

/**
 * POSTs `bytes` of body in 64 KB chunks as fast as the connection takes them (Content-Length or chunked),
 * reading the answer while it sends and stopping once it has it, as a browser does. Status 0: no answer.
 */
function streamedUpload(
  url: string,
  options: { bytes: number; declared: boolean; headers: Record<string, string> },
): Promise<{ status: number; body: unknown; error?: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.declared) headers["content-length"] = options.bytes;
    const request = http.request(url, { method: "POST", headers, agent: false });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let settled = false;
    const settle = (answer: { status: number; body: unknown; error?: string }) => {
      if (settled) return;
      settled = true;
      resolve(answer);
      request.destroy();
    };
    request.on("response", (response) => {
      let text = "";
      response.on("data", (data) => {
        text += data;
      });
      response.on("end", () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        settle({ status: response.statusCode ?? 0, body });
      });
      response.on("error", (error: NodeJS.ErrnoException) =>
        settle({ status: 0, body: null, error: error.code ?? error.message }),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      settle({ status: 0, body: null, error: error.code ?? error.message }),
    );
    const pump = () => {
      while (!settled && sent < options.bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!settled) request.end();
    };
    pump();
  });
}

describe.skipIf(!NGINX)("deploy/nginx.conf in front of two processes (real nginx)", () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-nginx-cluster-"));
    const databaseUrl = new URL(SERVER_URL);
    databaseUrl.pathname = `/${DATABASE}`;
    cluster = (await startCluster({
      ...testClusterOptions(dataDir),
      processes: 2,
      proxy: "nginx",
      databaseUrl: databaseUrl.toString(),
      env: { DEMO: "on", DEMO_HISTORY_DAYS: "0", LOG_LEVEL: "warn" },
    })) as NginxCluster;
    figures.startSeconds = (Date.now() - started) / 1000;
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    const admin = new pg.Client({ connectionString: SERVER_URL.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    figures.totalSeconds = (Date.now() - started) / 1000;
    process.stderr.write(`nginx figures: ${JSON.stringify(figures)}\n`);
  }, 60_000);

  it("answers /health and /ready through nginx, and keeps /metrics to the processes", async () => {
    expect(await call("/health")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await call("/ready")).toMatchObject({ status: 200, body: { status: "ready" } });
    // The processes answer /metrics to loopback callers, which nginx is here: it must not pass it on.
    expect((await call("/metrics")).status).toBe(404);
  });

  it("compresses what the processes answer for clients that accept gzip, and only for them", async () => {
    const get = (target: string, headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${cluster.url}${target}`, { headers }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on("data", (chunk: Buffer) => chunks.push(chunk));
            answer.on("end", () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const plain = await get("/api/v1/openapi.json", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = await get("/api/v1/openapi.json", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    const unzipped = zlib.gunzipSync(zipped.body);
    expect(JSON.parse(unzipped.toString("utf8"))).toEqual(JSON.parse(plain.body.toString("utf8")));
    figures.openapiBytes = plain.body.length;
    figures.openapiGzipBytes = zipped.body.length;
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("passes the caller's X-Request-Id on to the process, and gives each request one when it has none", async () => {
    const given = await fetch(`${cluster.url}/api/v1/Version`, {
      headers: { "x-request-id": "caller-chosen-id-42" },
    });
    expect(given.headers.get("x-correlation-id")).toBe("caller-chosen-id-42");
    // The processes would make a UUID; nginx's $request_id is 32 hex digits, a new one each request.
    const first = (await fetch(`${cluster.url}/api/v1/Version`)).headers.get("x-correlation-id");
    const second = (await fetch(`${cluster.url}/api/v1/Version`)).headers.get("x-correlation-id");
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("signs in and spreads API calls over both processes, with the browser's Host passed on", async () => {
    const { token, cookies } = await signIn(DEMO_LOGINS.crew);
    // Plain http: the session cookie is not marked Secure (X-Forwarded-Proto is http).
    expect(cookies.find((c) => c.startsWith("keelson_session="))).not.toMatch(/;\s*Secure/i);
    for (let i = 0; i < 6; i++) {
      const vessels = await call<{ name: string }[]>("/api/v1/Vessels", { token });
      expect(vessels.status).toBe(200);
      expect(vessels.body.map((v) => v.name)).toContain("Nordic Aurora");
    }
    const served = new Set(
      accessLog()
        .filter((l) => l.request.startsWith("GET /api/v1/Vessels "))
        .map((l) => l.upstream),
    );
    expect([...served].sort()).toEqual(cluster.nodes.map((n) => `127.0.0.1:${n.port}`).sort());
  });

  it("lets a browser session (cookie, same Origin) open the live channel through nginx", async () => {
    const { cookies } = await signIn(DEMO_LOGINS.crew);
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
    // A page of http://127.0.0.1:<port> sends that Origin; the process compares it with the Host it got.
    const socket = await connect("127.0.0.1", {
      transports: ["websocket"],
      extraHeaders: { cookie, origin: cluster.url },
    });
    socket.close();
  });

  it("pushes an announcement created through nginx to WebSocket and polling→upgrade clients on both processes", async () => {
    const { token: crew } = await signIn(DEMO_LOGINS.crew);
    const { token: admin } = await signIn(DEMO_LOGINS.admin);
    // Twelve clients from twelve local addresses: half WebSocket from the start, half long-polling that
    // upgrade (the case that needs sticky sessions: every polling request must reach the same process).
    const addresses = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 2}`);
    const connectStarted = Date.now();
    const sockets = await Promise.all(
      addresses.map((address, i) =>
        connect(address, {
          auth: { token: crew },
          transports: i % 2 === 0 ? ["websocket"] : ["polling", "websocket"],
        }),
      ),
    );
    try {
      await Promise.all(sockets.map(upgraded));
      figures.twelveSocketsConnectedAndUpgradedMs = Date.now() - connectStarted;
      for (const socket of sockets) expect(socket.io.engine.transport.name).toBe("websocket");
      const title = `Through nginx ${Date.now()}`;
      const arrivals = Promise.all(sockets.map((s) => announcement(s, title)));
      const sentAt = Date.now();
      const created = await call("/api/v1/Announcement", {
        method: "POST",
        token: admin,
        body: { title, announcementDetails: "Created through nginx." },
      });
      expect(created.status).toBe(201);
      await arrivals;
      figures.pushToTwelveSocketsMs = Date.now() - sentAt;
    } finally {
      for (const socket of sockets) socket.close();
    }
    // Sticky: each client's Socket.IO requests (handshake, polls, upgrade) went to one process, and the
    // clients as a whole reached both processes. nginx logs a WebSocket when it closes.
    const socketIoLines = () =>
      accessLog().filter((l) => l.request.includes(" /socket.io/") && addresses.includes(l.client));
    const logged = Date.now() + 5_000;
    while (socketIoLines().filter((l) => l.status === 101).length < addresses.length && Date.now() < logged)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const socketIo = socketIoLines();
    const byClient = new Map<string, Set<string>>();
    for (const line of socketIo)
      byClient.set(line.client, (byClient.get(line.client) ?? new Set()).add(line.upstream));
    expect(byClient.size).toBe(addresses.length);
    for (const [client, upstreams] of byClient)
      expect({ client, upstreams: upstreams.size }).toEqual({ client, upstreams: 1 });
    const processesReached = new Set([...byClient.values()].map((s) => [...s][0]));
    figures.socketProcesses = [...processesReached].join(" ");
    expect(processesReached.size).toBe(2);
    // The polling clients really polled (and then upgraded: 101).
    expect(socketIo.some((l) => l.request.includes("transport=polling"))).toBe(true);
    expect(socketIo.filter((l) => l.status === 101)).toHaveLength(addresses.length);
  });

  it("throttles password-reset requests per client address, not per nginx (TRUSTED_PROXY_HOPS=1)", async () => {
    const lostPassword = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ Email: "nobody@example.com" });
        const request = http.request(`${cluster.url}/api/v1/Account/LostPassword`, {
          method: "POST",
          localAddress,
          headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.end(body);
      });
    // Ten an hour per address on each process; round robin over two, so one address is refused by the
    // 21st request at the latest.
    const first: number[] = [];
    for (let i = 0; i < 24 && !first.includes(429); i++) first.push(await lostPassword("127.0.0.20"));
    expect(first).toContain(429);
    figures.resetRequestsBefore429 = first.length - 1;
    // Another address, through the same nginx: both processes still take its requests.
    const other = [await lostPassword("127.0.0.21"), await lostPassword("127.0.0.21")];
    expect(other).not.toContain(429);
  });

  it("streams a data package upload through nginx, and answers bodies over the limits with a message", async () => {
    const file = path.join(dataDir, "nginx-upload.zip");
    async function* rows() {
      for (let k = 0; k < 60; k++)
        yield { timestamp: Date.UTC(2024, 0, 1) + k * 60_000, variable: "SOG", value: 12 };
    }
    await writeDataPackage(file, {
      manifest: { imoNumber: AURORA_IMO, createdAt: "2024-01-02T00:00:00Z" },
      rows: rows(),
    });
    const uploaded = await upload({ url: cluster.url }, file, {
      apiKey: DEMO_LOGINS.nordicBulkApiKey,
      fileName: `${AURORA_IMO}_nginx.zip`,
    });
    expect(uploaded.status).toBe(202);
    // JSON commands over the processes' 256 KB are refused by nginx with the processes' message; large
    // ones used to reach a process, break nginx's connection mid-body (502) and take it out of rotation.
    const { token: admin } = await signIn(DEMO_LOGINS.admin);
    for (const size of [300 * 1024, 20 * 1024 * 1024, 20 * 1024 * 1024, 20 * 1024 * 1024]) {
      const tooBig = await call<{ message: string }>("/api/v1/Announcement", {
        method: "POST",
        token: admin,
        body: { title: "Too big", announcementDetails: "x".repeat(size) },
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toMatch(/larger than 256 KB/);
    }
    expect((await call("/api/v1/Vessels", { token: admin })).status).toBe(200);
    // Every multipart call the API describes reaches a process with a body over 256 KB (not nginx's 413):
    // its own 401 without credentials (no 502: the process reads on after its answer, lingeringClose.ts).
    // A refused upload would count against no process anyway (keelson_upload has max_fails=0).
    const spec = await call<{
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    }>("/api/v1/openapi.json");
    const uploads = Object.entries(spec.body.paths)
      .filter(([, ops]) =>
        Object.values(ops).some(
          (op) => op.requestBody?.content && "multipart/form-data" in op.requestBody.content,
        ),
      )
      .map(([p]) => p.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"));
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    const refusedUploads: Record<number, number> = {};
    for (const uploadPath of uploads) {
      const answer = await fetch(`${cluster.url}/api/v1${uploadPath}`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "x".repeat(300 * 1024),
      });
      expect({ uploadPath, status: answer.status }).toEqual({
        uploadPath,
        status: 401,
      });
      refusedUploads[answer.status] = (refusedUploads[answer.status] ?? 0) + 1;
    }
    figures.unauthenticatedUploads = JSON.stringify(refusedUploads);
    for (let i = 0; i < 4; i++) {
      const after = await call("/api/v1/Announcement", {
        method: "POST",
        token: admin,
        body: { title: `After refused uploads ${i}`, announcementDetails: "Still in rotation." },
      });
      expect(after.status).toBe(201);
    }
    // A declared upload over the upload locations' client_max_body_size: refused before a byte is sent on.
    const refused = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = http.request(`${cluster.url}/api/v1/Imports`, {
        method: "POST",
        headers: { "content-length": String(1100 * 1024 * 1024), "content-type": "application/zip" },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body });
          request.destroy();
        });
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(refused.status).toBe(413);
    expect(refused.type).toMatch(/application\/json/);
    expect(JSON.parse(refused.body).message).toMatch(/1000 MB/);
  });
  it("passes on the process's 401 and 413 for uploads it refuses before reading them, never 502", async () => {
    const { token: admin } = await signIn(DEMO_LOGINS.admin);
    const MB = 1024 * 1024;
    const multipart = { "content-type": "multipart/form-data; boundary=keelson-nginx" };
    // The process answers at once (no credentials; a declared size over the route's 10 MB) or once 10 MB
    // are read (chunked), while nginx still streams the body (proxy_request_buffering off).
    const cases = [
      { name: "401 declared", path: "/api/v1/Imports", bytes: 6 * MB, declared: true, headers: multipart },
      { name: "401 chunked", path: "/api/v1/Imports", bytes: 6 * MB, declared: false, headers: multipart },
      {
        name: "413 declared",
        path: "/api/v1/Taxonomy/Excel",
        bytes: 12 * MB,
        declared: true,
        headers: { ...multipart, authorization: `Bearer ${admin}` },
      },
      {
        name: "413 chunked",
        path: "/api/v1/Taxonomy/Excel",
        bytes: 12 * MB,
        declared: false,
        headers: { ...multipart, authorization: `Bearer ${admin}` },
      },
    ];
    const REPETITIONS = 30;
    const counted: Record<string, Record<string, number>> = {};
    const started = Date.now();
    for (const upload of cases) {
      const counts: Record<string, number> = {};
      for (let i = 0; i < REPETITIONS; i++) {
        const answer = await streamedUpload(`${cluster.url}${upload.path}`, upload);
        const key = answer.status === 0 ? `lost (${answer.error})` : String(answer.status);
        counts[key] = (counts[key] ?? 0) + 1;
        if (answer.status === 401) expect(answer.body).toEqual({ message: "Please sign in." });
        if (answer.status === 413)
          expect(answer.body).toMatchObject({ message: expect.stringContaining("larger than 10 MB") });
      }
      counted[upload.name] = counts;
    }
    figures.refusedUploadsThroughNginx = JSON.stringify(counted);
    figures.refusedUploadsMs = Date.now() - started;
    expect(counted).toEqual({
      "401 declared": { 401: REPETITIONS },
      "401 chunked": { 401: REPETITIONS },
      "413 declared": { 413: REPETITIONS },
      "413 chunked": { 413: REPETITIONS },
    });
  });
});
