// The commit a build is made from: the server's keelson_build_info (scripts/buildServer.mjs) and the client's
// build id in its error reports (vite.config.ts) name it alike.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** KEELSON_BUILD_COMMIT (the Dockerfile's build argument), else git's short hash, else "unknown". */
export function buildCommit() {
  if (process.env.KEELSON_BUILD_COMMIT) return process.env.KEELSON_BUILD_COMMIT;
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}
