import { describe, expect, it } from "vitest";
import { assignableRoles, isAdmin, isSuperOrAdmin, settingsMenuFor } from "./roles.js";

describe("roles", () => {
  it("isAdmin holds for Administrator only", () => {
    expect(isAdmin("Administrator")).toBe(true);
    expect(isAdmin("SuperUser")).toBe(false);
  });

  it("isSuperOrAdmin holds for SuperUser and Administrator", () => {
    expect(isSuperOrAdmin("SuperUser")).toBe(true);
    expect(isSuperOrAdmin("Administrator")).toBe(true);
    expect(isSuperOrAdmin("User")).toBe(false);
  });

  it("a super user may not hand out Administrator or KognifaiUser", () => {
    expect(assignableRoles("SuperUser")).toEqual(["User", "SuperUser", "ApiUser", "Verifier"]);
    expect(assignableRoles("Administrator")).toContain("KognifaiUser");
    expect(assignableRoles("User")).toEqual([]);
  });

  it("filters the settings menu by role", () => {
    expect(settingsMenuFor("User").map((e) => e.path)).toEqual(["VesselGroups"]);
    expect(settingsMenuFor("SuperUser").map((e) => e.path)).toEqual([
      "UserList",
      "VesselAccessControl",
      "VesselGroups",
    ]);
    expect(settingsMenuFor("Administrator")).toHaveLength(9);
  });
});
