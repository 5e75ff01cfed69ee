import { describe, expect, it } from "vitest";
import { runInRequest } from "../http/requestContext.js";
import { createLogger } from "./logger.js";

/** A destination that keeps every line pino writes, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe("createLogger", () => {
  it("names the request an entry was written for, so a log line leads to the request's events", () => {
    const { lines, stream } = capture();
    const logger = createLogger("info", stream);
    runInRequest({ correlationId: "req-12345678", method: "GET", path: "/api/v1/Vessels" }, () =>
      logger.warn("slow answer", { ms: 900 }),
    );
    logger.info("outside any request");
    logger.debug("below the level");
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", message: "slow answer", requestId: "req-12345678", ms: 900 }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
    expect(lines[1]).toEqual({ level: "info", time: expect.any(String), message: "outside any request" });
    expect(Number.isNaN(Date.parse(String(lines[1]!.time)))).toBe(false);
  });

  it("writes nothing at LOG_LEVEL=silent", () => {
    const { lines, stream } = capture();
    const logger = createLogger("silent", stream);
    logger.error("not even this");
    expect(lines).toEqual([]);
  });
});
