// Builds the command-line verifier ahead (`npx keelson-verify`, bin/keelson-verify.mjs): esbuild bundles
// verifier/cli.ts and the domain code it runs into one plain ES module, dist/verifier/keelson-verify.mjs,
// so a verifier's run starts with plain node instead of compiling TypeScript (tsx cost ~0.3 s CPU at
// every start). Packages in node_modules stay outside the bundle. The bundle's own sources are listed
// beside it, so deciding whether it is stale stats those few files, not the whole repository.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const VERIFIER_OUT = path.join(ROOT, "dist", "verifier", "keelson-verify.mjs");
const SOURCES_LIST = path.join(ROOT, "dist", "verifier", "sources.json");

export async function buildVerifier() {
  // esbuild is a dev dependency: imported only when a build is needed.
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, "verifier/cli.ts")],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    logLevel: "warning",
    metafile: true,
    write: false,
    outfile: VERIFIER_OUT,
  });
  fs.mkdirSync(path.dirname(VERIFIER_OUT), { recursive: true });
  // Each written beside and renamed: two runs building at once never read a half-written file.
  const writeWhole = (file, contents) => {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, contents);
    fs.renameSync(temporary, file);
  };
  writeWhole(SOURCES_LIST, JSON.stringify(Object.keys(result.metafile.inputs)));
  writeWhole(VERIFIER_OUT, result.outputFiles[0].contents);
}

function isFresh() {
  if (!fs.existsSync(VERIFIER_OUT) || !fs.existsSync(SOURCES_LIST)) return false;
  const built = fs.statSync(VERIFIER_OUT).mtimeMs;
  const sources = [
    ...JSON.parse(fs.readFileSync(SOURCES_LIST, "utf8")),
    "package.json",
    "scripts/buildVerifier.mjs",
  ];
  return sources.every((file) => {
    const full = path.join(ROOT, file);
    return fs.existsSync(full) && fs.statSync(full).mtimeMs <= built;
  });
}

/** The built verifier's path, built first when missing or older than any of its sources. */
export async function builtVerifier() {
  if (!isFresh()) await buildVerifier();
  return VERIFIER_OUT;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await buildVerifier();
