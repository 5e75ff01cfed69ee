import { describe, expect, it } from "vitest";
import type { AnyStoredEvent } from "../../domain/shared/events.js";
import { PollingSubscription, type StoreLogger } from "./PollingSubscription.js";

function event(position: number): AnyStoredEvent {
  return {
    id: `id-${position}`,
    stream: "s",
    version: position - 1,
    position,
    type: "T",
    data: null,
    metadata: { userId: "u", companyId: null, correlationId: "c", causationId: null, recordedAt: "x" },
  };
}

function memoryLog(): {
  events: AnyStoredEvent[];
  read: (after: number, max: number) => Promise<AnyStoredEvent[]>;
} {
  const events: AnyStoredEvent[] = [];
  return {
    events,
    read: async (after, max) => events.filter((e) => e.position > after).slice(0, max),
  };
}

function recordingLogger(): StoreLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (message) => void lines.push(message), error: (message) => void lines.push(message) };
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("PollingSubscription", () => {
  it("retries failed reads and carries on without losing events", async () => {
    const log = memoryLog();
    log.events.push(event(1), event(2));
    let failuresLeft = 3;
    const logger = recordingLogger();
    const delivered: number[] = [];
    const errors: unknown[] = [];
    const subscription = new PollingSubscription(
      async (after, max) => {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error("connection reset");
        }
        return log.read(after, max);
      },
      { after: 0, onEvent: (e) => void delivered.push(e.position), onError: (e) => void errors.push(e) },
      { batchSize: 10, pollIntervalMs: 10, onStopped: () => undefined, logger },
    );
    await until(() => delivered.length === 2);
    expect(delivered).toEqual([1, 2]);
    expect(errors).toEqual([]);
    expect(logger.lines).toEqual([
      "event store subscription: read failed, retrying",
      "event store subscription: reading again",
    ]);
    await subscription.close();
  });

  it("reads in pages of batchSize and polls for events that arrive without a wake-up", async () => {
    const log = memoryLog();
    for (let p = 1; p <= 25; p++) log.events.push(event(p));
    const pageSizes: number[] = [];
    const delivered: number[] = [];
    const subscription = new PollingSubscription(
      async (after, max) => {
        const page = await log.read(after, max);
        pageSizes.push(page.length);
        return page;
      },
      { after: 0, onEvent: (e) => void delivered.push(e.position) },
      { batchSize: 10, pollIntervalMs: 20, onStopped: () => undefined, logger: recordingLogger() },
    );
    await until(() => delivered.length === 25);
    expect(pageSizes.slice(0, 3)).toEqual([10, 10, 5]);
    log.events.push(event(26)); // nobody calls wake(): the poll must find it
    await until(() => delivered.length === 26);
    expect(delivered).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    await subscription.close();
  });

  it("stops with an error if the store hands back a position out of order", async () => {
    const errors: unknown[] = [];
    let stopped = false;
    const subscription = new PollingSubscription(
      async (after) => (after === 0 ? [event(2), event(1)] : []),
      { after: 0, onEvent: () => undefined, onError: (e) => void errors.push(e) },
      {
        batchSize: 10,
        pollIntervalMs: 20,
        onStopped: () => {
          stopped = true;
        },
        logger: recordingLogger(),
      },
    );
    await until(() => stopped);
    expect(String(errors[0])).toContain("returned position 1 after 2");
    expect(subscription.position).toBe(2);
  });
});
