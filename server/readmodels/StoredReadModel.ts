import type { StoredKeelsonEvent } from "../../domain/index.js";
import type { AnyStoredEvent } from "../../domain/shared/events.js";
import { type KeyedProjection, partChanges } from "../../projections/keyedProjection.js";
import type { EventStore, Subscription } from "../eventstore/EventStore.js";
import type { Logger } from "../shared/logger.js";
import { ByteLru } from "./ByteLru.js";
import type { KeyedRowStore, KeyPage, KeyRow, KeyWrite, PageRange } from "./KeyedRowStore.js";

/** A key's state as last written, with the parts it was written as (the base of the next diff). */
interface Held<State> {
  state: State;
  position: number;
  streamVersion: number;
  parts: ReadonlyMap<string, unknown>;
  sizes: Map<string, number>;
  bytes: number;
}

export interface StoredReadModelOptions {
  /** Bound of the decoded-state cache, in stored JSON bytes (default 16 MiB). */
  cacheBytes?: number;
  /** Events folded per transaction while live (default 2000). */
  batchSize?: number;
  /** A backlog longer than this at start is folded stream by stream, one key at a time (default 20 000). */
  streamCatchUpAfter?: number;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/**
 * Runs one keyed projection against its rows in the store: on start it rebuilds after a version
 * bump and catches up a long backlog stream by stream (one key's state in memory at a time), then
 * folds new events in batches, each written with the model's checkpoint in one transaction. Reads
 * go through a small byte-bounded cache of decoded states.
 */
export class StoredReadModel<State> {
  private readonly cache: ByteLru<Held<State>>;
  private subscription: Subscription | null = null;
  private pending: StoredKeelsonEvent[] = [];
  private chain: Promise<void> = Promise.resolve();
  private scheduled = false;
  private retry: NodeJS.Timeout | null = null;
  private position = 0;
  private waiters: { position: number; resolve: () => void }[] = [];
  /** Stream-wise catch-up at the last start: events folded and seconds taken. */
  lastCatchUp: { events: number; keys: number; seconds: number } | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly rows: KeyedRowStore,
    readonly projection: KeyedProjection<State>,
    private readonly logger: Logger,
    private readonly options: StoredReadModelOptions = {},
  ) {
    this.cache = new ByteLru(options.cacheBytes ?? 16 * 1024 * 1024);
  }

  get currentPosition(): number {
    return this.position;
  }

  get cachedBytes(): number {
    return this.cache.bytes;
  }

  async start(): Promise<void> {
    const { name, version } = this.projection;
    const checkpoint = await this.rows.checkpoint(name);
    let from = checkpoint?.position ?? 0;
    if (checkpoint?.version !== version) {
      if (checkpoint)
        this.logger.info("stored read model rebuilds", { name, from: checkpoint.version, to: version });
      // Another process starting now may have reset the rows already and begun the rebuild.
      from = (await this.rows.resetUnlessAt(name, version)).position;
    }
    const head = await this.store.headPosition();
    if (head - from > (this.options.streamCatchUpAfter ?? 20_000)) {
      await this.catchUpByStream(from, head);
      from = head;
    }
    this.position = from;
    this.subscription = this.store.subscribe({
      after: from,
      onEvent: (event) => this.enqueue(event),
      onError: (error) =>
        this.logger.error("stored read model subscription failed", { name, error: String(error) }),
    });
    await this.waitFor(head, 600_000);
  }

  /** The key's state as this process has folded it (the initial state before its first event). */
  async get(key: string): Promise<State> {
    const held = this.cache.get(key) ?? (await this.load(key, true));
    return held?.state ?? this.projection.initialState(key);
  }

  /** The keys whose state holds `ref` (an id of a record inside it), by index. */
  keysHolding(ref: string): Promise<string[]> {
    return this.rows.keysHolding(this.projection.name, ref);
  }

  /** The keys listed under any of `refs` in the model's sorted index, newest `sort` first (see KeyedRowStore.page). */
  page(refs: readonly string[], range: PageRange = { skip: 0 }): Promise<KeyPage> {
    return this.rows.page(this.projection.name, refs, range);
  }

  /** Several keys' states, read together (the cache first, the rest from the rows). */
  async getMany(keys: readonly string[]): Promise<State[]> {
    const held = new Map<string, Held<State> | undefined>(keys.map((key) => [key, this.cache.get(key)]));
    const missing = [...held].filter(([, value]) => !value).map(([key]) => key);
    if (missing.length > 0) {
      const rows = await this.rows.loadMany(this.projection.name, missing);
      for (const [key, row] of rows) held.set(key, this.remember(key, row, true));
    }
    return keys.map((key) => held.get(key)?.state ?? this.projection.initialState(key));
  }

