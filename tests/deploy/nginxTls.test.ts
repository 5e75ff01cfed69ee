/**
 * deploy/nginx.conf as the container runs it, with TLS (docs/operations.md, "TLS"): `nginx -t` accepts it
 * with a throw-away self-signed certificate, and real nginx then redirects HTTP to HTTPS, sends HSTS,
 * serves the client's precompressed files (gzip_static) and forwards X-Request-Id. Skipped with a message
 * when nginx or openssl is missing (CI installs nginx-light, .ci/run).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types).
import { freePort } from "../../scripts/cluster.mjs";
// @ts-expect-error: a plain ES module script (no types).
import { findNginx, prepareNginx, startNginx } from "../../scripts/nginxProxy.mjs";

const NGINX = findNginx() as string | null;
const OPENSSL = spawnSync("openssl", ["version"]).status === 0;
if (!NGINX || !OPENSSL)
  process.stderr.write(
    `tests/deploy/nginxTls.test.ts skipped: no ${NGINX ? "openssl" : "nginx binary (apt-get install nginx-light, or set NGINX_PATH)"}\n`,
  );

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, options: https.RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith("https:") ? https : http).get(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

describe.skipIf(!NGINX || !OPENSSL)("deploy/nginx.conf with TLS (real nginx)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-tls-"));
  const certificate = path.join(dir, "fullchain.pem");
  const key = path.join(dir, "privkey.pem");
  const clientDir = path.join(dir, "client");
  const script = `${"console.log('Keelson');\n".repeat(200)}`;
  const seen: http.IncomingHttpHeaders[] = [];
  let upstream: http.Server;
  let nginx: { url: string; close(): Promise<void> };
  let httpUrl: string;
  let tls: { certificate: string; key: string; httpListen: number };

  beforeAll(async () => {
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        key,
        "-out",
        certificate,
      ]),
      { encoding: "utf8" },
    );
    expect(made.status, made.stderr).toBe(0);
    // nginx's workers run as nobody when root starts it: they must reach the client's files.
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(clientDir, "assets"), { recursive: true });
    fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js"), script);
    fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js.map"), '{"version":3}');
    // A stand-in for the Keelson processes: answers everything, noting the headers it received.
    upstream = http.createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ path: request.url }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const port = (upstream.address() as AddressInfo).port;
    tls = { certificate, key, httpListen: await freePort() };
    nginx = await startNginx({ ports: [port], listen: await freePort(), clientDir, tls });
    httpUrl = `http://127.0.0.1:${tls.httpListen}`;
  });
  afterAll(async () => {
    await nginx?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const secure = (pathname: string, headers: Record<string, string> = {}) =>
    get(`${nginx.url}${pathname}`, { ca: fs.readFileSync(certificate), servername: "localhost", headers });

  it("passes nginx -t with the certificate mounted where the file names it", () => {
    const prepared = prepareNginx({ ports: [1], listen: 1, clientDir, tls }) as {
      test: string;
      prefix: string;
    };
    expect(prepared.test).toMatch(/test is successful/);
    fs.rmSync(prepared.prefix, { recursive: true, force: true });
  });

  it("redirects plain HTTP to HTTPS, keeping the path and query; /health stays plain for the health check", async () => {
    const redirected = await get(`${httpUrl}/Vessel/42/Info?tab=2`);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toMatch(/^https:\/\/127\.0\.0\.1\/Vessel\/42\/Info\?tab=2$/);
    expect((await get(`${httpUrl}/health`)).status).toBe(200);
  });

  it("answers over TLS with HSTS and forwards X-Request-Id (the caller's, else nginx's own)", async () => {
    const answer = await secure("/api/v1/Vessels", { "x-request-id": "req-tls-12345678" });
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(seen.at(-1)?.["x-request-id"]).toBe("req-tls-12345678");
    expect(seen.at(-1)?.["x-forwarded-proto"]).toBe("https");
    await secure("/api/v1/Vessels");
    expect(seen.at(-1)?.["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("serves the client's files itself, the precompressed .gz to clients that take gzip", async () => {
    const before = seen.length;
    const compressed = await secure("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(compressed.body).toString()).toBe(script);
    expect(compressed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(compressed.headers["strict-transport-security"]).toBe("max-age=31536000");
    const plain = await secure("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(seen.length).toBe(before);
    // A source map (vite `sourcemap: "hidden"`) is never served, not even asked of the processes.
    const map = await secure("/assets/index-abc123.js.map");
    expect(map.status).toBe(404);
    expect(map.body.toString()).not.toContain("version");
    expect(seen.length).toBe(before);
    // A file this copy lacks (another release's) is asked of the processes.
    expect((await secure("/assets/other-release.js")).status).toBe(200);
    expect(seen.length).toBe(before + 1);
  });
});
