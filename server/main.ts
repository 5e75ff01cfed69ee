import { loadConfig } from "./config.js";
import { startServer } from "./createApp.js";

const server = await startServer(loadConfig());

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`${signal} received, stopping Keelson…\n`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await server.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
