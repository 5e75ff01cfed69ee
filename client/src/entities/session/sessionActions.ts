import type { CurrentUser } from "../../entities/user/types";
import { ApiError, errorMessageOf } from "../../shared/api/ApiError";
import {
  announceActingCompany,
  listenForActingCompany,
  onActingCompanyChanged,
  setPageCompany,
} from "../../shared/api/actingCompany";
import { onSessionExpired } from "../../shared/api/httpClient";
import { clearSessionHint, readSessionHint, writeSessionExpiry } from "../../shared/api/sessionHint";
import { authApi } from "./authApi";
import { clearSessionCookies, writeSessionCookies } from "./sessionCookies";
import { needsUser, sessionStore } from "./sessionStore";

const signedOutListeners = new Set<() => void>();

/** Lets other features drop their cached data when the session ends. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * Ends the session: the server revokes it and clears its cookies (the call leaves with the anti-CSRF
 * header before it is forgotten here); then the user and the user_id / company_name cookies go.
 */
export function signOut(): void {
  if (readSessionHint()) void authApi.logout().catch(() => undefined);
  clearSessionHint();
  clearSessionCookies();
  setPageCompany(undefined);
  sessionStore.set({
    session: null,
    user: null,
    userStatus: "none",
    userError: null,
    actingCompanyChanged: null,
  });
  for (const listener of signedOutListeners) listener();
}

// Any 401 after the stored expiry has passed ends the session; the sign-in guard then shows /login.
onSessionExpired(signOut);

let pendingUserLoad: Promise<void> | null = null;

/** Fetches the current user; a 401 ends the session, other failures expire the cached user. */
export function loadCurrentUser(): Promise<void> {
  if (pendingUserLoad) return pendingUserLoad;
  sessionStore.set((state) => ({ ...state, userStatus: "loading", userError: null }));
  pendingUserLoad = authApi
    .currentUser()
    .then(userLoaded)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        signOut();
        return;
      }
      sessionStore.set((state) => ({ ...state, userStatus: "failed", userError: errorMessageOf(error) }));
    })
    .finally(() => {
      pendingUserLoad = null;
    });
  return pendingUserLoad;
}

/** Marks the cached user as stale; the sign-in guard fetches it again before continuing. */
export function expireUser(): void {
  sessionStore.set((state) => (state.user ? { ...state, userStatus: "expired" } : state));
}

/** Throws ApiError with the server's message on a wrong pair or throttling. */
export async function signIn(username: string, password: string, remember: boolean): Promise<void> {
  const { expiry } = await authApi.authenticate(username.trim(), password, remember);
  writeSessionExpiry(expiry, remember);
  sessionStore.set({
    session: readSessionHint(),
    user: null,
    userStatus: "none",
    userError: null,
    actingCompanyChanged: null,
  });
  await loadCurrentUser();
}

/**
 * On app start with a session: reads the user at once, beside the TokenCheck, instead of when the sign-in
 * guard first renders, which is after the code of the page and the app shell has arrived.
 */
export function loadUserOnStart(): void {
  if (needsUser(sessionStore.get())) void loadCurrentUser();
}

/** TokenCheck on app start: an invalid token signs out, then /login with a full reload. */
export async function verifyStoredToken(): Promise<void> {
  if (!sessionStore.get().session) return;
  try {
    await authApi.tokenCheck();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      signOut();
      window.location.replace("/login");
    }
  }
}

/** The user as now loaded: this page acts for its company from here on (X-Acting-Company). */
function userLoaded(user: CurrentUser): void {
  writeSessionCookies(user);
  setPageCompany(user.companyId);
  sessionStore.set((state) => ({
    ...state,
    user,
    userStatus: "ready",
    userError: null,
    actingCompanyChanged: null,
  }));
}

/**
 * Administrator "view as company": acts for that company from the answer on (so no call of this page
 * goes out with the old company), and tells the other tabs of this browser.
 */
export async function setActingCompany(companyId: string): Promise<void> {
  const user = await authApi.setCompany(companyId);
  userLoaded(user);
  announceActingCompany(user.companyId);
}

/** Another tab, or the server, says the session acts for another company than this page shows. */
function actingCompanyMoved(companyId: string | null): void {
  const { user } = sessionStore.get();
  if (!user || user.companyId === companyId) return;
  sessionStore.set((state) => ({ ...state, actingCompanyChanged: { companyId } }));
}

onActingCompanyChanged(actingCompanyMoved);
if (typeof window !== "undefined") listenForActingCompany(actingCompanyMoved);
