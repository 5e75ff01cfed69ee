import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnyStoredEvent, DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";
import { ConcurrencyError, type EventStore, type Subscription } from "../../server/eventstore/EventStore.js";

export interface EventStoreFixture {
  store: EventStore;
  cleanup: () => Promise<void>;
}

export type EventStoreFactory = () => Promise<EventStoreFixture>;

export type TestEvent = DomainEvent<"TestHappened", { n: number; label?: string; nested?: unknown }>;

export function testEvent(n: number, label?: string): TestEvent {
  return { type: "TestHappened", data: label === undefined ? { n } : { n, label } };
}

export function testEvents(from: number, count: number, label?: string): TestEvent[] {
  return Array.from({ length: count }, (_, i) => testEvent(from + i, label));
}

export const testMetadata: EventMetadataInput = {
  userId: "user-1",
  companyId: "company-1",
  correlationId: "corr-1",
  causationId: null,
};

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` holds; fails with `message` after `timeoutMs`. */
export async function waitFor(check: () => boolean, message: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${message}`);
    await sleep(5);
  }
}

/** Captures the rejection of a promise that must fail. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the promise to reject, but it resolved");
}

function expectStrictlyIncreasing(positions: number[]): void {
  for (let i = 1; i < positions.length; i++) {
    if (!(positions[i]! > positions[i - 1]!)) {
      throw new Error(
        `positions not strictly increasing at index ${i}: ${positions[i - 1]} then ${positions[i]}`,
      );
    }
  }
}

async function readEverything(store: EventStore, pageSize = 1000): Promise<AnyStoredEvent[]> {
  const all: AnyStoredEvent[] = [];
  let after = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: pageSize });
    if (page.length === 0) return all;
    all.push(...page);
    after = page[page.length - 1]!.position;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The behaviour every EventStore adapter must show. `factory` gives a fresh, empty store for each test;
 * `cleanup` closes it and removes whatever it created (and must tolerate the store already being closed).
 */
