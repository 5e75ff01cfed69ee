import { TooManyRequestsError } from "../../domain/shared/errors.js";

/**
 * A token bucket per key: `perMinute` calls a minute on average, bursts up to `perMinute`. Constant
 * work and memory per key (unlike a sliding window of timestamps), for limits of hundreds a minute.
 * In memory per process: with several processes each allows the full rate.
 */
export class TokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly perMinute: number) {}

  /** Takes one token, or throws 429 with Retry-After (seconds until one is back). */
  take(key: string, now: number, message: string): void {
    const ratePerMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    const tokens = Math.min(this.perMinute, bucket.tokens + Math.max(0, now - bucket.at) * ratePerMs);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      throw new TooManyRequestsError(message, Math.max(1, Math.ceil((1 - tokens) / ratePerMs / 1000)));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 100_000) this.prune(now, ratePerMs);
  }

  /** Forgets keys whose bucket has filled up again (they behave as new). */
  private prune(now: number, ratePerMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * ratePerMs >= this.perMinute) this.buckets.delete(key);
    }
  }
}
