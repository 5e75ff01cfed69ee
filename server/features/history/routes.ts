import { Hono } from "hono";
import { z } from "zod";
import type { Actor } from "../../../domain/access/visibility.js";
import { companyAggregate } from "../../../domain/companies/company.js";
import { historyEntryAnswer } from "../../../domain/platform/answers.js";
import type { Aggregate } from "../../../domain/shared/decider.js";
import { ForbiddenError, NotFoundError } from "../../../domain/shared/errors.js";
import type { AnyStoredEvent, DomainEvent } from "../../../domain/shared/events.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { userAggregate } from "../../../domain/users/user.js";
import { vesselAggregate } from "../../../domain/vessels/vessel.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { pathParams } from "../../http/validate.js";
import { withReferenceNames } from "./referenceNames.js";

/** Fields of event data that are secrets; history shows that they changed, never their value. */
export const REDACTED_FIELDS = [
  "passwordHash",
  "tokenHash",
  "keyHash",
  "veracityKey",
  "clientSecret",
] as const;
export const REDACTED = "[redacted]";

export function redact(data: unknown): unknown {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of REDACTED_FIELDS) {
    if (field in copy && copy[field] !== null) copy[field] = REDACTED;
  }
  return copy;
}

interface Kind {
  streamName(id: string): string;
  companyOf(events: AnyStoredEvent[]): string | null;
  /** Whether a super user may read this kind for their own company. */
  superUserMay: boolean;
}

/** The company a user or vessel stream currently belongs to, folded with the aggregate's own rules. */
const companyFrom =
  <S extends { companyId: string | null }, E extends DomainEvent>(aggregate: Aggregate<S, E>) =>
  (events: AnyStoredEvent[]): string | null =>
    events.reduce((s, e) => aggregate.evolve(s, e as unknown as E), aggregate.initialState).companyId;

const KINDS: Record<string, Kind> = {
  user: { streamName: userAggregate.streamName, companyOf: companyFrom(userAggregate), superUserMay: true },
  vessel: {
    streamName: vesselAggregate.streamName,
    companyOf: companyFrom(vesselAggregate),
    superUserMay: true,
  },
  company: {
    streamName: companyAggregate.streamName,
    companyOf: (events) => (events[0]?.data as { companyId?: string } | undefined)?.companyId ?? null,
    superUserMay: false,
  },
};

/**
 * GET /History/{user|company|vessel}/{id}: the record's events in stream order (version, oldest
 * first; never by wall clock, which two events can share), with who and when, and the names of the
 * features, cargo units, companies and vessels they refer to.
 * Administrators read any record; super users the users and vessels of their company. Records
 * outside the caller's company answer 404; a record in it that the role may not read answers 403.
 */
const recordIdPath = pathParams({ id: uuidId("record id") });

const doc = apiDocs("History");

export function historyRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/History/:kind/:id",
    doc({
      summary: "The change history of a user, company or vessel (kind: user, company or vessel)",
      roles: ["SuperUser", "Administrator"],
      response: z.array(historyEntryAnswer),
    }),
    recordIdPath,
    async (c) => {
      const kind = entryOf(KINDS, c.req.param("kind").toLowerCase());
      if (!kind) throw new NotFoundError("There is no history of that kind. Use user, company or vessel.");
      const { actor } = c.get("session");
      const events = (await ctx.store.readStream(kind.streamName(c.req.param("id")))).sort(
        (a, b) => a.version - b.version,
      );
      if (events.length === 0) throw new NotFoundError("No history found.");
      checkAccess(actor, kind, kind.companyOf(events));
      const users = ctx.readModels.state("users");
      return c.json(
        events.map((e) => ({
          type: e.type,
          data: withReferenceNames(ctx, redact(e.data)),
          userId: e.metadata.userId,
          userName:
            e.metadata.userId === "system" ? "System" : (entryOf(users.nameById, e.metadata.userId) ?? ""),
          recordedAt: e.metadata.recordedAt,
          version: e.version,
        })),
      );
    },
  );

  return app;
}

function checkAccess(actor: Actor, kind: Kind, companyId: string | null): void {
  if (actor.role === "Administrator") return;
  if (companyId === null || companyId !== actor.companyId) throw new NotFoundError("No history found.");
  if (actor.role === "SuperUser" && kind.superUserMay) return;
  throw new ForbiddenError("You do not have permission to read this history.");
}
