import { afterEach, describe, expect, it, vi } from "vitest";
import { runInRequest } from "../http/requestContext.js";
import { createLogger } from "./logger.js";

const written = () =>
  vi
    .mocked(process.stderr.write)
    .mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe("createLogger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names the request an entry was written for, so a log line leads to the request's events", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const logger = createLogger("info");
    runInRequest({ correlationId: "req-12345678", method: "GET", path: "/api/v1/Vessels" }, () =>
      logger.warn("slow answer", { ms: 900 }),
    );
    logger.info("outside any request");
    logger.debug("below the level");
    expect(written()).toEqual([
      expect.objectContaining({ level: "warn", message: "slow answer", requestId: "req-12345678", ms: 900 }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });
});
