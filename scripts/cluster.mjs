#!/usr/bin/env node
// `npm run cluster -- --processes 3`: N Keelson server processes on one PostgreSQL and one Redis, with a
// small load balancer in front (scripts/clusterProxy.mjs). The topology of docker-compose.yml, from plain
// processes (docs/operations.md, "Several processes"). Ctrl-C stops everything.
//
// Options (environment in brackets):
//   --processes N        server processes (default 3)
//   --port P             the proxy's port (default 3000); the processes listen on P+1 … P+N
//   --host H             address the proxy listens on (default 127.0.0.1)
//   --proxy node|nginx   the load balancer: node (scripts/clusterProxy.mjs, default) or real nginx
//                        configured by deploy/nginx.conf (scripts/nginxProxy.mjs; nginx must be installed)
//   --database-url URL   [DATABASE_URL] default postgres://postgres@127.0.0.1:5432/keelson_cluster,
//                        created when missing
//   --redis-url URL      [REDIS_URL] default redis://127.0.0.1:6379
//   --data-dir DIR       shared by every process: packages, outbox, secrets (default ./data/cluster)
//   --fresh              drop and create the database first
//   --no-build           do not build the client
//   --no-restart         do not restart a process that exits
// DEMO, DEMO_HISTORY_DAYS, LOG_LEVEL and the other server variables are passed on to every process.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildClientIfStale, ROOT } from "./buildClient.mjs";
import { createClusterProxy } from "./clusterProxy.mjs";
import { findNginx, startNginx } from "./nginxProxy.mjs";

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/keelson_cluster";
export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Creates the database of the URL when it does not exist (or drops it first with `fresh`). */
export async function ensureDatabase(databaseUrl, { fresh = false } = {}) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`The database name "${name}" must be letters, digits and _ (it is created if missing).`);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** JWT and at-rest keys every process must share, generated once into the data directory. */
function sharedSecrets(dataDir) {
  const file = path.join(dataDir, "cluster-secrets.json");
  if (!fs.existsSync(file)) {
    const secrets = {
      JWT_SECRET: randomBytes(32).toString("hex"),
      KEELSON_SECRET_KEY: randomBytes(32).toString("hex"),
    };
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url} exited while starting`);
    try {
      const answer = await fetch(`${url}/ready`);
      if (answer.status === 200) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the processes and the proxy. Answers the proxy URL, the processes (url, pid, kill) and stop().
 * The first process starts alone (it creates the tables and, on an empty store, the demo fleet); the
 * others start together once it is ready.
 */
export async function startCluster(options = {}) {
  const processes = options.processes ?? 3;
  const host = options.host ?? "127.0.0.1";
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const dataDir = path.resolve(options.dataDir ?? path.join(ROOT, "data", "cluster"));
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const restart = options.restart ?? true;
  if (options.proxy === "nginx" && !findNginx())
    throw new Error("--proxy nginx: nginx is not installed (apt-get install nginx-light, or set NGINX_PATH)");
  fs.mkdirSync(dataDir, { recursive: true });
  await ensureDatabase(databaseUrl, { fresh: options.fresh });
  const proxyPort = options.port ?? 3000;
  const ports = [];
  for (let i = 0; i < processes; i++) ports.push(options.port ? proxyPort + 1 + i : await freePort());

  const env = {
    ...process.env,
    ...sharedSecrets(dataDir),
    // Both proxies append the client's address to X-Forwarded-For: the throttles count that address.
    TRUSTED_PROXY_HOPS: "1",
    ...options.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
  };
  let stopping = false;
  const nodes = ports.map((port, index) => {
    const node = {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      child: null,
      get pid() {
        return node.child?.pid ?? null;
      },
      kill(signal = "SIGTERM") {
        node.child?.kill(signal);
      },
      start() {
        const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "main.ts")], {
          cwd: ROOT,
          env: { ...env, PORT: String(port) },
          stdio: ["ignore", "pipe", "pipe"],
        });
        node.child = child;
        const prefix = `[${index + 1}] `;
        for (const stream of [child.stdout, child.stderr]) {
          let rest = "";
          stream.on("data", (chunk) => {
            const lines = (rest + chunk).split("\n");
            rest = lines.pop() ?? "";
            for (const line of lines) if (line) (options.onProcessLine ?? log)(prefix + line);
          });
        }
        child.on("exit", (code, signal) => {
          if (stopping) return;
          log(`process ${index + 1} (pid ${child.pid}) exited (${signal ?? code})`);
          if (restart && node.child === child) {
            setTimeout(() => {
              if (!stopping) node.start();
            }, 1_000);
          }
        });
        return child;
      },
    };
    return node;
  });

  let proxy = null;
  const stop = async () => {
    stopping = true;
    await proxy?.close();
    await Promise.all(
      nodes.map(
        (node) =>
          new Promise((resolve) => {
            const child = node.child;
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill("SIGKILL"), 12_000);
            child.once("exit", () => {
              clearTimeout(force);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
  };
  try {
    const timeoutMs = options.readyTimeoutMs ?? 180_000;
    const [first, ...others] = nodes;
    await waitReady(first.url, first.start(), timeoutMs);
    await Promise.all(others.map((node) => waitReady(node.url, node.start(), timeoutMs)));
    if (options.proxy === "nginx") {
      const nginx = await startNginx({ ports, listen: options.port ?? (await freePort()), host, log });
      proxy = nginx;
      return { url: nginx.url, nginx, nodes, stop, databaseUrl, dataDir };
    }
    proxy = createClusterProxy({ backends: ports.map((port) => ({ host: "127.0.0.1", port })), log });
    const port = await proxy.listen(options.port ?? 0, host);
    return {
      url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
      nginx: null,
      nodes,
      stop,
      databaseUrl,
      dataDir,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function parseArgs(argv) {
  const options = { build: true, restart: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--processes") options.processes = Number(value());
    else if (arg === "--port") options.port = Number(value());
    else if (arg === "--host") options.host = value();
    else if (arg === "--proxy") options.proxy = value();
    else if (arg === "--database-url") options.databaseUrl = value();
    else if (arg === "--redis-url") options.redisUrl = value();
    else if (arg === "--data-dir") options.dataDir = value();
    else if (arg === "--fresh") options.fresh = true;
    else if (arg === "--no-build") options.build = false;
    else if (arg === "--no-restart") options.restart = false;
    else throw new Error(`Unknown option ${arg} (see the head of scripts/cluster.mjs)`);
  }
  if (
    options.processes !== undefined &&
    !(Number.isInteger(options.processes) && options.processes >= 1 && options.processes <= 16)
  )
    throw new Error("--processes must be a whole number from 1 to 16");
  if (options.proxy !== undefined && !["node", "nginx"].includes(options.proxy))
    throw new Error("--proxy must be node or nginx");
  if (
    options.port !== undefined &&
    !(Number.isInteger(options.port) && options.port > 0 && options.port < 65_500)
  )
    throw new Error("--port must be a port number");
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.build) buildClientIfStale();
  const processes = options.processes ?? 3;
  console.log(`Starting ${processes} Keelson processes${options.proxy === "nginx" ? " behind nginx" : ""}…`);
  const cluster = await startCluster({ ...options, port: options.port ?? 3000 }).catch((error) => {
    console.error(`The cluster did not start: ${error.message}`);
    process.exit(1);
  });
  console.log(
    `Keelson cluster: ${cluster.url}  (${processes} processes: ${cluster.nodes.map((n) => `${n.url} pid ${n.pid}`).join(", ")})`,
  );
  console.log(
    `Database ${cluster.databaseUrl.replace(/\/\/[^@/]*@/, "//")}, data directory ${cluster.dataDir}. Ctrl-C stops all.`,
  );
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log("Stopping the cluster…");
      void cluster.stop().then(() => process.exit(0));
    });
}
