import type { AnyStoredEvent, DomainEvent, EventMetadataInput } from "../../domain/shared/events.js";

/**
 * What a writer expects of the stream it appends to:
 * - a number: the stream's current last version (the first event has version 0);
 * - "no_stream": the stream must not exist yet;
 * - "any": no check.
 */
export type ExpectedVersion = number | "no_stream" | "any";

export interface AppendResult {
  /** The stream's version after the append (version of the last appended event). */
  nextExpectedVersion: number;
  /** Global position of the last appended event. */
  lastPosition: number;
  events: AnyStoredEvent[];
}

/** Raised when the expected version does not match; the API answers it with HTTP 409. */
export class ConcurrencyError extends Error {
  override readonly name = "ConcurrencyError";
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | "no_stream",
  ) {
    super(
      `This record was changed by someone else in the meantime (stream ${stream}: expected version ${String(expected)}, found ${String(actual)}). Reload it and try again.`,
    );
  }
}

/**
 * Raised when the store could not take an append for a passing reason that says nothing about the
 * stream's version (PostgreSQL serialization failure, deadlock, lock timeout; SQLite busy). Nothing
 * was written; a command may read, decide and append again.
 */
export class TransientStoreError extends Error {
  override readonly name = "TransientStoreError";
  constructor(
    readonly stream: string,
    override readonly cause: unknown,
  ) {
    super(
      `append to ${stream} did not complete (${(cause as Error)?.message ?? String(cause)}); nothing was written`,
    );
  }
}

export interface ReadStreamOptions {
  /** First version to return (inclusive); default 0. */
  fromVersion?: number;
  /** Highest number of events to return; default all. */
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Return events whose position is strictly greater than this; default 0 (from the start). */
  after?: number;
  /** Highest number of events to return; default 1000. */
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Deliver events whose position is strictly greater than this (catch up, then live). */
  after: number;
  /** Called for each event in global order; the next event waits for the returned promise. */
  onEvent: (event: AnyStoredEvent) => void | Promise<void>;
  /** Called if delivery fails; the subscription stops. */
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler is running. */
  close(): Promise<void>;
  /** Position of the last event handed to onEvent. */
  readonly position: number;
}

/**
 * The one event-store contract every adapter (SQLite, PostgreSQL, ...) fulfils.
 * The contract test suite in tests/contract runs against each adapter.
 */
export interface EventStore {
  /** Appends events atomically to one stream; throws ConcurrencyError on a version mismatch. */
  append(
    stream: string,
    events: readonly DomainEvent[],
    options: { expectedVersion: ExpectedVersion; metadata: EventMetadataInput },
  ): Promise<AppendResult>;
  /** Events of one stream in version order; an empty array for a stream that does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<AnyStoredEvent[]>;
  /** Current last version of a stream, or "no_stream". */
  streamVersion(stream: string): Promise<number | "no_stream">;
  /** Events of all streams in global order. Never returns an event before an earlier one has committed. */
  readAll(options?: ReadAllOptions): Promise<AnyStoredEvent[]>;
  /** Position of the newest committed event (0 for an empty store). */
  headPosition(): Promise<number>;
  /** Names of the streams starting with `prefix` that hold events in (after, upTo], in name order. */
  streamsSince(prefix: string, after: number, upTo: number): Promise<string[]>;
  /** Catches up from `after`, then delivers new events as they commit, in global order, without gaps. */
  subscribe(options: SubscribeOptions): Subscription;
  /** Releases connections and stops subscriptions. */
  close(): Promise<void>;
}
