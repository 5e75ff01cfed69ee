import { randomUUID, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { parse as parseCookies } from "hono/utils/cookie";
import type { Role } from "../../domain/auth/roles.js";
import { ConflictError, ForbiddenError, UnauthorizedError } from "../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../domain/shared/events.js";
import { entryOf } from "../../domain/shared/records.js";
import { type UserView, userIdOfApiKeyHash } from "../../projections/admin/users.js";
import { sha256 } from "../auth/secrets.js";
import type { AccessClaims } from "../auth/tokens.js";
import type { AppContext } from "../context.js";
import type { AppEnv, Session } from "./env.js";
import { CSRF_HEADER, SESSION_COOKIE } from "./sessionCookies.js";

/** What a request or a socket handshake authenticates with; an API key wins over a bearer over the cookie. */
export type Credentials =
  | { kind: "apiKey"; apiKey: string }
  | { kind: "bearer"; token: string }
  | { kind: "cookie"; token: string };

export function credentialsOf(headers: {
  authorization?: string | undefined;
  apiKey?: string | undefined;
  cookie?: string | undefined;
}): Credentials | null {
  if (headers.apiKey) return { kind: "apiKey", apiKey: headers.apiKey };
  const bearer = headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return { kind: "bearer", token: bearer };
  const cookie = headers.cookie ? parseCookies(headers.cookie, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  return cookie ? { kind: "cookie", token: cookie } : null;
}

export interface Authenticated {
  user: UserView;
  /** Null for an API key. */
  claims: AccessClaims | null;
  /** The hash of the API key used (null for a token). */
  apiKeyHash: string | null;
}

/**
 * Whether a token's user still exists and the token was not revoked: issued in the user's current
 * session generation (a password change or reset, or a role change, moves it on) and not signed out.
 * Read from the users read model, so it holds across restarts and processes.
 */
export function userOfToken(ctx: AppContext, claims: AccessClaims): UserView | null {
  const users = ctx.readModels.state("users");
  const user = users.byId[claims.sub];
  if (!user || claims.gen !== user.sessionGeneration || users.revokedTokens[claims.jti] !== undefined) {
    return null;
  }
  return user;
}

/** Resolves credentials to the current user (and the token's claims), or null. */
export async function authenticate(
  ctx: AppContext,
  credentials: Credentials | null,
): Promise<Authenticated | null> {
  if (!credentials) return null;
  if (credentials.kind === "apiKey") {
    const users = ctx.readModels.state("users");
    const apiKeyHash = sha256(credentials.apiKey);
    const id = userIdOfApiKeyHash(users, apiKeyHash, ctx.now());
    const user = id ? users.byId[id] : undefined;
    return user ? { user, claims: null, apiKeyHash } : null;
  }
  const claims = await ctx.tokens.verify(credentials.token);
  const user = claims ? userOfToken(ctx, claims) : null;
  return user && claims ? { user, claims, apiKeyHash: null } : null;
}

export const sessionFor = (
  user: UserView,
  correlationId: string,
  token: Session["token"] = null,
): Session => ({
  user,
  actor: { userId: user.id, role: user.role, companyId: user.actingCompanyId },
  correlationId,
  token,
});

export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";
export const CSRF_MISSING =
  "This request did not carry the page's security token. Reload the page and try again.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie is sent by the browser whoever's page made the request, so an unsafe call authenticated by
 * the cookie must also prove it came from our own page: the anti-CSRF token only our page can read.
 * Bearer tokens and API keys are never sent by a browser on its own and need no such proof.
 */
export function checkCsrf(ctx: AppContext, claims: AccessClaims, given: string | undefined): void {
  const expected = Buffer.from(ctx.tokens.csrfTokenFor(claims));
  const actual = Buffer.from(given ?? "");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new ForbiddenError(CSRF_MISSING);
  }
}

/** Every /api/v1 call but the public ones passes here: 401 without a valid token, cookie or key. */
export function requireSession(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = credentialsOf({
      authorization: c.req.header("authorization"),
      apiKey: c.req.header("x-api-key"),
      cookie: c.req.header("cookie"),
    });
    if (!credentials) throw new UnauthorizedError("Please sign in.");
    const found = await authenticate(ctx, credentials);
    if (!found) {
      throw new UnauthorizedError(
        credentials.kind === "apiKey" ? "The API key is not valid." : SESSION_EXPIRED,
      );
    }
    const via: "bearer" | "cookie" = credentials.kind === "cookie" ? "cookie" : "bearer";
    if (via === "cookie" && found.claims && !SAFE_METHODS.has(c.req.method)) {
      checkCsrf(ctx, found.claims, c.req.header(CSRF_HEADER));
    }
    checkActingCompany(ctx, found.user, c.req.header(ACTING_COMPANY_HEADER));
    if (found.apiKeyHash) {
      await ctx.throttle.checkApiKeyCall(found.apiKeyHash, ctx.now().getTime());
      ctx.apiKeyUse.touch(found.user.id, ctx.now());
    }
    ctx.activity.touch(found.user.id, ctx.now());
    const token = found.claims ? { claims: found.claims, via } : null;
    c.set("session", sessionFor(found.user, c.get("correlationId"), token));
    await next();
  };
}

/**
 * The company a browser page believes it acts for, sent on every call (docs/architecture.md, "View as
 * company"): the company id, or "none" for an actor without one. An administrator's acting company is
 * kept per user, so another tab may have moved it; a call whose page still shows the old company is
 * refused before it reads or writes anything, instead of landing in the company it no longer shows.
 */
export const ACTING_COMPANY_HEADER = "x-acting-company";
export const ACTING_COMPANY_CHANGED = "actingCompanyChanged";

/** 409 with `code: "actingCompanyChanged"` when the page's company is not the session's acting company. */
export function checkActingCompany(ctx: AppContext, user: UserView, claimed: string | undefined): void {
  if (claimed === undefined) return;
  const acting = user.actingCompanyId;
  if (claimed === (acting ?? "none")) return;
  const company = acting ? entryOf(ctx.readModels.state("companies").byId, acting) : undefined;
  const now = company ? `now acts for ${company.name}` : "now acts for no company";
  throw new ConflictError(
    `This page was showing another company: your session ${now} (it was changed in another tab or window). ` +
      "Nothing was done. Reload the page to continue.",
    { code: ACTING_COMPANY_CHANGED, actingCompanyId: acting },
  );
}

export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get("session").user.role)) throw new ForbiddenError();
    await next();
  };
}

export function correlation(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // X-Request-Id is what load balancers (nginx, Caddy) and most clients send.
    const given = c.req.header("x-correlation-id") ?? c.req.header("x-request-id");
    const id = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    c.set("correlationId", id);
    c.header("X-Correlation-Id", id);
    await next();
  };
}

export const metadataOf = (session: Session): EventMetadataInput => ({
  userId: session.user.id,
  companyId: session.actor.companyId,
  correlationId: session.correlationId,
  causationId: null,
});
