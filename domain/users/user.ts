import type { Role } from "../auth/roles.js";
import { assignableRoles, isKognifai } from "../auth/roles.js";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { UserEvent, UserProfile, UserProfileChanges } from "./events.js";

export interface UserState {
  /** False before registration and again after deletion. */
  exists: boolean;
  deleted: boolean;
  email: string | null;
  role: Role | null;
  companyId: string | null;
  passwordHash: string | null;
  pendingReset: { tokenHash: string; expiresAt: string } | null;
  apiKeyHash: string | null;
}

export const userAggregate: Aggregate<UserState, UserEvent> = {
  streamName: (userId) => `user-${userId}`,
  initialState: {
    exists: false,
    deleted: false,
    email: null,
    role: null,
    companyId: null,
    passwordHash: null,
    pendingReset: null,
    apiKeyHash: null,
  },
  evolve(state, event) {
    switch (event.type) {
      case "UserRegistered":
        return {
          ...state,
          exists: true,
          email: event.data.email,
          role: event.data.role,
          companyId: event.data.companyId,
          passwordHash: event.data.passwordHash,
        };
      case "UserPasswordChanged":
        return { ...state, passwordHash: event.data.passwordHash, pendingReset: null };
      case "PasswordResetRequested":
        return {
          ...state,
          pendingReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
        };
      case "UserApiKeyIssued":
        return { ...state, apiKeyHash: event.data.keyHash };
      case "UserApiKeyCleared":
        return { ...state, apiKeyHash: null };
      case "UserActingCompanyChanged":
        return state;
      case "UserProfileUpdated":
        return { ...state, role: event.data.role };
      case "UserDeleted":
        return { ...state, exists: false, deleted: true, apiKeyHash: null, pendingReset: null };
    }
  },
};

export function registerUser(
  state: UserState,
  command: { userId: string; profile: UserProfile; passwordHash: string | null },
): UserEvent[] {
  if (state.exists) throw new ConflictError("A user with that id already exists.");
  const { profile } = command;
  if (profile.role !== "Administrator" && profile.companyId === null) {
    throw new ValidationError("A user must belong to a company.");
  }
  if (profile.role !== "ApiUser" && !profile.email) throw new ValidationError("Email required");
  return [
    {
      type: "UserRegistered",
      data: { userId: command.userId, ...profile, passwordHash: command.passwordHash },
    },
  ];
}

export function changePassword(
  state: UserState,
  command: { userId: string; currentPasswordMatches: boolean; newPasswordHash: string },
): UserEvent[] {
  if (!state.exists) throw new NotFoundError("User not found.");
  if (!command.currentPasswordMatches) throw new ValidationError("The current password is not correct.");
  return [
    {
      type: "UserPasswordChanged",
      data: { userId: command.userId, passwordHash: command.newPasswordHash, reason: "changed" },
    },
  ];
}

export function requestPasswordReset(
  state: UserState,
  command: { userId: string; tokenHash: string; expiresAt: string },
): UserEvent[] {
  if (!state.exists || state.role === "ApiUser") return [];
  return [{ type: "PasswordResetRequested", data: command }];
}

export const RESET_LINK_INVALID =
  "This password reset link is invalid or has expired. Ask for a new one from the login page.";

export function resetPassword(
  state: UserState,
  command: { userId: string; tokenHash: string; now: string; newPasswordHash: string },
): UserEvent[] {
  const reset = state.pendingReset;
  if (!state.exists || !reset || reset.tokenHash !== command.tokenHash || reset.expiresAt <= command.now) {
    throw new ValidationError(RESET_LINK_INVALID);
  }
  return [
    {
      type: "UserPasswordChanged",
      data: { userId: command.userId, passwordHash: command.newPasswordHash, reason: "reset" },
    },
  ];
}

export function issueApiKey(
  state: UserState,
  command: { userId: string; keyHash: string; hint: string; previousKeyValidUntil: string | null },
): UserEvent[] {
  if (!state.exists) throw new NotFoundError("User not found.");
  if (isKognifai(state.role ?? "User"))
    throw new ForbiddenError("Partner-platform users cannot hold an API key.");
  return [{ type: "UserApiKeyIssued", data: command }];
}

export function setActingCompany(
  state: UserState,
  command: { userId: string; companyId: string },
): UserEvent[] {
  if (!state.exists) throw new NotFoundError("User not found.");
  if (state.role !== "Administrator")
    throw new ForbiddenError("Only administrators may view as another company.");
  return [{ type: "UserActingCompanyChanged", data: command }];
}

export const USER_NOT_FOUND = "User not found.";
export const EMAIL_NOT_EDITABLE = "The e-mail address cannot be changed once the user exists.";
export const API_USER_ROLE_FIXED =
  "A user cannot be turned into an API user or back. Create a new user with the role you need.";

/**
 * Edits a user's profile. The e-mail is fixed once created (spec 1 §3); the role may change only to
 * one the actor may hand out (spec 1 §6), and never to or from ApiUser (an API user has no e-mail).
 */
export function updateUserProfile(
  state: UserState,
  command: { userId: string; actorRole: Role; requestedEmail: string | null; changes: UserProfileChanges },
): UserEvent[] {
  if (!state.exists || state.role === null) throw new NotFoundError(USER_NOT_FOUND);
  const { changes } = command;
  const requested = command.requestedEmail?.trim().toLowerCase() || null;
  const current = state.email?.toLowerCase() ?? null;
  if (requested !== null && requested !== current) throw new ValidationError(EMAIL_NOT_EDITABLE);
  if (changes.role !== state.role) {
    if ((changes.role === "ApiUser") !== (state.role === "ApiUser"))
      throw new ValidationError(API_USER_ROLE_FIXED);
    if (!assignableRoles(command.actorRole).includes(changes.role)) {
      throw new ForbiddenError(`You may not give a user the role ${changes.role}.`);
    }
  }
  const isApi = changes.role === "ApiUser";
  return [
    {
      type: "UserProfileUpdated",
      data: {
        userId: command.userId,
        name: changes.name.trim(),
        title: isApi ? "" : changes.title.trim(),
        phoneNumber: isApi ? "" : changes.phoneNumber.trim(),
        role: changes.role,
        daysBeforeDataOutdated: changes.daysBeforeDataOutdated,
      },
    },
  ];
}

export function deleteUser(state: UserState, command: { userId: string; actorUserId: string }): UserEvent[] {
  if (!state.exists) throw new NotFoundError(USER_NOT_FOUND);
  if (command.userId === command.actorUserId) throw new ConflictError("You cannot remove your own account.");
  return [{ type: "UserDeleted", data: { userId: command.userId } }];
}

/** Clearing a key the user does not hold changes nothing. */
export function clearApiKey(state: UserState, command: { userId: string }): UserEvent[] {
  if (!state.exists) throw new NotFoundError(USER_NOT_FOUND);
  if (state.apiKeyHash === null) return [];
  return [{ type: "UserApiKeyCleared", data: { userId: command.userId } }];
}
