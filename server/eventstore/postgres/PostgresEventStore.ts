import { randomUUID } from "node:crypto";
import pg from "pg";
import type { AnyStoredEvent, DomainEvent, EventMetadataInput } from "../../../domain/shared/events.js";
import { createPool, trackPoolUse } from "../../shared/pgConnections.js";
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
import { BatchRolledBack, type GroupCommitOutcome, GroupCommitQueue } from "./GroupCommit.js";

export interface PostgresEventStoreOptions {
  /** Schema holding the `events` table (default "public"); created by init() if missing. */
  schema?: string;
  /** Pool size (default: its share of the default PG_MAX_CONNECTIONS, server/shared/pgConnections.ts). */
  maxConnections?: number;
  /** How often a waiting subscription re-reads without a notification (default 1000 ms). */
  pollIntervalMs?: number;
  /** Events per catch-up page of a subscription (default 1000). */
  subscriptionBatchSize?: number;
  /**
   * Instrumentation hook, called inside an append transaction after its rows are inserted and
   * before it commits (the append lock is held), once per append of the batch. Tests use it to hold
   * a transaction open; throwing rolls the batch back. It must not append through the same store:
   * that append would wait for the batch the hook is holding.
   */
  beforeCommit?: (stream: string) => void | Promise<void>;
  /** Where connection trouble is reported (default: the console). */
  logger?: StoreLogger;
  /** application_name of the pool's connections (default "keelson-eventstore"); the LISTEN one adds "-listener". */
  applicationName?: string;
}

