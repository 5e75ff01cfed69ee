#!/usr/bin/env node
// Runs the built server (`npm run build` first) on another Node.js than the one installed, by default the
// container image's line (24), and fails unless it serves: the version, a sign-in, the demo's packages imported
// through the import thread, a chart's data, its own Node.js version on /metrics, no line on stderr that is not
// a JSON log line (Node's deprecation and other warnings are not), and a clean stop on SIGTERM.
//
//   node scripts/nodeSmoke.mjs [version]      e.g. 24.22.3 (NODE_SMOKE_VERSION below)
//   node scripts/nodeSmoke.mjs --prepare      only fetch that Node.js and compile better-sqlite3 for it (CI does this
//                                             before the suites, so an uncached compile never runs beside them)
//
// The Node.js binary comes from the npm registry (the `node-<platform>-<arch>` packages, with the headers), and
// better-sqlite3 is compiled for it once from the installed package (its native module is built for one Node
// ABI only); both are kept in ~/.cache/keelson/node (KEELSON_NODE_CACHE), so a later run starts at once. The
// server runs from a temporary directory laid out as the image is (package.json, dist/, node_modules), with
// NODE_ENV=production, the JWT secret from a file and the embedded store.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ROOT } from "./buildClient.mjs";

const NODE_SMOKE_VERSION = "24.22.3";
const TIMEOUT_MS = 120_000;

const prepareOnly = process.argv.includes("--prepare");
const version = process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? NODE_SMOKE_VERSION;
for (const built of prepareOnly ? [] : ["dist/server/main.mjs", "dist/client/index.html"]) {
  if (!fs.existsSync(path.join(ROOT, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(2);
  }
}
const cacheDir =
  process.env.KEELSON_NODE_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), ".cache"), "keelson", "node");
const platform = `${process.platform}-${process.arch}`;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Fills `target` once: `fill(staging)` writes into a fresh directory, renamed into place when it succeeded. */
function cached(target, fill) {
  if (fs.existsSync(target)) return "cached";
  const since = Date.now();
  fs.mkdirSync(cacheDir, { recursive: true });
  const staging = fs.mkdtempSync(`${target}.partial-`);
  try {
    fill(staging);
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another run filled it meanwhile.
    if (!fs.existsSync(target)) throw error;
  }
  return seconds(since);
}

const nodeHome = path.join(cacheDir, `node-${platform}-${version}`);
const nodeFetched = cached(nodeHome, (staging) => {
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", `node-${platform}@${version}`, "--pack-destination", staging, "--json"], {
      encoding: "utf8",
    }),
  );
  execFileSync("tar", ["xzf", path.join(staging, packed.filename), "-C", staging, "--strip-components=1"]);
  fs.rmSync(path.join(staging, packed.filename));
});
const nodeBin = path.join(nodeHome, "bin", "node");
const withNode = { ...process.env, PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}` };

const sqliteSource = path.join(ROOT, "node_modules", "better-sqlite3");
const sqliteVersion = JSON.parse(fs.readFileSync(path.join(sqliteSource, "package.json"), "utf8")).version;
const sqliteHome = path.join(cacheDir, `better-sqlite3-${sqliteVersion}-node-${platform}-${version}`);
const sqliteBuilt = cached(sqliteHome, (staging) => {
  fs.cpSync(sqliteSource, staging, {
    recursive: true,
    filter: (from) => from !== path.join(sqliteSource, "build"),
  });
  try {
    // npm gives the package script its own node-gyp; nodedir points it at the headers that came with the binary.
    execFileSync("npm", ["run", "build-release"], {
      cwd: staging,
      env: { ...withNode, npm_config_nodedir: nodeHome },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    process.stderr.write(`${error.stdout}${error.stderr}`.slice(-4000));
    throw new Error(`better-sqlite3 ${sqliteVersion} did not compile for Node.js ${version}`);
  }
  for (const bulky of [
    "deps",
    "src",
    path.join("build", "Release", "obj.target"),
    path.join("build", "Release", "obj"),
  ])
    fs.rmSync(path.join(staging, bulky), { recursive: true, force: true });
});

if (prepareOnly) {
  console.log(
    `Node.js ${version} ready (download ${nodeFetched}, better-sqlite3 ${sqliteVersion} build ${sqliteBuilt})`,
  );
  process.exit(0);
}

// The image's layout: package.json, dist/ and node_modules, all other packages the installed ones.
const app = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-node-smoke-"));
fs.copyFileSync(path.join(ROOT, "package.json"), path.join(app, "package.json"));
fs.cpSync(path.join(ROOT, "dist", "server"), path.join(app, "dist", "server"), { recursive: true });
fs.symlinkSync(path.join(ROOT, "dist", "client"), path.join(app, "dist", "client"));
fs.mkdirSync(path.join(app, "node_modules"));
for (const entry of fs.readdirSync(path.join(ROOT, "node_modules"))) {
  if (entry.startsWith(".") || entry === "better-sqlite3") continue;
  fs.symlinkSync(path.join(ROOT, "node_modules", entry), path.join(app, "node_modules", entry));
}
fs.cpSync(sqliteHome, path.join(app, "node_modules", "better-sqlite3"), { recursive: true });
fs.writeFileSync(path.join(app, "jwt-secret"), `${"a1".repeat(32)}\n`);

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const serverEnv = {
  ...withNode,
  NODE_ENV: "production",
  PORT: String(port),
  DATA_DIR: path.join(app, "data"),
  JWT_SECRET_FILE: path.join(app, "jwt-secret"),
  DEMO: "on",
  DEMO_HISTORY_DAYS: "1",
};
for (const name of ["DATABASE_URL", "REDIS_URL", "JWT_SECRET", "LOG_LEVEL"]) delete serverEnv[name];
const serverStarted = Date.now();
const server = spawn(nodeBin, [path.join(app, "dist", "server", "main.mjs")], {
  cwd: app,
  env: serverEnv,
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
server.stdout.on("data", (chunk) => {
  output += chunk;
});
server.stderr.on("data", (chunk) => {
  output += chunk;
});
let ended;
const exited = new Promise((resolve) =>
  server.on("exit", (code, signal) => {
    ended = code ?? signal;
    resolve(ended);
  }),
);

const base = `http://127.0.0.1:${port}/api/v1`;
async function call(route, init = {}) {
  const answer = await fetch(`${base}${route}`, init);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}
