import type { Role } from "../auth/roles.js";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";

/** A verifier's reach: the vessels and reporting years of one company, until `expiresAt` (ISO UTC). */
export interface VerifierGrant {
  companyId: string;
  vesselIds: string[];
  years: number[];
  expiresAt: string;
}

export type VerifierAccessGranted = DomainEvent<
  "VerifierAccessGranted",
  VerifierGrant & { verifierUserId: string }
>;
export type VerifierAccessRevoked = DomainEvent<
  "VerifierAccessRevoked",
  { verifierUserId: string; companyId: string }
>;
export type VerifierAccessEvent = VerifierAccessGranted | VerifierAccessRevoked;

export interface VerifierAccessState {
  grant: VerifierGrant | null;
}

export const verifierAccessAggregate: Aggregate<VerifierAccessState, VerifierAccessEvent> = {
  streamName: (verifierUserId) => `verifieraccess-${verifierUserId}`,
  initialState: { grant: null },
  evolve(_state, event) {
    switch (event.type) {
      case "VerifierAccessGranted": {
        const { verifierUserId: _, ...grant } = event.data;
        return { grant };
      }
      case "VerifierAccessRevoked":
        return { grant: null };
    }
  },
};

/** The longest a grant may run: a verification season, renewed if it needs longer. */
export const MAX_GRANT_DAYS = 366;
export const FIRST_REPORTING_YEAR = 2018;

export const VERIFIER_ACCESS_MESSAGES = {
  userNotFound: "User not found.",
  notAVerifier: "Verifier access can be granted only to a user with the Verifier role.",
  otherCompany: "The verifier belongs to another company.",
  notManager: "Only the company's super users and administrators may grant or revoke verifier access.",
  noVessels: "Choose at least one vessel.",
  noYears: "Choose at least one reporting year.",
  yearOutOfRange: (year: number, thisYear: number) =>
    `The reporting year ${year} is outside ${FIRST_REPORTING_YEAR}–${thisYear}.`,
  expiryPast: "The expiry date must be in the future.",
  expiryTooFar: `The expiry date may be at most ${MAX_GRANT_DAYS} days ahead; renew the grant when it runs out.`,
  nothingToRevoke: "This verifier has no access to revoke.",
} as const;

interface VerifierUser {
  id: string;
  role: Role;
  companyId: string | null;
}

export interface GrantCommand {
  actorRole: Role;
  /** The company the administrator acts for. */
  companyId: string;
  verifier: VerifierUser;
  /** Each already found among the company's vessels (the server's scope refuses others). */
  vesselIds: readonly string[];
  years: readonly number[];
  expiresAt: string;
  now: string;
}

const DAY_MS = 86_400_000;

function checkManager(actorRole: Role, companyId: string, verifier: VerifierUser): void {
  if (actorRole !== "SuperUser" && actorRole !== "Administrator")
    throw new ForbiddenError(VERIFIER_ACCESS_MESSAGES.notManager);
  if (verifier.companyId !== companyId) throw new NotFoundError(VERIFIER_ACCESS_MESSAGES.userNotFound);
}

/**
 * Grants (or replaces) a verifier's access: a Verifier of the acting company, at least one vessel and
 * one reporting year up to the current one, and an expiry in the future no more than MAX_GRANT_DAYS
 * ahead. A grant equal to the current one changes nothing.
 */
export function grantVerifierAccess(
  state: VerifierAccessState,
  command: GrantCommand,
): VerifierAccessEvent[] {
  const { verifier, companyId } = command;
  checkManager(command.actorRole, companyId, verifier);
  if (verifier.role !== "Verifier") throw new ValidationError(VERIFIER_ACCESS_MESSAGES.notAVerifier);
  const vesselIds = [...new Set(command.vesselIds)].sort();
  const years = [...new Set(command.years)].sort((a, b) => a - b);
  if (vesselIds.length === 0) throw new ValidationError(VERIFIER_ACCESS_MESSAGES.noVessels);
  if (years.length === 0) throw new ValidationError(VERIFIER_ACCESS_MESSAGES.noYears);
  const now = Date.parse(command.now);
  const thisYear = new Date(now).getUTCFullYear();
  for (const year of years)
    if (year < FIRST_REPORTING_YEAR || year > thisYear)
      throw new ValidationError(VERIFIER_ACCESS_MESSAGES.yearOutOfRange(year, thisYear));
  const expires = Date.parse(command.expiresAt);
  if (!(expires > now)) throw new ValidationError(VERIFIER_ACCESS_MESSAGES.expiryPast);
  if (expires - now > MAX_GRANT_DAYS * DAY_MS)
    throw new ValidationError(VERIFIER_ACCESS_MESSAGES.expiryTooFar);
  const grant: VerifierGrant = { companyId, vesselIds, years, expiresAt: new Date(expires).toISOString() };
  if (state.grant && sameGrant(state.grant, grant)) return [];
  return [{ type: "VerifierAccessGranted", data: { verifierUserId: verifier.id, ...grant } }];
}

const sameGrant = (a: VerifierGrant, b: VerifierGrant): boolean =>
  a.companyId === b.companyId &&
  a.expiresAt === b.expiresAt &&
  a.vesselIds.join() === b.vesselIds.join() &&
  a.years.join() === b.years.join();

/** Ends a verifier's access at once; revoking access the verifier does not hold is refused (409). */
export function revokeVerifierAccess(
  state: VerifierAccessState,
  command: { actorRole: Role; companyId: string; verifier: VerifierUser },
): VerifierAccessEvent[] {
  checkManager(command.actorRole, command.companyId, command.verifier);
  if (!state.grant || state.grant.companyId !== command.companyId)
    throw new ConflictError(VERIFIER_ACCESS_MESSAGES.nothingToRevoke);
  return [
    {
      type: "VerifierAccessRevoked",
      data: { verifierUserId: command.verifier.id, companyId: command.companyId },
    },
  ];
}