/** The channel appends notify at commit; the payload is the schema name. */
export const EVENTS_CHANNEL = "keelson_events";
/** First key of the advisory lock that serialises appends to one events table ("KELS"). */
export const APPEND_LOCK_CLASS = 0x4b454c53;
/** Advisory lock (single key) held while creating tables, so concurrent init() calls do not collide. */
const DDL_LOCK_KEY = 0x4b454c44;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** FNV-1a over the text, as a signed 32-bit integer (the second key of a two-key advisory lock). */
export function appendLockKey(schema: string): number {
  let hash = 0x811c9dc5;
  const text = `${schema}.events`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * How many appends one transaction may carry. Beyond a few dozen the commit flush is amortised and
 * a bigger batch only makes its members wait longer; a single larger append still goes alone.
 */
const BATCH_LIMITS = { maxItems: 64, maxSize: 1000 };

/**
 * An append waiting for its batch; `wire` is its JSON for the batch statement, written around the
 * stored texts of its metadata and each event's data, which its leaves are written from.
 */
interface PendingAppend {
  readonly key: string;
  readonly size: number;
  readonly expected: ExpectedVersion;
  readonly wire: string;
  readonly metadataJson: string;
  readonly dataJsons: readonly string[];
}

interface WireAppend {
  s: string;
  t: string;
  m: AnyStoredEvent["metadata"];
  e: Array<{ id: string; type: string; data: unknown }>;
}

/** One row of the batch statement: per append (`n` from 1) the version found, and per inserted event its version and position. */
interface InsertedRow {
  n: number;
  current: number | null;
  version: number | null;
  position: string | null;
  leaf_index: string | null;
}

/** Events hashed per transaction while migrating an older store. */
const MIGRATION_PAGE = 5000;

/**
 * `UPDATE … SET leaf_hash` for the events just inserted, as SQL text: positions are numbers and hashes
 * hexadecimal digits computed here, never caller text, so it can travel with NOTIFY and COMMIT in one
 * simple-protocol round trip.
 */
function leafHashUpdate(table: string, leaves: ReadonlyArray<{ position: number; hash: Buffer }>): string {
  const values = leaves.map(
    (leaf) => `(${Math.trunc(leaf.position)},'\\x${leaf.hash.toString("hex")}'::bytea)`,
  );
  return `UPDATE ${table} AS t SET leaf_hash = v.h FROM (VALUES ${values.join(",")}) AS v(p, h) WHERE t.position = v.p`;
}

/** The append as the batch statement reads it (see buildSql's insert), its stored texts inside as they are. */
function wireOf(
  stream: string,
  expected: ExpectedVersion,
  recordedAt: string,
  metadataJson: string,
  events: ReadonlyArray<{ id: string; type: string; dataJson: string }>,
): string {
  const kind = typeof expected === "number" ? "version" : expected;
  const version = typeof expected === "number" ? expected : null;
  const wireEvents = events.map(
    (event) => `{"id":"${event.id}","type":${JSON.stringify(event.type)},"data":${event.dataJson}}`,
  );
  return `{"s":${JSON.stringify(stream)},"k":"${kind}","v":${version},"t":"${recordedAt}","m":${metadataJson},"e":[${wireEvents.join(",")}]}`;
}

/** Turns the batch statement's rows into each append's result, or its ConcurrencyError. */
function settleBatch(
  batch: readonly PendingAppend[],
  rows: readonly InsertedRow[],
): Array<GroupCommitOutcome<AppendResult>> {
  const byAppend = new Map<number, InsertedRow[]>();
  for (const row of rows) {
    const list = byAppend.get(row.n);
    if (list) list.push(row);
    else byAppend.set(row.n, [row]);
  }
  return batch.map((append, index): GroupCommitOutcome<AppendResult> => {
    const found = byAppend.get(index + 1) ?? [];
    const current = found[0]?.current ?? null;
    try {
      // The statement inserts nothing when the expectation fails; this throws.
      checkExpectedVersion(append.key, append.expected, current ?? "no_stream");
    } catch (error) {
      return { error };
    }
    const wire = JSON.parse(append.wire) as WireAppend;
    if (found.length !== wire.e.length || found[0]?.position == null) {
      throw new Error(`append to ${append.key}: inserted ${found.length} rows for ${wire.e.length} events`);
    }
    const firstVersion = (current ?? -1) + 1;
    const positions = new Map(found.map((row) => [row.version, Number(row.position)]));
    const events = wire.e.map(
      (event, i): AnyStoredEvent => ({
        id: event.id,
        stream: wire.s,
        version: firstVersion + i,
        position: positions.get(firstVersion + i)!,
        type: event.type,
        data: event.data,
        metadata: i === 0 ? wire.m : structuredClone(wire.m),
      }),
    );
    const last = events[events.length - 1]!;
    return { value: { nextExpectedVersion: last.version, lastPosition: last.position, events } };
  });
}

interface LedgerRow extends EventRow {
  leaf_index: string | null;
  leaf_hash: Buffer | null;
}

interface EventRow {
  position: string;
  id: string;
  stream: string;
  version: number;
  type: string;
  data: unknown;
  metadata: AnyStoredEvent["metadata"];
}

function toStoredEvent(row: EventRow): AnyStoredEvent {
  return {
    id: row.id,
    stream: row.stream,
    version: row.version,
    position: Number(row.position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

/**
 * SQLSTATEs after which the transaction was rolled back for a passing reason, not a version clash:
 * serialization failure, deadlock, lock not available (lock_timeout), and a unique violation on a
 * position or id (an id collision or a sequence reset), which a fresh attempt with new ids resolves.
 */
const TRANSIENT_STATES = new Set(["40001", "40P01", "55P03"]);

function isTransient(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (typeof e?.code !== "string") return false;
  return TRANSIENT_STATES.has(e.code) || (e.code === "23505" && !isStreamVersionClash(error));
}

function isStreamVersionClash(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === "23505" && e.constraint === "events_stream_version_unique";
}

/**
 * Event store on PostgreSQL.
 *
 * ## Why appends take an advisory lock
 *
 * Readers page through the log by position (`WHERE position > $after`) and remember the last position
 * they saw. With plain sequence/identity allocation that is unsafe under concurrency: transaction A
 * takes position 7, transaction B takes 8 and commits first; a reader sees 8, moves its checkpoint to
 * 8, and when A commits, event 7 is never read by anybody paging forward — silently lost for every
 * projection and subscriber.
 *
 * Each append transaction therefore takes `pg_advisory_xact_lock(APPEND_LOCK_CLASS, <table key>)`
 * before it allocates positions. The lock is held until commit or rollback, so at most one append
 * transaction owns uncommitted positions at any time: positions become visible in exactly the order
 * they were allocated, and "the highest committed position" is a safe checkpoint. (PostgreSQL makes a
 * commit visible before it releases the transaction's locks, so the next appender cannot commit
 * ahead of it.) A rolled-back append leaves a gap in the numbering; that is harmless, because nothing
 * can later fill it. The lock key is derived from the schema, so stores in different schemas (tests)
 * do not serialise against each other.
 *
 * So that concurrent appends do not pay for the lock and the commit flush one by one, they are
 * grouped (`GroupCommitQueue`): appends that arrive while a batch commits go together in the next
 * transaction, one statement inserting all of them, each with its own expected-version check.
 *
 * Per-stream locks (message-db) or `xid8`/`pg_snapshot_xmin` filtering (Emmett) would let appends run
 * in parallel, but the first cannot order commits across streams and the second needs a
 * (transaction id, position) checkpoint, while our contract (`after: number`,
 * `Subscription.position`) is position-only; see docs/event-store.md.
 *
 * Anyone else writing to the events table must follow the same protocol (take the lock first).
 *
 * ## Live delivery
 *
 * An append sends `NOTIFY keelson_events, '<schema>'` inside its transaction, so the notification is
 * delivered only at commit. One dedicated client LISTENs for the whole store and wakes every
 * subscription; each subscription also re-reads every `pollIntervalMs` in case a notification is lost
 * (listener reconnecting, a writer that does not notify).
 */
export class PostgresEventStore implements EventStore, LedgerStore {
  readonly pool: pg.Pool;
  readonly schema: string;
  readonly #connectionString: string;
  readonly #pollIntervalMs: number;
  readonly #batchSize: number;
  readonly #beforeCommit: ((stream: string) => void | Promise<void>) | undefined;
  readonly #sql: ReturnType<typeof buildSql>;
  readonly #subscriptions: SubscriptionRegistry;
  readonly #appends: GroupCommitQueue<PendingAppend, AppendResult>;
  readonly #logger: StoreLogger;
  readonly #applicationName: string;
  #ready: Promise<void> | null = null;
  #listener: pg.Client | null = null;
  #listenerStarting: Promise<void> | null = null;
  #lastListenerAttempt = 0;
  #closed = false;
  /** How the history was hashed by init() (0 events for a store already hashed). */
  ledgerMigration: LedgerMigration = { hashed: 0, ms: 0 };

  /** Creates the store and its tables. */
  static async connect(
    connectionString: string,
    options?: PostgresEventStoreOptions,
  ): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(connectionString, options);
    try {
      await store.init();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  constructor(connectionString: string, options: PostgresEventStoreOptions = {}) {
    this.schema = options.schema ?? "public";
    if (!IDENTIFIER.test(this.schema)) {
      throw new RangeError(`schema must be a plain identifier (letters, digits, _), got ${this.schema}`);
    }
    this.#connectionString = connectionString;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.#batchSize = options.subscriptionBatchSize ?? 1000;
    checkCount("pollIntervalMs", this.#pollIntervalMs);
    checkCount("subscriptionBatchSize", this.#batchSize);
    this.#beforeCommit = options.beforeCommit;
    this.#logger = options.logger ?? consoleLogger;
    this.#subscriptions = new SubscriptionRegistry({
      batchSize: this.#batchSize,
      pollIntervalMs: this.#pollIntervalMs,
      logger: this.#logger,
    });
    this.#applicationName = options.applicationName ?? "keelson-eventstore";
    this.#sql = buildSql(this.schema);
    this.#appends = new GroupCommitQueue((batch) => this.#commitBatch(batch), BATCH_LIMITS);
    // An idle pooled client losing its connection must not crash the process; the pool replaces it.
    this.pool = createPool("eventstore", connectionString, {
      max: options.maxConnections,
      applicationName: this.#applicationName,
      onIdleError: (error) =>
        this.#logger.warn("event store: idle PostgreSQL connection failed", { error: error.message }),
    });
    trackPoolUse("eventstore-listener", () =>
      this.#closed ? null : { total: this.#listener ? 1 : 0, idle: 0, waiting: 0 },
    );
  }

  /** Creates the schema and table if missing. Idempotent, safe to call concurrently; other methods call it. */
  init(): Promise<void> {
    if (this.#closed) return Promise.reject(new Error("the event store is closed"));
    if (!this.#ready) {
      this.#ready = this.#createTables().catch((error: unknown) => {
        this.#ready = null;
        throw error;
      });
    }
    return this.#ready;
  }

  async #createTables(): Promise<void> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [DDL_LOCK_KEY]);
      for (const statement of this.#sql.ddl) await client.query(statement);
      await client.query("COMMIT");
      this.ledgerMigration = await this.#hashHistory(client);
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A connection that could not even roll back is discarded rather than returned to the pool.
      client.release(broken);
    }
  }

  async append(
    stream: string,
    events: readonly DomainEvent[],
    options: { expectedVersion: ExpectedVersion; metadata: EventMetadataInput },
  ): Promise<AppendResult> {
    validateAppend(stream, events, options.expectedVersion);
    await this.init();
    const recordedAt = new Date().toISOString();
    // Serialised here, so an unserialisable event fails its own append before it joins a batch.
    const metadataJson = storedMetadataJson(stream, options.metadata, recordedAt);
    const rows = events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      dataJson: storedJson(stream, event.data ?? null),
    }));
    const expected = options.expectedVersion;
    const wire = wireOf(stream, expected, recordedAt, metadataJson, rows);
    const dataJsons = rows.map((row) => row.dataJson);
    try {
      return await this.#appends.submit({
        key: stream,
        size: rows.length,
        expected,
        wire,
        metadataJson,
        dataJsons,
      });
    } catch (error) {
      if (isStreamVersionClash(error)) {
        // Only reachable if a writer bypassed the append lock; answer it like a failed version check.
        throw new ConcurrencyError(stream, expected, await this.streamVersion(stream));
      }
      if (isTransient(error)) throw new TransientStoreError(stream, error);
      throw error;
    }
  }

  /**
   * Commits one batch of appends (distinct streams) in one transaction under the append lock.
   * Round trip 1: BEGIN and the lock. Round trip 2 reads every stream's version and inserts the
   * appends whose expectation holds, in one statement; its snapshot is taken after the lock was
   * granted, so it sees every earlier append. Round trip 3: NOTIFY and COMMIT (ROLLBACK when no
   * append of the batch passed its check).
   */
  async #commitBatch(batch: readonly PendingAppend[]): Promise<Array<GroupCommitOutcome<AppendResult>>> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    let commitSent = false;
    try {
      await client.query(this.#sql.beginAndLock);
      const inserted = await client.query<InsertedRow>({
        name: this.#sql.names.insert,
        text: this.#sql.insert,
        values: [`[${batch.map((append) => append.wire).join(",")}]`],
      });
      const outcomes = settleBatch(batch, inserted.rows);
      const accepted = batch.filter((_, index) => "value" in outcomes[index]!);
      const leaves = this.#hashLeaves(batch, outcomes, inserted.rows);
      if (accepted.length === 0) {
        // Every expectation failed: nothing to commit, and the outcomes stand whatever ROLLBACK says.
        await client.query("ROLLBACK").catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        return outcomes;
      }
      if (this.#beforeCommit) for (const append of accepted) await this.#beforeCommit(append.key);
      commitSent = true;
      await client.query(`${leafHashUpdate(this.#sql.table, leaves)}; ${this.#sql.notifyAndCommit}`);
      return outcomes;
    } catch (error) {
      try {
        await client.query("ROLLBACK");
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      // Before COMMIT was sent nothing can have been written; after, the outcome may be unknown
      // (connection lost during COMMIT), so the batch must not be tried again.
      throw commitSent ? error : new BatchRolledBack(error);
    } finally {
      // A connection that could not even roll back is discarded rather than returned to the pool.
      client.release(broken);
    }
  }

  /**
   * The leaf hash of every event the batch inserted, written from the texts the batch stored: jsonb
   * keeps their values (its own member order, which canonical JSON does not depend on), so readers
   * parse back what the leaf hashed.
   */
  #hashLeaves(
    batch: readonly PendingAppend[],
    outcomes: ReadonlyArray<GroupCommitOutcome<AppendResult>>,
    rows: readonly InsertedRow[],
  ): Array<{ position: number; hash: Buffer }> {
    const leafIndexOf = new Map<number, number>();
    for (const row of rows)
      if (row.position !== null) leafIndexOf.set(Number(row.position), Number(row.leaf_index));
    const leaves: Array<{ position: number; hash: Buffer }> = [];
    for (const [n, outcome] of outcomes.entries()) {
      if (!("value" in outcome)) continue;
      const { metadataJson, dataJsons } = batch[n]!;
      for (const [i, event] of outcome.value.events.entries()) {
        const index = leafIndexOf.get(event.position);
        if (index === undefined) throw new Error(`append: no leaf index for position ${event.position}`);
        const { id, stream, version, type } = event;
        const dataJson = dataJsons[i]!;
        leaves.push({
          position: event.position,
          hash: leafHashOfJson({ id, stream, version, type, dataJson, metadataJson }, index),
        });
      }
    }
    return leaves;
  }

  /**
   * Hashes the events a store written before the ledger holds, in position order, a page per
   * transaction under the append lock (nothing appends meanwhile; a crash leaves a hashed prefix,
   * continued at the next start). Skipped when the newest event is hashed.
   */
  async #hashHistory(client: pg.PoolClient): Promise<LedgerMigration> {
    const started = performance.now();
    const last = await client.query<{ unhashed: boolean }>(
      `SELECT leaf_hash IS NULL AS unhashed FROM ${this.#sql.table} ORDER BY position DESC LIMIT 1`,
    );
    if (!last.rows[0]?.unhashed) return { hashed: 0, ms: 0 };
    let after = 0;
    let nextLeaf = 0;
    let hashed = 0;
    for (;;) {
      await client.query(this.#sql.beginAndLock);
      try {
        const page = await client.query<LedgerRow>(
          `SELECT position, id, stream, version, type, data, metadata, leaf_index, leaf_hash FROM ${this.#sql.table}
           WHERE position > $1 ORDER BY position LIMIT $2`,
          [after, MIGRATION_PAGE],
        );
        const positions: number[] = [];
        const indexes: number[] = [];
        const hashes: Buffer[] = [];
        for (const row of page.rows) {
          if (row.leaf_hash !== null && row.leaf_index !== null) {
            nextLeaf = Number(row.leaf_index) + 1;
            continue;
          }
          positions.push(Number(row.position));
          indexes.push(nextLeaf);
          hashes.push(leafHashOf(toStoredEvent(row), nextLeaf));
          nextLeaf += 1;
        }
        if (positions.length > 0)
          await client.query(
            `UPDATE ${this.#sql.table} AS t SET leaf_index = u.i, leaf_hash = u.h
             FROM unnest($1::bigint[], $2::bigint[], $3::bytea[]) AS u(p, i, h) WHERE t.position = u.p`,
            [positions, indexes, hashes],
          );
        await client.query("COMMIT");
        hashed += positions.length;
        if (page.rows.length < MIGRATION_PAGE) break;
        after = Number(page.rows[page.rows.length - 1]!.position);
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    }
    return { hashed, ms: performance.now() - started };
  }

  async readLedger(options: { after: number; maxCount: number }): Promise<LedgerEntry[]> {
    checkPosition("readLedger: after", options.after);
    checkCount("readLedger: maxCount", options.maxCount);
    await this.init();
    const result = await this.pool.query<LedgerRow>(
      `SELECT position, id, stream, version, type, data, metadata, leaf_index, leaf_hash FROM ${this.#sql.table}
       WHERE position > $1 ORDER BY position LIMIT $2`,
      [options.after, options.maxCount],
    );
    return result.rows.map((row) => ({
      leafIndex: row.leaf_index === null ? null : Number(row.leaf_index),
      leafHash: row.leaf_hash === null ? null : new Uint8Array(row.leaf_hash),
      event: toStoredEvent(row),
    }));
  }

  async readLeaves(options: { after: number; maxCount: number }): Promise<LeafRow[]> {
    checkPosition("readLeaves: after", options.after);
    checkCount("readLeaves: maxCount", options.maxCount);
    await this.init();
    const result = await this.pool.query<{
      position: string;
      leaf_index: string | null;
      leaf_hash: Buffer | null;
    }>(
      `SELECT position, leaf_index, leaf_hash FROM ${this.#sql.table} WHERE position > $1 ORDER BY position LIMIT $2`,
      [options.after, options.maxCount],
    );
    return result.rows.map((row) => ({
      position: Number(row.position),
      leafIndex: row.leaf_index === null ? null : Number(row.leaf_index),
      leafHash: row.leaf_hash === null ? null : new Uint8Array(row.leaf_hash),
    }));
  }

  async ledgerSize(): Promise<LedgerSize> {
    await this.init();
    const result = await this.pool.query<{ leaf_index: string | null; position: string }>(
      `SELECT leaf_index, position FROM ${this.#sql.table} ORDER BY position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return {
      size: row?.leaf_index == null ? 0 : Number(row.leaf_index) + 1,
      lastPosition: Number(row?.position ?? 0),
    };
  }

  async leafOf(eventId: string): Promise<{ leafIndex: number; position: number } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(eventId)) return null;
    await this.init();
    const result = await this.pool.query<{ leaf_index: string | null; position: string }>(
      `SELECT leaf_index, position FROM ${this.#sql.table} WHERE id = $1`,
      [eventId],
    );
    const row = result.rows[0];
    return row && row.leaf_index !== null
      ? { leafIndex: Number(row.leaf_index), position: Number(row.position) }
      : null;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<AnyStoredEvent[]> {
    const fromVersion = options.fromVersion ?? 0;
    checkPosition("readStream: fromVersion", fromVersion);
    if (options.maxCount !== undefined) checkPosition("readStream: maxCount", options.maxCount);
    await this.init();
    const result = await this.pool.query<EventRow>({
      name: this.#sql.names.readStream,
      text: this.#sql.readStream,
      // LIMIT NULL means "no limit".
      values: [stream, fromVersion, options.maxCount ?? null],
    });
    return result.rows.map(toStoredEvent);
  }

  async streamVersion(stream: string): Promise<number | "no_stream"> {
    await this.init();
    const result = await this.pool.query<{ v: number | null }>({
      name: this.#sql.names.streamVersion,
      text: this.#sql.streamVersion,
      values: [stream],
    });
    return result.rows[0]?.v ?? "no_stream";
  }

  async readAll(options: ReadAllOptions = {}): Promise<AnyStoredEvent[]> {
    const after = options.after ?? 0;
    const maxCount = options.maxCount ?? 1000;
    checkPosition("readAll: after", after);
    checkPosition("readAll: maxCount", maxCount);
    await this.init();
    return this.#readPage(after, maxCount);
  }

  async #readPage(after: number, maxCount: number): Promise<AnyStoredEvent[]> {
    const result = await this.pool.query<EventRow>({
      name: this.#sql.names.readAll,
      text: this.#sql.readAll,
      values: [after, maxCount],
    });
    const events = new Array<AnyStoredEvent>(result.rows.length);
    for (let i = 0; i < result.rows.length; i++) events[i] = toStoredEvent(result.rows[i]!);
    return events;
  }

  async headPosition(): Promise<number> {
    await this.init();
    const result = await this.pool.query<{ head: string }>({
      name: this.#sql.names.head,
      text: this.#sql.head,
    });
    return Number(result.rows[0]?.head ?? 0);
  }

  async streamsSince(prefix: string, after: number, upTo: number): Promise<string[]> {
    await this.init();
    const result = await this.pool.query<{ stream: string }>(
      `SELECT DISTINCT stream FROM "${this.schema}".events
       WHERE position > $1 AND position <= $2 AND left(stream, $3) = $4 ORDER BY stream`,
      [after, upTo, prefix.length, prefix],
    );
    return result.rows.map((row) => row.stream);
  }

  subscribe(options: SubscribeOptions): Subscription {
    if (this.#closed) throw new Error("subscribe: the event store is closed");
    return this.#subscriptions.open(async (after, maxCount) => {
      if (!this.#listener) this.#startListenerSoon();
      await this.init();
      return this.#readPage(after, maxCount);
    }, options);
  }

  /** Starts the shared LISTEN client unless it runs, is starting, or failed very recently. */
  #startListenerSoon(): void {
    if (this.#closed || this.#listener || this.#listenerStarting) return;
    const now = Date.now();
    if (now - this.#lastListenerAttempt < this.#pollIntervalMs) return;
    this.#lastListenerAttempt = now;
    this.#listenerStarting = this.#startListener()
      .catch((error: unknown) => {
        // Subscriptions keep polling; the next read tries again.
        this.#logger.warn("event store: LISTEN connection failed; subscriptions keep polling", {
          error: (error as Error).message,
        });
      })
      .finally(() => {
        this.#listenerStarting = null;
      });
  }

  async #startListener(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#connectionString,
      application_name: `${this.#applicationName}-listener`,
    });
    const drop = () => {
      if (this.#listener === client) this.#listener = null;
    };
    client.on("error", (error) => {
      this.#logger.warn("event store: LISTEN connection lost; will reconnect", { error: error.message });
      drop();
      client.end().catch(() => undefined);
    });
    client.on("end", drop);
    client.on("notification", (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload === this.schema) this.#wakeAll();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#listener = client;
    // Anything committed while we were connecting was notified to nobody.
    this.#wakeAll();
  }

  #wakeAll(): void {
    this.#subscriptions.wakeAll();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    // Appends already accepted finish before the pool goes away.
    await this.#appends.idle();
    await this.#subscriptions.closeAll();
    if (this.#listenerStarting) await this.#listenerStarting;
    const listener = this.#listener;
    this.#listener = null;
    if (listener) await listener.end().catch(() => undefined);
    // A failed init must not leave close() hanging or throwing.
    await this.#ready?.catch(() => undefined);
    await this.pool.end();
  }
}

