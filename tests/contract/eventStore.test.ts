import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AnyStoredEvent } from "../../domain/shared/events.js";
import { type AppendResult, ConcurrencyError } from "../../server/eventstore/EventStore.js";
import {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from "../../server/eventstore/postgres/PostgresEventStore.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import {
  describeEventStoreContract,
  rejectionOf,
  sleep,
  testEvent,
  testEvents,
  testMetadata,
  waitFor,
} from "./eventStoreContract.js";

// ---------------------------------------------------------------------------------------------- SQLite

const sqliteDirs: string[] = [];

function sqliteFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "keelson-es-"));
  sqliteDirs.push(dir);
  return join(dir, "events.sqlite");
}

afterAll(() => {
  for (const dir of sqliteDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describeEventStoreContract("SQLite", async () => {
  const file = sqliteFile();
  const store = new SqliteEventStore(file);
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(join(file, ".."), { recursive: true, force: true });
    },
  };
});

describe("SqliteEventStore specifics", () => {
  const open: SqliteEventStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });

  it("uses WAL with synchronous=NORMAL and exposes its connection", () => {
    const store = new SqliteEventStore(sqliteFile());
    open.push(store);
    expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(store.db.pragma("synchronous", { simple: true })).toBe(1);
    const columns = store.db
      .prepare("SELECT name FROM pragma_table_info('events') ORDER BY cid")
      .pluck()
      .all();
    expect(columns).toEqual([
      "position",
      "id",
      "stream",
      "version",
      "type",
      "data",
      "metadata",
      "recorded_at",
      "leaf_index",
      "leaf_hash",
    ]);
  });

  it("wakes subscriptions on append without waiting for the poll", async () => {
    const store = SqliteEventStore.open(sqliteFile(), { pollIntervalMs: 60_000 });
    open.push(store);
    const delivered: AnyStoredEvent[] = [];
    const subscription = store.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
    await sleep(50); // the first (empty) read is done; the subscription now sleeps
    const started = Date.now();
    await store.append("wake", [testEvent(0)], { expectedVersion: "no_stream", metadata: testMetadata });
    await waitFor(() => delivered.length === 1, "in-process wake-up", 2000);
    expect(Date.now() - started).toBeLessThan(1000);
    await subscription.close();
  });

  it("sees appends made through another connection on the same file (poll fallback)", async () => {
    const file = sqliteFile();
    const reader = new SqliteEventStore(file, { pollIntervalMs: 50 });
    const writer = new SqliteEventStore(file, { pollIntervalMs: 50 });
    open.push(reader, writer);
    const delivered: AnyStoredEvent[] = [];
    const subscription = reader.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });

    // Both connections append to the same streams, interleaved; versions stay consistent.
    let expected: number | "no_stream" = "no_stream";
    for (let i = 0; i < 10; i++) {
      const via = i % 2 === 0 ? writer : reader;
      const result = await via.append("shared", [testEvent(i)], {
        expectedVersion: expected,
        metadata: testMetadata,
      });
      expected = result.nextExpectedVersion;
    }
    const stale = await rejectionOf(
      writer.append("shared", [testEvent(99)], { expectedVersion: 3, metadata: testMetadata }),
    );
    expect(stale).toBeInstanceOf(ConcurrencyError);
    expect(stale).toMatchObject({ actual: 9 });

    await waitFor(() => delivered.length === 10, "events from both connections");
    expect(delivered.map((e) => e.version)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    expect(await writer.readAll()).toEqual(await reader.readAll());
    await subscription.close();
  });

  it("lets other parts keep their own tables in the same file", async () => {
    const store = new SqliteEventStore(":memory:");
    open.push(store);
    store.db.exec("CREATE TABLE snapshots (name TEXT PRIMARY KEY, position INTEGER)");
    const result = await store.append("snap", [testEvent(0)], {
      expectedVersion: "any",
      metadata: testMetadata,
    });
    store.db.prepare("INSERT INTO snapshots VALUES (?, ?)").run("users", result.lastPosition);
    expect(store.db.prepare("SELECT position FROM snapshots").pluck().get()).toBe(result.lastPosition);
  });
});

