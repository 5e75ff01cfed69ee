import { TooManyRequestsError } from "../../domain/shared/errors.js";

export interface ThrottleOptions {
  /** Failures allowed inside the window before further attempts are refused. */
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per key (a user name, a client address) in a sliding window and refuses
 * attempts once a key has too many. A success clears the user's key. Kept in memory: a restart
 * forgets counts, which errs towards letting a person in.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: ThrottleOptions = { maxFailures: 5, windowMs: 15 * 60_000 }) {}

  /** Throws TooManyRequestsError if any key is over its limit. */
  check(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.options.maxFailures) {
        const retryAfterMs = (recent[0] ?? now) + this.options.windowMs - now;
        const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
          Math.ceil(retryAfterMs / 1000),
        );
      }
    }
  }

  recordFailure(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 100_000) this.prune(now);
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
  }

  private prune(now: number): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
