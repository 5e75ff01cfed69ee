import { type Context, Hono } from "hono";
import { z } from "zod";
import { dateOrThrow } from "../../../domain/shared/dates.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { voyageReplayAnswer } from "../../../domain/voyageLog/replayDto.js";
import { type LogMoment, voyageAuditTrail, voyageLogAt } from "../../../domain/voyageLog/voyageAudit.js";
import { voyageLogStream } from "../../../domain/voyageLog/voyageLog.js";
import { type VoyageAuditEntryDto, voyageAuditEntryAnswer } from "../../../domain/voyages/dto.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import { voyageView } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { pathParams } from "../../http/validate.js";
import { toBuffer, XLSX_TYPE } from "../../shared/sheets.js";
import { voyageAccess } from "../voyages/voyageAccess.js";
import { recordedByName } from "./recordedBy.js";
import { trailCsv, trailWorkbook, voyageTrailOf } from "./trailFile.js";
import { voyageReplay } from "./voyageReplay.js";

/** Path parameters by their types (checked before the handler). */
const departureIdPath = pathParams({ departureId: uuidId("departure id") });

const doc = apiDocs("Audit");

const MOMENT_MESSAGE =
  "Give the moment as 'at', an ISO date and time (e.g. 2025-03-01T12:00:00Z), or as 'version', a stream version from the voyage's event list.";

/** `?version=` (exact: up to and including that event of the vessel's stream) or `?at=` (a time). */
function momentOf(c: Context<AppEnv>): LogMoment {
  const versionText = c.req.query("version");
  if (versionText !== undefined) {
    if (!/^\d{1,9}$/.test(versionText)) throw new ValidationError(MOMENT_MESSAGE);
    return { version: Number(versionText) };
  }
  const atText = c.req.query("at");
  if (atText === undefined) throw new ValidationError(MOMENT_MESSAGE);
  return { at: dateOrThrow(atText, "at", {}, (message) => new ValidationError(message)) };
}

/**
 * Audit replay for auditors: every domain event that changed a voyage, with who and when, and the
 * voyage as it stood at a moment — its events, fuel records and report figures, from the vessel's
 * stream up to that moment folded with the aggregate's own evolve.
 */
export function auditRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const access = voyageAccess(ctx);

  const voyageStream = async (c: Context<AppEnv>, departureId: string) => {
    const { vesselId, log } = await access.vesselOfEvent(c, departureId, VOYAGE_MESSAGES.voyageNotFound);
    if (!voyageView(log, departureId, access.facts(vesselId)))
      throw new NotFoundError(VOYAGE_MESSAGES.voyageNotFound);
    return { vesselId, events: await ctx.store.readStream(voyageLogStream(vesselId)) };
  };

  app.get(
    "/Audit/Voyages/:departureId/events",
    doc({
      summary: "Every event that changed a voyage, with who and when",
      response: z.array(voyageAuditEntryAnswer),
    }),
    departureIdPath,
    async (c) => {
      const departureId = c.req.param("departureId");
      const { vesselId, events } = await voyageStream(c, departureId);
      const entries: VoyageAuditEntryDto[] = voyageAuditTrail(events, vesselId, departureId).map((e) => ({
        position: e.position,
        version: e.version,
        type: e.type,
        data: e.data,
        recordedAt: e.metadata.recordedAt,
        userId: e.metadata.userId,
        userName: recordedByName(ctx, e.metadata.userId),
      }));
      return c.json(entries);
    },
  );

  app.get(
    "/Audit/Voyages/:departureId",
    doc({
      summary: "A voyage as it stood at a moment (at= a time, or version= a stream version)",
      queryParams: {
        at: "An ISO 8601 date and time.",
        version: "A stream version from the voyage's event list (instead of at).",
      },
      response: voyageReplayAnswer,
    }),
    departureIdPath,
    async (c) => {
      const departureId = c.req.param("departureId");
      const moment = momentOf(c);
      const { vesselId, events } = await voyageStream(c, departureId);
      const state = voyageLogAt(events, vesselId, moment);
      const dto = voyageReplay(ctx, state, departureId, access.facts(vesselId));
      if (!dto) throw new NotFoundError("The voyage did not exist at that time.");
      return c.json(dto);
    },
  );

  app.get(
    "/Audit/Voyages/:departureId/trail",
    doc({
      summary:
        "Export a voyage's trail: every change with who, when, before and after, and the figures at each confirmation",
      produces: ["xlsx", "csv"],
      queryParams: { format: "xlsx (default) or csv." },
    }),
    departureIdPath,
    async (c) => {
      const departureId = c.req.param("departureId");
      const format = (c.req.query("format") ?? "xlsx").toLowerCase();
      if (format !== "xlsx" && format !== "csv") throw new ValidationError("format must be xlsx or csv.");
      const { vesselId, events } = await voyageStream(c, departureId);
      const trail = voyageTrailOf(ctx, events, vesselId, departureId, access.facts(vesselId));
      const fileName = `Voyage_trail_${trail.voyageName.replace(/[^\w.-]+/g, "_")}.${format}`;
      if (format === "csv")
        return c.body(trailCsv(trail), 200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": attachment(fileName),
        });
      return c.body(new Uint8Array(await toBuffer(trailWorkbook(trail))), 200, {
        "content-type": XLSX_TYPE,
        "content-disposition": attachment(fileName),
      });
    },
  );

  return app;
}
