import { createClient } from "redis";
import { TooManyRequestsError } from "../../domain/shared/errors.js";
import type { Logger } from "../shared/logger.js";
import { TokenBucket } from "./TokenBucket.js";

/**
 * The same token bucket as TokenBucket, kept in Redis so every server process draws from one bucket per
 * key (REDIS_URL): with three processes a key still gets `perMinute` calls a minute, not three times as
 * many. One Lua script refills and takes atomically. When Redis does not answer, the process falls back
 * to its own bucket (the limit then counts per process until Redis is back) rather than refusing calls.
 */
const TAKE = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or capacity
local at = tonumber(b[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / rate) + 1000)
return {taken, tostring(tokens)}
`;

export interface RateBucket {
  take(key: string, now: number, message: string): Promise<void>;
  close(): Promise<void>;
}

type Client = ReturnType<typeof createClient>;

export class SharedTokenBucket implements RateBucket {
  private readonly fallback: TokenBucket;
  private warned = false;

  private constructor(
    private readonly client: Client,
    private readonly perMinute: number,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.fallback = new TokenBucket(perMinute);
  }

  static async connect(options: {
    url: string;
    perMinute: number;
    logger: Logger;
    /** Key prefix (several installations on one Redis); default "keelson:rate:". */
    prefix?: string;
  }): Promise<SharedTokenBucket> {
    const client = createClient({ url: options.url, socket: { connectTimeout: 2_000 } });
    client.on("error", (e) => options.logger.warn("redis rate limiter error", { error: String(e) }));
    await client.connect();
    return new SharedTokenBucket(
      client,
      options.perMinute,
      options.prefix ?? "keelson:rate:",
      options.logger,
    );
  }

  async take(key: string, now: number, message: string): Promise<void> {
    const ratePerMs = this.perMinute / 60_000;
    let reply: unknown;
    try {
      if (!this.client.isReady) throw new Error("redis is not connected");
      reply = await this.client.eval(TAKE, {
        keys: [`${this.prefix}${key}`],
        arguments: [String(this.perMinute), String(ratePerMs), String(now)],
      });
      this.warned = false;
    } catch (error) {
      if (!this.warned)
        this.logger.warn("rate limit counts per process: Redis did not answer", { error: String(error) });
      this.warned = true;
      this.fallback.take(key, now, message);
      return;
    }
    const [taken, left] = reply as [number, string];
    if (taken === 1) return;
    const tokens = Number(left);
    throw new TooManyRequestsError(message, Math.max(1, Math.ceil((1 - tokens) / ratePerMs / 1000)));
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}

/** The per-process bucket behind the same interface (no REDIS_URL). */
export class LocalTokenBucket implements RateBucket {
  private readonly bucket: TokenBucket;
  constructor(perMinute: number) {
    this.bucket = new TokenBucket(perMinute);
  }
  async take(key: string, now: number, message: string): Promise<void> {
    this.bucket.take(key, now, message);
  }
  async close(): Promise<void> {}
}
