import { generateKeyPairSync, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { checkpointStatement, type SignedCheckpoint } from "../../domain/ledger/checkpoint.js";
import { toHex } from "../../domain/ledger/hex.js";
import type { MerkleTree } from "../../domain/ledger/merkle.js";
import {
  PACKAGE_FORMAT,
  type PackageVerdict,
  type VerificationPackage,
} from "../../domain/ledger/verificationPackage.js";
import type { EventStore } from "../../server/eventstore/EventStore.js";
import type { LedgerStore } from "../../server/eventstore/ledger/Ledger.js";
import { ledgerTree } from "../../server/eventstore/ledger/ledgerTree.js";
import { verifyLedger } from "../../server/eventstore/ledger/verifyLedger.js";
import { PostgresEventStore } from "../../server/eventstore/postgres/PostgresEventStore.js";
import { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { verifyEd25519 } from "../../server/features/verification/signatures.js";
import { signCheckpoint, signingKeyOf } from "../../server/features/verification/signingKey.js";
import { packagedEvents } from "../../server/features/verification/voyagePackage.js";
import { verifyWithNode } from "../../verifier/verifyFile.js";
import { verifyWithWebCrypto } from "../../verifier/webCryptoVerifier.js";
import { sleep, testEvents, testMetadata } from "./eventStoreContract.js";

type Store = EventStore & LedgerStore;

/** Raw SQL on the store's events table, as an administrator with database access would write it. */
interface Tamper {
  store: Store;
  /** Runs SQL in which `EVENTS` stands for the events table. */
  sql(text: string): Promise<void>;
  /** Turns `"n": from` into `"n": to` in the data of the event at `position` (one byte for one digit). */
  editData(position: number, from: number, to: number): Promise<void>;
  close(): Promise<void>;
}

const key = signingKeyOf(generateKeyPairSync("ed25519").privateKey);
const checkSignature = (c: SignedCheckpoint) =>
  verifyEd25519(key.publicKey, checkpointStatement(c), c.signature);

async function checkpointOf(store: Store, tree?: MerkleTree): Promise<SignedCheckpoint> {
  tree ??= await ledgerTree(store);
  return signCheckpoint(key, {
    treeSize: tree.size,
    rootHash: toHex(tree.root()),
    time: new Date().toISOString(),
  });
}

/** Ten events over three streams; answers the position of each. */
async function fill(store: Store): Promise<number[]> {
  const positions: number[] = [];
  for (let i = 0; i < 10; i++) {
    const result = await store.append(`s-${i % 3}`, testEvents(i, 1), {
      expectedVersion: "any",
      metadata: testMetadata,
    });
    positions.push(result.lastPosition);
  }
  return positions;
}

/**
 * A package of `stream` as it stands in the store now, proven against the checkpoint signed before the
 * store was touched, with the proofs of the tree that checkpoint signed (as an operator who edited rows
 * and kept the hashes would make one), checked by both standalone verifiers: the CLI's (node:crypto) and
 * verify.html's (TypeScript SHA-256, Web Crypto Ed25519). Answers both verdicts.
 */
async function standaloneVerdicts(
  store: Store,
  stream: string,
  signed: { tree: MerkleTree; checkpoint: SignedCheckpoint },
): Promise<PackageVerdict[]> {
  const events = await store.readStream(stream);
  const leaves = await Promise.all(events.map((event) => store.leafOf(event.id)));
  const pkg: VerificationPackage = {
    format: PACKAGE_FORMAT,
    subject: { kind: "voyage", vesselId: "v", vesselName: "v", departureId: "d", label: stream },
    checkpoint: signed.checkpoint,
    key: { publicKey: key.publicKey, fingerprint: key.fingerprint },
    keyHistory: [],
    events: packagedEvents(
      signed.tree,
      events,
      leaves.map((leaf) => leaf!.leafIndex),
      signed.checkpoint.treeSize,
    ),
    consistency: null,
    figures: { report: null, refusal: null, inputs: null },
  };
  return Promise.all([verifyWithNode(pkg), verifyWithWebCrypto(pkg)]);
}

/** The tree as it stands and a checkpoint of it: what a verifier's earlier package was proven against. */
async function signedHead(store: Store) {
  const tree = await ledgerTree(store);
  return { tree, checkpoint: await checkpointOf(store, tree) };
}

function describeTampering(name: string, open: () => Promise<Tamper>) {
  describe(`tamper-evident log on ${name}`, () => {
    it("an untouched store verifies, against a signed checkpoint too", async () => {
      const t = await open();
      await fill(t.store);
      const verdict = await verifyLedger(t.store, {
        checkpoints: [await checkpointOf(t.store)],
        checkSignature,
      });
      expect(verdict).toMatchObject({ intact: true, events: 10, checkpointsChecked: 1, problem: null });
      const signed = await signedHead(t.store);
      for (const stream of ["s-0", "s-1", "s-2"])
        for (const standalone of await standaloneVerdicts(t.store, stream, signed))
          expect(standalone).toMatchObject({ intact: true, brokenEvent: null });
      await t.close();
    });

    it("one byte of a past event's data edited: names that event", async () => {
      const t = await open();
      const positions = await fill(t.store);
      const signed = await signedHead(t.store);
      await t.editData(positions[4]!, 4, 5);
      const verdict = await verifyLedger(t.store);
      expect(verdict.intact).toBe(false);
      expect(verdict.broken).toMatchObject({ position: positions[4], expectedLeaf: 4 });
      expect(verdict.problem).toContain("no longer matches its leaf hash");
      // Event 4 is version 1 of s-1 (events go round the three streams).
      const edited = (await t.store.readStream("s-1"))[1]!;
      for (const standalone of await standaloneVerdicts(t.store, "s-1", signed))
        expect(standalone.brokenEvent).toMatchObject({
          index: 1,
          id: edited.id,
          reason: "it is not leaf 4 of the signed tree: its content or place was changed",
        });
      await t.close();
    });

    it("an event deleted: names the event after the gap", async () => {
      const t = await open();
      const positions = await fill(t.store);
      const signed = await signedHead(t.store);
      await t.sql(`DELETE FROM EVENTS WHERE position = ${positions[3]}`);
      const verdict = await verifyLedger(t.store);
      expect(verdict.broken).toMatchObject({ position: positions[4], expectedLeaf: 3 });
      expect(verdict.problem).toContain("missing");
      // Event 3 was version 1 of s-0: its package goes from version 0 to version 2.
      const after = (await t.store.readStream("s-0"))[1]!;
      expect(after.version).toBe(2);
      for (const standalone of await standaloneVerdicts(t.store, "s-0", signed))
        expect(standalone.brokenEvent).toMatchObject({ index: 1, id: after.id, version: 2 });
      await t.close();
    });

    it("two events reordered (their contents swapped): names the first", async () => {
      const t = await open();
      const positions = await fill(t.store);
      const signed = await signedHead(t.store);
      const [a, b] = [positions[2]!, positions[6]!];
      // Through a copy: SQLite's UPDATE sees the row it changed first, so a one-statement swap left both
      // rows with the same data (only the first was really changed there).
      await t.sql(
        `CREATE TEMP TABLE swapped AS SELECT position, data FROM EVENTS WHERE position IN (${a}, ${b});
         UPDATE EVENTS SET data = (SELECT data FROM swapped WHERE swapped.position = CASE EVENTS.position WHEN ${a} THEN ${b} ELSE ${a} END) WHERE position IN (${a}, ${b});
         DROP TABLE swapped;`,
      );
      const verdict = await verifyLedger(t.store);
      expect(verdict.broken).toMatchObject({ position: a, expectedLeaf: 2 });
      // Event 2 is version 0 of s-2, event 6 version 2 of s-0: each stream's package names its own.
      for (const [stream, index] of [
        ["s-2", 0],
        ["s-0", 2],
      ] as const) {
        const swapped = (await t.store.readStream(stream))[index]!;
        for (const standalone of await standaloneVerdicts(t.store, stream, signed))
          expect(standalone.brokenEvent).toMatchObject({ index, id: swapped.id });
      }
      await t.close();
    });

    it("truncated and appended to again: the checkpoint no longer matches and the first re-appended event is named", async () => {
      const t = await open();
      const positions = await fill(t.store);
      const signed = await signedHead(t.store);
      const { checkpoint } = signed;
      await sleep(5);
      await t.sql(`DELETE FROM EVENTS WHERE position >= ${positions[7]}`);
      const again = await t.store.append("s-1", testEvents(70, 3), {
        expectedVersion: "any",
        metadata: testMetadata,
      });
      // Without the checkpoint the rewritten log hashes consistently: only the signed head shows it.
      expect((await verifyLedger(t.store)).intact).toBe(true);
      const verdict = await verifyLedger(t.store, { checkpoints: [checkpoint], checkSignature });
      expect(verdict.intact).toBe(false);
      expect(verdict.problem).toContain("no longer matches the checkpoint");
      expect(verdict.broken).toMatchObject({ eventId: again.events[0]!.id, expectedLeaf: 7 });
      // s-1 lost its version 2 (event 7); the first event appended again took its version and leaf.
      for (const standalone of await standaloneVerdicts(t.store, "s-1", {
        tree: signed.tree,
        checkpoint,
      }))
        expect(standalone.brokenEvent).toMatchObject({ index: 2, id: again.events[0]!.id });
      await t.close();
    });

    it("truncated only: the checkpoint vouched for more events than the log holds", async () => {
      const t = await open();
      const positions = await fill(t.store);
      const checkpoint = await checkpointOf(t.store);
      await t.sql(`DELETE FROM EVENTS WHERE position >= ${positions[8]}`);
      const verdict = await verifyLedger(t.store, { checkpoints: [checkpoint], checkSignature });
      expect(verdict.problem).toContain("events from leaf 8 on are missing");
      await t.close();
    });

    it("a forged checkpoint signature is refused", async () => {
      const t = await open();
      await fill(t.store);
      const checkpoint = await checkpointOf(t.store);
      const forged = { ...checkpoint, time: "2020-01-01T00:00:00.000Z" };
      expect((await verifyLedger(t.store, { checkpoints: [forged], checkSignature })).problem).toContain(
        "bad signature",
      );
      await t.close();
    });
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function sqliteFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "keelson-ledger-"));
  dirs.push(dir);
  return join(dir, "events.sqlite");
}

describeTampering("SQLite", async () => {
  const store = new SqliteEventStore(sqliteFile());
  const sql = async (text: string) => {
    store.db.exec(text.replaceAll("EVENTS", "events"));
  };
  return {
    store,
    sql,
    editData: (position, from, to) =>
      sql(`UPDATE events SET data = replace(data, '"n":${from}', '"n":${to}') WHERE position = ${position}`),
    close: () => store.close(),
  };
});

describe("SQLite store written before the ledger", () => {
  it("is hashed once when opened, then verifies and keeps counting leaves", async () => {
    const file = sqliteFile();
    const old = new (await import("better-sqlite3")).default(file);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
      version INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL,
      UNIQUE (stream, version))`);
    const insert = old.prepare(
      "INSERT INTO events (id, stream, version, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const at = new Date().toISOString();
    old.transaction(() => {
      for (let i = 0; i < 12_000; i++)
        insert.run(
          randomUUID(),
          `s-${i % 7}`,
          Math.floor(i / 7),
          "TestHappened",
          JSON.stringify({ n: i }),
          JSON.stringify({ ...testMetadata, recordedAt: at }),
          at,
        );
    })();
    old.close();
    const store = new SqliteEventStore(file);
    expect(store.ledgerMigration.hashed).toBe(12_000);
    await store.append("s-new", testEvents(1, 2), { expectedVersion: "no_stream", metadata: testMetadata });
    expect(await store.ledgerSize()).toMatchObject({ size: 12_002 });
    expect(await verifyLedger(store)).toMatchObject({ intact: true, events: 12_002 });
    await store.close();
    expect(new SqliteEventStore(file).ledgerMigration.hashed).toBe(0);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = randomUUID().slice(0, 8);
let schemaCount = 0;

describe.runIf(databaseUrl)("PostgreSQL", () => {
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });
  const newSchema = () => {
    const schema = `ledger_test_${runId}_${schemaCount++}`;
    schemas.push(schema);
    return schema;
  };

  describeTampering("PostgreSQL", async () => {
    const schema = newSchema();
    const store = await PostgresEventStore.connect(databaseUrl!, { schema, maxConnections: 2 });
    const sql = async (text: string) => {
      await admin.query(text.replaceAll("EVENTS", `"${schema}".events`));
    };
    return {
      store,
      sql,
      editData: (position, _from, to) =>
        sql(`UPDATE EVENTS SET data = jsonb_set(data, '{n}', '${to}') WHERE position = ${position}`),
      close: () => store.close(),
    };
  });

  it("a store written before the ledger is hashed once at init, then verifies", async () => {
    const schema = newSchema();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.query(`CREATE TABLE "${schema}".events (position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      id uuid NOT NULL UNIQUE, stream text NOT NULL, version integer NOT NULL, type text NOT NULL, data jsonb NOT NULL,
      metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL, CONSTRAINT events_stream_version_unique UNIQUE (stream, version))`);
    const at = new Date().toISOString();
    await admin.query(
      `INSERT INTO "${schema}".events (id, stream, version, type, data, metadata, recorded_at)
       SELECT gen_random_uuid(), 's-' || (i % 7), i / 7, 'TestHappened', jsonb_build_object('n', i, 'label', 'é€😀', 'z', 1.5), $1::jsonb, $2
       FROM generate_series(0, 11999) AS i`,
      [JSON.stringify({ ...testMetadata, recordedAt: at }), at],
    );
    const store = await PostgresEventStore.connect(databaseUrl!, { schema, maxConnections: 2 });
    expect(store.ledgerMigration.hashed).toBe(12_000);
    await store.append("s-new", testEvents(1, 2), { expectedVersion: "no_stream", metadata: testMetadata });
    expect(await verifyLedger(store)).toMatchObject({ intact: true, events: 12_002 });
    await store.close();
  });

  it("concurrent appends of one batch get consecutive leaves in position order", async () => {
    const store = await PostgresEventStore.connect(databaseUrl!, { schema: newSchema(), maxConnections: 2 });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.append(`c-${i}`, testEvents(i, 1 + (i % 3)), {
          expectedVersion: "no_stream",
          metadata: testMetadata,
        }),
      ),
    );
    expect(await verifyLedger(store)).toMatchObject({ intact: true, events: 60 });
    await store.close();
  });
});