  waitFor(position: number, timeoutMs = 10_000): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(`${this.projection.name} did not reach position ${position} within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push({ position, resolve: done });
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
    if (this.retry) clearTimeout(this.retry);
    await this.flushNow();
  }

  private async load(key: string, cache: boolean): Promise<Held<State> | null> {
    const row = await this.rows.load(this.projection.name, key);
    return row ? this.remember(key, row, cache) : null;
  }

  /** A row read from the store as held state, cached when asked to. */
  private remember(key: string, row: KeyRow, cache: boolean): Held<State> {
    const held: Held<State> = {
      state: this.projection.join(key, row.parts),
      position: row.position,
      streamVersion: row.streamVersion,
      parts: row.parts,
      sizes: row.sizes,
      bytes: sum(row.sizes.values()),
    };
    // A row read while a batch was being written must not replace the newer state that batch cached.
    const cached = this.cache.peek(key);
    if (cache && (!cached || cached.position < held.position)) this.cache.set(key, held, held.bytes);
    return held;
  }

  private enqueue(stored: AnyStoredEvent): Promise<void> | undefined {
    this.pending.push(stored as StoredKeelsonEvent);
    if (this.pending.length >= (this.options.batchSize ?? 2000)) return this.flushNow();
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        void this.flushNow();
      });
    }
    return undefined;
  }

  private flushNow(): Promise<void> {
    this.chain = this.chain.then(() => this.flush());
    return this.chain;
  }

  private async flush(): Promise<void> {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    try {
      await this.foldBatch(batch);
    } catch (error) {
      // Nothing of the batch was stored (one transaction): fold it again shortly.
      this.logger.error("stored read model batch failed", {
        name: this.projection.name,
        error: String(error),
      });
      this.pending.unshift(...batch);
      this.retry ??= setTimeout(() => {
        this.retry = null;
        void this.flushNow();
      }, 1000);
    }
  }

  private async foldBatch(batch: readonly StoredKeelsonEvent[]): Promise<void> {
    const { projection } = this;
    const bases = new Map<string, Held<State> | null>();
    const states = new Map<string, { state: State; position: number; streamVersion: number }>();
    for (const event of batch) {
      const key = projection.keyOfStream(event.stream);
      if (key === null) continue;
      if (!bases.has(key)) {
        const base = this.cache.get(key) ?? (await this.load(key, false));
        bases.set(key, base);
        states.set(key, {
          state: base?.state ?? projection.initialState(key),
          position: base?.position ?? 0,
          streamVersion: base?.streamVersion ?? -1,
        });
      }
      const current = states.get(key)!;
      if (event.position <= current.position) continue;
      current.state = this.evolve(current.state, event);
      current.position = event.position;
      current.streamVersion = event.version;
    }
    const writes: KeyWrite[] = [];
    const next = new Map<string, Held<State>>();
    for (const [key, { state, position, streamVersion }] of states) {
      const base = bases.get(key) ?? null;
      if (base && position === base.position) continue;
      const { write, held } = this.writeOf(key, state, { position, streamVersion }, base);
      writes.push(write);
      next.set(key, held);
    }
    const last = batch.at(-1)!.position;
    if (writes.length > 0) await this.rows.commit(projection.name, writes, last);
    for (const [key, held] of next) this.cache.set(key, held, held.bytes);
    this.advance(last);
  }

  private evolve(state: State, event: StoredKeelsonEvent): State {
    try {
      return this.projection.evolve(state, event);
    } catch (error) {
      this.logger.error("projection failed on event", {
        projection: this.projection.name,
        eventId: event.id,
        type: event.type,
        position: event.position,
        error: String(error),
      });
      return state;
    }
  }

  private writeOf(
    key: string,
    state: State,
    { position, streamVersion }: { position: number; streamVersion: number },
    base: Held<State> | null,
  ) {
    const parts = this.projection.parts(state);
    const { upserts, deletes } = partChanges(base?.parts ?? null, parts);
    const sizes = new Map(base?.sizes);
    for (const part of deletes) sizes.delete(part);
    const bodies = upserts.map(([part, value]) => {
      const body = JSON.stringify(value);
      sizes.set(part, body.length);
      return [part, body, value] as const;
    });
    const write: KeyWrite = {
      key,
      position,
      streamVersion,
      base: base?.position ?? 0,
      upserts: bodies,
      deletes,
      parts,
      refsOf: this.projection.refsOf,
      ...(this.projection.indexOf ? { indexOf: this.projection.indexOf } : {}),
    };
    return { write, held: { state, position, streamVersion, parts, sizes, bytes: sum(sizes.values()) } };
  }

  private advance(position: number): void {
    this.position = Math.max(this.position, position);
    if (this.waiters.length === 0) return;
    const ready = this.waiters.filter((w) => w.position <= this.position);
    this.waiters = this.waiters.filter((w) => w.position > this.position);
    for (const waiter of ready) waiter.resolve();
  }

  /** Folds (from, head] one stream at a time: each key's events are read, folded and written together. */
  private async catchUpByStream(from: number, head: number): Promise<void> {
    const started = performance.now();
    const { projection } = this;
    const streams = await this.store.streamsSince(projection.streamPrefix, from, head);
    let events = 0;
    let group: KeyWrite[] = [];
    let groupBytes = 0;
    for (const stream of streams) {
      const key = projection.keyOfStream(stream);
      if (key === null) continue;
      // From position 0 the rows were just dropped: there is no row to read (one another process wrote
      // meanwhile is rewritten whole or left alone by the commit).
      const base = from === 0 ? null : await this.load(key, false);
      let state = base?.state ?? projection.initialState(key);
      let position = base?.position ?? 0;
      let streamVersion = base?.streamVersion ?? -1;
      // Only the events after the key's row: a restart after a long stop reads what is new.
      for (const event of await this.store.readStream(stream, { fromVersion: streamVersion + 1 })) {
        if (event.position <= position || event.position > head) continue;
        state = this.evolve(state, event as StoredKeelsonEvent);
        position = event.position;
        streamVersion = event.version;
        events++;
      }
      if (base && position === base.position) continue;
      const { write } = this.writeOf(key, state, { position, streamVersion }, base);
      group.push(write);
      groupBytes += sum(write.upserts.map(([, body]) => body.length));
      if (groupBytes > 8 * 1024 * 1024) {
        await this.rows.commit(projection.name, group, null);
        group = [];
        groupBytes = 0;
      }
    }
    await this.rows.commit(projection.name, group, head);
    const seconds = (performance.now() - started) / 1000;
    this.lastCatchUp = { events, keys: streams.length, seconds };
    this.logger.info("stored read model caught up by stream", { name: projection.name, events, seconds });
  }
}
