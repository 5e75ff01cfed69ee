import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./env.js";
import { mountStaticClient } from "./staticClient.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-static-"));
fs.mkdirSync(path.join(dir, "assets"));
fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Keelson</title>");
fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), "console.log(1);");
fs.writeFileSync(path.join(dir, "assets", "index-abc.js.map"), '{"version":3,"sources":["main.tsx"]}');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("mountStaticClient", () => {
  const app = new Hono<AppEnv>();
  mountStaticClient(app, dir);

  it("serves the client's files and answers deep links with index.html", async () => {
    expect(await (await app.request("/assets/index-abc.js")).text()).toBe("console.log(1);");
    expect(await (await app.request("/Vessel/42/Info")).text()).toContain("<title>Keelson</title>");
  });

  it("never serves a source map (kept for decoding client errors only)", async () => {
    for (const url of ["/assets/index-abc.js.map", "/assets/INDEX-ABC.JS.MAP", "/assets/missing.js.map"]) {
      const answer = await app.request(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.text(), url).not.toContain("sources");
    }
  });
});
