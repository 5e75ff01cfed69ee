/** One caller's request: `key` names the stream, `size` counts its events. */
export interface GroupCommitItem {
  readonly key: string;
  readonly size: number;
}

/** The result of one item of a committed batch. */
export type GroupCommitOutcome<R> = { readonly value: R } | { readonly error: unknown };

/**
 * Thrown by the commit function when the batch's transaction was rolled back before COMMIT was
 * sent, so nothing of it was written. A batch of several items is then retried one item per batch,
 * so that the one that caused the failure fails alone; a batch of one rejects with `cause`.
 */
export class BatchRolledBack extends Error {
  constructor(override readonly cause: unknown) {
    super(`group commit: the batch was rolled back: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = "BatchRolledBack";
  }
}

export interface GroupCommitLimits {
  /** Most items per batch. */
  maxItems: number;
  /** Most total `size` per batch; an item larger than this alone still forms a batch. */
  maxSize: number;
}

interface Pending<T, R> {
  item: T;
  /** Set after its batch was rolled back: it is then committed in a batch of its own. */
  alone: boolean;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: requests that arrive while a batch is being committed wait and then go together,
 * in one transaction, in arrival order. At most one batch is in flight. Items with the same `key`
 * never share a batch (the commit reads each stream's version once per statement), so a later one
 * waits for the next batch; that also keeps the order of a stream's appends.
 *
 * A new batch starts on `setImmediate`, after the callers whose appends just finished have had the
 * chance to submit their next ones, so that concurrent writers keep landing in the same batch.
 */
export class GroupCommitQueue<T extends GroupCommitItem, R> {
  readonly #commit: (items: readonly T[]) => Promise<Array<GroupCommitOutcome<R>>>;
  readonly #limits: GroupCommitLimits;
  #queue: Array<Pending<T, R>> = [];
  #inFlight = false;
  #scheduled = false;
  #idleWaiters: Array<() => void> = [];

  constructor(
    commit: (items: readonly T[]) => Promise<Array<GroupCommitOutcome<R>>>,
    limits: GroupCommitLimits,
  ) {
    this.#commit = commit;
    this.#limits = limits;
  }

  /** Queues the item; resolves or rejects with its own outcome once its batch is done. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, alone: false, resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves once nothing is queued or being committed. */
  idle(): Promise<void> {
    if (!this.#inFlight && !this.#scheduled && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #schedule(): void {
    if (this.#inFlight || this.#scheduled || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#runNext();
    });
  }

  /** Takes the next batch off the queue: arrival order, distinct keys, within the limits. */
  #take(): Array<Pending<T, R>> {
    const batch: Array<Pending<T, R>> = [];
    const keys = new Set<string>();
    const rest: Array<Pending<T, R>> = [];
    let size = 0;
    let full = false;
    for (const pending of this.#queue) {
      const fits =
        !full &&
        !keys.has(pending.item.key) &&
        (batch.length === 0 ||
          (!pending.alone &&
            batch.length < this.#limits.maxItems &&
            size + pending.item.size <= this.#limits.maxSize));
      if (fits) {
        batch.push(pending);
        keys.add(pending.item.key);
        size += pending.item.size;
        full = pending.alone;
      } else {
        rest.push(pending);
      }
      // Later items must not overtake an earlier one of the same key that stays behind.
      keys.add(pending.item.key);
    }
    this.#queue = rest;
    return batch;
  }

  async #runNext(): Promise<void> {
    const batch = this.#take();
    if (batch.length === 0) {
      this.#settle();
      return;
    }
    this.#inFlight = true;
    try {
      const outcomes = await this.#commit(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (!outcome) pending.reject(new Error("group commit: no outcome for an item"));
        else if ("error" in outcome) pending.reject(outcome.error);
        else pending.resolve(outcome.value);
      });
    } catch (error) {
      if (error instanceof BatchRolledBack && batch.length > 1) {
        for (const pending of batch) pending.alone = true;
        this.#queue.unshift(...batch);
      } else {
        const reason = error instanceof BatchRolledBack ? error.cause : error;
        for (const pending of batch) pending.reject(reason);
      }
    } finally {
      this.#inFlight = false;
    }
    this.#settle();
  }

  #settle(): void {
    if (this.#queue.length > 0) {
      this.#schedule();
      return;
    }
    if (this.#inFlight || this.#scheduled) return;
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }
}
