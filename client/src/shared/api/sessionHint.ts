import { deleteCookie, readCookie } from "../cookies";
import { cookieNames, storageKeys } from "../storageKeys";

/**
 * What the browser client knows of its session. The access token itself lives in an HttpOnly cookie
 * page scripts cannot read; beside it the server sets a readable anti-CSRF token, which this client
 * echoes in `X-CSRF-Token` (docs/architecture.md, Sign-in). Signed in while that cookie exists.
 */
export interface SessionHint {
  csrf: string;
  /** ISO-8601 UTC instant after which the session is no longer accepted ("" when unknown). */
  expiry: string;
}

export const CSRF_HEADER = "X-CSRF-Token";

export function readSessionHint(): SessionHint | null {
  const csrf = readCookie(cookieNames.csrf);
  if (!csrf) return null;
  const expiry =
    localStorage.getItem(storageKeys.sessionExpiry) ??
    sessionStorage.getItem(storageKeys.sessionExpiry) ??
    "";
  return { csrf, expiry };
}

/** The expiry is not secret; it only decides whether a 401 means "your session has expired". */
export function writeSessionExpiry(expiry: string, remember: boolean): void {
  for (const storage of [localStorage, sessionStorage]) storage.removeItem(storageKeys.sessionExpiry);
  (remember ? localStorage : sessionStorage).setItem(storageKeys.sessionExpiry, expiry);
}

/** Forgets the session on this side; the server clears its cookies at log out. */
export function clearSessionHint(): void {
  deleteCookie(cookieNames.csrf);
  for (const storage of [localStorage, sessionStorage]) storage.removeItem(storageKeys.sessionExpiry);
}

/** The header every call carries so the server knows it comes from this page, not another site's. */
export function csrfHeaders(): Record<string, string> {
  const csrf = readCookie(cookieNames.csrf);
  return csrf ? { [CSRF_HEADER]: csrf } : {};
}

export function hasExpiryPassed(hint: SessionHint | null, now: Date = new Date()): boolean {
  if (!hint) return false;
  const expiry = Date.parse(hint.expiry);
  return Number.isFinite(expiry) && expiry <= now.getTime();
}
