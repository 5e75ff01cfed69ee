// Real nginx in front of `npm run cluster`'s processes (`--proxy nginx`), configured by deploy/nginx.conf
// itself: the file docker-compose.yml mounts is copied with only its upstream `server` lines (the compose
// service names) replaced by the local processes' ports and its `listen` line by the local address. It is
// checked with `nginx -t` first, then nginx runs in the foreground on a temporary prefix (never the system
// service). docs/operations.md, "nginx without a container engine".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./buildClient.mjs";

export const NGINX_SITE = path.join(ROOT, "deploy", "nginx.conf");

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nginx binary: NGINX_PATH, else `nginx` on the PATH or in /usr/sbin; null when there is none. */
export function findNginx() {
  const candidates = [
    process.env.NGINX_PATH,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => dir && path.join(dir, "nginx")),
    "/usr/sbin/nginx",
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

export const CLIENT_DIR = path.join(ROOT, "dist", "client");

/**
 * deploy/nginx.conf for local processes: in every `upstream` block the `server` lines become one per
 * port on 127.0.0.1, keeping the parameters (max_fails=…) of the block's first server line; the client's
 * directory (`root`) becomes `clientDir`. Without `tls` the HTTPS server listens in plain HTTP on
 * `<host>:<listen>` (its `ssl_` lines left out) and the redirecting port-80 server is left out; with
 * `tls` ({certificate, key, httpListen}) both stay, on `<host>:<listen>` (HTTPS) and `<host>:<httpListen>`,
 * with that certificate. Everything else is the file as it is.
 */
export function localSiteConfig(text, { ports, listen, host = "127.0.0.1", clientDir = CLIENT_DIR, tls }) {
  if (ports.length === 0) throw new Error("no process ports for the upstream blocks");
  let upstreams = 0;
  const lines = text.split("\n");
  const out = [];
  let inUpstream = false;
  let replaced = false;
  const found = { http: 0, https: 0 };
  // The port-80 server block while it is being left out (plain copy), with its brace depth.
  let skipping = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (skipping) {
      skipping.depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      if (skipping.depth === 0) skipping = null;
      continue;
    }
    if (/^\s*upstream\s+\S+\s*\{\s*$/.test(line)) {
      inUpstream = true;
      replaced = false;
      upstreams++;
      out.push(line);
      continue;
    }
    if (inUpstream && /^\s*\}\s*$/.test(line)) {
      if (!replaced) throw new Error("an upstream block of deploy/nginx.conf has no server line");
      inUpstream = false;
      out.push(line);
      continue;
    }
    const server = inUpstream ? /^(\s*)server\s+[^\s;]+(\s[^;]*)?;\s*(#.*)?$/.exec(line) : null;
    if (server) {
      if (!replaced) {
        const [, indent, parameters = ""] = server;
        for (const port of ports) out.push(`${indent}server 127.0.0.1:${port}${parameters};`);
        replaced = true;
      }
      continue;
    }
    if (!inUpstream && /^\s*server\s*\{\s*$/.test(line) && /^\s*listen\s+80;\s*$/.test(lines[i + 1] ?? "")) {
      found.http++;
      if (!tls) {
        // The redirect server and the comment lines just before it.
        while (out.length > 0 && /^\s*#/.test(out[out.length - 1])) out.pop();
        skipping = { depth: 1 };
        continue;
      }
      out.push(line, lines[++i].replace(/listen\s+80;/, `listen ${host}:${tls.httpListen};`));
      continue;
    }
    if (/^\s*listen\s+80;\s*$/.test(line)) throw new Error("a listen 80; line outside its own server block");
    if (/^\s*listen\s+443\s+ssl[^;]*;\s*$/.test(line)) {
      found.https++;
      out.push(
        tls
          ? line.replace(/listen\s+443\b/, `listen ${host}:${listen}`)
          : line.replace(/listen\s+443\s+ssl[^;]*;/, `listen ${host}:${listen};`),
      );
      continue;
    }
    if (/^\s*ssl_certificate(_key)?\s/.test(line) || (!tls && /^\s*ssl_/.test(line))) {
      if (tls) {
        const [, indent, directive] = /^(\s*)(\S+)/.exec(line);
        out.push(`${indent}${directive} ${directive === "ssl_certificate" ? tls.certificate : tls.key};`);
      }
      continue;
    }
    if (/^\s*root\s+[^;]+;\s*$/.test(line)) {
      out.push(line.replace(/root\s+[^;]+;/, `root ${clientDir};`));
      continue;
    }
    out.push(line);
  }
  if (upstreams === 0) throw new Error("deploy/nginx.conf has no upstream block");
  if (found.http !== 1 || found.https !== 1)
    throw new Error(
      `deploy/nginx.conf should have one "listen 80;" server and one "listen 443 ssl" line (found ${found.http} and ${found.https})`,
    );
  return out.join("\n");
}

/**
 * The main configuration the nginx image provides around conf.d/default.conf, written for a prefix:
 * foreground, logs and temporary files under the prefix, and an access log naming the process that
 * answered ($upstream_addr) so a test can tell how requests were spread.
 */
function mainConfig(prefix) {
  const at = (name) => path.join(prefix, name);
  return `daemon off;
worker_processes 1;
pid ${at("nginx.pid")};
error_log ${at("logs/error.log")} warn;
events {
  worker_connections 1024;
}
http {
  log_format keelson '$remote_addr "$request" $status $upstream_addr';
  access_log ${at("logs/access.log")} keelson;
  client_body_temp_path ${at("temp/body")};
  proxy_temp_path ${at("temp/proxy")};
  fastcgi_temp_path ${at("temp/fastcgi")};
  uwsgi_temp_path ${at("temp/uwsgi")};
  scgi_temp_path ${at("temp/scgi")};
  include ${at("conf/keelson.conf")};
}
`;
}

/** Writes the prefix and runs `nginx -t` on it; throws nginx's own words when the test fails. */
export function prepareNginx({
  binary = findNginx(),
  ports,
  listen,
  host = "127.0.0.1",
  prefix,
  clientDir,
  tls,
} = {}) {
  if (!binary) throw new Error("nginx is not installed (apt-get install nginx-light, or set NGINX_PATH)");
  const dir = prefix ?? fs.mkdtempSync(path.join(os.tmpdir(), "keelson-nginx-"));
  // Worker processes run as nobody when nginx is started by root: they must reach the temp paths.
  fs.chmodSync(dir, 0o755);
  for (const sub of ["conf", "logs", "temp"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const site = localSiteConfig(fs.readFileSync(NGINX_SITE, "utf8"), { ports, listen, host, clientDir, tls });
  fs.writeFileSync(path.join(dir, "conf", "keelson.conf"), site);
  fs.writeFileSync(path.join(dir, "conf", "nginx.conf"), mainConfig(dir));
  const args = [
    "-p",
    `${dir}/`,
    "-e",
    path.join(dir, "logs", "error.log"),
    "-c",
    path.join(dir, "conf", "nginx.conf"),
  ];
  const checked = spawnSync(binary, [...args, "-t"], { encoding: "utf8" });
  if (checked.status !== 0)
    throw new Error(`nginx -t refused deploy/nginx.conf:\n${checked.stderr || checked.stdout}`);
  return { binary, prefix: dir, args, test: checked.stderr.trim() };
}

/**
 * Starts nginx on `host:listen` in front of the ports and waits until /health answers through it.
 * Answers the URL, the prefix, the access log's path and close() (nginx's fast shutdown, then SIGKILL;
 * the prefix is removed).
 */
export async function startNginx({
  ports,
  listen,
  host = "127.0.0.1",
  log = () => undefined,
  binary,
  clientDir,
  tls,
} = {}) {
  const prepared = prepareNginx({ binary, ports, listen, host, clientDir, tls });
  const child = spawn(prepared.binary, prepared.args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const local = host === "0.0.0.0" ? "127.0.0.1" : host;
  const url = `${tls ? "https" : "http"}://${local}:${listen}`;
  // With TLS the plain port answers /health (the container's health check), without a certificate to trust.
  const probe = tls ? `http://${local}:${tls.httpListen}/health` : `${url}/health`;
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(force);
        resolve();
      });
      child.kill("SIGTERM");
    }).then(() => fs.rmSync(prepared.prefix, { recursive: true, force: true }));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr.trim()}`);
    try {
      if ((await fetch(probe)).status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      await close();
      throw new Error(`nginx did not answer /health within 15 s: ${stderr.trim()}`);
    }
    await sleep(100);
  }
  log(`nginx (pid ${child.pid}, prefix ${prepared.prefix}) in front of ports ${ports.join(", ")}`);
  return {
    url,
    pid: child.pid,
    prefix: prepared.prefix,
    accessLog: path.join(prepared.prefix, "logs", "access.log"),
    close,
  };
}
