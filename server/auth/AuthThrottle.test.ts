import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "../../domain/shared/errors.js";
import { AuthThrottle } from "./AuthThrottle.js";

const OWNER = "10.0.0.1";
const refused = (run: () => void): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.message;
    throw error;
  }
};

describe("AuthThrottle", () => {
  it("slows the (user, address) pair after five failures while the owner signs in from elsewhere", () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 5; i++) t.signInFailed("crew", "66.6.6.6", i);
    expect(refused(() => t.checkSignIn("crew", "66.6.6.6", 10))).toMatch(/Try again in 15 minutes/);
    expect(refused(() => t.checkSignIn("crew", OWNER, 10))).toBeNull();
    expect(refused(() => t.checkSignIn("super", "66.6.6.6", 10))).toBeNull();
    expect(refused(() => t.checkSignIn("crew", "66.6.6.6", 15 * 60_000 + 10))).toBeNull();
  });

  it("caps failures spread over addresses, sparing the addresses the user signed in from before", () => {
    const t = new AuthThrottle();
    t.signInSucceeded("crew", OWNER, 0);
    for (let a = 0; a < 4; a++) for (let i = 0; i < 5; i++) t.signInFailed("crew", `66.6.6.${a}`, i);
    expect(refused(() => t.checkSignIn("crew", "77.7.7.7", 100))).toMatch(
      /from a device you have signed in from before/,
    );
    expect(refused(() => t.checkSignIn("crew", OWNER, 100))).toBeNull();
    t.passwordReset("crew");
    expect(refused(() => t.checkSignIn("crew", "77.7.7.7", 100))).toBeNull();
  });

  it("stops one address trying many accounts", () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 30; i++) t.signInFailed(`user-${i}`, "66.6.6.6", i);
    expect(refused(() => t.checkSignIn("someone", "66.6.6.6", 100))).toMatch(/from your network/);
  });

  it("throttles wrong current passwords per user", () => {
    const t = new AuthThrottle();
    for (let i = 0; i < 5; i++) t.changePasswordFailed("u1", OWNER, i);
    expect(refused(() => t.checkChangePassword("u1", OWNER, 10))).toMatch(/Too many wrong current passwords/);
    expect(refused(() => t.checkChangePassword("u2", OWNER, 10))).toBeNull();
  });

  it("allows three reset mails per account and ten requests per address an hour", () => {
    const t = new AuthThrottle();
    expect([0, 1, 2, 3].map((i) => t.mayMailReset("u1", i))).toEqual([true, true, true, false]);
    expect(t.mayMailReset("u1", 60 * 60_000 + 1)).toBe(true);
    for (let i = 0; i < 10; i++) t.checkResetRequest(OWNER, i);
    expect(refused(() => t.checkResetRequest(OWNER, 20))).toMatch(/password reset requests/);
  });
});
