import pino, { type DestinationStream } from "pino";
import { currentRequest } from "../http/requestContext.js";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON line per entry (pino), on stderr unless told otherwise, so logs stay machine-readable and stdout
 * stays free. Written synchronously on the calling thread: no worker-thread transport, which the esbuild
 * bundle of the server could not load, and no line lost when the process exits. An entry written while
 * serving a request carries its id (the correlation id its events are stored with).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequest()?.correlationId;
        return requestId ? { requestId } : {};
      },
    },
    destination ?? pino.destination({ fd: 2, sync: true }),
  );
  const write =
    (at: Exclude<LogLevel, "silent">) =>
    (message: string, fields?: Record<string, unknown>): void =>
      log[at](fields ?? {}, message);
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
