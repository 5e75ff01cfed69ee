import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "./env.js";
import { openApiDocument } from "./openapi.js";

/** The reference page's policy: its own script and styles only (Swagger UI sets style attributes). */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Keelson API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#reference",
  deepLinking: true,
  persistAuthorization: false,
  validatorUrl: null
});
`;

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

/**
 * GET /api/v1/openapi.json (public: it describes calls, never data) and the browsable reference at
 * /api/docs, Swagger UI served from node_modules (no CDN). Mount before /api/v1 so the document
 * answers before the session check of the secured routes.
 */
export function apiReferenceRoutes(api: Hono<AppEnv>, version: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: Promise<unknown> | undefined;
  const assets = new Map<string, Promise<Buffer>>();

  app.get("/api/v1/openapi.json", async (c) => {
    document ??= openApiDocument(api, version).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    c.header("Cache-Control", "no-cache");
    return c.json(await document);
  });
  app.get("/api/docs", (c) => c.html(PAGE));
  app.get("/api/docs/init.js", (c) => c.body(INIT, 200, { "Content-Type": ASSET_JS }));
  app.get("/api/docs/:asset", async (c) => {
    const name = c.req.param("asset");
    const type = ASSETS[name];
    if (!type) return c.json({ message: `No such API path: ${c.req.path}` }, 404);
    let content = assets.get(name);
    if (!content) {
      content = readFile(path.join(SWAGGER_UI_DIR, name));
      assets.set(name, content);
    }
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(new Uint8Array(await content), 200, { "Content-Type": type });
  });
  return app;
}

const ASSET_JS = "text/javascript; charset=utf-8";