async function signIn(username, password) {
  const { access } = await call("/Authenticate", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  return { headers: { authorization: `Bearer ${access}` } };
}
async function waitFor(what, check) {
  let lastError;
  for (;;) {
    const answer = await check().catch((error) => {
      lastError = error;
    });
    if (answer) return answer;
    if (ended !== undefined) throw new Error(`the server ended (${ended}) before ${what}`);
    if (Date.now() - serverStarted > TIMEOUT_MS)
      throw new Error(`timed out waiting for ${what}${lastError ? ` (last: ${lastError.message})` : ""}`);
    await sleep(500);
  }
}

try {
  const served = await waitFor("GET /Version", () => call("/Version"));
  const expected = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).version;
  if (served.version !== expected) throw new Error(`/Version answered ${served.version}, not ${expected}`);
  const admin = await signIn("admin@keelson.demo", "demo-admin");
  const imported = await waitFor("the demo's packages to be imported", async () => {
    const [running, done, failed] = await Promise.all(
      ["/RunningImports", "/SuccessfulImports/GetAll/1", "/FailedImports"].map((route) => call(route, admin)),
    );
    if (failed.length > 0) throw new Error(`failed imports: ${JSON.stringify(failed).slice(0, 300)}`);
    return running.length === 0 && done.length > 0 && done.length;
  });
  const user = await signIn("super@nordicbulk.demo", "demo-super");
  let variable;
  for (const vessel of await call("/Vessels", user)) {
    [variable] = await call(`/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`, user);
    if (variable) break;
  }
  if (!variable) throw new Error("no vessel of super@nordicbulk.demo has a variable with data");
  const to = new Date();
  const from = new Date(to.getTime() - 3 * 86_400_000);
  const range = `fromDate=${from.toISOString()}&toDate=${to.toISOString()}&granularity=Hour`;
  const { data: points } = await call(`/LogData/Find?logVariableId=${variable.id}&${range}`, user);
  if (points.length === 0) throw new Error(`no hourly data of ${variable.name} in the last 3 days`);
  const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  if (!metrics.includes(`nodejs_version_info{version="v${version}"`))
    throw new Error(`/metrics does not name Node.js v${version}`);
  server.kill("SIGTERM");
  const code = await Promise.race([exited, sleep(15_000, "no exit within 15 s", { ref: false })]);
  if (code !== 0) throw new Error(`the server ended with ${code} after SIGTERM`);
  const foreign = output.split("\n").filter((line) => line.trim() && !line.startsWith("{"));
  if (foreign.length > 0)
    throw new Error(`lines on the server's output that are not JSON logs:\n${foreign.join("\n")}`);
  console.log(
    `Node.js ${version}: Version ${served.version}, sign-in, ${imported} demo packages imported, ` +
      `${points.length} hourly points of ${variable.name}, stopped with exit 0 on SIGTERM ` +
      `(${seconds(started)} in all, the server ${seconds(serverStarted)}; Node.js download ${nodeFetched}, better-sqlite3 build ${sqliteBuilt})`,
  );
} catch (error) {
  server.kill("SIGKILL");
  console.error(`Node.js ${version} smoke failed: ${error.message}\nserver output:\n${output.slice(-6000)}`);
  process.exitCode = 1;
} finally {
  await exited;
  fs.rmSync(app, { recursive: true, force: true });
}
