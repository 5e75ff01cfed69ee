import { loadConfig } from "./config.js";
import { startServer } from "./createApp.js";
import { installProcessGuard } from "./processGuard.js";

const server = await startServer(loadConfig());

let stopping = false;
const stop = async (reason: string, exitCode: number) => {
  if (stopping) return;
  stopping = true;
  server.ctx.logger.info("stopping Keelson", { reason });
  const force = setTimeout(() => process.exit(exitCode || 1), 10_000);
  force.unref();
  await server.close().catch(() => undefined);
  process.exit(exitCode);
};
process.on("SIGINT", () => void stop("SIGINT received", 0));
process.on("SIGTERM", () => void stop("SIGTERM received", 0));
installProcessGuard({ logger: server.ctx.logger, stopForRestart: (reason) => void stop(reason, 1) });
