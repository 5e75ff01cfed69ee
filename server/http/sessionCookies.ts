import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { IssuedToken, TokenService } from "../auth/tokens.js";

/**
 * The browser session (docs/architecture.md, Sign-in): the access token in an HttpOnly cookie page
 * scripts cannot read, and beside it a readable anti-CSRF token the client echoes in `X-CSRF-Token`
 * on every request (signed double submit: the value is an HMAC of the token id).
 */
export const SESSION_COOKIE = "keelson_session";
export const CSRF_COOKIE = "keelson_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** Secure when the browser reached us over https (directly or through a TLS-terminating proxy). */
const isHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto")?.split(",")[0] === "https";

/** Sets both cookies; "Remember me" keeps them for the token's lifetime, else for the browser session. */
export function setSessionCookies(c: Context, tokens: TokenService, issued: IssuedToken): void {
  const persistent = issued.claims.rem;
  const common = {
    path: "/",
    sameSite: "Strict" as const,
    secure: isHttps(c),
    ...(persistent ? { maxAge: Math.max(0, issued.claims.exp - issued.claims.iat) } : {}),
  };
  setCookie(c, SESSION_COOKIE, issued.access, { ...common, httpOnly: true });
  setCookie(c, CSRF_COOKIE, tokens.csrfTokenFor(issued.claims), common);
}

export function clearSessionCookies(c: Context): void {
  const options = { path: "/", sameSite: "Strict" as const, secure: isHttps(c) };
  deleteCookie(c, SESSION_COOKIE, { ...options, httpOnly: true });
  deleteCookie(c, CSRF_COOKIE, options);
}
