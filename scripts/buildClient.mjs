// Builds the client (vite) when dist/client is missing or older than its sources (npm start, npm run cluster).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when needed; exits the process when the build fails. */
export function buildClientIfStale() {
  const builtIndex = path.join(ROOT, "dist", "client", "index.html");
  const sources = [path.join(ROOT, "client"), path.join(ROOT, "domain")];
  const sourceTime = Math.max(
    ...sources.map(newestMtime),
    fs.statSync(path.join(ROOT, "vite.config.ts")).mtimeMs,
  );
  const builtTime = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (builtTime >= sourceTime) return;
  console.log("Building the client…");
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"],
    { cwd: ROOT, stdio: "inherit" },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