function buildSql(schema: string) {
  const table = `"${schema}".events`;
  const lockKey = appendLockKey(schema);
  // Statement names are per connection; include the table key so stores on different schemas never clash.
  const prefix = `keelson_es_${(lockKey >>> 0).toString(36)}`;
  return {
    ddl: [
      `CREATE SCHEMA IF NOT EXISTS "${schema}"`,
      `CREATE TABLE IF NOT EXISTS ${table} (
        position    bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id          uuid        NOT NULL UNIQUE,
        stream      text        NOT NULL,
        version     integer     NOT NULL,
        type        text        NOT NULL,
        data        jsonb       NOT NULL,
        metadata    jsonb       NOT NULL,
        recorded_at timestamptz NOT NULL,
        leaf_index  bigint,
        leaf_hash   bytea,
        CONSTRAINT events_stream_version_unique UNIQUE (stream, version)
      )`,
      // Stores created before the ledger (docs/verification.md); init() then hashes their history.
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS leaf_index bigint`,
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS leaf_hash bytea`,
    ],
    table,
    // Both keys are numbers computed here, never caller text, so inlining them is safe; doing so lets
    // BEGIN and the lock travel as one simple-protocol query.
    beginAndLock: `BEGIN; SELECT pg_advisory_xact_lock(${APPEND_LOCK_CLASS}, ${lockKey})`,
    notifyAndCommit: `NOTIFY ${EVENTS_CHANNEL}, '${schema}'; COMMIT`,
    streamVersion: `SELECT max(version) AS v FROM ${table} WHERE stream = $1`,
    // $1 is a JSON array of appends to distinct streams, each {s: stream, k: 'any' | 'no_stream' |
    // 'version', v: expected number, t: recordedAt, m: metadata, e: [{id, type, data}]}. Reads each
    // stream's version and inserts the events of every append whose expectation holds, appends in
    // array order and each one's events in order (positions are drawn in that order). Answers per
    // append (n from 1) the version found before the insert and, if it was inserted, one row per
    // event with its version and position.
    insert: `WITH last_leaf AS (
        SELECT leaf_index FROM ${table} ORDER BY position DESC LIMIT 1
      ), req AS (
        SELECT a.ordinality::integer AS n, a.value AS r,
               (SELECT max(version) FROM ${table} WHERE stream = a.value->>'s') AS current
        FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a
      ), accepted AS (
        SELECT n, r, current FROM req
        WHERE r->>'k' = 'any'
           OR (r->>'k' = 'no_stream' AND current IS NULL)
           OR (r->>'k' = 'version' AND current = (r->>'v')::integer)
      ), inserted AS (
        INSERT INTO ${table} (id, stream, version, type, data, metadata, recorded_at, leaf_index)
        SELECT (e.value->>'id')::uuid, a.r->>'s', coalesce(a.current, -1) + e.ordinality::integer,
               e.value->>'type', e.value->'data', a.r->'m', (a.r->>'t')::timestamptz,
               coalesce((SELECT leaf_index FROM last_leaf), -1) + row_number() OVER (ORDER BY a.n, e.ordinality)
        FROM accepted a, jsonb_array_elements(a.r->'e') WITH ORDINALITY AS e
        ORDER BY a.n, e.ordinality
        RETURNING stream, version, position, leaf_index
      )
      SELECT q.n, q.current, i.version, i.position, i.leaf_index
      FROM req q LEFT JOIN inserted i ON i.stream = q.r->>'s'
      ORDER BY q.n, i.version`,
    readAll: `SELECT position, id, stream, version, type, data, metadata FROM ${table}
      WHERE position > $1 ORDER BY position LIMIT $2`,
    readStream: `SELECT position, id, stream, version, type, data, metadata FROM ${table}
      WHERE stream = $1 AND version >= $2 ORDER BY version LIMIT $3`,
    head: `SELECT coalesce(max(position), 0) AS head FROM ${table}`,
    names: {
      streamVersion: `${prefix}_version`,
      insert: `${prefix}_insert`,
      readAll: `${prefix}_read_all`,
      readStream: `${prefix}_read_stream`,
      head: `${prefix}_head`,
    },
  };
}
