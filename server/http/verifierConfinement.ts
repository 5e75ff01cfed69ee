import type { Context, MiddlewareHandler } from "hono";
import { yearOf } from "../../domain/reports/numbers.js";
import { DomainError, ForbiddenError, NotFoundError } from "../../domain/shared/errors.js";
import { entryOf } from "../../domain/shared/records.js";
import {
  type ReadTarget,
  VERIFIER_READ_MESSAGES,
  verifierMayRead,
} from "../../domain/verifiers/verifierReads.js";
import { vesselEventById } from "../../domain/voyages/state.js";
import { requestScope } from "../access/requestScope.js";
import { type MatchedRead, matchVerifierRead } from "../access/verifierReadRules.js";
import type { AppContext } from "../context.js";
import { recordVerifierRead } from "../features/verifiers/readLog.js";
import type { AppEnv, Session } from "./env.js";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const apiPath = (path: string) => path.replace(/^\/api\/v1(?=\/)/, "");

/**
 * Confines a Verifier to reads of what its grant covers, before any route reads anything: every write
 * is refused (403, nothing logged, nothing changed); every read, allowed or refused, is logged with who,
 * what and when before the answer leaves. A read that cannot be logged is not answered.
 */
export function confineVerifiers(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get("session");
    if (session.user.role !== "Verifier") return next();
    if (!READS.has(c.req.method)) throw new ForbiddenError(VERIFIER_READ_MESSAGES.write);
    const url = new URL(c.req.url);
    const path = apiPath(url.pathname);
    const log = (target: ReadTarget, status: number) =>
      recordVerifierRead(ctx, session, {
        method: c.req.method,
        path: path + url.search,
        vesselId: target.vesselId,
        year: target.year,
        status,
      });
    const matched = matchVerifierRead(path);
    let target: ReadTarget = { vesselId: matched?.vesselId ?? null, year: matched?.year ?? null };
    try {
      if (!matched) throw new ForbiddenError(VERIFIER_READ_MESSAGES.path);
      if (!matched.rule.own) {
        const grant = entryOf(ctx.readModels.state("verifierGrants").byUserId, session.user.id);
        const now = ctx.now().toISOString();
        const inForce = verifierMayRead(grant, now, { vesselId: null, year: null });
        if (!inForce.allowed) throw new ForbiddenError(inForce.message);
        target = await targetOf(ctx, session, matched);
        const decision = verifierMayRead(grant, now, target);
        if (!decision.allowed) throw new ForbiddenError(decision.message);
      }
    } catch (error) {
      await log(target, error instanceof DomainError ? error.status : 500);
      throw error;
    }
    await next();
    if (matched.rule.listByDeparture && c.res.ok) await keepGrantedYears(ctx, c, session);
    await log(target, c.res.status);
  };
}

/** The vessel and year a read names; a departure is looked up among the granted vessels only. */
async function targetOf(ctx: AppContext, session: Session, matched: MatchedRead): Promise<ReadTarget> {
  if (matched.departureId === null) return { vesselId: matched.vesselId, year: matched.year };
  const scope = requestScope(ctx, session.actor);
  try {
    const vessel = await scope.vesselOfEvent(matched.departureId, VERIFIER_READ_MESSAGES.vessel);
    const event = vesselEventById((await scope.logOf(vessel.id)).voyages, matched.departureId);
    return { vesselId: vessel.id, year: event ? yearOf(event.timestamp) : null };
  } catch (error) {
    // Outside the grant reads the same whether the voyage exists or not.
    if (error instanceof NotFoundError) throw new ForbiddenError(VERIFIER_READ_MESSAGES.vessel);
    throw error;
  }
}

/** Leaves out of a list of voyages those that departed in a year the grant does not cover. */
async function keepGrantedYears(ctx: AppContext, c: Context<AppEnv>, session: Session): Promise<void> {
  const grant = entryOf(ctx.readModels.state("verifierGrants").byUserId, session.user.id);
  const items: unknown = await c.res.clone().json();
  if (!Array.isArray(items)) return;
  const kept = items.filter((item: { departedAt?: string }) =>
    item.departedAt ? (grant?.years ?? []).includes(yearOf(item.departedAt)) : false,
  );
  const { status, headers } = c.res;
  c.res = undefined;
  c.res = new Response(JSON.stringify(kept), {
    status,
    headers: { "content-type": headers.get("content-type") ?? "application/json" },
  });
}
