import type { MiddlewareHandler } from "hono";
import { ForbiddenError } from "../../domain/shared/errors.js";
import type { AppEnv } from "./env.js";

/**
 * What a partner-platform account (KognifaiUser) may call with its session: the /Kognifai/… calls of
 * its one page and its own profile (spec 1 §2, §6). Version, sign-in and password calls are public.
 */
const PARTNER_PATHS: readonly RegExp[] = [/^\/Kognifai\//, /^\/Users\/Get\/?$/, /^\/Users\/GetUser\/?$/];

export const PARTNER_CONFINED = "Partner platform accounts may use the /Kognifai calls only.";

/** Refuses (403) every other signed-in call of a partner account, before its route reads anything. */
export function confinePartners(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get("session").user.role === "KognifaiUser") {
      const path = c.req.path.replace(/^\/api\/v1(?=\/)/, "");
      if (!PARTNER_PATHS.some((allowed) => allowed.test(path))) throw new ForbiddenError(PARTNER_CONFINED);
    }
    await next();
  };
}