export function describeEventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: (() => Promise<void>) | undefined;
    const subscriptions: Subscription[] = [];

    function track(subscription: Subscription): Subscription {
      subscriptions.push(subscription);
      return subscription;
    }

    beforeEach(async () => {
      const fixture = await factory();
      store = fixture.store;
      cleanup = fixture.cleanup;
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
      await cleanup?.();
      cleanup = undefined;
    });

    describe("streams", () => {
      it("appends and reads back a stream with versions from 0", async () => {
        const first = await store.append("order-1", testEvents(0, 3), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        expect(first.nextExpectedVersion).toBe(2);
        expect(first.events.map((e) => e.version)).toEqual([0, 1, 2]);
        expect(first.lastPosition).toBe(first.events[2]!.position);

        const second = await store.append("order-1", [testEvent(3)], {
          expectedVersion: 2,
          metadata: testMetadata,
        });
        expect(second.nextExpectedVersion).toBe(3);

        const events = await store.readStream("order-1");
        expect(events.map((e) => e.version)).toEqual([0, 1, 2, 3]);
        expect(events.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3]);
        expect(events.every((e) => e.stream === "order-1" && e.type === "TestHappened")).toBe(true);
        expect(events).toEqual([...first.events, ...second.events]);
      });

      it("reads a stream from a version and up to a count", async () => {
        await store.append("order-2", testEvents(0, 10), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        const tail = await store.readStream("order-2", { fromVersion: 7 });
        expect(tail.map((e) => e.version)).toEqual([7, 8, 9]);
        const window = await store.readStream("order-2", { fromVersion: 2, maxCount: 3 });
        expect(window.map((e) => e.version)).toEqual([2, 3, 4]);
        expect(await store.readStream("order-2", { fromVersion: 10 })).toEqual([]);
      });

      it("answers an empty array and no_stream for a stream that does not exist", async () => {
        expect(await store.readStream("nobody-here")).toEqual([]);
        expect(await store.streamVersion("nobody-here")).toBe("no_stream");
      });

      it("stores ids, data and metadata with a store-set recordedAt", async () => {
        const before = Date.now();
        const nested = {
          text: 'quote " backslash \\ unicode ⚓ ñ',
          list: [1, 2.5, null, true],
          deep: { a: { b: [] } },
        };
        const result = await store.append("vessel-1", [{ type: "Detailed", data: nested }, testEvent(1)], {
          expectedVersion: "any",
          metadata: { ...testMetadata, causationId: "cause-9" },
        });
        const after = Date.now();
        const [read] = await store.readStream("vessel-1", { maxCount: 1 });
        expect(read).toBeDefined();
        expect(read!.data).toEqual(nested);
        expect(read!.type).toBe("Detailed");
        expect(read!.id).toMatch(UUID);
        expect(read!.id).not.toBe(result.events[1]!.id);
        const { recordedAt, ...rest } = read!.metadata;
        expect(rest).toEqual({ ...testMetadata, causationId: "cause-9" });
        expect(recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        const recorded = Date.parse(recordedAt);
        expect(recorded).toBeGreaterThanOrEqual(before - 1);
        expect(recorded).toBeLessThanOrEqual(after + 1);
        expect(result.events[0]).toEqual(read);
      });

      it("keeps the current version per stream", async () => {
        expect(await store.streamVersion("s-1")).toBe("no_stream");
        await store.append("s-1", testEvents(0, 4), { expectedVersion: "no_stream", metadata: testMetadata });
        await store.append("s-2", testEvents(0, 1), { expectedVersion: "no_stream", metadata: testMetadata });
        expect(await store.streamVersion("s-1")).toBe(3);
        expect(await store.streamVersion("s-2")).toBe(0);
      });
    });

    describe("expected version", () => {
      it("no_stream succeeds only while the stream does not exist", async () => {
        await store.append("a", [testEvent(0)], { expectedVersion: "no_stream", metadata: testMetadata });
        const error = await rejectionOf(
          store.append("a", [testEvent(1)], { expectedVersion: "no_stream", metadata: testMetadata }),
        );
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({
          name: "ConcurrencyError",
          stream: "a",
          expected: "no_stream",
          actual: 0,
        });
      });

      it("a number must equal the current last version", async () => {
        await store.append("b", testEvents(0, 2), { expectedVersion: "no_stream", metadata: testMetadata });
        for (const stale of [0, 2, 5]) {
          const error = await rejectionOf(
            store.append("b", [testEvent(9)], { expectedVersion: stale, metadata: testMetadata }),
          );
          expect(error).toBeInstanceOf(ConcurrencyError);
          expect(error).toMatchObject({ stream: "b", expected: stale, actual: 1 });
        }
        const ok = await store.append("b", [testEvent(2)], { expectedVersion: 1, metadata: testMetadata });
        expect(ok.nextExpectedVersion).toBe(2);
      });

      it("a number on a missing stream fails with actual no_stream", async () => {
        const error = await rejectionOf(
          store.append("c", [testEvent(0)], { expectedVersion: 0, metadata: testMetadata }),
        );
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ stream: "c", expected: 0, actual: "no_stream" });
        expect(await store.readStream("c")).toEqual([]);
      });

      it("any appends whether or not the stream exists", async () => {
        const first = await store.append("d", [testEvent(0)], {
          expectedVersion: "any",
          metadata: testMetadata,
        });
        const second = await store.append("d", [testEvent(1)], {
          expectedVersion: "any",
          metadata: testMetadata,
        });
        expect(first.nextExpectedVersion).toBe(0);
        expect(second.nextExpectedVersion).toBe(1);
      });

      it("a failed append writes nothing, for any event of the batch", async () => {
        await store.append("e", [testEvent(0)], { expectedVersion: "no_stream", metadata: testMetadata });
        const headBefore = await store.headPosition();

        const mismatch = await rejectionOf(
          store.append("e", testEvents(1, 5), { expectedVersion: 3, metadata: testMetadata }),
        );
        expect(mismatch).toBeInstanceOf(ConcurrencyError);

        // The second event cannot be serialised: the first must not be left behind.
        const unserialisable = await rejectionOf(
          store.append("e", [testEvent(1), { type: "Broken", data: { big: 10n } }], {
            expectedVersion: 0,
            metadata: testMetadata,
          }),
        );
        expect(unserialisable).not.toBeInstanceOf(ConcurrencyError);

        expect((await store.readStream("e")).map((e) => e.version)).toEqual([0]);
        expect(await store.streamVersion("e")).toBe(0);
        expect(await store.headPosition()).toBe(headBefore);
        const next = await store.append("e", [testEvent(1)], { expectedVersion: 0, metadata: testMetadata });
        expect(next.nextExpectedVersion).toBe(1);
      });

      it("rejects an empty append and a malformed expected version", async () => {
        await expect(
          store.append("f", [], { expectedVersion: "any", metadata: testMetadata }),
        ).rejects.toThrow(RangeError);
        await expect(
          store.append("f", [testEvent(0)], { expectedVersion: -1, metadata: testMetadata }),
        ).rejects.toThrow(RangeError);
        expect(await store.streamVersion("f")).toBe("no_stream");
      });

      it("refuses a stream or event type name holding a lone surrogate, and writes nothing", async () => {
        await expect(
          store.append("g\uD800", [testEvent(0)], { expectedVersion: "any", metadata: testMetadata }),
        ).rejects.toThrow(/lone surrogate/);
        await expect(
          store.append("g", [testEvent(0), { ...testEvent(1), type: "Odd\uDC00" }], {
            expectedVersion: "any",
            metadata: testMetadata,
          }),
        ).rejects.toThrow(/lone surrogate/);
        expect(await store.streamVersion("g")).toBe("no_stream");
        // A name with a whole pair (an emoji) is Unicode text and is kept as it is.
        await store.append("g\u{1F6A2}", [testEvent(0)], { expectedVersion: "any", metadata: testMetadata });
        expect((await store.readStream("g\u{1F6A2}"))[0]!.stream).toBe("g\u{1F6A2}");
      });
    });

    describe("global order", () => {
      it("orders all streams by position, strictly increasing from 1, in append order", async () => {
        expect(await store.headPosition()).toBe(0);
        expect(await store.readAll()).toEqual([]);
        const appended: AnyStoredEvent[] = [];
        const plan: Array<[string, number]> = [
          ["x", 2],
          ["y", 1],
          ["x", 3],
          ["z", 2],
          ["y", 1],
        ];
        const versions = new Map<string, number>();
        for (const [stream, count] of plan) {
          const current = versions.get(stream);
          const result = await store.append(stream, testEvents(appended.length, count, stream), {
            expectedVersion: current ?? "no_stream",
            metadata: testMetadata,
          });
          versions.set(stream, result.nextExpectedVersion);
          appended.push(...result.events);
        }
        const all = await store.readAll();
        expect(all).toHaveLength(9);
        expect(all).toEqual(appended);
        expect(all[0]!.position).toBeGreaterThanOrEqual(1);
        expectStrictlyIncreasing(all.map((e) => e.position));
        expect(all.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
        expect(await store.headPosition()).toBe(all[8]!.position);
      });

      it("pages through readAll with after and maxCount", async () => {
        await store.append("p", testEvents(0, 25), { expectedVersion: "no_stream", metadata: testMetadata });
        const full = await store.readAll();
        expect(full).toHaveLength(25);
        const pages: AnyStoredEvent[][] = [];
        let after = 0;
        for (;;) {
          const page = await store.readAll({ after, maxCount: 10 });
          pages.push(page);
          if (page.length === 0) break;
          after = page[page.length - 1]!.position;
        }
        expect(pages.map((page) => page.length)).toEqual([10, 10, 5, 0]);
        expect(pages.flat()).toEqual(full);
        const fromMiddle = await store.readAll({ after: full[19]!.position });
        expect(fromMiddle.map((e) => e.version)).toEqual([20, 21, 22, 23, 24]);
        expect(await store.readAll({ after: full[24]!.position })).toEqual([]);
      });

      it("returns at most 1000 events when no maxCount is given", async () => {
        await store.append("big", testEvents(0, 1200), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        const page = await store.readAll();
        expect(page).toHaveLength(1000);
        expect(page[999]!.version).toBe(999);
        const rest = await store.readAll({ after: page[999]!.position });
        expect(rest.map((e) => e.version)).toEqual(Array.from({ length: 200 }, (_, i) => 1000 + i));
      });

      it("headPosition follows the last append", async () => {
        expect(await store.headPosition()).toBe(0);
        const a = await store.append("h", testEvents(0, 3), {
          expectedVersion: "any",
          metadata: testMetadata,
        });
        expect(await store.headPosition()).toBe(a.lastPosition);
        const b = await store.append("i", testEvents(0, 1), {
          expectedVersion: "any",
          metadata: testMetadata,
        });
        expect(b.lastPosition).toBeGreaterThan(a.lastPosition);
        expect(await store.headPosition()).toBe(b.lastPosition);
      });
    });

    describe("concurrency", () => {
      it("20 concurrent appenders on one stream: exactly one wins each version, none is lost", async () => {
        await store.append("race", [testEvent(-1, "seed")], {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });

        // Round 1: everybody expects version 0.
        const outcomes = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) =>
            store.append("race", [testEvent(i, `w${i}`)], { expectedVersion: 0, metadata: testMetadata }),
          ),
        );
        const winners = outcomes.filter((o) => o.status === "fulfilled");
        const losers = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(19);
        for (const loser of losers) {
          expect(loser.reason).toBeInstanceOf(ConcurrencyError);
          expect(loser.reason).toMatchObject({ stream: "race", expected: 0, actual: 1 });
        }

        // Round 2: 20 writers retry on conflict until their event is in.
        await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            for (let attempt = 0; attempt < 500; attempt++) {
              const current = await store.streamVersion("race");
              try {
                await store.append("race", [testEvent(100 + i, `r${i}`)], {
                  expectedVersion: current,
                  metadata: testMetadata,
                });
                return;
              } catch (error) {
                if (!(error instanceof ConcurrencyError)) throw error;
              }
            }
            throw new Error(`writer ${i} never got its event in`);
          }),
        );
        const events = await store.readStream("race");
        expect(events.map((e) => e.version)).toEqual(Array.from({ length: 22 }, (_, i) => i));
        const retried = events.slice(2).map((e) => (e.data as { n: number }).n);
        expect([...retried].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
        expectStrictlyIncreasing(events.map((e) => e.position));
      });

      it("concurrent appends to one stream amid appends to others: exactly one winner per expected version", async () => {
        await store.append("contested", [testEvent(0, "seed")], {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        // Interleaved with appends to other streams, so that adapters that batch appends see the
        // contenders arrive together with unrelated work.
        const contenders: Array<Promise<unknown>> = [];
        const others: Array<Promise<unknown>> = [];
        for (let i = 0; i < 12; i++) {
          contenders.push(
            store.append("contested", [testEvent(i, `c${i}`)], {
              expectedVersion: 0,
              metadata: testMetadata,
            }),
          );
          contenders.push(
            store.append("fresh", [testEvent(i, `f${i}`)], {
              expectedVersion: "no_stream",
              metadata: testMetadata,
            }),
          );
          others.push(
            store.append(`other-${i}`, [testEvent(i)], {
              expectedVersion: "no_stream",
              metadata: testMetadata,
            }),
          );
        }
        const outcomes = await Promise.allSettled(contenders);
        await Promise.all(others);
        for (const stream of ["contested", "fresh"]) {
          const mine = outcomes.filter((_, index) => (index % 2 === 0) === (stream === "contested"));
          expect(mine.filter((o) => o.status === "fulfilled")).toHaveLength(1);
          const losers = mine.filter((o): o is PromiseRejectedResult => o.status === "rejected");
          expect(losers).toHaveLength(11);
          for (const loser of losers) {
            expect(loser.reason).toBeInstanceOf(ConcurrencyError);
            expect(loser.reason).toMatchObject({ stream, actual: stream === "contested" ? 1 : 0 });
          }
        }
        expect((await store.readStream("contested")).map((e) => e.version)).toEqual([0, 1]);
        expect((await store.readStream("fresh")).map((e) => e.version)).toEqual([0]);
        const all = await readEverything(store);
        expect(all).toHaveLength(2 + 1 + 12);
        expectStrictlyIncreasing(all.map((e) => e.position));
      });

      it("concurrent appenders on different streams keep every stream and the global order intact", async () => {
        const streams = 25;
        const perStream = 8;
        const delivered: AnyStoredEvent[] = [];
        track(store.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) }));

        await Promise.all(
          Array.from({ length: streams }, async (_, s) => {
            let expected: number | "no_stream" = "no_stream";
            for (let k = 0; k < perStream; k++) {
              const result = await store.append(`para-${s}`, [testEvent(k, `s${s}`)], {
                expectedVersion: expected,
                metadata: testMetadata,
              });
              expected = result.nextExpectedVersion;
            }
          }),
        );

        for (let s = 0; s < streams; s++) {
          const events = await store.readStream(`para-${s}`);
          expect(events.map((e) => e.version)).toEqual(Array.from({ length: perStream }, (_, i) => i));
          expect(events.map((e) => (e.data as { n: number }).n)).toEqual(
            Array.from({ length: perStream }, (_, i) => i),
          );
        }
        const all = await readEverything(store, 37);
        expect(all).toHaveLength(streams * perStream);
        expectStrictlyIncreasing(all.map((e) => e.position));
        expect(new Set(all.map((e) => e.id)).size).toBe(streams * perStream);

        await waitFor(() => delivered.length >= streams * perStream, "subscriber to receive every event");
        await sleep(50);
        expect(delivered.map((e) => e.id)).toEqual(all.map((e) => e.id));
      });
    });

    describe("subscriptions", () => {
      it("catches up over several pages, then receives live events in order", async () => {
        await store.append("hist", testEvents(0, 2500), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        const delivered: AnyStoredEvent[] = [];
        const subscription = track(
          store.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) }),
        );
        await waitFor(() => delivered.length === 2500, "catch-up of 2500 events");
        expect(subscription.position).toBe(delivered[2499]!.position);

        const live1 = await store.append("live", [testEvent(0)], {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        const live2 = await store.append("hist", testEvents(2500, 2), {
          expectedVersion: 2499,
          metadata: testMetadata,
        });
        await waitFor(() => delivered.length === 2503, "live events");
        expect(delivered.slice(2500).map((e) => e.id)).toEqual(
          [...live1.events, ...live2.events].map((e) => e.id),
        );
        expectStrictlyIncreasing(delivered.map((e) => e.position));
        expect(delivered.slice(0, 2500).map((e) => e.version)).toEqual(
          Array.from({ length: 2500 }, (_, i) => i),
        );
        expect(subscription.position).toBe(live2.lastPosition);
      });

      it("starts strictly after the given position", async () => {
        const first = await store.append("from", testEvents(0, 5), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        const delivered: number[] = [];
        track(
          store.subscribe({
            after: first.events[2]!.position,
            onEvent: (event) => void delivered.push(event.version),
          }),
        );
        await waitFor(() => delivered.length === 2, "events after the start position");
        await store.append("from", [testEvent(5)], { expectedVersion: 4, metadata: testMetadata });
        await waitFor(() => delivered.length === 3, "live event");
        expect(delivered).toEqual([3, 4, 5]);
      });

      it("awaits each handler before delivering the next event", async () => {
        await store.append("slow", testEvents(0, 20), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        let running = 0;
        let maxRunning = 0;
        const seen: number[] = [];
        track(
          store.subscribe({
            after: 0,
            onEvent: async (event) => {
              running++;
              maxRunning = Math.max(maxRunning, running);
              await sleep(event.version % 3 === 0 ? 5 : 0);
              seen.push(event.version);
              running--;
            },
          }),
        );
        await waitFor(() => seen.length === 20, "20 slow handlers");
        expect(maxRunning).toBe(1);
        expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
      });

      it("close stops delivery", async () => {
        const delivered: AnyStoredEvent[] = [];
        const subscription = store.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
        const first = await store.append("stop", [testEvent(0)], {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        await waitFor(() => delivered.length === 1, "first event");
        await subscription.close();
        await store.append("stop", testEvents(1, 3), { expectedVersion: 0, metadata: testMetadata });
        await sleep(400);
        expect(delivered).toHaveLength(1);
        expect(subscription.position).toBe(first.lastPosition);
        await subscription.close(); // closing twice is harmless
      });

      it("close waits for the handler in flight", async () => {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started = 0;
        let finished = 0;
        const subscription = store.subscribe({
          after: 0,
          onEvent: async () => {
            started++;
            await gate;
            finished++;
          },
        });
        await store.append("gate", testEvents(0, 3), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        await waitFor(() => started === 1, "handler to start");
        let closed = false;
        const closing = subscription.close().then(() => {
          closed = true;
        });
        await sleep(100);
        expect(closed).toBe(false);
        release();
        await closing;
        expect(finished).toBe(1);
        expect(started).toBe(1); // nothing is delivered once close() was called
      });

      it("a handler may close its own subscription", async () => {
        const delivered: number[] = [];
        const subscription: Subscription = track(
          store.subscribe({
            after: 0,
            onEvent: async (event) => {
              delivered.push(event.version);
              if (event.version === 1) await subscription.close();
            },
          }),
        );
        await store.append("self", testEvents(0, 5), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        await waitFor(() => delivered.length === 2, "two events");
        await sleep(100);
        expect(delivered).toEqual([0, 1]);
      });

      it("a failing handler stops the subscription and reports through onError", async () => {
        const delivered: number[] = [];
        const errors: unknown[] = [];
        const subscription = track(
          store.subscribe({
            after: 0,
            onEvent: (event) => {
              if (event.version === 2) throw new Error("projection broke");
              delivered.push(event.version);
            },
            onError: (error) => void errors.push(error),
          }),
        );
        const appended = await store.append("fail", testEvents(0, 5), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        });
        await waitFor(() => errors.length === 1, "onError");
        await sleep(50);
        expect(delivered).toEqual([0, 1]);
        expect((errors[0] as Error).message).toBe("projection broke");
        expect(subscription.position).toBe(appended.events[1]!.position);
      });

      it("closing the store ends open subscriptions", async () => {
        const delivered: number[] = [];
        const subscription = store.subscribe({
          after: 0,
          onEvent: (event) => void delivered.push(event.version),
        });
        await store.append("end", [testEvent(0)], { expectedVersion: "no_stream", metadata: testMetadata });
        await waitFor(() => delivered.length === 1, "first event");
        await store.close();
        await subscription.close();
        expect(delivered).toEqual([0]);
      });
    });

    describe("volume", () => {
      it("reads back a 10,000-event stream complete and in order", async () => {
        const total = 10_000;
        const batch = 1000;
        let expected: number | "no_stream" = "no_stream";
        for (let from = 0; from < total; from += batch) {
          const result = await store.append("long", testEvents(from, batch), {
            expectedVersion: expected,
            metadata: testMetadata,
          });
          expected = result.nextExpectedVersion;
        }
        expect(expected).toBe(total - 1);
        const events = await store.readStream("long");
        expect(events).toHaveLength(total);
        for (let i = 0; i < total; i++) {
          if (events[i]!.version !== i || (events[i]!.data as { n: number }).n !== i) {
            throw new Error(`event ${i} out of place: version ${events[i]!.version}`);
          }
        }
        expectStrictlyIncreasing(events.map((e) => e.position));
        const all = await readEverything(store);
        expect(all.map((e) => e.id)).toEqual(events.map((e) => e.id));
        expect(await store.headPosition()).toBe(events[total - 1]!.position);
      });
    });
  });
}
