#!/usr/bin/env node
// `npm start`: builds the client if it is missing or older than its sources, then runs the server
// (TypeScript through tsx) on the embedded store unless DATABASE_URL is set.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildClientIfStale, ROOT } from "./buildClient.mjs";

buildClientIfStale();
const server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "main.ts")], {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
