import { describe, expect, it } from "vitest";
import type { Aggregate } from "../../domain/shared/decider.js";
import { ConflictError } from "../../domain/shared/errors.js";
import type { DomainEvent } from "../../domain/shared/events.js";
import { TransientStoreError } from "../eventstore/EventStore.js";
import { SqliteEventStore } from "../eventstore/sqlite/SqliteEventStore.js";
import { requestWrote, runInRequest } from "../http/requestContext.js";
import { backoffMs, execute, RETRY_POLICY } from "./execute.js";

type Counted = DomainEvent<"Counted", { by: number }>;
const counter: Aggregate<number, Counted> = {
  streamName: (id) => `counter-${id}`,
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
};
const metadata = { userId: "u1", companyId: "c1", correlationId: "corr-1", causationId: null };

const setup = () => {
  const store = SqliteEventStore.open(":memory:");
  const waited: number[] = [];
  return { store, deps: { store, waitFor: async (p: number) => void waited.push(p) }, waited };
};

describe("execute", () => {
  it("decides on the state folded from the stream and appends with who/when", async () => {
    const { store, deps, waited } = setup();
    await execute(deps, counter, "a", () => [{ type: "Counted", data: { by: 2 } }], { metadata });
    const outcome = await execute(
      deps,
      counter,
      "a",
      (total) => [{ type: "Counted", data: { by: total * 10 } }],
      { metadata },
    );
    expect(outcome.events[0]).toMatchObject({
      version: 1,
      data: { by: 20 },
      metadata: { userId: "u1", correlationId: "corr-1" },
    });
    expect(outcome.events[0]!.metadata.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(waited).toEqual([1, 2]);
    await store.close();
  });

  it("marks the request it runs for as having stored something once it appended, not before", async () => {
    const { store, deps } = setup();
    const request = () => ({ correlationId: "corr-1", method: "POST", path: "/x" });
    const refused = runInRequest(request(), async () => {
      await execute(deps, counter, "a", () => [], { metadata }).catch(() => undefined);
      await execute(
        deps,
        counter,
        "a",
        () => {
          throw new ConflictError("no");
        },
        { metadata },
      ).catch(() => undefined);
      return requestWrote();
    });
    expect(await refused).toBe(false);
    const stored = runInRequest(request(), async () => {
      await execute(deps, counter, "a", () => [{ type: "Counted", data: { by: 1 } }], { metadata });
      return requestWrote();
    });
    expect(await stored).toBe(true);
    await store.close();
  });

  it("appends nothing when the decision yields no events", async () => {
    const { store, deps } = setup();
    const outcome = await execute(deps, counter, "a", () => [], { metadata });
    expect(outcome.events).toEqual([]);
    expect(await store.headPosition()).toBe(0);
    await store.close();
  });

  it("answers a conflict when the caller's expected version is stale, and writes nothing", async () => {
    const { store, deps } = setup();
    await execute(deps, counter, "a", () => [{ type: "Counted", data: { by: 1 } }], { metadata });
    await execute(deps, counter, "a", () => [{ type: "Counted", data: { by: 1 } }], { metadata });
    await expect(
      execute(deps, counter, "a", () => [{ type: "Counted", data: { by: 5 } }], {
        metadata,
        expectedVersion: 0,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await store.readStream("counter-a")).toHaveLength(2);
    await store.close();
  });

  it("re-decides on fresh state when it loses a race and no version was given", async () => {
    const { store, deps } = setup();
    let first = true;
    const outcome = await execute(
      deps,
      counter,
      "a",
      (total) => {
        if (first) {
          first = false;
          // Another writer slips in between this read and the append.
          void store.append("counter-a", [{ type: "Counted", data: { by: 100 } }], {
            expectedVersion: "any",
            metadata,
          });
        }
        return [{ type: "Counted", data: { by: total + 1 } }];
      },
      { metadata },
    );
    expect(outcome.events[0]).toMatchObject({ version: 1, data: { by: 101 } });
    await store.close();
  });

  it("keeps re-deciding until it applies when many writers race without a version", async () => {
    const { store, deps } = setup();
    const writers = Array.from({ length: 50 }, () =>
      execute(deps, counter, "a", async () => [{ type: "Counted", data: { by: 1 } }], { metadata }),
    );
    await Promise.all(writers);
    expect(await store.readStream("counter-a")).toHaveLength(50);
    await store.close();
  });

  it("answers 409 when a conditional command loses the race to another writer", async () => {
    const { store, deps } = setup();
    await execute(deps, counter, "a", () => [{ type: "Counted", data: { by: 1 } }], { metadata });
    const decide = async () => {
      await store.append("counter-a", [{ type: "Counted", data: { by: 100 } }], {
        expectedVersion: "any",
        metadata,
      });
      return [{ type: "Counted" as const, data: { by: 5 } }];
    };
    await expect(
      execute(deps, counter, "a", decide, { metadata, expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await store.readStream("counter-a")).map((e) => e.data)).toEqual([{ by: 1 }, { by: 100 }]);
    await store.close();
  });

  it("tries again after a passing store failure, conditional or not, instead of answering 409", async () => {
    const { store, deps } = setup();
    let failures = 2;
    const flaky = {
      ...deps,
      store: {
        readStream: (...args: Parameters<typeof store.readStream>) => store.readStream(...args),
        append: (...args: Parameters<typeof store.append>) => {
          if (failures-- > 0) return Promise.reject(new TransientStoreError("counter-a", new Error("40001")));
          return store.append(...args);
        },
      } as unknown as typeof store,
    };
    const outcome = await execute(flaky, counter, "a", () => [{ type: "Counted", data: { by: 3 } }], {
      metadata,
      expectedVersion: -1,
    });
    expect(outcome.events[0]).toMatchObject({ version: 0, data: { by: 3 } });
    await store.close();
  });

  it("waits a jittered, capped time between attempts", () => {
    expect(backoffMs(0, () => 1)).toBe(RETRY_POLICY.firstDelayMs);
    expect(backoffMs(3, () => 1)).toBe(RETRY_POLICY.firstDelayMs * 8);
    expect(backoffMs(50, () => 1)).toBe(RETRY_POLICY.maxDelayMs);
    expect(backoffMs(50, () => 0.25)).toBe(RETRY_POLICY.maxDelayMs / 4);
  });
});