// ------------------------------------------------------------------------------------------ PostgreSQL

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)("PostgreSQL adapter", () => {
  const url = databaseUrl ?? "";
  const runId = randomUUID().replaceAll("-", "").slice(0, 10);
  const schemas: string[] = [];
  let admin: pg.Pool;

  function newSchema(): string {
    const schema = `es_test_${runId}_${schemas.length}`;
    schemas.push(schema);
    return schema;
  }

  async function dropSchema(schema: string): Promise<void> {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }

  beforeAll(() => {
    admin = new pg.Pool({ connectionString: url, max: 2 });
  });

  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
    await admin.end();
  });

  async function openStore(options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> {
    return PostgresEventStore.connect(url, { schema: newSchema(), maxConnections: 24, ...options });
  }

  describeEventStoreContract("PostgreSQL", async () => {
    const store = await openStore();
    return {
      store,
      cleanup: async () => {
        await store.close();
        await dropSchema(store.schema);
      },
    };
  });

  describe("PostgresEventStore specifics", () => {
    const open: PostgresEventStore[] = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((store) => store.close()));
    });

    it("never lets a subscriber skip an event that commits late", async () => {
      let releaseSlow!: () => void;
      const slowGate = new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      let slowInside!: () => void;
      const slowHoldsTransaction = new Promise<void>((resolve) => {
        slowInside = resolve;
      });
      const store = await openStore({
        pollIntervalMs: 50,
        beforeCommit: async (stream) => {
          if (stream !== "slow") return;
          slowInside();
          await slowGate;
        },
      });
      // The fast append comes from another pool (another process): appends of one store queue behind
      // its batch in flight anyway, so only the append lock can hold this one back.
      const otherProcess = await PostgresEventStore.connect(url, { schema: store.schema });
      open.push(store, otherProcess);
      const seed = await store.append("seed", [testEvent(0)], {
        expectedVersion: "no_stream",
        metadata: testMetadata,
      });

      const delivered: AnyStoredEvent[] = [];
      const subscription = store.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
      await waitFor(() => delivered.length === 1, "seed event");

      // The slow append has inserted its row (its position is drawn) and holds its transaction open.
      const slow = store.append("slow", [testEvent(1)], {
        expectedVersion: "no_stream",
        metadata: testMetadata,
      });
      let fast: Promise<AppendResult> | undefined;
      try {
        await slowHoldsTransaction;
        let fastCommitted = false;
        fast = otherProcess
          .append("fast", [testEvent(2)], { expectedVersion: "no_stream", metadata: testMetadata })
          .then((result) => {
            fastCommitted = true;
            return result;
          });

        // Give the fast append ample time to commit ahead of the slow one, were that possible.
        await sleep(400);
        expect(fastCommitted).toBe(false);
        expect((await store.readAll()).map((e) => e.stream)).toEqual(["seed"]);
        expect(delivered).toHaveLength(1);
      } finally {
        // Never leave the transaction hanging, or closing the store would wait for it forever.
        releaseSlow();
        if (fast) await Promise.allSettled([slow, fast]);
      }
      const [slowResult, fastResult] = await Promise.all([slow, fast]);
      expect(fastResult.lastPosition).toBeGreaterThan(slowResult.lastPosition);
      expect(slowResult.lastPosition).toBeGreaterThan(seed.lastPosition);

      await waitFor(() => delivered.length === 3, "both late events");
      await sleep(100);
      expect(delivered.map((e) => e.stream)).toEqual(["seed", "slow", "fast"]);
      expect(delivered.map((e) => e.position)).toEqual([
        seed.lastPosition,
        slowResult.lastPosition,
        fastResult.lastPosition,
      ]);
      expect(await store.readAll()).toEqual(delivered);
      await subscription.close();
    });

    it("keeps delivering across a gap left by a rolled-back append", async () => {
      const store = await openStore({
        beforeCommit: (stream) => {
          if (stream === "doomed") throw new Error("fail before commit");
        },
      });
      open.push(store);
      const delivered: AnyStoredEvent[] = [];
      const subscription = store.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
      const a = await store.append("ok", [testEvent(0)], {
        expectedVersion: "no_stream",
        metadata: testMetadata,
      });
      await expect(
        store.append("doomed", testEvents(0, 3), { expectedVersion: "no_stream", metadata: testMetadata }),
      ).rejects.toThrow("fail before commit");
      const b = await store.append("ok", [testEvent(1)], { expectedVersion: 0, metadata: testMetadata });
      expect(b.lastPosition).toBe(a.lastPosition + 4); // three positions burnt by the rollback
      expect(await store.streamVersion("doomed")).toBe("no_stream");
      await waitFor(() => delivered.length === 2, "events on both sides of the gap");
      expect(delivered.map((e) => e.position)).toEqual([a.lastPosition, b.lastPosition]);
      await subscription.close();
    });

    it("wakes subscriptions through LISTEN/NOTIFY, also for appends from another pool", async () => {
      const reader = await openStore({ pollIntervalMs: 60_000 });
      const writer = await PostgresEventStore.connect(url, { schema: reader.schema, pollIntervalMs: 60_000 });
      open.push(reader, writer);
      const delivered: AnyStoredEvent[] = [];
      const subscription = reader.subscribe({ after: 0, onEvent: (event) => void delivered.push(event) });
      await sleep(300); // first read done and the listener connected; the subscription sleeps for a minute
      const started = Date.now();
      await writer.append("notify", [testEvent(0)], { expectedVersion: "no_stream", metadata: testMetadata });
      await waitFor(() => delivered.length === 1, "notified event", 5000);
      await reader.append("notify", [testEvent(1)], { expectedVersion: 0, metadata: testMetadata });
      await waitFor(() => delivered.length === 2, "second notified event", 5000);
      expect(Date.now() - started).toBeLessThan(3000);
      await subscription.close();
    });

    it("survives losing its LISTEN connection and its pooled connections", async () => {
      const applicationName = `es-test-${runId}`;
      const backends = async (name: string): Promise<number[]> =>
        (
          await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [
            name,
          ])
        ).rows.map((row) => row.pid);
      const store = await openStore({
        pollIntervalMs: 100,
        applicationName,
        logger: { warn() {}, error() {} },
      });
      const writer = await PostgresEventStore.connect(url, { schema: store.schema });
      open.push(store, writer);
      const delivered: AnyStoredEvent[] = [];
      const errors: unknown[] = [];
      const subscription = store.subscribe({
        after: 0,
        onEvent: (event) => void delivered.push(event),
        onError: (error) => void errors.push(error),
      });
      let listeners: number[] = [];
      for (let i = 0; i < 100 && listeners.length === 0; i++) {
        listeners = await backends(`${applicationName}-listener`);
        if (listeners.length === 0) await sleep(20);
      }
      expect(listeners).toHaveLength(1);

      // Kill the listener and every pooled connection of the subscribing store.
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE $1",
        [`${applicationName}%`],
      );
      await writer.append("after-kill", testEvents(0, 3), {
        expectedVersion: "no_stream",
        metadata: testMetadata,
      });
      await waitFor(() => delivered.length === 3, "events after the connections were killed", 10_000);

      // A new listener connects, and the store itself still appends.
      let replaced: number[] = [];
      for (let i = 0; i < 200; i++) {
        replaced = await backends(`${applicationName}-listener`);
        if (replaced.length === 1 && replaced[0] !== listeners[0]) break;
        await sleep(20);
      }
      expect(replaced).toHaveLength(1);
      expect(replaced[0]).not.toBe(listeners[0]);
      await store.append("after-kill", [testEvent(3)], { expectedVersion: 2, metadata: testMetadata });
      await waitFor(() => delivered.length === 4, "event appended by the recovered store");
      expect(delivered.map((e) => e.version)).toEqual([0, 1, 2, 3]);
      expect(errors).toEqual([]);
      await subscription.close();
    });

    it("creates its tables idempotently, also when several stores start at once", async () => {
      const schema = newSchema();
      const stores = Array.from(
        { length: 5 },
        () => new PostgresEventStore(url, { schema, maxConnections: 2 }),
      );
      open.push(...stores);
      await Promise.all(stores.map((store) => store.init()));
      await Promise.all(stores.map((store) => store.init()));
      await stores[0]!.append("ddl", [testEvent(0)], {
        expectedVersion: "no_stream",
        metadata: testMetadata,
      });
      expect(await stores[4]!.streamVersion("ddl")).toBe(0);
      const columns = await admin.query(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'events' ORDER BY ordinal_position",
        [schema],
      );
      expect(columns.rows.map((row) => row.column_name)).toEqual([
        "position",
        "id",
        "stream",
        "version",
        "type",
        "data",
        "metadata",
        "recorded_at",
        "leaf_index",
        "leaf_hash",
      ]);
    });
  });
});
