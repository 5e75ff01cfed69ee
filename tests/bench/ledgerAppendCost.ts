import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";
import { leafHashOfJson } from "../../server/eventstore/ledger/leafHashing.js";
import type { SqliteEventStore } from "../../server/eventstore/sqlite/SqliteEventStore.js";
import { storedJson, storedMetadataJson } from "../../server/eventstore/storedJson.js";

/** What the ledger adds to one SQLite append of one event, in µs, step by step. */
export interface LedgerAppendCost {
  /**
   * The canonical texts of the data and metadata and the events handed back parsed from them, minus
   * the same from JSON.stringify's texts: what the canonical writer costs beyond JSON.stringify.
   */
  canonicalTexts: number;
  /** The leaf text written from the stored texts, and its SHA-256. */
  leafHash: number;
  /** The append's first statement with the last leaf's subquery minus the same without it. */
  lastLeaf: number;
  /** An insert with leaf_index and leaf_hash minus the same insert without them, one transaction each. */
  leafColumns: number;
  total: number;
}

/** One event to append, with its stream. */
export interface AppendInput {
  stream: string;
  event: DomainEvent;
}

/**
 * Appends `inputs` through `store` and, right after each append, times what the ledger adds to it:
 * each step as SqliteEventStore.append runs it, on that append's event, and the same step without
 * the ledger, the two taking turns (which one goes first alternates). Timed after a real append,
 * a step meets the caches an append leaves it, as inside the append: the same steps timed in a loop
 * of their own, caches warm, cost about two thirds as much. Means over every append; none is a best case.
 */
export async function ledgerAppendCost(
  store: SqliteEventStore,
  inputs: readonly AppendInput[],
  metadata: EventMetadataInput,
  scratchDir: string,
): Promise<LedgerAppendCost> {
  const withLastLeaf = store.db
    .prepare<[string], unknown[]>(
      "SELECT (SELECT max(version) FROM events WHERE stream = ?), (SELECT leaf_index FROM events ORDER BY position DESC LIMIT 1)",
    )
    .raw();
  const withoutLastLeaf = store.db
    .prepare<[string], unknown[]>("SELECT (SELECT max(version) FROM events WHERE stream = ?)")
    .raw();
  const micros = { texts: 0, plainTexts: 0, leaf: 0, withLastLeaf: 0, withoutLastLeaf: 0 };
  let answers = 0;
  for (const [i, { stream, event }] of inputs.entries()) {
    const result = await store.append(stream, [event], { expectedVersion: "any", metadata });
    const { id, version, type } = result.events[0]!;
    const recordedAt = new Date().toISOString();
    const data = event.data ?? null;

    const withLedger = () => {
      const started = performance.now();
      const metadataJson = storedMetadataJson(stream, metadata, recordedAt);
      const dataJson = storedJson(stream, data);
      answers += [JSON.parse(dataJson), JSON.parse(metadataJson)].length;
      const textsWritten = performance.now();
      answers += leafHashOfJson({ id, stream, version, type, dataJson, metadataJson }, i).length;
      micros.texts += (textsWritten - started) * 1000;
      micros.leaf += (performance.now() - textsWritten) * 1000;
    };
    const withoutLedger = () => {
      const started = performance.now();
      // The metadata object made as storedMetadataJson makes it, so the difference is the ledger's.
      const metadataJson = JSON.stringify(Object.assign({}, metadata, { recordedAt }));
      const dataJson = JSON.stringify(data);
      answers += [JSON.parse(dataJson), JSON.parse(metadataJson)].length;
      micros.plainTexts += (performance.now() - started) * 1000;
    };
    const firstStatement = (statement: typeof withLastLeaf, into: "withLastLeaf" | "withoutLastLeaf") => {
      const started = performance.now();
      answers += statement.get(stream)!.length;
      micros[into] += (performance.now() - started) * 1000;
    };
    if (i % 2 === 0) {
      withLedger();
      withoutLedger();
      firstStatement(withLastLeaf, "withLastLeaf");
      firstStatement(withoutLastLeaf, "withoutLastLeaf");
    } else {
      withoutLedger();
      withLedger();
      firstStatement(withoutLastLeaf, "withoutLastLeaf");
      firstStatement(withLastLeaf, "withLastLeaf");
    }
  }
  if (answers < 0) throw new Error("unreachable: keeps the steps' answers alive");
  const per = (total: number) => total / inputs.length;
  const canonicalTexts = per(micros.texts - micros.plainTexts);
  const leafHash = per(micros.leaf);
  const lastLeaf = per(micros.withLastLeaf - micros.withoutLastLeaf);
  const leafColumns = insertCost(scratchDir, inputs.slice(0, 4000), metadata);
  return {
    canonicalTexts,
    leafHash,
    lastLeaf,
    leafColumns,
    total: canonicalTexts + leafHash + lastLeaf + leafColumns,
  };
}

const COLUMNS_ROUNDS = 5;

/**
 * The events table as the store makes it, with and without the two leaf columns, each in a file of its
 * own: the same rows inserted into each, one BEGIN IMMEDIATE transaction per row as an append does,
 * the two files taking turns every 25 rows. Automatic checkpoints are off in both: one falls on a
 * commit of either file at random and costs as much as dozens of inserts, drowning a difference of
 * a microsecond, while it copies about as many pages for both (their rows differ by 40 bytes).
 */
function insertCost(dir: string, inputs: readonly AppendInput[], metadata: EventMetadataInput): number {
  const columns = `position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
    version INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL`;
  const at = new Date().toISOString();
  const metadataJson = storedMetadataJson("bench", metadata, at);
  const dataJsons = inputs.map(({ stream, event }) => storedJson(stream, event.data ?? null));
  const hash = Buffer.alloc(32, 7);
  let round = 0;
  const files = [true, false].map((withLeaf) => {
    const db = new Database(join(dir, withLeaf ? "with-leaf.sqlite" : "without-leaf.sqlite"));
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("wal_autocheckpoint = 0");
    db.exec(`CREATE TABLE events (${columns}${withLeaf ? ", leaf_index INTEGER, leaf_hash BLOB" : ""},
      UNIQUE (stream, version))`);
    const insert = db.prepare(
      withLeaf
        ? "INSERT INTO events (id, stream, version, type, data, metadata, recorded_at, leaf_index, leaf_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        : "INSERT INTO events (id, stream, version, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const insertOne = db.transaction((i: number) => {
      const { stream, event } = inputs[i]!;
      const row = [
        randomUUID(),
        `${stream}-${round}`,
        i,
        event.type,
        dataJsons[i]!,
        metadataJson,
        at,
      ] as const;
      return withLeaf ? insert.run(...row, i, hash) : insert.run(...row);
    });
    return { db, insert: (i: number) => insertOne.immediate(i), micros: 0 };
  });
  const chunk = 25;
  for (round = 0; round <= COLUMNS_ROUNDS; round++)
    for (let from = 0; from < inputs.length; from += chunk)
      for (const file of (from / chunk) % 2 === 0 ? files : [...files].reverse()) {
        const started = performance.now();
        for (let i = from; i < Math.min(from + chunk, inputs.length); i++) file.insert(i);
        if (round > 0) file.micros += (performance.now() - started) * 1000;
      }
  for (const file of files) file.db.close();
  return (files[0]!.micros - files[1]!.micros) / (COLUMNS_ROUNDS * inputs.length);
}
