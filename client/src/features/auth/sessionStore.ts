import type { CurrentUser } from "../../entities/user/types";
import { readTokenPair, type TokenPair } from "../../shared/api/tokenStorage";
import { createStore, useStore } from "../../shared/store/createStore";

export type UserStatus = "none" | "loading" | "ready" | "expired" | "failed";

export interface SessionState {
  /** Signed in when an access token is present. */
  tokens: TokenPair | null;
  user: CurrentUser | null;
  userStatus: UserStatus;
  userError: string | null;
}

export const sessionStore = createStore<SessionState>({
  tokens: readTokenPair(),
  user: null,
  userStatus: "none",
  userError: null,
});

export const useSession = (): SessionState => useStore(sessionStore);

export const isSignedIn = (state: SessionState): boolean => state.tokens !== null;
