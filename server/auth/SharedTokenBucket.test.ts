import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import { afterAll, describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../domain/shared/errors.js";
import { createLogger } from "../shared/logger.js";
import { SharedTokenBucket } from "./SharedTokenBucket.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAvailable = await (async () => {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!redisAvailable)("the API-key rate shared through Redis", () => {
  const logger = createLogger("silent");
  const prefix = `keelson:test:${randomUUID()}:`;
  const buckets: SharedTokenBucket[] = [];
  afterAll(async () => {
    await Promise.all(buckets.map((b) => b.close()));
  });

  it("lets three processes together make the key's calls a minute, not three times as many", async () => {
    for (let i = 0; i < 3; i++)
      buckets.push(await SharedTokenBucket.connect({ url: REDIS_URL, perMinute: 6, logger, prefix }));
    const now = Date.now();
    let allowed = 0;
    let refused: unknown = null;
    for (let call = 0; call < 9; call++) {
      try {
        await buckets[call % 3]!.take("key-hash", now, "too many");
        allowed++;
      } catch (error) {
        refused = error;
      }
    }
    expect(allowed).toBe(6);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    // 6 a minute: one call back every 10 s.
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(10);
    // Ten seconds later one more call goes through, on any process.
    await expect(buckets[1]!.take("key-hash", now + 10_000, "too many")).resolves.toBeUndefined();
    await expect(buckets[2]!.take("key-hash", now + 10_000, "too many")).rejects.toThrow("too many");
    // Another key has its own bucket.
    await expect(buckets[0]!.take("other-key", now, "too many")).resolves.toBeUndefined();
  });
});
