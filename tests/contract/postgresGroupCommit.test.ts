import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AnyStoredEvent } from "../../domain/shared/events.js";
import { type AppendResult, ConcurrencyError } from "../../server/eventstore/EventStore.js";
import {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from "../../server/eventstore/postgres/PostgresEventStore.js";
import { sleep, testEvent, testMetadata, waitFor } from "./eventStoreContract.js";

// Group commit on PostgreSQL: appends of one store share transactions, stores on the same schema
// (standing in for processes) serialise on the append lock. Every store here has its own pool.

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)("PostgresEventStore group commit", () => {
  const url = databaseUrl ?? "";
  const runId = randomUUID().replaceAll("-", "").slice(0, 10);
  const schemas: string[] = [];
  const open: PostgresEventStore[] = [];
  let admin: pg.Pool;

  beforeAll(() => {
    admin = new pg.Pool({ connectionString: url, max: 2 });
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });

  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  function newSchema(): string {
    const schema = `es_gc_${runId}_${schemas.length}`;
    schemas.push(schema);
    return schema;
  }

  async function openStore(
    schema: string,
    options: PostgresEventStoreOptions = {},
  ): Promise<PostgresEventStore> {
    const store = await PostgresEventStore.connect(url, { schema, maxConnections: 4, ...options });
    open.push(store);
    return store;
  }

  /** Appends `count` single events to `stream` with expected versions; counts each success in `done`. */
  async function writer(store: PostgresEventStore, stream: string, count: number, done: { n: number }) {
    let expected: number | "no_stream" = "no_stream";
    for (let k = 0; k < count; k++) {
      const result = await store.append(stream, [testEvent(k, stream)], {
        expectedVersion: expected,
        metadata: testMetadata,
      });
      expected = result.nextExpectedVersion;
      done.n++;
    }
  }

  function expectStrictlyIncreasing(positions: number[]): void {
    for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1]!);
  }

  it("commits concurrent appends of one store in one transaction", async () => {
    const schema = newSchema();
    const store = await openStore(schema);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        store.append(`one-tx-${i}`, [testEvent(i), testEvent(i + 100)], {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        }),
      ),
    );
    const transactions = await admin.query<{ n: string }>(
      `SELECT count(DISTINCT xmin::text) AS n FROM "${schema}".events`,
    );
    expect(Number(transactions.rows[0]!.n)).toBe(1);
    const events = await store.readAll();
    expect(events).toHaveLength(16);
    for (let i = 0; i < 8; i++) {
      expect(events.filter((e) => e.stream === `one-tx-${i}`).map((e) => e.version)).toEqual([0, 1]);
    }
  });

  it("never lets a subscriber skip a late commit while several processes append concurrently", async () => {
    const schema = newSchema();
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let slowInside!: () => void;
    const slowHoldsTransaction = new Promise<void>((resolve) => {
      slowInside = resolve;
    });
    const slowStore = await openStore(schema, {
      beforeCommit: async (stream) => {
        if (stream !== "slow") return;
        slowInside();
        await slowGate;
      },
    });
    const others = [await openStore(schema), await openStore(schema)];
    const reader = await openStore(schema, { pollIntervalMs: 20 });
    const seed = await slowStore.append("seed", [testEvent(0)], {
      expectedVersion: "no_stream",
      metadata: testMetadata,
    });
    const delivered: AnyStoredEvent[] = [];
    const subscription = reader.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
    await waitFor(() => delivered.length === 1, "seed event");

    // The slow append and two companions form one batch, which draws positions and stays open.
    const held = ["slow", "companion-1", "companion-2"].map((stream) =>
      slowStore.append(stream, [testEvent(1, stream)], {
        expectedVersion: "no_stream",
        metadata: testMetadata,
      }),
    );
    const done = { n: 0 };
    let writers: Promise<unknown> | undefined;
    try {
      await slowHoldsTransaction;
      // Meanwhile: writers in the two other processes and one more in the slow one's own process.
      writers = Promise.all([
        ...others.flatMap((store, p) =>
          Array.from({ length: 4 }, (_, w) => writer(store, `p${p}-w${w}`, 5, done)),
        ),
        writer(slowStore, "queued-behind", 3, done),
      ]);
      await sleep(400);
      expect(done.n).toBe(0);
      expect((await reader.readAll()).map((e) => e.stream)).toEqual(["seed"]);
      expect(delivered).toHaveLength(1);
    } finally {
      releaseSlow();
      await Promise.allSettled([...held, writers]);
    }
    const heldResults = await Promise.all(held);
    await writers;
    const total = 1 + 3 + 2 * 4 * 5 + 3;
    expect(done.n).toBe(total - 4);

    await waitFor(() => delivered.length >= total, "every event delivered");
    await sleep(100);
    const log = await reader.readAll();
    expect(log).toHaveLength(total);
    expect(delivered.map((e) => e.id)).toEqual(log.map((e) => e.id));
    expectStrictlyIncreasing(delivered.map((e) => e.position));
    // The held batch drew its positions first, so it comes right after the seed.
    const heldPositions = heldResults.map((result) => result.lastPosition);
    expect(
      log
        .slice(1, 4)
        .map((e) => e.position)
        .sort(),
    ).toEqual([...heldPositions].sort());
    expect(seed.lastPosition).toBe(log[0]!.position);
    await subscription.close();
  });

  it("delivers exactly the committed log when concurrent commits are delayed at random", async () => {
    const schema = newSchema();
    const jitter = async () => sleep(Math.floor(Math.random() * 4));
    const stores = [
      await openStore(schema, { beforeCommit: jitter }),
      await openStore(schema, { beforeCommit: jitter }),
      await openStore(schema, { beforeCommit: jitter }),
    ];
    const reader = await openStore(schema, { pollIntervalMs: 5 });
    const delivered: AnyStoredEvent[] = [];
    const subscription = reader.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
    const done = { n: 0 };
    await Promise.all(
      stores.flatMap((store, p) =>
        Array.from({ length: 5 }, (_, w) => writer(store, `p${p}-w${w}`, 12, done)),
      ),
    );
    const total = 3 * 5 * 12;
    expect(done.n).toBe(total);
    await waitFor(() => delivered.length >= total, "every event delivered");
    await sleep(100);
    const log = await reader.readAll();
    expect(log).toHaveLength(total);
    expect(delivered.map((e) => e.id)).toEqual(log.map((e) => e.id));
    expectStrictlyIncreasing(delivered.map((e) => e.position));
    await subscription.close();
  });

  it("concurrent appends to one stream from several processes: exactly one winner", async () => {
    const schema = newSchema();
    const stores = [await openStore(schema), await openStore(schema), await openStore(schema)];
    await stores[0]!.append("race", [testEvent(0)], { expectedVersion: "no_stream", metadata: testMetadata });
    const attempts: Array<Promise<AppendResult>> = [];
    const noise: Array<Promise<AppendResult>> = [];
    for (const [p, store] of stores.entries()) {
      for (let i = 0; i < 8; i++) {
        attempts.push(
          store.append("race", [testEvent(i, `p${p}`)], { expectedVersion: 0, metadata: testMetadata }),
        );
        attempts.push(
          store.append("race-new", [testEvent(i, `p${p}`)], {
            expectedVersion: "no_stream",
            metadata: testMetadata,
          }),
        );
        noise.push(
          store.append(`noise-${p}-${i}`, [testEvent(i)], {
            expectedVersion: "no_stream",
            metadata: testMetadata,
          }),
        );
      }
    }
    const outcomes = await Promise.allSettled(attempts);
    await Promise.all(noise);
    for (const [parity, stream, actual] of [
      [0, "race", 1],
      [1, "race-new", 0],
    ] as const) {
      const mine = outcomes.filter((_, index) => index % 2 === parity);
      expect(mine.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const losers = mine.filter((o): o is PromiseRejectedResult => o.status === "rejected");
      expect(losers).toHaveLength(23);
      for (const loser of losers) {
        expect(loser.reason).toBeInstanceOf(ConcurrencyError);
        expect(loser.reason).toMatchObject({ stream, actual });
      }
    }
    expect((await stores[1]!.readStream("race")).map((e) => e.version)).toEqual([0, 1]);
    expect((await stores[2]!.readStream("race-new")).map((e) => e.version)).toEqual([0]);
    expect(await stores[0]!.readAll()).toHaveLength(1 + 1 + 1 + 24);
  });

  it("an append that breaks its batch fails alone; the others of the batch are written", async () => {
    const schema = newSchema();
    const store = await openStore(schema, {
      beforeCommit: (stream) => {
        if (stream === "vetoed") throw new Error("vetoed before commit");
      },
    });
    const streams = ["a", "nul", "b", "vetoed", "c"];
    const outcomes = await Promise.allSettled(
      streams.map((stream) =>
        // jsonb rejects \u0000 in a string, which fails the whole statement.
        store.append(stream, [testEvent(1, stream === "nul" ? "bad\u0000" : stream)], {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({ message: "vetoed before commit" });
    expect((outcomes[1] as PromiseRejectedResult).reason).not.toBeInstanceOf(ConcurrencyError);
    expect((await store.readAll()).map((e) => e.stream)).toEqual(["a", "b", "c"]);
  });
});
