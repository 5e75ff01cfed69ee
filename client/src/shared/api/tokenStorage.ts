import { storageKeys } from "../storageKeys";

/** The session token pair answered by POST /Authenticate. */
export interface TokenPair {
  access: string;
  /** ISO-8601 UTC instant after which the access token is no longer accepted. */
  expiry: string;
}

function readFrom(storage: Storage): TokenPair | null {
  const access = storage.getItem(storageKeys.accessToken);
  const expiry = storage.getItem(storageKeys.accessExpiry);
  return access ? { access, expiry: expiry ?? "" } : null;
}

/** Remembered sessions live in localStorage; "Remember me" off keeps them in sessionStorage. */
export function readTokenPair(): TokenPair | null {
  return readFrom(localStorage) ?? readFrom(sessionStorage);
}

export function writeTokenPair(pair: TokenPair, remember: boolean): void {
  clearTokenPair();
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(storageKeys.accessToken, pair.access);
  storage.setItem(storageKeys.accessExpiry, pair.expiry);
}

export function clearTokenPair(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(storageKeys.accessToken);
    storage.removeItem(storageKeys.accessExpiry);
  }
}

export function hasExpiryPassed(pair: TokenPair | null, now: Date = new Date()): boolean {
  if (!pair) return false;
  const expiry = Date.parse(pair.expiry);
  return Number.isFinite(expiry) && expiry <= now.getTime();
}
