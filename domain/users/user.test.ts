import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import type { UserEvent } from "./events.js";
import { mayCreateWithRole, userManagementAccess } from "./permissions.js";
import { createUserRequest } from "./schemas.js";
import {
  API_USER_ROLE_FIXED,
  clearApiKey,
  deleteUser,
  EMAIL_NOT_EDITABLE,
  updateUserProfile,
  userAggregate,
} from "./user.js";

const registered: UserEvent = {
  type: "UserRegistered",
  data: {
    userId: "u1",
    name: "Lars",
    email: "lars@nb.demo",
    title: "Engineer",
    phoneNumber: "",
    role: "User",
    companyId: "nb",
    daysBeforeDataOutdated: 2,
    passwordHash: "h",
  },
};
const state = foldEvents(userAggregate, [registered]);
const changes = {
  name: "Lars H",
  title: "Chief",
  phoneNumber: "1",
  role: "User" as const,
  daysBeforeDataOutdated: 5,
};

describe("user decisions", () => {
  it("updates the profile and keeps the same e-mail (any case)", () => {
    const events = updateUserProfile(state, {
      userId: "u1",
      actorRole: "SuperUser",
      requestedEmail: "LARS@nb.demo",
      changes,
    });
    expect(events).toEqual([{ type: "UserProfileUpdated", data: { userId: "u1", ...changes } }]);
  });

  it("refuses a changed e-mail, a role the actor may not give, and a switch to ApiUser", () => {
    const base = { userId: "u1", actorRole: "SuperUser" as const, requestedEmail: null };
    expect(() => updateUserProfile(state, { ...base, requestedEmail: "new@nb.demo", changes })).toThrow(
      EMAIL_NOT_EDITABLE,
    );
    expect(() =>
      updateUserProfile(state, { ...base, changes: { ...changes, role: "Administrator" } }),
    ).toThrow(/may not give/);
    expect(() => updateUserProfile(state, { ...base, changes: { ...changes, role: "ApiUser" } })).toThrow(
      API_USER_ROLE_FIXED,
    );
  });

  it("deletes others but not oneself; a deleted user is gone for every later decision", () => {
    expect(() => deleteUser(state, { userId: "u1", actorUserId: "u1" })).toThrow(/own account/);
    const events = deleteUser(state, { userId: "u1", actorUserId: "admin" });
    const after = foldEvents(userAggregate, [registered, ...events]);
    expect(after.exists).toBe(false);
    expect(() => clearApiKey(after, { userId: "u1" })).toThrow("User not found.");
  });

  it("clearing a key the user does not hold changes nothing", () => {
    expect(clearApiKey(state, { userId: "u1" })).toEqual([]);
    const withKey = userAggregate.evolve(state, {
      type: "UserApiKeyIssued",
      data: { userId: "u1", keyHash: "k", hint: "••••abcd" },
    });
    expect(clearApiKey(withKey, { userId: "u1" })).toEqual([
      { type: "UserApiKeyCleared", data: { userId: "u1" } },
    ]);
  });
});

describe("who manages whom (spec 1 §6)", () => {
  const superUser = { userId: "s", role: "SuperUser" as const, companyId: "nb" };
  const admin = { userId: "a", role: "Administrator" as const, companyId: "nb" };
  const crew = { userId: "c", role: "User" as const, companyId: "nb" };

  it("answers notFound outside the company, forbidden for a role refusal, allowed otherwise", () => {
    expect(userManagementAccess(superUser, { id: "x", role: "User", companyId: "at" })).toBe("notFound");
    expect(userManagementAccess(superUser, { id: "x", role: "User", companyId: "nb" })).toBe("allowed");
    expect(userManagementAccess(superUser, { id: "x", role: "KognifaiUser", companyId: "nb" })).toBe(
      "forbidden",
    );
    expect(userManagementAccess(crew, { id: "x", role: "User", companyId: "nb" })).toBe("forbidden");
    expect(userManagementAccess(admin, { id: "x", role: "KognifaiUser", companyId: "nb" })).toBe("allowed");
    expect(userManagementAccess(admin, { id: "x", role: "Administrator", companyId: null })).toBe("allowed");
  });

  it("super users create User, SuperUser and ApiUser only", () => {
    expect(["User", "SuperUser", "ApiUser"].every((r) => mayCreateWithRole("SuperUser", r as never))).toBe(
      true,
    );
    expect(mayCreateWithRole("SuperUser", "Administrator")).toBe(false);
    expect(mayCreateWithRole("Administrator", "KognifaiUser")).toBe(true);
    expect(mayCreateWithRole("User", "User")).toBe(false);
  });
});

describe("create-user request", () => {
  it("needs e-mail and title unless ApiUser, whose e-mail, title and phone are cleared", () => {
    const bad = createUserRequest.safeParse({ name: "A", role: "User" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["Email required", "Title is required"]);
    const api = createUserRequest.parse({
      name: "Feed",
      role: "ApiUser",
      email: "x@y.z",
      title: "t",
      phoneNumber: "1",
    });
    expect(api).toMatchObject({ email: null, title: "", phoneNumber: "", password: null });
    const short = createUserRequest.safeParse({
      name: "A",
      role: "User",
      email: "a@b.c",
      title: "T",
      password: "123",
    });
    expect(short.error?.issues.map((i) => i.message)).toEqual(["Password must be at least 6 characters"]);
  });
});
