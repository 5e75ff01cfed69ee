import type { MiddlewareHandler } from "hono";
import type { Role } from "../../domain/auth/roles.js";
import { PARTNER_KEYS_EXPIRED, partnerKeysValid } from "../../domain/companies/company.js";
import { ForbiddenError, ServiceUnavailableError } from "../../domain/shared/errors.js";
import { entryOf } from "../../domain/shared/records.js";
import { matchVerifierRead } from "../access/verifierReadRules.js";
import type { AppContext } from "../context.js";
import type { AppEnv } from "./env.js";

/**
 * What a partner-platform account (KognifaiUser) may call with its session: the /Kognifai/… calls of
 * its one page and its own profile (spec 1 §2, §6). Version, sign-in and password calls are public.
 */
const KOGNIFAI_PATH = /^\/Kognifai\//;
const PARTNER_PATHS: readonly RegExp[] = [KOGNIFAI_PATH, /^\/Users\/Get\/?$/, /^\/Users\/GetUser\/?$/];

export const PARTNER_CONFINED = "Partner platform accounts may use the /Kognifai calls only.";

/**
 * Whether a role may call a path under /api/v1 at all: every role but the partner account, which
 * may call its own paths only, and the verifier, which may call the reads of its rules
 * (server/access/verifierReadRules.ts). The live channel asks the same for the reads its pushes stand for.
 */
export const mayCall = (role: Role, path: string): boolean => {
  if (role === "KognifaiUser") return PARTNER_PATHS.some((allowed) => allowed.test(path));
  if (role === "Verifier") return matchVerifierRead(path) !== null;
  return true;
};

/** Refuses (403) every other signed-in call of a partner account, before its route reads anything. */
export function confinePartners(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { role } = c.get("session").user;
    if (role === "KognifaiUser" && !mayCall(role, apiPath(c.req.path)))
      throw new ForbiddenError(PARTNER_CONFINED);
    await next();
  };
}

const apiPath = (path: string) => path.replace(/^\/api\/v1(?=\/)/, "");

/**
 * The /Kognifai/… calls work on the partner platform's keys of the company the caller acts for: when
 * the company has none, or they have expired, they answer 503 with the spec's warning (spec 1 §2, §7;
 * spec 3 §1), before the route reads anything.
 */
export function requirePartnerKeys(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (KOGNIFAI_PATH.test(apiPath(c.req.path))) {
      const { companyId } = c.get("session").actor;
      const company = companyId ? entryOf(ctx.readModels.state("companies").byId, companyId) : undefined;
      if (!partnerKeysValid(company?.kognifaiKeys?.expiresAt, ctx.now().getTime())) {
        throw new ServiceUnavailableError(PARTNER_KEYS_EXPIRED);
      }
    }
    await next();
  };
}
