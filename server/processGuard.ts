import { isClientDisconnect } from "./http/clientDisconnect.js";
import { currentRequest } from "./http/requestContext.js";
import type { Logger } from "./shared/logger.js";

export interface ProcessGuardOptions {
  logger: Logger;
  /** Stops the server and exits with a failure code, for the supervisor to start it again. */
  stopForRestart(reason: string): void;
  /** The process (tests pass an EventEmitter). */
  target?: Pick<NodeJS.Process, "on" | "off">;
}

/**
 * The last line of defence of the server process (docs/operations.md, "Process guard"):
 *
 * - an error that only says a client went away is logged as a warning and the server serves on;
 * - a promise rejection nobody handled is logged as an error with its request, and the server serves
 *   on: the work it belonged to is abandoned, and every write is one transaction (event appends,
 *   package imports), so nothing is left half written;
 * - any other uncaught exception unwound code at an unknown point, so the state of the process cannot
 *   be trusted: it is logged and the server stops with exit code 1 for its supervisor to restart it
 *   (imports interrupted that way are queued again on the next start).
 *
 * Answers a function that removes the guard.
 */
export function installProcessGuard(options: ProcessGuardOptions): () => void {
  const target = options.target ?? process;
  const { logger } = options;
  const fieldsOf = (error: unknown) => ({
    ...currentRequest(),
    error: String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });

  const onRejection = (reason: unknown) => {
    if (isClientDisconnect(reason)) {
      logger.warn("a client went away during a request", fieldsOf(reason));
      return;
    }
    logger.error(
      "unhandled promise rejection: its work was abandoned, the server serves on",
      fieldsOf(reason),
    );
  };
  const onException = (error: unknown) => {
    if (isClientDisconnect(error)) {
      logger.warn("a client went away during a request", fieldsOf(error));
      return;
    }
    logger.error("uncaught exception: stopping for the supervisor to restart the server", fieldsOf(error));
    options.stopForRestart("uncaught exception");
  };
  target.on("unhandledRejection", onRejection);
  target.on("uncaughtException", onException);
  return () => {
    target.off("unhandledRejection", onRejection);
    target.off("uncaughtException", onException);
  };
}
