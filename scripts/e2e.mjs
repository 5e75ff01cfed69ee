#!/usr/bin/env node
// npm run test:e2e: the browser suite in shards side by side, each shard with its own fresh server, port and
// data directory (playwright.config.ts), so no shard sees another's writes. The suite mostly waits on the
// browser and the server rather than computing (about 13 % of one core over a serial run), so shards
// shorten it without crowding the two cores. Arguments are passed to every shard (e.g. a spec file).
// E2E_SHARDS=1 runs it serially as before; E2E_PORT is the first shard's port, the others count down.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
// A run of chosen specs (arguments) stays one shard unless E2E_SHARDS says otherwise.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 4)));
const firstPort = Number(process.env.E2E_PORT ?? 3999);

function runShard(index) {
  const port = firstPort - index;
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const label = shards > 1 ? `[e2e ${index + 1}/${shards}] ` : "";
  // Each shard's config picks its own data directory (by its pid) unless one is inherited.
  const env = { ...process.env, E2E_PORT: String(port) };
  delete env.KEELSON_E2E_DATA_DIR;
  const child = spawn("npx", ["playwright", "test", ...shardArgs, ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (stream, target) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) target.write(`${label}${line}\n`);
    });
    stream.on("end", () => {
      if (rest) target.write(`${label}${rest}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
codes.forEach((code, index) => {
  if (shards > 1) console.log(`e2e shard ${index + 1}/${shards}: exit ${code}`);
});
process.exit(codes.every((code) => code === 0) ? 0 : 1);
