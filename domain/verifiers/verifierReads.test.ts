import { describe, expect, it } from "vitest";
import type { VerifierGrant } from "./verifierAccess.js";
import { VERIFIER_READ_MESSAGES, verifierMayRead, verifierVesselIds } from "./verifierReads.js";

const grant: VerifierGrant = {
  companyId: "nb",
  vesselIds: ["a", "b"],
  years: [2024, 2025],
  expiresAt: "2026-03-01T00:00:00.000Z",
};
const before = "2026-02-28T23:59:59.999Z";

describe("what a verifier may read", () => {
  it("reads a granted vessel in a granted year, and calls that name neither", () => {
    expect(verifierMayRead(grant, before, { vesselId: "a", year: 2025 })).toEqual({ allowed: true });
    expect(verifierMayRead(grant, before, { vesselId: null, year: null })).toEqual({ allowed: true });
  });

  it("is refused a vessel or a year the grant does not name", () => {
    expect(verifierMayRead(grant, before, { vesselId: "c", year: 2025 })).toEqual({
      allowed: false,
      message: VERIFIER_READ_MESSAGES.vessel,
    });
    expect(verifierMayRead(grant, before, { vesselId: "a", year: 2023 })).toEqual({
      allowed: false,
      message: "Your verifier access does not cover 2023; it covers 2024, 2025.",
    });
  });

  it("is refused everything from the expiry on, and without a grant", () => {
    const expired = verifierMayRead(grant, grant.expiresAt, { vesselId: "a", year: 2025 });
    expect(expired).toEqual({ allowed: false, message: VERIFIER_READ_MESSAGES.expired(grant.expiresAt) });
    expect(verifierMayRead(null, before, { vesselId: null, year: null })).toEqual({
      allowed: false,
      message: VERIFIER_READ_MESSAGES.noAccess,
    });
  });

  it("sees the granted vessels only while the grant is in force", () => {
    expect([...verifierVesselIds(grant, before)]).toEqual(["a", "b"]);
    expect(verifierVesselIds(grant, grant.expiresAt).size).toBe(0);
    expect(verifierVesselIds(undefined, before).size).toBe(0);
  });
});
