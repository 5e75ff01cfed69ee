import { readSessionHint, type SessionHint } from "../../shared/api/sessionHint";
import { createStore, useStore } from "../../shared/store/createStore";
import type { CurrentUser } from "../user/types";

export type UserStatus = "none" | "loading" | "ready" | "expired" | "failed";

export interface SessionState {
  /** Signed in while the server's session cookies are present (see sessionHint). */
  session: SessionHint | null;
  user: CurrentUser | null;
  userStatus: UserStatus;
  userError: string | null;
  /**
   * The session's acting company changed outside this tab (another tab, or another browser) while
   * this page still shows the old one: the company it acts for now. Cleared by reloading the page.
   */
  actingCompanyChanged: { companyId: string | null } | null;
}

export const sessionStore = createStore<SessionState>({
  session: readSessionHint(),
  user: null,
  userStatus: "none",
  userError: null,
  actingCompanyChanged: null,
});

export const useSession = (): SessionState => useStore(sessionStore);

export const isSignedIn = (state: SessionState): boolean => state.session !== null;

/** Signed in, but the user is not loaded (or has gone stale): it must be read before a signed-in page shows. */
export const needsUser = (state: SessionState): boolean =>
  !!state.session && (state.userStatus === "none" || state.userStatus === "expired");
