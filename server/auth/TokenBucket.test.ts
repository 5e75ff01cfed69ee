import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../domain/shared/errors.js";
import { TokenBucket } from "./TokenBucket.js";

const refusal = (take: () => void): TooManyRequestsError | null => {
  try {
    take();
    return null;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error;
    throw error;
  }
};

describe("TokenBucket", () => {
  it("allows a burst of the per-minute rate, then one call per 60/rate seconds", () => {
    const bucket = new TokenBucket(60);
    for (let i = 0; i < 60; i++) bucket.take("key", 0, "slow down");
    const refused = refusal(() => bucket.take("key", 0, "slow down"));
    expect(refused?.message).toBe("slow down");
    expect(refused?.retryAfterSeconds).toBe(1);
    // One token a second comes back.
    expect(refusal(() => bucket.take("key", 999, "slow down"))).not.toBeNull();
    expect(refusal(() => bucket.take("key", 1_000, "slow down"))).toBeNull();
    expect(refusal(() => bucket.take("key", 1_000, "slow down"))).not.toBeNull();
  });

  it("counts each key on its own", () => {
    const bucket = new TokenBucket(1);
    bucket.take("a", 0, "wait");
    expect(refusal(() => bucket.take("a", 0, "wait"))?.retryAfterSeconds).toBe(60);
    expect(refusal(() => bucket.take("b", 0, "wait"))).toBeNull();
  });
});
