import type { Role } from "../../domain/auth/roles.js";
import { normaliseEmail } from "../../domain/shared/text.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface UserView {
  id: string;
  name: string;
  email: string | null;
  title: string;
  phoneNumber: string;
  role: Role;
  companyId: string | null;
  /** The company an administrator currently acts for; for everybody else their own company. */
  actingCompanyId: string | null;
  daysBeforeDataOutdated: number;
  /** Last four characters of the API key, or null when the user has none. */
  apiKeyHint: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UsersState {
  byId: Record<string, UserView>;
  idByEmail: Record<string, string>;
  idByApiKeyHash: Record<string, string>;
  apiKeyHashById: Record<string, string>;
}

export const usersProjection: Projection<UsersState> = {
  name: "users",
  version: 1,
  initialState: () => ({ byId: {}, idByEmail: {}, idByApiKeyHash: {}, apiKeyHashById: {} }),
  evolve(state, event) {
    const at = event.metadata.recordedAt;
    switch (event.type) {
      case "UserRegistered": {
        const { userId, passwordHash: _, ...profile } = event.data;
        const view: UserView = {
          id: userId,
          ...profile,
          actingCompanyId: profile.companyId,
          apiKeyHint: null,
          createdAt: at,
          updatedAt: at,
        };
        return {
          ...state,
          byId: withEntry(state.byId, userId, view),
          idByEmail: profile.email
            ? withEntry(state.idByEmail, normaliseEmail(profile.email), userId)
            : state.idByEmail,
        };
      }
      case "UserApiKeyIssued": {
        const { userId, keyHash, hint } = event.data;
        const previous = state.apiKeyHashById[userId];
        const byHash = previous ? withoutEntry(state.idByApiKeyHash, previous) : state.idByApiKeyHash;
        return {
          ...state,
          byId: updateEntry(state.byId, userId, (u) => ({ ...u, apiKeyHint: hint, updatedAt: at })),
          idByApiKeyHash: withEntry(byHash, keyHash, userId),
          apiKeyHashById: withEntry(state.apiKeyHashById, userId, keyHash),
        };
      }
      case "UserApiKeyCleared": {
        const { userId } = event.data;
        const previous = state.apiKeyHashById[userId];
        return {
          ...state,
          byId: updateEntry(state.byId, userId, (u) => ({ ...u, apiKeyHint: null, updatedAt: at })),
          idByApiKeyHash: previous ? withoutEntry(state.idByApiKeyHash, previous) : state.idByApiKeyHash,
          apiKeyHashById: withoutEntry(state.apiKeyHashById, userId),
        };
      }
      case "UserActingCompanyChanged":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.userId, (u) => ({
            ...u,
            actingCompanyId: event.data.companyId,
            updatedAt: at,
          })),
        };
      case "UserPasswordChanged":
        return {
          ...state,
          byId: updateEntry(state.byId, event.data.userId, (u) => ({ ...u, updatedAt: at })),
        };
      default:
        return state;
    }
  },
};

export const findUserByEmail = (state: UsersState, email: string): UserView | undefined => {
  const id = state.idByEmail[normaliseEmail(email)];
  return id ? state.byId[id] : undefined;
};
