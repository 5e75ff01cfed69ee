/**
 * docker-compose.yml and deploy/nginx.conf agree with each other and with the server's limits, and the
 * local copy nginx.test.ts runs differs from deploy/nginx.conf only in its upstream servers and listen
 * line. Needs neither nginx nor a container engine (`docker compose config` needs the compose plugin).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types).
import { localSiteConfig, NGINX_SITE } from "../../scripts/nginxProxy.mjs";
import { MAX_PACKAGE_BYTES } from "../../server/features/imports/receiveUpload.js";
import { DEFAULT_BODY_LIMIT } from "../../server/http/bodyLimit.js";
import { MULTIPART_OVERHEAD } from "../../server/http/receiveMultipart.js";
import { MIN_PG_CONNECTIONS } from "../../server/shared/pgConnections.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const compose = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8");
const nginx = fs.readFileSync(NGINX_SITE as string, "utf8");
const site = localSiteConfig as (
  text: string,
  options: {
    ports: number[];
    listen: number;
    tls?: { certificate: string; key: string; httpListen: number };
  },
) => string;

/** The server lines of each upstream block, by the block's name. */
function upstreams(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name, body] of text.matchAll(/^\s*upstream\s+(\S+)\s*\{([^}]*)\}/gm))
    found.set(
      name!,
      [...body!.matchAll(/^\s*server\s+([^\s;]+)/gm)].map((m) => m[1]!),
    );
  return found;
}

describe("docker-compose.yml and deploy/nginx.conf", () => {
  it("nginx mounts deploy/nginx.conf and every upstream lists exactly the compose file's Keelson services", () => {
    expect(compose).toContain("./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro");
    const services = [...compose.matchAll(/^ {2}(keelson-\d+):\s*$/gm)].map((m) => `${m[1]}:3000`);
    expect(services.length).toBeGreaterThanOrEqual(2);
    const blocks = upstreams(nginx);
    expect([...blocks.keys()].sort()).toEqual(["keelson", "keelson_sticky", "keelson_upload"]);
    for (const servers of blocks.values()) expect(servers.sort()).toEqual(services.sort());
    // The processes count the client's address from the X-Forwarded-For nginx appends to.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(compose).toMatch(/TRUSTED_PROXY_HOPS: "1"/);
  });

  it("every Keelson service's PostgreSQL connections fit postgres' max_connections, with room for an operator", () => {
    const services = [...compose.matchAll(/^ {2}(keelson-\d+):\s*$/gm)].length;
    const budget = Number(/^\s+PG_MAX_CONNECTIONS: "(\d+)"$/m.exec(compose)?.[1]);
    expect(budget).toBeGreaterThanOrEqual(MIN_PG_CONNECTIONS);
    const maxConnections = Number(/max_connections=(\d+)/.exec(compose)?.[1] ?? 100);
    // superuser_reserved_connections (3), and a few for psql, backups and the rebuild tools.
    expect(services * budget + 3 + 5).toBeLessThanOrEqual(maxConnections);
  });

  it("refuses JSON bodies at the processes' own limit, and lets the largest uploads through (10^9 bytes)", () => {
    const sizes = [...nginx.matchAll(/client_max_body_size\s+(\d+)([kmg]?);/gi)].map(([, n, u]) => {
      const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[u!.toLowerCase() as "" | "k" | "m" | "g"];
      return Number(n) * unit;
    });
    // The first is the server block's (every JSON call), the largest the upload location's.
    expect(sizes[0]).toBe(DEFAULT_BODY_LIMIT);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(MAX_PACKAGE_BYTES + MULTIPART_OVERHEAD);
    // The default vessel document quota (VESSEL_FILES_QUOTA_BYTES) is the same 10^9 bytes.
    expect(compose).not.toMatch(/VESSEL_FILES_QUOTA_BYTES/);
  });

  it("the local copy changes only the upstream servers, the listen lines, the client's directory and TLS", () => {
    const local = site(nginx, { ports: [4101, 4102, 4103], listen: 4100 });
    for (const servers of upstreams(local).values())
      expect(servers).toEqual(["127.0.0.1:4101", "127.0.0.1:4102", "127.0.0.1:4103"]);
    expect(local).toMatch(/server 127\.0\.0\.1:4101 max_fails=2 fail_timeout=5s;/);
    expect(local).toContain("listen 127.0.0.1:4100;");
    // Plain HTTP: no certificate, no redirect server.
    expect(local).not.toMatch(/ssl|listen 80|return 301/);
    const changed = /^\s*(server\s+\S+:\d+|listen|ssl_\w+|root)\b/;
    const kept = (text: string) => text.split("\n").filter((line) => !changed.test(line));
    const redirect = /# Plain HTTP: a permanent redirect[\s\S]*?\n\}\n/;
    expect(redirect.test(nginx)).toBe(true);
    expect(kept(local)).toEqual(kept(nginx.replace(redirect, "")));

    const tls = { certificate: "/tmp/cert.pem", key: "/tmp/key.pem", httpListen: 4099 };
    const secure = site(nginx, { ports: [4101], listen: 4100, tls });
    expect(secure).toContain("listen 127.0.0.1:4100 ssl http2;");
    expect(secure).toContain("listen 127.0.0.1:4099;");
    expect(secure).toContain("ssl_certificate /tmp/cert.pem;");
    expect(secure).toContain("ssl_certificate_key /tmp/key.pem;");
    expect(kept(secure)).toEqual(kept(nginx));
  });

  it("refuses a file it cannot make local rather than running something else", () => {
    expect(() => site("server {\n  listen 80;\n}\n", { ports: [1], listen: 2 })).toThrow(/no upstream/);
    expect(() => site("upstream a {\n  server x:1;\n}\n", { ports: [1], listen: 2 })).toThrow(/listen 80/);
    expect(() =>
      site("upstream a {\n  hash $x;\n}\nserver {\n  listen 80;\n}\n", { ports: [1], listen: 2 }),
    ).toThrow(/no server line/);
    expect(() =>
      site("upstream a {\n  server x:1;\n}\nserver {\n  listen 80;\n}\n", { ports: [1], listen: 2 }),
    ).toThrow(/listen 443 ssl/);
  });
});
