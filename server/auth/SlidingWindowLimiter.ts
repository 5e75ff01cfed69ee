import { TooManyRequestsError } from "../../domain/shared/errors.js";

export interface LimiterOptions {
  /** Attempts allowed per key inside the window before further ones are refused. */
  max: number;
  windowMs: number;
}

/** "in 3 minutes": how long until a refused key may try again, rounded up to whole minutes. */
export const waitText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/**
 * Counts attempts per key (a user, a client address, a pair of both) in a sliding window. Kept in
 * memory per process: a restart forgets counts, which errs towards letting a person in.
 */
export class SlidingWindowLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(readonly options: LimiterOptions) {}

  /** Milliseconds until the key may try again, or 0 when it is under its limit. */
  waitMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.options.max) return 0;
    return Math.max(1, (recent[recent.length - this.options.max] ?? now) + this.options.windowMs - now);
  }

  /** Throws 429 with Retry-After when the key is over its limit; `message` gets the wait ("3 minutes"). */
  check(key: string, now: number, message: (wait: string) => string): void {
    const wait = this.waitMs(key, now);
    if (wait > 0) throw new TooManyRequestsError(message(waitText(wait)), Math.ceil(wait / 1000));
  }

  record(key: string, now: number): void {
    this.attempts.set(key, [...this.recent(key, now), now]);
    if (this.attempts.size > 100_000) this.prune(now);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
  }

  private prune(now: number): void {
    for (const key of this.attempts.keys()) {
      if (this.recent(key, now).length === 0) this.attempts.delete(key);
    }
  }
}
