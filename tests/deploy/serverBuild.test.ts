/**
 * The built server (scripts/buildServer.mjs) runs from the production dependencies alone: the image installs
 * `npm ci --omit=dev` and runs `node dist/server/main.mjs`. Every package the bundles import must be in
 * package.json's `dependencies`, and every thread it starts (import, workbook, Summary) must sit where the server starts it.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
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
    expect(outputs).toEqual([
      "importThread.mjs",
      "main.mjs",
      "rebuild-daily.mjs",
      "rebuild-projections.mjs",
      "summaryThread.mjs",
      "workbookThread.mjs",
    ]);

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

  it("writes every thread the server starts beside the server, where the server looks for it", () => {
    // A thread is started as `new Worker(new URL("./name.mjs", import.meta.url))`: in the bundle that URL
    // is dist/server/name.mjs, so each such file must be a built entry.
    const threadFiles = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
          for (const match of fs
            .readFileSync(full, "utf8")
            .matchAll(/new URL\("\.\/([\w-]+\.mjs)", import\.meta\.url\)/g))
            threadFiles.add(match[1]!);
      }
    };
    walk(path.join(ROOT, "server"));
    expect([...threadFiles].sort()).toEqual(["importThread.mjs", "summaryThread.mjs", "workbookThread.mjs"]);
    for (const file of threadFiles) expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
  });

  it("builds the offline verifier's page script beside the server, where a verification package reads it", () => {
    // server/features/verification/verifierHtml.ts reads ./verifier.js beside itself: in the bundle,
    // dist/server/verifier.js (a production image has no esbuild to bundle it on demand).
    const source = fs.readFileSync(path.join(ROOT, "server/features/verification/verifierHtml.ts"), "utf8");
    expect(source).toContain('new URL("./verifier.js", import.meta.url)');
    const script = fs.readFileSync(path.join(outDir, "verifier.js"), "utf8");
    expect(script.length).toBeGreaterThan(5_000);
    expect(script).not.toMatch(/\bimport\s*\(|\brequire\(/);
  });

  it("reads a workbook in the built workbook thread with the reader it names (not the server's own module)", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Taxonomy").addRow(["Id", "Name", "Taxa"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const thread = new Worker(path.join(outDir, "workbookThread.mjs"));
    try {
      const answer = await new Promise((resolve, reject) => {
        thread.once("message", resolve).once("error", reject);
        thread.postMessage({ reader: "readTaxonomyWorkbook", bytes, args: undefined });
      });
      expect(answer).toEqual({ ok: true, value: [] });
    } finally {
      await thread.terminate();
    }
  });

  it("opens the stores and answers a Summary in the built Summary thread", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "keelson-summary-thread-"));
    const thread = new Worker(path.join(outDir, "summaryThread.mjs"), {
      workerData: {
        store: { DATABASE_SCHEMA: "public", DATA_DIR: dataDir },
        poolUse: new Int32Array(new SharedArrayBuffer(24)),
      },
    });
    try {
      const answer = await new Promise((resolve, reject) => {
        thread.once("message", resolve).once("error", reject);
        thread.postMessage({
          type: "summaries",
          id: 7,
          request: { from: 0, to: 86_400_000, now: 0, vessels: [] },
        });
      });
      expect(answer).toEqual({ type: "done", id: 7, rows: [] });
    } finally {
      await thread.terminate();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
