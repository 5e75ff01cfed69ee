import { Hono } from "hono";
import { z } from "zod";
import {
  acknowledgedAnswer,
  channelAnswer,
  conditionAnswer,
  incidentAnswer,
  incidentPageAnswer,
} from "../../../domain/alerts/answers.js";
import { conditionRequest } from "../../../domain/alerts/conditions.js";
import { findIncidentsQuery, type IncidentPage } from "../../../domain/alerts/incidents.js";
import { optionalUuidId, uuidId } from "../../../domain/shared/ids.js";
import { byName } from "../../../domain/shared/text.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import {
  acknowledgeAllCommand,
  acknowledgeIncidentCommand,
  createConditionCommand,
  deleteChannelCommand,
  deleteConditionCommand,
  updateConditionCommand,
} from "./commands.js";
import { alertReach, channelViews, conditionTargets, conditionView, findIncidents } from "./views.js";

const incidentIdPath = pathParams({ id: uuidId("incident id") });
const conditionIdPath = pathParams({ id: uuidId("condition id") });
const channelIdPath = pathParams({ id: uuidId("channel id") });
const vesselQuery = z.object({ vesselId: optionalUuidId("vessel id") });
/** No body (acknowledge every incident the caller sees) or `{vesselId}` (that vessel's). */
const acknowledgeAllRequest = z
  .object({ vesselId: optionalUuidId("vessel id") }, { error: "Send no body, or an object with a vesselId." })
  .optional()
  .transform((body) => body?.vesselId ?? null);

const doc = apiDocs("Alerts");

/** Spec 3 §7: incidents, notification conditions and channels (docs/alerts.md). */
export function alertRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/Incidents/Find",
    doc({
      summary: "Find incidents the caller sees, newest first",
      query: findIncidentsQuery,
      response: incidentPageAnswer,
    }),
    async (c) => {
      const { actor } = c.get("session");
      const query = parseValue(c.req.query(), findIncidentsQuery);
      if (query.vesselId) requestScope(ctx, actor).vessel(query.vesselId);
      const page: IncidentPage = await findIncidents(ctx, alertReach(ctx, actor), query);
      return c.json(page);
    },
  );

  app.put(
    "/Incidents/:id",
    doc({ summary: "Acknowledge an incident", response: incidentAnswer }),
    incidentIdPath,
    async (c) => c.json(await acknowledgeIncidentCommand(ctx, c.get("session"), c.req.valid("param").id)),
  );

  app.post(
    "/Incidents",
    doc({
      summary: "Acknowledge every incident the caller sees, or one vessel's",
      body: acknowledgeAllRequest,
      response: acknowledgedAnswer,
    }),
    async (c) => {
      const vesselId = await parseBody(c, acknowledgeAllRequest);
      return c.json(await acknowledgeAllCommand(ctx, c.get("session"), vesselId));
    },
  );

  app.get(
    "/NotificationConditions/Find",
    doc({
      summary: "List notification conditions, optionally of one vessel",
      query: vesselQuery,
      response: z.array(conditionAnswer),
    }),
    async (c) => {
      const { actor } = c.get("session");
      const { vesselId } = parseValue(c.req.query(), vesselQuery);
      if (vesselId) requestScope(ctx, actor).vessel(vesselId);
      const reach = alertReach(ctx, actor);
      const conditions = Object.values(ctx.readModels.state("alerts").conditions)
        .filter((cond) => reach.seesCondition(cond))
        .filter((cond) => vesselId === null || conditionTargets(ctx, cond).includes(vesselId))
        .sort((a, b) => byName(a, b) || a.id.localeCompare(b.id));
      return c.json(await Promise.all(conditions.map((cond) => conditionView(ctx, cond, reach))));
    },
  );

  app.post(
    "/NotificationConditions",
    doc({
      summary: "Create a notification condition",
      body: conditionRequest,
      status: 201,
      response: conditionAnswer,
    }),
    async (c) => {
      const request = await parseBody(c, conditionRequest);
      return c.json(await createConditionCommand(ctx, c.get("session"), request), 201);
    },
  );

  app.put(
    "/NotificationConditions/:id",
    doc({ summary: "Replace a notification condition", body: conditionRequest, response: conditionAnswer }),
    conditionIdPath,
    async (c) => {
      const request = await parseBody(c, conditionRequest);
      return c.json(await updateConditionCommand(ctx, c.get("session"), c.req.valid("param").id, request));
    },
  );

  app.delete(
    "/NotificationConditions/:id",
    doc({ summary: "Delete a notification condition", status: 204 }),
    conditionIdPath,
    async (c) => {
      await deleteConditionCommand(ctx, c.get("session"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  app.get(
    "/NotificationChannels",
    doc({
      summary: "List the notification channels of the conditions the caller sees",
      response: z.array(channelAnswer),
    }),
    (c) => {
      const reach = alertReach(ctx, c.get("session").actor);
      return c.json(
        Object.values(ctx.readModels.state("alerts").conditions)
          .filter((cond) => reach.seesCondition(cond))
          .flatMap((cond) => channelViews(ctx, cond)),
      );
    },
  );

  app.delete(
    "/NotificationChannels/:id",
    doc({ summary: "Remove a notification channel", status: 204 }),
    channelIdPath,
    async (c) => {
      await deleteChannelCommand(ctx, c.get("session"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return app;
}
