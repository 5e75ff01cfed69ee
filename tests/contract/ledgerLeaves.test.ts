import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { canonicalJson } from "../../domain/ledger/canonicalJson.js";
import { canonicalStringify } from "../../domain/ledger/canonicalStringify.js";
import { toHex } from "../../domain/ledger/hex.js";
import { hostileValues } from "../../domain/ledger/testing.js";
import type { EventStore } from "../../server/eventstore/EventStore.js";
import type { LedgerStore } from "../../server/eventstore/ledger/Ledger.js";
import { leafHashOf } from "../../server/eventstore/ledger/leafHashing.js";
import { verifyLedger } from "../../server/eventstore/ledger/verifyLedger.js";
import { PostgresEventStore } from "../../server/eventstore/postgres/PostgresEventStore.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { rejectionOf, testMetadata } from "./eventStoreContract.js";

type Store = EventStore & LedgerStore;

/**
 * An append writes each leaf from the texts it stores (canonicalStringify's). Whatever the data, that
 * leaf must be the one every reader and verifier computes from the event read back, and the one the
 * append wrote before it stored canonical texts (the event as JSON.stringify's text parses).
 */
function describeLeavesOfHostileData(
  name: string,
  open: () => Promise<Store>,
  storable: (text: string) => boolean,
) {
  describe(`leaves of hostile data on ${name}`, () => {
    it("every leaf is the leaf of the event read back, and of JSON.stringify's text of it", async () => {
      const store = await open();
      const values = hostileValues().filter(([, value]) => storable(canonicalStringify(value)!));
      // Concurrent appends of two events each: PostgreSQL groups them into batches of several appends.
      const results = await Promise.all(
        values.map(([, value], i) =>
          store.append(
            `hostile-${i}`,
            [
              { type: "Hostile", data: value },
              { type: "Hostile", data: { wrapped: value, 10: 1, 9: 2 } },
            ],
            { expectedVersion: "no_stream", metadata: testMetadata },
          ),
        ),
      );
      const appendedAs = new Map<string, unknown>();
      for (const [i, result] of results.entries()) {
        const [first, second] = result.events;
        appendedAs.set(first!.id, values[i]![1]);
        appendedAs.set(second!.id, { wrapped: values[i]![1], 10: 1, 9: 2 });
      }

      expect(await verifyLedger(store)).toMatchObject({ intact: true, events: 2 * values.length });
      const entries = await store.readLedger({ after: 0, maxCount: 1000 });
      expect(entries).toHaveLength(2 * values.length);
      const returned = new Map(results.flatMap((result) => result.events).map((event) => [event.id, event]));
      for (const { event, leafIndex, leafHash } of entries) {
        expect(event).toEqual(returned.get(event.id));
        const stringified = { ...event, data: JSON.parse(JSON.stringify(appendedAs.get(event.id))) };
        expect(toHex(leafHash!)).toBe(toHex(leafHashOf(stringified, leafIndex!)));
        expect(toHex(leafHash!)).toBe(toHex(leafHashOf(event, leafIndex!)));
      }
      await store.close();
    });

    it("refuses data JSON.stringify writes nothing for or refuses, and stores nothing", async () => {
      const store = await open();
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      for (const data of [() => 1, Symbol("s"), { toJSON: () => undefined }, 1n, { n: 2n }, cyclic]) {
        const refusal = await rejectionOf(
          store.append("refused", [{ type: "T", data }], { expectedVersion: "any", metadata: testMetadata }),
        );
        expect(refusal).toBeInstanceOf(TypeError);
      }
      expect(await store.ledgerSize()).toEqual({ size: 0, lastPosition: 0 });
      await store.close();
    });
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function sqliteStore(): SqliteEventStore {
  const dir = mkdtempSync(join(tmpdir(), "keelson-leaves-"));
  dirs.push(dir);
  return new SqliteEventStore(join(dir, "events.sqlite"));
}

describeLeavesOfHostileData(
  "SQLite",
  async () => sqliteStore(),
  () => true,
);

describe("SQLite keeps an event's data and metadata as canonical text", () => {
  it("members sorted at every depth, integer-like names as text", async () => {
    const store = sqliteStore();
    for (const [, value] of hostileValues())
      await store.append("texts", [{ type: "T", data: value }], {
        expectedVersion: "any",
        metadata: testMetadata,
      });
    const rows = store.db
      .prepare<[], { data: string; metadata: string }>("SELECT data, metadata FROM events")
      .all();
    for (const { data, metadata } of rows) {
      expect(data).toBe(canonicalJson(JSON.parse(data)));
      expect(metadata).toBe(canonicalJson(JSON.parse(metadata)));
    }
    await store.close();
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)("PostgreSQL", () => {
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });
  const runId = randomUUID().slice(0, 8);

  // jsonb refuses U+0000 and lone surrogates in text (an append of them fails whole, as before).
  const jsonbTakes = (text: string) => !/\\u0000|\\ud[89a-f]/i.test(text);
  describeLeavesOfHostileData(
    "PostgreSQL",
    async () => {
      const schema = `leaves_test_${runId}_${schemas.length}`;
      schemas.push(schema);
      return PostgresEventStore.connect(databaseUrl!, { schema, maxConnections: 2 });
    },
    jsonbTakes,
  );
});
