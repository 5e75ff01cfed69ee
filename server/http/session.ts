import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Role } from "../../domain/auth/roles.js";
import { ForbiddenError, UnauthorizedError } from "../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../domain/shared/events.js";
import type { UserView } from "../../projections/admin/users.js";
import { sha256 } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import type { AppEnv, Session } from "./env.js";

/** Resolves a bearer token or an API key to the current user, or null. */
export async function resolveUser(
  ctx: AppContext,
  credentials: { bearer?: string | undefined; apiKey?: string | undefined },
): Promise<UserView | null> {
  const users = ctx.readModels.state("users");
  if (credentials.apiKey) {
    const id = users.idByApiKeyHash[sha256(credentials.apiKey)];
    const user = id ? users.byId[id] : undefined;
    return user ?? null;
  }
  if (credentials.bearer) {
    const claims = await ctx.tokens.verify(credentials.bearer);
    return (claims && users.byId[claims.sub]) || null;
  }
  return null;
}

export const sessionFor = (user: UserView, correlationId: string): Session => ({
  user,
  actor: { userId: user.id, role: user.role, companyId: user.actingCompanyId },
  correlationId,
});

/** Every /api/v1 call but the public ones passes here: 401 without a valid token or key. */
export function requireSession(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    const apiKey = c.req.header("x-api-key");
    if (!bearer && !apiKey) throw new UnauthorizedError("Please sign in.");
    const user = await resolveUser(ctx, { bearer, apiKey });
    if (!user) {
      throw new UnauthorizedError(
        apiKey ? "The API key is not valid." : "Your session has expired. Please sign in again.",
      );
    }
    ctx.activity.touch(user.id, ctx.now());
    c.set("session", sessionFor(user, c.get("correlationId")));
    await next();
  };
}

export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get("session").user.role)) throw new ForbiddenError();
    await next();
  };
}

export function correlation(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header("x-correlation-id");
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
