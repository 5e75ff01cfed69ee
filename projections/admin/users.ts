import type { Role } from "../../domain/auth/roles.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { entryOf } from "../../domain/shared/records.js";
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
  /** Version of the user's stream as of the last event folded: send it back to edit (409 when stale). */
  version: number;
  /**
   * Tokens carry the generation they were issued in; a password change or reset, or a change of role,
   * moves it on, so every token issued before is refused at once (in every process: it is folded).
   */
  sessionGeneration: number;
}

export interface UsersState {
  byId: Record<string, UserView>;
  idByEmail: Record<string, string>;
  idByApiKeyHash: Record<string, string>;
  apiKeyHashById: Record<string, string>;
  /** Replaced keys still valid for a grace period (rotation), by hash; at most one per user. */
  retiredApiKeys: Record<string, { userId: string; validUntil: string }>;
  retiredApiKeyHashById: Record<string, string>;
  /** Every user's name ever registered, kept after deletion so history can name who did what. */
  nameById: Record<string, string>;
  /** Token ids signed out before they expire, with that expiry (epoch seconds); pruned as they lapse. */
  revokedTokens: Record<string, number>;
}

export const usersProjection: Projection<UsersState> = {
  name: "users",
  version: 4,
  initialState: () => ({
    byId: {},
    idByEmail: {},
    idByApiKeyHash: {},
    apiKeyHashById: {},
    retiredApiKeys: {},
    retiredApiKeyHashById: {},
    nameById: {},
    revokedTokens: {},
  }),
  evolve(state, event) {
    const next = foldUserEvent(state, event);
    // Every event of a user's stream moves the version an edit must quote.
    if (event.stream.startsWith("user-") && entryOf(next.byId, event.stream.slice(5))) {
      return {
        ...next,
        byId: updateEntry(next.byId, event.stream.slice(5), (u) => ({ ...u, version: event.version })),
      };
    }
    return next;
  },
};

function foldUserEvent(state: UsersState, event: StoredKeelsonEvent): UsersState {
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
        version: event.version,
        sessionGeneration: 0,
      };
      return {
        ...state,
        nameById: withEntry(state.nameById, userId, profile.name),
        byId: withEntry(state.byId, userId, view),
        idByEmail: profile.email
          ? withEntry(state.idByEmail, normaliseEmail(profile.email), userId)
          : state.idByEmail,
      };
    }
    case "UserApiKeyIssued": {
      const { userId, keyHash, hint, previousKeyValidUntil } = event.data;
      const previous = entryOf(state.apiKeyHashById, userId);
      const byHash = previous ? withoutEntry(state.idByApiKeyHash, previous) : state.idByApiKeyHash;
      const retired = withoutRetiredKey(state, userId);
      return {
        ...state,
        ...(previous && previousKeyValidUntil
          ? {
              retiredApiKeys: withEntry(retired.retiredApiKeys, previous, {
                userId,
                validUntil: previousKeyValidUntil,
              }),
              retiredApiKeyHashById: withEntry(retired.retiredApiKeyHashById, userId, previous),
            }
          : retired),
        byId: updateEntry(state.byId, userId, (u) => ({ ...u, apiKeyHint: hint, updatedAt: at })),
        idByApiKeyHash: withEntry(byHash, keyHash, userId),
        apiKeyHashById: withEntry(state.apiKeyHashById, userId, keyHash),
      };
    }
    case "UserApiKeyCleared": {
      const { userId } = event.data;
      const previous = entryOf(state.apiKeyHashById, userId);
      return {
        ...state,
        ...withoutRetiredKey(state, userId),
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
        byId: updateEntry(state.byId, event.data.userId, (u) => ({
          ...u,
          updatedAt: at,
          sessionGeneration: u.sessionGeneration + 1,
        })),
      };
    case "UserProfileUpdated": {
      const { userId, ...changes } = event.data;
      return {
        ...state,
        byId: updateEntry(state.byId, userId, (u) => ({
          ...u,
          ...changes,
          updatedAt: at,
          sessionGeneration: u.sessionGeneration + (changes.role === u.role ? 0 : 1),
        })),
        nameById: withEntry(state.nameById, userId, changes.name),
      };
    }
    case "UserDeleted": {
      const { userId } = event.data;
      const user = entryOf(state.byId, userId);
      if (!user) return state;
      const keyHash = entryOf(state.apiKeyHashById, userId);
      return {
        ...state,
        ...withoutRetiredKey(state, userId),
        byId: withoutEntry(state.byId, userId),
        idByEmail: user.email ? withoutEntry(state.idByEmail, normaliseEmail(user.email)) : state.idByEmail,
        idByApiKeyHash: keyHash ? withoutEntry(state.idByApiKeyHash, keyHash) : state.idByApiKeyHash,
        apiKeyHashById: withoutEntry(state.apiKeyHashById, userId),
      };
    }
    case "UserSignedOut": {
      const now = Date.parse(at) / 1000;
      const revokedTokens: Record<string, number> = {};
      for (const [id, exp] of Object.entries(state.revokedTokens)) if (exp > now) revokedTokens[id] = exp;
      revokedTokens[event.data.tokenId] = Date.parse(event.data.expiresAt) / 1000;
      return { ...state, revokedTokens };
    }
    default:
      return state;
  }
}

export const findUserByEmail = (state: UsersState, email: string): UserView | undefined => {
  const id = entryOf(state.idByEmail, normaliseEmail(email));
  return id ? entryOf(state.byId, id) : undefined;
};

function withoutRetiredKey(
  state: UsersState,
  userId: string,
): Pick<UsersState, "retiredApiKeys" | "retiredApiKeyHashById"> {
  const retired = entryOf(state.retiredApiKeyHashById, userId);
  if (!retired)
    return { retiredApiKeys: state.retiredApiKeys, retiredApiKeyHashById: state.retiredApiKeyHashById };
  return {
    retiredApiKeys: withoutEntry(state.retiredApiKeys, retired),
    retiredApiKeyHashById: withoutEntry(state.retiredApiKeyHashById, userId),
  };
}

/** The user an API key (by its hash) belongs to: their current key, or a replaced one still in its grace period. */
export function userIdOfApiKeyHash(state: UsersState, keyHash: string, now: Date): string | undefined {
  const current = entryOf(state.idByApiKeyHash, keyHash);
  if (current) return current;
  const retired = entryOf(state.retiredApiKeys, keyHash);
  return retired && Date.parse(retired.validUntil) > now.getTime() ? retired.userId : undefined;
}
