import { describe, expect, it } from "vitest";
import { visibleVesselIds } from "./visibility.js";

const vessels = [
  { id: "a", companyId: "nb", activeStatus: "Active" },
  { id: "b", companyId: "nb", activeStatus: "Active" },
  { id: "c", companyId: "nb", activeStatus: "Active" },
  { id: "x", companyId: "at", activeStatus: "Active" },
  { id: "old", companyId: "nb", activeStatus: "Archived" },
];
const groups = [
  { companyId: "nb", isDefault: true, vesselIds: [], userIds: ["partner"] },
  { companyId: "nb", isDefault: false, vesselIds: ["a", "b", "x"], userIds: ["crew"] },
];

describe("vessel visibility", () => {
  it("a verifier sees only the granted vessels of its company, even in the default group", () => {
    const verifier = { userId: "partner", role: "Verifier" as const, companyId: "nb" };
    expect([...visibleVesselIds(verifier, vessels, groups, new Set(["b", "x", "old"]))]).toEqual(["b"]);
    expect(visibleVesselIds(verifier, vessels, groups).size).toBe(0);
  });

  it("a user sees exactly the vessels of their access groups, only in their company", () => {
    const seen = visibleVesselIds({ userId: "crew", role: "User", companyId: "nb" }, vessels, groups);
    expect([...seen].sort()).toEqual(["a", "b"]);
  });

  it("a member of the default group sees all company vessels except archived ones", () => {
    const seen = visibleVesselIds(
      { userId: "partner", role: "KognifaiUser", companyId: "nb" },
      vessels,
      groups,
    );
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
  });

  it("a super user sees every vessel of the company; a user in no group sees none", () => {
    expect(visibleVesselIds({ userId: "s", role: "SuperUser", companyId: "nb" }, vessels, groups).size).toBe(
      3,
    );
    expect(visibleVesselIds({ userId: "nobody", role: "User", companyId: "nb" }, vessels, groups).size).toBe(
      0,
    );
  });

  it("an administrator sees the vessels of the company it acts for", () => {
    const seen = visibleVesselIds({ userId: "adm", role: "Administrator", companyId: "at" }, vessels, groups);
    expect([...seen]).toEqual(["x"]);
  });
});
