/**
 * The built server (scripts/buildServer.mjs) runs from the production dependencies alone: the image installs
 * `npm ci --omit=dev` and runs `node dist/server/main.mjs`. Every package the bundles import must be in
 * package.json's `dependencies`, and the import thread must sit where the server starts it.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types).
import { buildServer } from "../../scripts/buildServer.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
// Inside the project, so the bundle finds package.json above it as dist/server/main.mjs does.
const outDir = path.join(ROOT, "dist", `server-test-${process.pid}`);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

type Metafile = { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };
const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

describe("the server build", () => {
  it("bundles the server, its import thread and the rebuild tools, importing production dependencies only", async () => {
    const metafile = (await buildServer(outDir)) as Metafile;
    const outputs = Object.keys(metafile.outputs)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => path.basename(file))
      .sort();
    expect(outputs).toEqual(["importThread.mjs", "main.mjs", "rebuild-daily.mjs", "rebuild-projections.mjs"]);

    const imported = new Set<string>();
    for (const output of Object.values(metafile.outputs))
      for (const { path: specifier, external } of output.imports)
        if (external && !specifier.startsWith("node:") && !builtinModules.includes(specifier))
          imported.add(packageOf(specifier));
    expect(imported.size).toBeGreaterThan(10);
    const missing = [...imported].filter((name) => !(name in manifest.dependencies)).sort();
    expect(missing).toEqual([]);
    for (const tool of ["tsx", "vite", "esbuild", "typescript", "@vitejs/plugin-react"]) {
      expect(imported.has(tool), tool).toBe(false);
      expect(manifest.dependencies[tool], tool).toBeUndefined();
    }
  }, 120_000);

  it("starts the import thread from the file the build writes beside the server", () => {
    const source = fs.readFileSync(path.join(ROOT, "server", "imports", "importInThread.ts"), "utf8");
    expect(source).toContain('new URL("./importThread.mjs", import.meta.url)');
    expect(fs.existsSync(path.join(outDir, "importThread.mjs"))).toBe(true);
  });
});
