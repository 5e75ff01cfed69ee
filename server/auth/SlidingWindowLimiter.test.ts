import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../domain/shared/errors.js";
import { SlidingWindowLimiter } from "./SlidingWindowLimiter.js";

describe("SlidingWindowLimiter", () => {
  const limiter = () => new SlidingWindowLimiter({ max: 3, windowMs: 60_000 });
  const message = (wait: string) => `Try again in ${wait}.`;

  it("refuses a key after the allowed attempts, with a retry hint in seconds and words", () => {
    const l = limiter();
    l.record("user:a", 0);
    l.record("user:a", 1000);
    expect(() => l.check("user:a", 2000, message)).not.toThrow();
    l.record("user:a", 2000);
    let refused: unknown;
    try {
      l.check("user:a", 3000, message);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).message).toBe("Try again in 1 minute.");
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(57);
    expect(() => l.check("user:b", 3000, message)).not.toThrow();
  });

  it("forgets attempts outside the window and after clear", () => {
    const l = limiter();
    for (const at of [0, 1, 2]) l.record("ip:1", at);
    expect(l.waitMs("ip:1", 60_003)).toBe(0);
    for (const at of [0, 1, 2]) l.record("user:b", at);
    l.clear("user:b");
    expect(l.waitMs("user:b", 10)).toBe(0);
  });
});
