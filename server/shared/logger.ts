import { currentRequest } from "../http/requestContext.js";

type Level = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON line per entry on stderr, so logs stay machine-readable and stdout stays free. An entry
 * written while serving a request carries its id (the correlation id its events are stored with).
 */
export function createLogger(level: Level): Logger {
  const write = (at: Exclude<Level, "silent">) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const requestId = currentRequest()?.correlationId;
    const entry = {
      time: new Date().toISOString(),
      level: at,
      message,
      ...(requestId && { requestId }),
      ...fields,
    };
    process.stderr.write(`${JSON.stringify(entry)}\n`);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
