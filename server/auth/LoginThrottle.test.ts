import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../domain/shared/errors.js";
import { LoginThrottle } from "./LoginThrottle.js";

describe("LoginThrottle", () => {
  const throttle = () => new LoginThrottle({ maxFailures: 3, windowMs: 60_000 });

  it("refuses a key after the allowed failures, with a retry hint", () => {
    const t = throttle();
    t.recordFailure(["user:a"], 0);
    t.recordFailure(["user:a"], 1000);
    expect(() => t.check(["user:a"], 2000)).not.toThrow();
    t.recordFailure(["user:a"], 2000);
    expect(() => t.check(["user:a"], 3000)).toThrow(TooManyRequestsError);
    expect(() => t.check(["user:a"], 3000)).toThrow(/Try again in 1 minute/);
  });

  it("forgets failures outside the window and after a success", () => {
    const t = throttle();
    for (const at of [0, 1, 2]) t.recordFailure(["ip:1"], at);
    expect(() => t.check(["ip:1"], 60_003)).not.toThrow();
    for (const at of [0, 1, 2]) t.recordFailure(["user:b"], at);
    t.recordSuccess("user:b");
    expect(() => t.check(["user:b"], 10)).not.toThrow();
  });
});
