import type { Role } from "../auth/roles.js";
import type { DomainEvent } from "../shared/events.js";

export interface UserProfile {
  name: string;
  /** Null for an ApiUser, which has only a name and a key. */
  email: string | null;
  title: string;
  phoneNumber: string;
  role: Role;
  companyId: string | null;
  daysBeforeDataOutdated: number;
}

export type UserRegistered = DomainEvent<
  "UserRegistered",
  UserProfile & { userId: string; passwordHash: string | null }
>;
export type UserPasswordChanged = DomainEvent<
  "UserPasswordChanged",
  { userId: string; passwordHash: string; reason: "changed" | "reset" }
>;
export type PasswordResetRequested = DomainEvent<
  "PasswordResetRequested",
  { userId: string; tokenHash: string; expiresAt: string }
>;
export type UserApiKeyIssued = DomainEvent<
  "UserApiKeyIssued",
  {
    userId: string;
    keyHash: string;
    hint: string;
    /** The replaced key keeps working until then (rotation without downtime); absent or null: not at all. */
    previousKeyValidUntil?: string | null;
  }
>;
export type UserApiKeyCleared = DomainEvent<"UserApiKeyCleared", { userId: string }>;
export type UserActingCompanyChanged = DomainEvent<
  "UserActingCompanyChanged",
  { userId: string; companyId: string }
>;

/** What an edit may change; the e-mail address is fixed once the user exists (spec 1 §3). */
export interface UserProfileChanges {
  name: string;
  title: string;
  phoneNumber: string;
  role: Role;
  daysBeforeDataOutdated: number;
}
export type UserProfileUpdated = DomainEvent<"UserProfileUpdated", UserProfileChanges & { userId: string }>;
export type UserDeleted = DomainEvent<"UserDeleted", { userId: string }>;

export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | UserDeleted
  | UserPasswordChanged
  | PasswordResetRequested
  | UserApiKeyIssued
  | UserApiKeyCleared
  | UserActingCompanyChanged;
