import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  loginRequest,
  lostPasswordRequest,
  newPasswordForm,
  resetPasswordRequest,
} from "./schemas.js";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("sign-in validation (spec 1 §5)", () => {
  it("requires username and password with the spec's words", () => {
    expect(messages(loginRequest.safeParse({ username: " ", password: "" }))).toEqual([
      AUTH_MESSAGES.usernameRequired,
      AUTH_MESSAGES.passwordRequired,
    ]);
    expect(messages(loginRequest.safeParse({}))).toEqual(["Username required", "Password required"]);
    expect(loginRequest.safeParse({ username: "a@b.c", password: "x" }).success).toBe(true);
  });

  it("checks the forgot-password e-mail", () => {
    expect(messages(lostPasswordRequest.safeParse({ Email: "" }))).toContain("Email required");
    expect(messages(lostPasswordRequest.safeParse({ Email: "not-an-address" }))).toEqual([
      "Email must be valid",
    ]);
    expect(lostPasswordRequest.safeParse({ Email: "crew@ship.demo" }).success).toBe(true);
  });

  it("asks for at least six characters and a matching repeat", () => {
    expect(messages(newPasswordForm.safeParse({ password: "abc", repeat: "abc" }))).toEqual([
      "Password must be at least 6 characters",
    ]);
    expect(messages(newPasswordForm.safeParse({ password: "abcdef", repeat: "abcdeg" }))).toEqual([
      "Password mismatch",
    ]);
    expect(messages(resetPasswordRequest.safeParse({ Username: "a", Token: "t", Password: "" }))).toContain(
      "Password required",
    );
  });
});
