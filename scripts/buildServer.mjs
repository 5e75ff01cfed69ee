// Builds the server ahead of time (`npm run build:server`, `npm start`, the Dockerfile): esbuild bundles
// Keelson's own TypeScript (server/, domain/, projections/) into plain ES modules in dist/server, run with
// plain node, no TypeScript compiler at start. Packages in node_modules stay outside the bundles and are
// loaded from there, so the image needs only the production dependencies.
//
//   dist/server/main.mjs                  the server (server/main.ts)
//   dist/server/importThread.mjs          the import thread (server/imports/importThreadMain.ts); the server
//                                         starts it from beside itself, as importInThread.ts names it
//   dist/server/workbookThread.mjs        the thread an uploaded workbook is read in (workbookThreadMain.ts),
//                                         started from beside the server as readWorkbook.ts names it
//   dist/server/summaryThread.mjs         the data-quality Summary thread (summaryThreadMain.ts), started from
//                                         beside the server as summaryInThread.ts names it
//   dist/server/rebuild-projections.mjs   npm run projections:rebuild, for a host without dev dependencies
//   dist/server/rebuild-daily.mjs         npm run daily:rebuild, likewise
//   dist/server/verifier.js               the offline verifier's page script (verifier/browser.ts), which
//                                         every verification package embeds in its verify.html
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./buildClient.mjs";
import { buildCommit } from "./buildCommit.mjs";

export const SERVER_OUT_DIR = path.join(ROOT, "dist", "server");
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, "main.mjs");
const SOURCES = ["server", "domain", "projections", "verifier"].map((dir) => path.join(ROOT, dir));

const ENTRIES = {
  main: "server/main.ts",
  importThread: "server/imports/importThreadMain.ts",
  workbookThread: "server/workbooks/workbookThreadMain.ts",
  summaryThread: "server/features/dataQuality/summaryThreadMain.ts",
  "rebuild-projections": "server/cli/rebuild-projections.ts",
  "rebuild-daily": "server/cli/rebuild-daily.ts",
};

/** Builds into `outDir` (dist/server); answers esbuild's metafile (inputs and outputs with their imports). */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  // esbuild is a dev dependency: imported only when a build is needed.
  const esbuild = await import("esbuild");
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
    ),
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    logLevel: "warning",
    metafile: true,
    define: { "process.env.KEELSON_BUILD_COMMIT": JSON.stringify(buildCommit()) },
  });
  // The same options as server/features/verification/verifierHtml.ts uses when it bundles on demand.
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, "verifier/browser.ts")],
    outfile: path.join(outDir, "verifier.js"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  return result.metafile;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when dist/server is missing or older than the server's sources. */
export async function buildServerIfStale() {
  const builtTime = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  const sourceTime = Math.max(
    ...SOURCES.map(newestMtime),
    fs.statSync(path.join(ROOT, "package.json")).mtimeMs,
  );
  if (builtTime >= sourceTime) return;
  console.log("Building the server…");
  await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "buildServer.mjs")) {
  await buildServer();
}
