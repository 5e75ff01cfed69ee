import { type Context, Hono } from "hono";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import type { AnyStoredEvent } from "../../../domain/shared/events.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
  voyageLogStream,
} from "../../../domain/voyageLog/voyageLog.js";
import type { VoyageAuditEntryDto } from "../../../domain/voyages/dto.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import { voyageEventIds, voyageView } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { voyageAccess } from "../voyages/voyageAccess.js";

/** Whether a stored event concerns a voyage: it names the voyage's departure or one of its events. */
function concernsVoyage(event: AnyStoredEvent, departureId: string, eventIds: ReadonlySet<string>): boolean {
  const data = (event.data ?? {}) as Record<string, unknown>;
  return (
    data.departureId === departureId ||
    data.endsDepartureId === departureId ||
    (typeof data.vesselEventId === "string" && eventIds.has(data.vesselEventId))
  );
}

/**
 * Audit replay for auditors: every domain event of a voyage with who and when, and the voyage as it stood
 * at a moment — the vessel's stream up to that moment folded with the aggregate's own evolve.
 */
export function auditRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const access = voyageAccess(ctx);

  const voyageStream = async (c: Context<AppEnv>, departureId: string) => {
    const { vesselId, log } = access.vesselOfEvent(c, departureId, VOYAGE_MESSAGES.voyageNotFound);
    if (!voyageView(log, departureId, access.facts(vesselId)))
      throw new NotFoundError(VOYAGE_MESSAGES.voyageNotFound);
    return { vesselId, log, events: await ctx.store.readStream(voyageLogStream(vesselId)) };
  };

  app.get("/Audit/Voyages/:departureId/events", async (c) => {
    const departureId = c.req.param("departureId");
    const { log, events } = await voyageStream(c, departureId);
    const ids = new Set(voyageEventIds(log, departureId));
    // Events deleted since are no longer in the voyage: they are found by the departure they named.
    for (const e of events) {
      const data = e.data as Record<string, unknown>;
      if (data.departureId === departureId && typeof data.vesselEventId === "string")
        ids.add(data.vesselEventId);
    }
    const names = ctx.readModels.state("users").nameById;
    const entries: VoyageAuditEntryDto[] = events
      .filter((e) => concernsVoyage(e, departureId, ids))
      .map((e) => ({
        position: e.position,
        version: e.version,
        type: e.type,
        data: e.data,
        recordedAt: e.metadata.recordedAt,
        userId: e.metadata.userId,
        userName: names[e.metadata.userId] ?? (e.metadata.userId === "system" ? "System" : null),
      }));
    return c.json(entries);
  });

  app.get("/Audit/Voyages/:departureId", async (c) => {
    const departureId = c.req.param("departureId");
    const atText = c.req.query("at");
    const at = atText && /^\d{4}-\d{2}-\d{2}/.test(atText) ? Date.parse(atText) : Number.NaN;
    if (Number.isNaN(at))
      throw new ValidationError("'at' must be an ISO date and time, e.g. 2025-03-01T12:00:00Z.");
    const { vesselId, events } = await voyageStream(c, departureId);
    let state: VoyageLogState = { ...initialVoyageLogState, vesselId };
    for (const event of events) {
      if (Date.parse(event.metadata.recordedAt) > at) continue;
      state = evolveVoyageLog(state, event as unknown as VoyageLogEvent);
    }
    const dto = voyageView(state, departureId, access.facts(vesselId));
    if (!dto) throw new NotFoundError("The voyage did not exist at that time.");
    return c.json(dto);
  });

  return app;
}
