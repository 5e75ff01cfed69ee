import type { StoredKeelsonEvent } from "../../domain/index.js";
import type { AnyStoredEvent } from "../../domain/shared/events.js";
import type { KeyedProjection } from "../../projections/keyedProjection.js";
import type { Projection } from "../../projections/projection.js";
import type { EventStore, Subscription } from "../eventstore/EventStore.js";
import type { KeyedRowStore } from "../readmodels/KeyedRowStore.js";
import { StoredReadModel, type StoredReadModelOptions } from "../readmodels/StoredReadModel.js";
import type { Logger } from "../shared/logger.js";
import type { SnapshotStore } from "./SnapshotStore.js";

interface Slot {
  projection: Projection<unknown>;
  state: unknown;
  /** Position of the last event this projection has folded. */
  position: number;
  dirty: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a projection's state type is only read back through StateOf.
type AnyKeyed = KeyedProjection<any>;
type StateOf<P> = P extends KeyedProjection<infer S> ? S : never;

export interface ProjectionRunnerOptions {
  /** How often changed states are checkpointed; 0 disables the timer (tests). */
  snapshotEveryMs?: number;
  /** Read models kept in the store's tables rather than in memory (see StoredReadModel). */
  stored?: { rows: KeyedRowStore; projections: Record<string, AnyKeyed> } & StoredReadModelOptions;
}

/**
 * Keeps every projection's state in memory, folded from the global log through one subscription,
 * and checkpoints the states so a restart does not refold the whole log. Each server process runs
 * its own runner over the shared log, so several processes stay consistent without coordination.
 */
export class ProjectionRunner<
  Projections extends Record<string, Projection<unknown>>,
  Stored extends Record<string, AnyKeyed> = Record<never, AnyKeyed>,
> {
  private readonly slots = new Map<string, Slot>();
  private readonly storedModels = new Map<string, StoredReadModel<unknown>>();
  private subscription: Subscription | null = null;
  private position = 0;
  private waiters: { position: number; resolve: () => void }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private listeners = new Set<(event: StoredKeelsonEvent) => void>();

  constructor(
    private readonly store: EventStore,
    private readonly projections: Projections,
    private readonly snapshots: SnapshotStore,
    private readonly logger: Logger,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    const { stored } = options;
    for (const [key, projection] of Object.entries(stored?.projections ?? {}))
      this.storedModels.set(
        key,
        new StoredReadModel(store, stored!.rows, projection as KeyedProjection<unknown>, logger, stored),
      );
  }

  /** Loads checkpoints, subscribes, and resolves once the log's current head is folded. */
  async start(): Promise<void> {
    for (const [key, projection] of Object.entries(this.projections)) {
      const snapshot = await this.snapshots.load(projection.name);
      const usable = snapshot !== null && snapshot.version === projection.version;
      this.slots.set(key, {
        projection,
        state: usable ? snapshot.state : projection.initialState(),
        position: usable ? snapshot.position : 0,
        dirty: false,
      });
    }
    const from = Math.min(...[...this.slots.values()].map((s) => s.position));
    this.position = from;
    const head = await this.store.headPosition();
    this.subscription = this.store.subscribe({
      after: from,
      onEvent: (event) => this.apply(event),
      onError: (error) => this.logger.error("projection subscription failed", { error: String(error) }),
    });
    for (const model of this.storedModels.values()) {
      // A read model that moved to the store drops the whole-state snapshot it had in memory.
      await this.snapshots.clear([model.projection.name]);
      await model.start();
    }
    await this.waitFor(head, 600_000);
    await this.checkpoint();
    const every = this.options.snapshotEveryMs ?? 30_000;
    if (every > 0) {
      this.timer = setInterval(
        () =>
          void this.checkpoint().catch((e) => this.logger.warn("checkpoint failed", { error: String(e) })),
        every,
      );
      this.timer.unref();
    }
  }

  /** The current state of one projection. */
  state<K extends keyof Projections & string>(key: K): ReturnType<Projections[K]["initialState"]> {
    const slot = this.slots.get(key);
    if (!slot) throw new Error(`Projection ${key} is not running`);
    return slot.state as ReturnType<Projections[K]["initialState"]>;
  }

  /** A read model kept in the store; its states are read by key. */
  stored<K extends keyof Stored & string>(key: K): StoredReadModel<StateOf<Stored[K]>> {
    const model = this.storedModels.get(key);
    if (!model) throw new Error(`Stored read model ${key} is not running`);
    return model as StoredReadModel<StateOf<Stored[K]>>;
  }

  /** Position every read model, in memory and stored, has folded. */
  get currentPosition(): number {
    return Math.min(this.position, ...[...this.storedModels.values()].map((m) => m.currentPosition));
  }

  /** Resolves once every projection, in memory and stored, has folded the event at `position` (read-your-writes). */
  async waitFor(position: number, timeoutMs = 10_000): Promise<void> {
    await Promise.all([
      this.waitForMemory(position, timeoutMs),
      ...[...this.storedModels.values()].map((m) => m.waitFor(position, timeoutMs)),
    ]);
  }

  private waitForMemory(position: number, timeoutMs: number): Promise<void> {
    if (this.position >= position) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`Read models did not reach position ${position} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push({ position, resolve: done });
    });
  }

  /** Called with each event after every projection has folded it. */
  onApplied(listener: (event: StoredKeelsonEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Writes the states that changed since the last checkpoint. */
  async checkpoint(): Promise<void> {
    for (const slot of this.slots.values()) {
      if (!slot.dirty) continue;
      slot.dirty = false;
      await this.snapshots.save(slot.projection.name, {
        version: slot.projection.version,
        position: slot.position,
        state: slot.state,
      });
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.subscription?.close();
    this.subscription = null;
    for (const model of this.storedModels.values()) await model.stop();
    await this.checkpoint();
  }

  private apply(stored: AnyStoredEvent): void {
    const event = stored as StoredKeelsonEvent;
    for (const slot of this.slots.values()) {
      if (event.position <= slot.position) continue;
      try {
        slot.state = slot.projection.evolve(slot.state, event);
      } catch (error) {
        // A fold that throws on one event must not stop every read model; the event is skipped for
        // this projection only and the failure is logged with enough to reproduce it.
        this.logger.error("projection failed on event", {
          projection: slot.projection.name,
          eventId: event.id,
          type: event.type,
          position: event.position,
          error: String(error),
        });
      }
      slot.position = event.position;
      slot.dirty = true;
    }
    this.position = event.position;
    for (const listener of this.listeners) listener(event);
    if (this.waiters.length === 0) return;
    const ready = this.waiters.filter((w) => w.position <= this.position);
    this.waiters = this.waiters.filter((w) => w.position > this.position);
    for (const waiter of ready) waiter.resolve();
  }
}
