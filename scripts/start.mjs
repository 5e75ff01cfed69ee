#!/usr/bin/env node
// `npm start`: builds the client and the server when they are missing or older than their sources, then runs
// the built server (dist/server/main.mjs) with plain node, on the embedded store unless DATABASE_URL is set.
// The container image builds both ahead and runs `node dist/server/main.mjs` itself (Dockerfile).
import { spawn } from "node:child_process";
import { buildClientIfStale, ROOT } from "./buildClient.mjs";
import { buildServerIfStale, SERVER_ENTRY } from "./buildServer.mjs";

buildClientIfStale();
await buildServerIfStale();
const server = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
