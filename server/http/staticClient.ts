import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./env.js";

/** The build's source maps (vite `sourcemap: "hidden"`): kept for decoding client errors, never served. */
export const SOURCE_MAP = /\.map$/i;

/**
 * Serves the built client from `dir` and answers every other GET outside /api with index.html,
 * so deep links (/Vessel/…/Info) load the single-page app. Source maps are answered 404.
 */
export function mountStaticClient(app: Hono<AppEnv>, dir: string): void {
  const index = path.join(dir, "index.html");
  app.use("*", async (c, next) => {
    if (!c.req.path.startsWith("/api/") && SOURCE_MAP.test(c.req.path)) {
      return c.json({ message: "Not found." }, 404);
    }
    await next();
  });
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The build writes .br and .gz beside every text file (scripts/precompress.ts): served as they are.
  app.use("*", serveStatic({ root: dir, precompressed: true }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.json({ message: `No such API path: ${c.req.path}` }, 404);
    if (!fs.existsSync(index)) {
      return c.text("The client is not built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(fs.readFileSync(index, "utf8"));
  });
}
