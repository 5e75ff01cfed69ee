import { AsyncLocalStorage } from "node:async_hooks";
import type { AnyStoredEvent } from "../../domain/shared/events.js";
import { checkPosition } from "./appendRules.js";
import type { SubscribeOptions, Subscription } from "./EventStore.js";

/** Reads up to `maxCount` committed events with a position greater than `after`, in position order. */
export type ReadPage = (after: number, maxCount: number) => Promise<AnyStoredEvent[]>;

/** What the stores log through; the server's Logger fits. */
export interface StoreLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Used when a store is given no logger. */
export const consoleLogger: StoreLogger = {
  warn: (message, fields) => console.warn(message, fields ?? ""),
  error: (message, fields) => console.error(message, fields ?? ""),
};

export interface PollingSubscriptionSettings {
  /** Events read per catch-up page. */
  batchSize: number;
  /** How long to sleep without a wake-up before reading again anyway. */
  pollIntervalMs: number;
  /** Called once when the subscription has stopped for good (closed or failed). */
  onStopped: (subscription: PollingSubscription) => void;
  logger: StoreLogger;
}

/** Which subscription's handler the current async context runs inside (to let a handler close its own subscription). */
const runningHandler = new AsyncLocalStorage<PollingSubscription>();

/**
 * The delivery loop both adapters share. The store decides *when* to look (it calls `wake()` after
 * an append in this process, or when PostgreSQL sends a notification); the loop decides *what* to
 * deliver: it reads pages after the last delivered position, hands each event to the handler and
 * awaits it before the next one. A timer re-reads every `pollIntervalMs` in case a wake-up was lost
 * (another process writing the same SQLite file, a dropped LISTEN connection).
 *
 * Correctness rests on the store's `readPage` never returning an event while an event with a lower
 * position can still commit; the loop itself only ever moves forward.
 *
 * Failures: a handler that throws (or rejects) stops the subscription and is reported to `onError`
 * — the event is not marked delivered. A failing *read* (database restarting, network blip) is
 * retried every poll interval and logged, because stopping would leave read models stale for good.
 */
export class PollingSubscription implements Subscription {
  #position: number;
  #closed = false;
  /** Set by wake(); cleared right before each read, so a wake-up during a read triggers another read. */
  #wakePending = true;
  #interruptSleep: (() => void) | null = null;
  readonly #done: Promise<void>;
  readonly #options: SubscribeOptions;
  readonly #readPage: ReadPage;
  readonly #settings: PollingSubscriptionSettings;

  constructor(readPage: ReadPage, options: SubscribeOptions, settings: PollingSubscriptionSettings) {
    checkPosition("subscribe: after", options.after);
    if (typeof options.onEvent !== "function") throw new TypeError("subscribe: onEvent must be a function");
    this.#position = options.after;
    this.#options = options;
    this.#readPage = readPage;
    this.#settings = settings;
    this.#done = this.#run();
  }

  /** Position of the last event whose handler has completed. */
  get position(): number {
    return this.#position;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** New events may have committed: read again as soon as the current handler is done. */
  wake(): void {
    this.#wakePending = true;
    const interrupt = this.#interruptSleep;
    if (interrupt) interrupt();
  }

  async close(): Promise<void> {
    if (!this.#closed) {
      this.#closed = true;
      this.wake();
    }
    // A handler that closes its own subscription must not wait for itself to finish.
    if (runningHandler.getStore() === this) return;
    await this.#done;
  }

  async #run(): Promise<void> {
    // Let the store finish registering this subscription before the first read.
    await Promise.resolve();
    const { batchSize } = this.#settings;
    let readFailures = 0;
    try {
      while (!this.#closed) {
        this.#wakePending = false;
        let page: AnyStoredEvent[];
        try {
          page = await this.#readPage(this.#position, batchSize);
        } catch (error) {
          if (this.#closed) return;
          readFailures++;
          if (readFailures === 1 || readFailures % 60 === 0) {
            this.#settings.logger.warn("event store subscription: read failed, retrying", {
              after: this.#position,
              attempts: readFailures,
              error: error instanceof Error ? error.message : String(error),
            });
          }
          await this.#sleep();
          continue;
        }
        if (readFailures > 0) {
          this.#settings.logger.warn("event store subscription: reading again", {
            after: this.#position,
            failedAttempts: readFailures,
          });
          readFailures = 0;
        }
        for (const event of page) {
          if (this.#closed) return;
          if (event.position <= this.#position) {
            throw new Error(
              `event store returned position ${event.position} after ${this.#position}; delivery stopped to keep order`,
            );
          }
          await runningHandler.run(this, () => this.#options.onEvent(event));
          this.#position = event.position;
        }
        if (page.length >= batchSize) continue; // still catching up
        if (!this.#wakePending && !this.#closed) await this.#sleep();
      }
    } catch (error) {
      this.#closed = true;
      this.#report(error);
    } finally {
      this.#closed = true;
      this.#settings.onStopped(this);
    }
  }

  #sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#interruptSleep = null;
        resolve();
      };
      const timer = setTimeout(finish, this.#settings.pollIntervalMs);
      // A waiting subscription alone does not keep the process alive.
      timer.unref();
      this.#interruptSleep = finish;
    });
  }

  #report(error: unknown): void {
    const { onError } = this.#options;
    const message = error instanceof Error ? error.message : String(error);
    if (!onError) {
      this.#settings.logger.error("event store subscription stopped: handler failed", { error: message });
      return;
    }
    try {
      onError(error);
    } catch (secondary) {
      this.#settings.logger.error("event store subscription: onError threw", {
        error: message,
        onError: secondary instanceof Error ? secondary.message : String(secondary),
      });
    }
  }
}

/** The open subscriptions of one store: opens them with the store's settings, wakes and closes them together. */
export class SubscriptionRegistry {
  readonly #open = new Set<PollingSubscription>();

  constructor(private readonly settings: Omit<PollingSubscriptionSettings, "onStopped">) {}

  open(readPage: ReadPage, options: SubscribeOptions): PollingSubscription {
    const subscription = new PollingSubscription(readPage, options, {
      ...this.settings,
      onStopped: (stopped) => this.#open.delete(stopped),
    });
    this.#open.add(subscription);
    return subscription;
  }

  /** Tells every subscription that new events may have committed. */
  wakeAll(): void {
    for (const subscription of this.#open) subscription.wake();
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.#open].map((subscription) => subscription.close()));
  }
}
