import { describe, expect, it } from "vitest";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../shared/errors.js";
import { grantVerifierAccessRequest } from "./schemas.js";
import {
  type GrantCommand,
  grantVerifierAccess,
  revokeVerifierAccess,
  VERIFIER_ACCESS_MESSAGES,
  type VerifierAccessState,
  verifierAccessAggregate,
} from "./verifierAccess.js";

const none: VerifierAccessState = verifierAccessAggregate.initialState;
const verifier = { id: "v1", role: "Verifier" as const, companyId: "nb" };
const command: GrantCommand = {
  actorRole: "SuperUser",
  companyId: "nb",
  verifier,
  vesselIds: ["b", "a", "a"],
  years: [2025, 2024, 2025],
  expiresAt: "2026-03-01T00:00:00Z",
  now: "2026-01-15T10:00:00.000Z",
};
const granted = (extra: Partial<GrantCommand> = {}) => {
  const events = grantVerifierAccess(none, { ...command, ...extra });
  return events.reduce(verifierAccessAggregate.evolve, none);
};

describe("granting verifier access", () => {
  it("records the vessels and years once each, sorted, and the expiry in UTC", () => {
    expect(grantVerifierAccess(none, command)).toEqual([
      {
        type: "VerifierAccessGranted",
        data: {
          verifierUserId: "v1",
          companyId: "nb",
          vesselIds: ["a", "b"],
          years: [2024, 2025],
          expiresAt: "2026-03-01T00:00:00.000Z",
        },
      },
    ]);
  });

  it("changes nothing when the same grant is given again, and replaces a different one", () => {
    const state = granted();
    expect(grantVerifierAccess(state, command)).toEqual([]);
    const [event] = grantVerifierAccess(state, { ...command, years: [2026] });
    expect(event?.type === "VerifierAccessGranted" && event.data.years).toEqual([2026]);
  });

  it.each([
    [
      "a user without the Verifier role",
      { verifier: { ...verifier, role: "User" as const } },
      ValidationError,
    ],
    ["no vessels", { vesselIds: [] }, ValidationError],
    ["no years", { years: [] }, ValidationError],
    ["a year to come", { years: [2027] }, ValidationError],
    ["a year before the first reporting year", { years: [2017] }, ValidationError],
    ["an expiry already past", { expiresAt: "2026-01-15T09:59:59Z" }, ValidationError],
    ["an expiry of now", { expiresAt: "2026-01-15T10:00:00Z" }, ValidationError],
    ["an expiry over a year ahead", { expiresAt: "2027-01-17T00:00:00Z" }, ValidationError],
    ["a plain user as grantor", { actorRole: "User" as const }, ForbiddenError],
    ["a verifier as grantor", { actorRole: "Verifier" as const }, ForbiddenError],
    ["a verifier of another company", { verifier: { ...verifier, companyId: "at" } }, NotFoundError],
  ])("refuses %s", (_, change, error) => {
    expect(() => grantVerifierAccess(none, { ...command, ...change })).toThrow(error);
  });

  it("names the years allowed when one is out of range", () => {
    expect(() => grantVerifierAccess(none, { ...command, years: [2027] })).toThrow(
      VERIFIER_ACCESS_MESSAGES.yearOutOfRange(2027, 2026),
    );
  });
});

describe("revoking verifier access", () => {
  const revoke = { actorRole: "Administrator" as const, companyId: "nb", verifier };

  it("ends a grant", () => {
    const events = revokeVerifierAccess(granted(), revoke);
    expect(events).toEqual([
      { type: "VerifierAccessRevoked", data: { verifierUserId: "v1", companyId: "nb" } },
    ]);
    expect(events.reduce(verifierAccessAggregate.evolve, granted()).grant).toBeNull();
  });

  it("refuses when there is nothing to revoke, or the grant is another company's", () => {
    expect(() => revokeVerifierAccess(none, revoke)).toThrow(ConflictError);
    expect(() =>
      revokeVerifierAccess(granted({ companyId: "at", verifier: { ...verifier, companyId: "at" } }), revoke),
    ).toThrow(ConflictError);
  });

  it("is for managers only", () => {
    expect(() => revokeVerifierAccess(granted(), { ...revoke, actorRole: "User" })).toThrow(ForbiddenError);
  });
});

describe("the grant request", () => {
  it("takes vessel ids, years and an ISO expiry", () => {
    const ok = grantVerifierAccessRequest.safeParse({
      vesselIds: ["0b9f4a52-6a8e-4a64-9d7e-2f1c0c1c8f11"],
      years: [2025],
      expiresAt: "2026-03-01T00:00:00Z",
    });
    expect(ok.success).toBe(true);
  });

  it.each([
    [{ vesselIds: ["nope"], years: [2025], expiresAt: "2026-03-01T00:00:00Z" }],
    [{ vesselIds: [], years: [2025.5], expiresAt: "2026-03-01T00:00:00Z" }],
    [{ vesselIds: [], years: [2025], expiresAt: "next week" }],
    [{ years: [2025], expiresAt: "2026-03-01T00:00:00Z" }],
  ])("refuses %j", (body) => {
    expect(grantVerifierAccessRequest.safeParse(body).success).toBe(false);
  });
});
