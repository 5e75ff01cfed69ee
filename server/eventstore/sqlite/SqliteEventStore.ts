import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import type { AnyStoredEvent, DomainEvent, EventMetadataInput } from "../../../domain/shared/events.js";
import { checkCount, checkExpectedVersion, checkPosition, validateAppend } from "../appendRules.js";
import {
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  type ExpectedVersion,
  type ReadAllOptions,
  type ReadStreamOptions,
  type SubscribeOptions,
  type Subscription,
  TransientStoreError,
} from "../EventStore.js";
import type { LeafRow, LedgerEntry, LedgerMigration, LedgerSize, LedgerStore } from "../ledger/Ledger.js";
import { leafHashOf, leafHashOfJson } from "../ledger/leafHashing.js";
import { consoleLogger, type StoreLogger, SubscriptionRegistry } from "../PollingSubscription.js";
import { storedJson, storedMetadataJson } from "../storedJson.js";

export interface SqliteEventStoreOptions {
  /**
   * How often a waiting subscription re-reads without being woken (default 500 ms). Appends through
   * this store instance wake subscriptions at once; the poll is what picks up appends made by another
   * connection or process on the same file.
   */
  pollIntervalMs?: number;
  /** Events per catch-up page of a subscription (default 1000). */
  subscriptionBatchSize?: number;
  /** How long a writer waits for another connection's write lock before failing (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Where subscription trouble is reported (default: the console). */
  logger?: StoreLogger;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT    NOT NULL UNIQUE,
  stream      TEXT    NOT NULL,
  version     INTEGER NOT NULL,
  type        TEXT    NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at TEXT    NOT NULL,
  leaf_index  INTEGER,
  leaf_hash   BLOB,
  UNIQUE (stream, version)
);
`;

/** Stores created before the ledger get its two columns; their history is hashed once at open. */
const LEDGER_COLUMNS = [
  "ALTER TABLE events ADD COLUMN leaf_index INTEGER",
  "ALTER TABLE events ADD COLUMN leaf_hash BLOB",
];

/** Events hashed per transaction while migrating an older store. */
const MIGRATION_PAGE = 5000;

const COLUMNS = "position, id, stream, version, type, data, metadata";

/** position, id, stream, version, type, data, metadata — read in raw (array) mode, which is cheaper than objects. */
type EventRow = [number, string, string, number, string, string, string];
/** EventRow followed by leaf_index and leaf_hash. */
type LedgerRow = [...EventRow, number | null, Buffer | null];

function toStoredEvent(row: EventRow): AnyStoredEvent {
  return {
    id: row[1],
    stream: row[2],
    version: row[3],
    position: row[0],
    type: row[4],
    data: JSON.parse(row[5]),
    metadata: JSON.parse(row[6]),
  };
}

function isStreamVersionClash(error: unknown): boolean {
  if (!(error instanceof Database.SqliteError)) return false;
  return error.code === "SQLITE_CONSTRAINT_UNIQUE" && error.message.includes("events.stream, events.version");
}

/**
 * Event store on one SQLite file (better-sqlite3, WAL, synchronous=NORMAL).
 *
 * better-sqlite3 is synchronous, so within this process appends never interleave; each append runs
 * in a `BEGIN IMMEDIATE` transaction, which also serialises it against other connections/processes
 * on the same file. SQLite allows one writer at a time, so positions (AUTOINCREMENT row ids) are
 * handed out in commit order and a reader can never see a later position before an earlier one.
 */
export class SqliteEventStore implements EventStore, LedgerStore {
  /** The connection; other server parts may keep their own tables in the same file through it. */
  readonly db: Database.Database;

  readonly #statements: {
    streamVersion: Database.Statement<[string], number | null>;
    versionAndLastLeaf: Database.Statement<[string], [number | null, number | null]>;
    insert: Database.Statement<[string, string, number, string, string, string, string, number, Buffer]>;
    readAll: Database.Statement<[number, number], EventRow>;
    readStream: Database.Statement<[string, number, number], EventRow>;
    head: Database.Statement<[], number>;
  };
  readonly #appendTransaction: (
    stream: string,
    events: readonly DomainEvent[],
    dataJsons: readonly string[],
    expectedVersion: ExpectedVersion,
    metadataJson: string,
    recordedAt: string,
  ) => AppendResult;
  readonly #subscriptions: SubscriptionRegistry;
  readonly #logger: StoreLogger;
  readonly #pollIntervalMs: number;
  readonly #batchSize: number;
  /** How the history was hashed when this store was opened (0 events for a store already hashed). */
  readonly ledgerMigration: LedgerMigration;
  #closed = false;

  /** Opens (creating if needed) the store at `path`, or an in-memory store for ":memory:". */
  static open(path: string, options?: SqliteEventStoreOptions): SqliteEventStore {
    return new SqliteEventStore(path, options);
  }

  constructor(path: string, options: SqliteEventStoreOptions = {}) {
    this.#pollIntervalMs = options.pollIntervalMs ?? 500;
    this.#batchSize = options.subscriptionBatchSize ?? 1000;
    this.#logger = options.logger ?? consoleLogger;
    checkCount("pollIntervalMs", this.#pollIntervalMs);
    checkCount("subscriptionBatchSize", this.#batchSize);
    this.#subscriptions = new SubscriptionRegistry({
      batchSize: this.#batchSize,
      pollIntervalMs: this.#pollIntervalMs,
      logger: this.#logger,
    });

    this.db = new Database(path);
    try {
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = NORMAL");
      this.db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
      this.db.exec(SCHEMA);
      const columns = this.db.prepare("SELECT name FROM pragma_table_info('events')").pluck().all();
      if (!columns.includes("leaf_index")) for (const statement of LEDGER_COLUMNS) this.db.exec(statement);
    } catch (error) {
      this.db.close();
      throw error;
    }

    this.#statements = {
      streamVersion: this.db
        .prepare<[string], number | null>("SELECT max(version) FROM events WHERE stream = ?")
        .pluck(),
      insert: this.db.prepare(
        "INSERT INTO events (id, stream, version, type, data, metadata, recorded_at, leaf_index, leaf_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      // The stream's version and the next leaf in one statement (each call costs microseconds). Leaves
      // follow positions, so the last event holds the highest leaf index (a primary-key lookup).
      versionAndLastLeaf: this.db
        .prepare<[string], [number | null, number | null]>(
          "SELECT (SELECT max(version) FROM events WHERE stream = ?), (SELECT leaf_index FROM events ORDER BY position DESC LIMIT 1)",
        )
        .raw(),
      readAll: this.db
        .prepare<[number, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(),
      readStream: this.db
        .prepare<[string, number, number], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE stream = ? AND version >= ? ORDER BY version LIMIT ?`,
        )
        .raw(),
      head: this.db.prepare<[], number>("SELECT coalesce(max(position), 0) FROM events").pluck(),
    };

    const transaction = this.db.transaction(
      (
        stream: string,
        events: readonly DomainEvent[],
        dataJsons: readonly string[],
        expectedVersion: ExpectedVersion,
        metadataJson: string,
        recordedAt: string,
      ): AppendResult => {
        const [current, lastLeaf] = this.#statements.versionAndLastLeaf.get(stream)!;
        checkExpectedVersion(stream, expectedVersion, current ?? "no_stream");
        let version = current ?? -1;
        let position = 0;
        let leafIndex = (lastLeaf ?? -1) + 1;
        const stored: AnyStoredEvent[] = [];
        for (let i = 0; i < events.length; i++) {
          version += 1;
          const id = randomUUID();
          const dataJson = dataJsons[i]!;
          const type = events[i]!.type;
          // Hand back what was stored (a JSON round trip), so callers see exactly what readers will see.
          const storedEvent: AnyStoredEvent = {
            id,
            stream,
            version,
            position: 0,
            type,
            data: JSON.parse(dataJson),
            metadata: JSON.parse(metadataJson),
          };
          // The leaf is written from the stored texts, so it hashes what readers will parse.
          const leafHash = leafHashOfJson({ id, stream, version, type, dataJson, metadataJson }, leafIndex);
          const info = this.#statements.insert.run(
            id,
            stream,
            version,
            type,
            dataJson,
            metadataJson,
            recordedAt,
            leafIndex,
            leafHash,
          );
          leafIndex += 1;
          position = Number(info.lastInsertRowid);
          storedEvent.position = position;
          stored.push(storedEvent);
        }
        return { nextExpectedVersion: version, lastPosition: position, events: stored };
      },
    );
    // IMMEDIATE takes the write lock up front, so reading the stream version and inserting cannot be
    // split by another connection's commit (a DEFERRED transaction could fail with SQLITE_BUSY_SNAPSHOT).
    this.#appendTransaction = transaction.immediate;
    this.ledgerMigration = this.#hashHistory();
  }

  /**
   * Hashes the events a store written before the ledger holds, in position order, a page per
   * transaction (a crash leaves a hashed prefix, continued at the next open). Only unhashed events at
   * the end of the log are taken: new appends hash their own events.
   */
  #hashHistory(): LedgerMigration {
    const started = performance.now();
    const lastHashed = this.db.prepare<[], number | null>(
      "SELECT leaf_hash IS NULL FROM events ORDER BY position DESC LIMIT 1",
    );
    if (!lastHashed.pluck().get()) return { hashed: 0, ms: 0 };
    const page = this.db
      .prepare<[number, number], LedgerRow>(
        `SELECT ${COLUMNS}, leaf_index, leaf_hash FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw();
    const update = this.db.prepare<[number, Buffer, number]>(
      "UPDATE events SET leaf_index = ?, leaf_hash = ? WHERE position = ?",
    );
    let after = 0;
    let nextLeaf = 0;
    let hashed = 0;
    const hashPage = this.db.transaction((rows: LedgerRow[]) => {
      for (const row of rows) {
        if (row[8] !== null && row[7] !== null) {
          nextLeaf = row[7] + 1;
          continue;
        }
        update.run(nextLeaf, leafHashOf(toStoredEvent(row as unknown as EventRow), nextLeaf), row[0]);
        nextLeaf += 1;
        hashed += 1;
      }
    });
    for (;;) {
      const rows = page.all(after, MIGRATION_PAGE);
      if (rows.length === 0) break;
      hashPage.immediate(rows);
      after = rows[rows.length - 1]![0];
    }
    return { hashed, ms: performance.now() - started };
  }

  async readLedger(options: { after: number; maxCount: number }): Promise<LedgerEntry[]> {
    checkPosition("readLedger: after", options.after);
    checkCount("readLedger: maxCount", options.maxCount);
    const rows = this.db
      .prepare<[number, number], LedgerRow>(
        `SELECT ${COLUMNS}, leaf_index, leaf_hash FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw()
      .all(options.after, options.maxCount);
    return rows.map((row) => ({
      leafIndex: row[7],
      leafHash: row[8] === null ? null : new Uint8Array(row[8]),
      event: toStoredEvent(row as unknown as EventRow),
    }));
  }

  async readLeaves(options: { after: number; maxCount: number }): Promise<LeafRow[]> {
    checkPosition("readLeaves: after", options.after);
    checkCount("readLeaves: maxCount", options.maxCount);
    const rows = this.db
      .prepare<[number, number], [number, number | null, Buffer | null]>(
        "SELECT position, leaf_index, leaf_hash FROM events WHERE position > ? ORDER BY position LIMIT ?",
      )
      .raw()
      .all(options.after, options.maxCount);
    return rows.map(([position, leafIndex, hash]) => ({
      position,
      leafIndex,
      leafHash: hash === null ? null : new Uint8Array(hash),
    }));
  }

  async ledgerSize(): Promise<LedgerSize> {
    const row = this.db
      .prepare<[], [number | null, number]>(
        "SELECT leaf_index, position FROM events ORDER BY position DESC LIMIT 1",
      )
      .raw()
      .get();
    return { size: row?.[0] == null ? 0 : row[0] + 1, lastPosition: row?.[1] ?? 0 };
  }

  async leafOf(eventId: string): Promise<{ leafIndex: number; position: number } | null> {
    const row = this.db
      .prepare<[string], [number | null, number]>("SELECT leaf_index, position FROM events WHERE id = ?")
      .raw()
      .get(eventId);
    return row && row[0] !== null ? { leafIndex: row[0], position: row[1] } : null;
  }

  async append(
    stream: string,
    events: readonly DomainEvent[],
    options: { expectedVersion: ExpectedVersion; metadata: EventMetadataInput },
  ): Promise<AppendResult> {
    validateAppend(stream, events, options.expectedVersion);
    const recordedAt = new Date().toISOString();
    // Written before the transaction takes the write lock; an event that is no JSON fails here.
    const metadataJson = storedMetadataJson(stream, options.metadata, recordedAt);
    const dataJsons = events.map((event) => storedJson(stream, event.data ?? null));
    let result: AppendResult;
    try {
      result = this.#appendTransaction(
        stream,
        events,
        dataJsons,
        options.expectedVersion,
        metadataJson,
        recordedAt,
      );
    } catch (error) {
      if (isStreamVersionClash(error)) {
        // Only reachable if some other writer bypassed BEGIN IMMEDIATE; same answer as a failed check.
        const actual = this.#statements.streamVersion.get(stream) ?? null;
        throw new ConcurrencyError(stream, options.expectedVersion, actual ?? "no_stream");
      }
      // Another process held the write lock past busy_timeout: nothing was written, try again.
      if (String((error as { code?: unknown })?.code).startsWith("SQLITE_BUSY"))
        throw new TransientStoreError(stream, error);
      throw error;
    }
    this.#subscriptions.wakeAll();
    return result;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<AnyStoredEvent[]> {
    const fromVersion = options.fromVersion ?? 0;
    checkPosition("readStream: fromVersion", fromVersion);
    if (options.maxCount !== undefined) checkPosition("readStream: maxCount", options.maxCount);
    // LIMIT -1 means "no limit" in SQLite.
    const rows = this.#statements.readStream.all(stream, fromVersion, options.maxCount ?? -1);
    return rows.map(toStoredEvent);
  }

  async streamVersion(stream: string): Promise<number | "no_stream"> {
    return this.#statements.streamVersion.get(stream) ?? "no_stream";
  }

  async readAll(options: ReadAllOptions = {}): Promise<AnyStoredEvent[]> {
    const after = options.after ?? 0;
    const maxCount = options.maxCount ?? 1000;
    checkPosition("readAll: after", after);
    checkPosition("readAll: maxCount", maxCount);
    return this.#readPage(after, maxCount);
  }

  #readPage(after: number, maxCount: number): AnyStoredEvent[] {
    const rows = this.#statements.readAll.all(after, maxCount);
    const events = new Array<AnyStoredEvent>(rows.length);
    for (let i = 0; i < rows.length; i++) events[i] = toStoredEvent(rows[i]!);
    return events;
  }

  async headPosition(): Promise<number> {
    return this.#statements.head.get() ?? 0;
  }

  async streamsSince(prefix: string, after: number, upTo: number): Promise<string[]> {
    // From the start, the (stream, version) index lists the names without reading any event.
    const sql =
      after === 0
        ? "SELECT DISTINCT stream FROM events WHERE stream >= ? AND substr(stream, 1, ?) = ? AND position <= ? ORDER BY stream"
        : "SELECT DISTINCT stream FROM (SELECT stream FROM events WHERE position > ? AND position <= ?) WHERE substr(stream, 1, ?) = ? ORDER BY stream";
    const args = after === 0 ? [prefix, prefix.length, prefix, upTo] : [after, upTo, prefix.length, prefix];
    return this.db
      .prepare(sql)
      .pluck()
      .all(...args) as string[];
  }

  subscribe(options: SubscribeOptions): Subscription {
    if (this.#closed) throw new Error("subscribe: the event store is closed");
    return this.#subscriptions.open(async (after, maxCount) => this.#readPage(after, maxCount), options);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#subscriptions.closeAll();
    if (this.db.open) this.db.close();
  }
}
