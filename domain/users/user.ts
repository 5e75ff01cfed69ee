import type { Role } from "../auth/roles.js";
import { isKognifai } from "../auth/roles.js";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { UserEvent, UserProfile } from "./events.js";

export interface UserState {
  exists: boolean;
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
  command: { userId: string; keyHash: string; hint: string },
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
