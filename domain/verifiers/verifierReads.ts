import type { VerifierGrant } from "./verifierAccess.js";

/** What a verifier's read concerns; null where the call names no vessel or no year. */
export interface ReadTarget {
  vesselId: string | null;
  year: number | null;
}

export type ReadDecision = { allowed: true } | { allowed: false; message: string };

export const VERIFIER_READ_MESSAGES = {
  noAccess: "You have no verifier access. Ask the company's administrator to grant it.",
  expired: (date: string) =>
    `Your verifier access expired on ${date.slice(0, 16).replace("T", " ")} UTC. Ask the company's administrator to renew it.`,
  vessel: "Your verifier access does not cover this vessel.",
  year: (year: number, years: readonly number[]) =>
    `Your verifier access does not cover ${year}; it covers ${years.join(", ")}.`,
  write: "A verifier may only read: this call would change data, and nothing was changed.",
  path: "A verifier may read the granted vessels' voyages, emission reports and audit trails only.",
} as const;

/** Whether a grant is in force at `now` (ISO UTC): present and not yet expired. */
export function grantInForce(grant: VerifierGrant | null | undefined, now: string): ReadDecision {
  if (!grant) return { allowed: false, message: VERIFIER_READ_MESSAGES.noAccess };
  if (grant.expiresAt <= now)
    return { allowed: false, message: VERIFIER_READ_MESSAGES.expired(grant.expiresAt) };
  return { allowed: true };
}

/** Whether a verifier's grant covers a read of `target` at `now`. */
export function verifierMayRead(
  grant: VerifierGrant | null | undefined,
  now: string,
  target: ReadTarget,
): ReadDecision {
  const inForce = grantInForce(grant, now);
  if (!inForce.allowed || !grant) return inForce;
  if (target.vesselId !== null && !grant.vesselIds.includes(target.vesselId))
    return { allowed: false, message: VERIFIER_READ_MESSAGES.vessel };
  if (target.year !== null && !grant.years.includes(target.year))
    return { allowed: false, message: VERIFIER_READ_MESSAGES.year(target.year, grant.years) };
  return { allowed: true };
}

/** The vessels a verifier sees now: the granted ones while the grant is in force, else none. */
export function verifierVesselIds(grant: VerifierGrant | null | undefined, now: string): Set<string> {
  return grant && grantInForce(grant, now).allowed ? new Set(grant.vesselIds) : new Set();
}
