import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  iso19030EventAnswer,
  performanceIndicatorsAnswer,
  triggerValueAnswer,
} from "../../../domain/hullPerformance/answers.js";
import { indicatorsAnswerOf } from "../../../domain/hullPerformance/diagnosticsAnswers.js";
import {
  changeIso19030Event,
  deleteIso19030Event,
  hullPerformanceAggregate,
  ISO19030_MESSAGES,
  iso19030EventPatch,
  iso19030EventRequest,
  recordIso19030Event,
  setTriggerValue,
  triggerValueRequest,
} from "../../../domain/hullPerformance/events.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { indicatorsOf } from "../../dailyPerformance/hullFigures.js";
import { triggerValueOf } from "../../dailyPerformance/hullReads.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { HULL_MESSAGES, ISO19030_FEATURE, referenceOf, vesselWith } from "./access.js";
import { iso19030EventOf, iso19030EventsOf } from "./iso19030Views.js";

const doc = apiDocs("Hull performance");
const WRITERS = ["User", "SuperUser", "Administrator"] as const;

type Ctx = Context<AppEnv>;

const ISO19030 = ISO19030_FEATURE;
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });
const eventIdPath = pathParams({ id: uuidId("event id") });

/**
 * ISO 19030 (spec 3 §7 "Fouling and ISO 19030"; docs/fouling.md): the hull events, the maintenance trigger
 * value and the performance indicators. Every call names a vessel the caller sees (404 otherwise) that has
 * the ISO19030 feature (403 otherwise, with the feature-not-available message).
 */
export function iso19030Routes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole(...WRITERS);
  const isoVessel = (c: Ctx, id: string) => vesselWith(ctx, c, id, ISO19030, HULL_MESSAGES.isoNotActivated);

  const isoVessels = (c: Ctx) =>
    requestScope(ctx, c.get("session").actor)
      .vessels()
      .filter((v) => v.featureIds.includes(ISO19030));
  /** The event with this id on a vessel the caller sees with the ISO19030 feature, else 404. */
  const findEvent = (c: Ctx, id: string) => {
    for (const vessel of isoVessels(c)) {
      const dto = iso19030EventOf(ctx, vessel.id, id);
      if (dto) return { vessel, dto };
    }
    throw new NotFoundError(ISO19030_MESSAGES.notFound);
  };
  const listOf = (vesselId: string) => iso19030EventsOf(ctx, vesselId);

  app.get(
    "/Iso19030Events",
    doc({
      summary: "List the ISO 19030 events of every vessel the caller sees",
      roles: LOG_DATA_READERS,
      response: z.array(iso19030EventAnswer),
    }),
    readers,
    (c) => c.json(isoVessels(c).flatMap((v) => listOf(v.id))),
  );

  app.get(
    "/Iso19030Events/Vessel/:vesselId",
    doc({
      summary: "List a vessel's ISO 19030 events",
      roles: LOG_DATA_READERS,
      response: z.array(iso19030EventAnswer),
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      return c.json(listOf(vessel.id));
    },
  );

  app.get(
    "/Iso19030Events/:id",
    doc({ summary: "One ISO 19030 event", roles: LOG_DATA_READERS, response: iso19030EventAnswer }),
    readers,
    eventIdPath,
    (c) => c.json(findEvent(c, c.req.param("id")).dto),
  );

  app.post(
    "/Iso19030Events",
    doc({
      summary: "Record an ISO 19030 event (docking, hull cleaning, …)",
      body: iso19030EventRequest,
      status: 201,
      roles: WRITERS,
      response: iso19030EventAnswer,
    }),
    writers,
    async (c) => {
      const body = await parseBody(c, iso19030EventRequest);
      const vessel = isoVessel(c, body.vesselId);
      const eventId = randomUUID();
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) =>
          recordIso19030Event(s, {
            vesselId: vessel.id,
            eventId,
            fields: {
              eventType: body.eventType,
              startTime: body.startTime,
              endTime: body.endTime ?? body.startTime,
              description: body.description,
            },
          }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json(iso19030EventOf(ctx, vessel.id, eventId), 201);
    },
  );

  app.patch(
    "/Iso19030Events/:id",
    doc({
      summary: "Change an ISO 19030 event",
      body: iso19030EventPatch,
      roles: WRITERS,
      response: iso19030EventAnswer,
    }),
    writers,
    eventIdPath,
    async (c) => {
      const { vessel, dto } = findEvent(c, c.req.param("id"));
      const changes = await parseBody(c, iso19030EventPatch);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => changeIso19030Event(s, { vesselId: vessel.id, eventId: dto.id, changes }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json(iso19030EventOf(ctx, vessel.id, dto.id));
    },
  );

  app.delete(
    "/Iso19030Events/:id",
    doc({ summary: "Delete an ISO 19030 event", status: 204, roles: WRITERS }),
    writers,
    eventIdPath,
    async (c) => {
      const { vessel, dto } = findEvent(c, c.req.param("id"));
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => deleteIso19030Event(s, { vesselId: vessel.id, eventId: dto.id }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.body(null, 204);
    },
  );

  // Trigger value and indicators.
  const triggerOf = (vesselId: string) => triggerValueOf(ctx, vesselId);

  app.get(
    "/Iso19030/TriggerValue/:vesselId",
    doc({
      summary: "A vessel's ISO 19030 maintenance trigger value",
      roles: LOG_DATA_READERS,
      response: triggerValueAnswer,
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      return c.json({ vesselId: vessel.id, triggerValue: triggerOf(vessel.id) });
    },
  );

  app.post(
    "/Iso19030/TriggerValue/:vesselId",
    doc({
      summary: "Set or clear a vessel's ISO 19030 maintenance trigger value",
      body: triggerValueRequest,
      roles: WRITERS,
      response: triggerValueAnswer,
    }),
    writers,
    vesselIdPath,
    async (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      let body: unknown;
      try {
        body = JSON.parse((await c.req.text()) || "null");
      } catch {
        throw new ValidationError(ISO19030_MESSAGES.triggerValue);
      }
      const { triggerValue } = parseValue(body, triggerValueRequest);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => setTriggerValue(s, { vesselId: vessel.id, triggerValue }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, triggerValue: triggerOf(vessel.id) });
    },
  );

  app.get(
    "/Iso19030/PerformanceIndicators/:vesselId",
    doc({
      summary: "A vessel's ISO 19030 performance indicators",
      roles: LOG_DATA_READERS,
      response: performanceIndicatorsAnswer,
    }),
    readers,
    vesselIdPath,
    async (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      const triggerValue = triggerOf(vessel.id);
      const indicators = await indicatorsOf(
        ctx,
        vessel,
        referenceOf(ctx, vessel),
        ctx.now().getTime(),
        triggerValue,
      );
      return c.json(indicatorsAnswerOf(vessel.id, triggerValue, indicators));
    },
  );

  return app;
}
