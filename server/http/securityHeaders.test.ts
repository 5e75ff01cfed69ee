import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { NotFoundError } from "../../domain/shared/errors.js";
import { createLogger } from "../shared/logger.js";
import type { AppEnv } from "./env.js";
import { errorHandler } from "./errors.js";
import {
  API_CONTENT_SECURITY_POLICY,
  clientContentSecurityPolicy,
  securityHeaders,
} from "./securityHeaders.js";
import { mountStaticClient } from "./staticClient.js";

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-csp-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><div id=root></div>");
fs.writeFileSync(path.join(clientDir, "assets", "app.js"), "export {};");
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
app.onError(errorHandler(createLogger("silent")));
app.use("*", securityHeaders());
app.get("/api/v1/Version", (c) => c.json({ version: "1" }));
app.get("/api/v1/Vessels/:id", () => {
  throw new NotFoundError("No such vessel");
});
mountStaticClient(app, clientDir);

/** The directives of a policy by name, e.g. { "script-src": ["'self'"] }. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  it.each(["/", "/Vessel/abc/Info", "/assets/app.js"])(
    "the client at %s may run only its own scripts and cannot be framed",
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy["script-src"]).toEqual(["'self'"]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["base-uri"]).toEqual(["'self'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
      expect(policy["connect-src"]).toEqual(["'self'"]);
      expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  it("no directive of the client policy allows inline script or eval", () => {
    const policy = clientContentSecurityPolicy();
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|'strict-dynamic'/);
    const { "script-src": script, "default-src": fallback } = directives(policy);
    expect(script).not.toContain("'unsafe-inline'");
    expect(fallback).toEqual(["'self'"]);
  });

  it.each([
    ["an answer", "/api/v1/Version", 200],
    ["an error", "/api/v1/Vessels/x", 404],
    ["an unknown API path", "/api/v1/Nothing", 404],
  ])("API %s gets the strict policy", async (_, url, status) => {
    const response = await app.request(url);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(directives(API_CONTENT_SECURITY_POLICY)["default-src"]).toEqual(["'none'"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds the origins of configured map tiles to the image sources only", () => {
    const policy = directives(clientContentSecurityPolicy(["https://tile.example.org"]));
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://tile.example.org"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
  });
});
