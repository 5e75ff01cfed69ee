import { type Context, Hono } from "hono";
import { z } from "zod";
import { CONFIG_ANSWERS, colleagueAnswer, dashboardAnswer } from "../../../domain/dashboards/answers.js";
import {
  createDashboardRequest,
  DASHBOARD_MESSAGES,
  dashboardSequenceRequest,
  updateDashboardRequest,
  widgetChangeRequest,
} from "../../../domain/dashboards/dashboard.js";
import { CONFIG_REQUEST_SCHEMAS, WIDGET_CONFIG_MESSAGES } from "../../../domain/dashboards/widgetConfigs.js";
import { WIDGET_CONFIG_KINDS, type WidgetConfigKind } from "../../../domain/dashboards/widgetTypes.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import {
  addWidgetCommand,
  createConfigCommand,
  createDashboardCommand,
  deleteConfigCommand,
  deleteDashboardCommand,
  removeWidgetCommand,
  reorderDashboardsCommand,
  updateConfigCommand,
  updateDashboardCommand,
  updateWidgetCommand,
} from "./commands.js";
import { colleaguesOf, configViews, dashboardReach, dashboardViews } from "./views.js";

const doc = apiDocs("Dashboards");

/** People who use dashboards (not API or partner users). */
export const DASHBOARD_USERS = ["User", "SuperUser", "Administrator"] as const;

const dashboardIdPath = pathParams({ id: uuidId("dashboard id") });
const widgetPath = pathParams({ id: uuidId("dashboard id"), widgetId: uuidId("widget id") });
const configIdPath = pathParams({ id: uuidId("config id") });
const bodyId = z.object({ id: uuidId("config id") });
const WIDGET_LABELS: Record<WidgetConfigKind, string> = {
  TableWidgetConfiguration: "table widget",
  PerformanceStatusWidgetConfiguration: "performance status widget",
  NotificationWidgets: "notification widget",
  CiiWidgetConfigs: "CII widget",
  FoulingOverviewWidget: "fouling overview widget",
};

/** Spec 3 §7 "Dashboards and widgets" (docs/dashboards.md). */
export function dashboardRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const users = requireRole(...DASHBOARD_USERS);

  app.get(
    "/Dashboard",
    doc({
      summary: "List the caller's dashboards and those shared with them",
      roles: DASHBOARD_USERS,
      response: z.array(dashboardAnswer),
    }),
    users,
    (c) => c.json(dashboardViews(ctx, c.get("session").actor)),
  );
  app.get(
    "/Dashboard/Colleagues",
    doc({
      summary: "List the colleagues a dashboard can be shared with",
      roles: DASHBOARD_USERS,
      response: z.array(colleagueAnswer),
    }),
    users,
    (c) => c.json(colleaguesOf(ctx, c.get("session").actor)),
  );
  app.post(
    "/Dashboard",
    doc({
      summary: "Create a dashboard",
      body: createDashboardRequest,
      status: 201,
      roles: DASHBOARD_USERS,
      response: dashboardAnswer,
    }),
    users,
    async (c) => {
      const request = await parseBody(c, createDashboardRequest);
      return c.json(await createDashboardCommand(ctx, c.get("session"), request), 201);
    },
  );
  app.put(
    "/Dashboard",
    doc({
      summary: "Update a dashboard (name, widgets, sharing)",
      body: updateDashboardRequest,
      roles: DASHBOARD_USERS,
      response: dashboardAnswer,
    }),
    users,
    async (c) => {
      const request = await parseBody(c, updateDashboardRequest);
      return c.json(await updateDashboardCommand(ctx, c.get("session"), request));
    },
  );
  app.put(
    "/Dashboard/Sequence",
    doc({
      summary: "Set the order of the caller's dashboards",
      body: dashboardSequenceRequest,
      roles: DASHBOARD_USERS,
      response: z.array(dashboardAnswer),
    }),
    users,
    async (c) => {
      const { ids } = await parseBody(c, dashboardSequenceRequest);
      return c.json(await reorderDashboardsCommand(ctx, c.get("session"), ids));
    },
  );
  app.get(
    "/Dashboard/:id",
    doc({ summary: "One dashboard", roles: DASHBOARD_USERS, response: dashboardAnswer }),
    users,
    dashboardIdPath,
    (c) => {
      const { id } = c.req.valid("param");
      const view = dashboardViews(ctx, c.get("session").actor).find((d) => d.id === id);
      if (!view) throw new NotFoundError(DASHBOARD_MESSAGES.notFound(id));
      return c.json(view);
    },
  );
  app.delete(
    "/Dashboard/:id",
    doc({ summary: "Delete a dashboard and its widgets", status: 204, roles: DASHBOARD_USERS }),
    users,
    dashboardIdPath,
    async (c) => {
      await deleteDashboardCommand(ctx, c.get("session"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  app.post(
    "/Dashboard/:id/Widgets",
    doc({
      summary: "Add a widget to a dashboard",
      body: widgetChangeRequest,
      status: 201,
      roles: DASHBOARD_USERS,
      response: dashboardAnswer,
    }),
    users,
    dashboardIdPath,
    async (c) => {
      const { widget } = await parseBody(c, widgetChangeRequest);
      return c.json(await addWidgetCommand(ctx, c.get("session"), c.req.valid("param").id, widget), 201);
    },
  );
  app.put(
    "/Dashboard/:id/Widgets/:widgetId",
    doc({
      summary: "Update a widget of a dashboard",
      body: widgetChangeRequest,
      roles: DASHBOARD_USERS,
      response: dashboardAnswer,
    }),
    users,
    widgetPath,
    async (c) => {
      const { id, widgetId } = c.req.valid("param");
      const { widget } = await parseBody(c, widgetChangeRequest);
      if (widget.id !== widgetId)
        throw new ValidationError("The widget id of the path and of the body differ.");
      return c.json(await updateWidgetCommand(ctx, c.get("session"), id, widget));
    },
  );
  app.delete(
    "/Dashboard/:id/Widgets/:widgetId",
    doc({ summary: "Remove a widget from a dashboard", roles: DASHBOARD_USERS, response: dashboardAnswer }),
    users,
    widgetPath,
    async (c) => {
      const { id, widgetId } = c.req.valid("param");
      return c.json(await removeWidgetCommand(ctx, c.get("session"), id, widgetId));
    },
  );

  for (const kind of WIDGET_CONFIG_KINDS) configRoutes(ctx, app, kind, users);
  return app;
}

function configRoutes(
  ctx: AppContext,
  app: Hono<AppEnv>,
  kind: WidgetConfigKind,
  users: ReturnType<typeof requireRole>,
) {
  const schema = CONFIG_REQUEST_SCHEMAS[kind];
  const answer: z.ZodType = CONFIG_ANSWERS[kind];
  /** PUT without the id in the path: described as one body, parsed in two (bodyId, then schema). */
  const schemaWithId = z.intersection(bodyId, schema);
  const label = WIDGET_LABELS[kind];
  const one = async (c: Context<AppEnv>, id: string) => {
    const actor = c.get("session").actor;
    const record = dashboardReach(ctx, actor).config(id, kind);
    if (!record) throw new NotFoundError(WIDGET_CONFIG_MESSAGES.notFound);
    const [view] = await configViews(ctx, actor, [record]);
    return view!;
  };
  app.get(
    `/${kind}`,
    doc({
      summary: `List the caller's ${label} configurations`,
      roles: DASHBOARD_USERS,
      response: z.array(answer),
    }),
    users,
    async (c) => {
      const actor = c.get("session").actor;
      return c.json(await configViews(ctx, actor, dashboardReach(ctx, actor).configs(kind)));
    },
  );
  app.get(
    `/${kind}/:id`,
    doc({ summary: `One ${label} configuration`, roles: DASHBOARD_USERS, response: answer }),
    users,
    configIdPath,
    async (c) => c.json(await one(c, c.req.valid("param").id)),
  );
  app.post(
    `/${kind}`,
    doc({
      summary: `Create a ${label} configuration`,
      body: schema,
      status: 201,
      roles: DASHBOARD_USERS,
      response: answer,
    }),
    users,
    async (c) => {
      const request = await parseBody(c, schema);
      const id = await createConfigCommand(ctx, c.get("session"), kind, request as never);
      return c.json(await one(c, id), 201);
    },
  );
  app.put(
    `/${kind}/:id`,
    doc({
      summary: `Replace a ${label} configuration`,
      body: schema,
      roles: DASHBOARD_USERS,
      response: answer,
    }),
    users,
    configIdPath,
    async (c) => {
      const { id } = c.req.valid("param");
      const request = await parseBody(c, schema);
      await updateConfigCommand(ctx, c.get("session"), kind, id, request as never);
      return c.json(await one(c, id));
    },
  );
  /** Spec 3 §7 also names PUT without the id in the path: the body's id. */
  app.put(
    `/${kind}`,
    doc({
      summary: `Replace a ${label} configuration named by the body's id`,
      body: schemaWithId,
      roles: DASHBOARD_USERS,
      response: answer,
    }),
    users,
    async (c) => {
      const body = await parseBody(c, z.unknown());
      const { id } = parseValue(body, bodyId);
      const request = parseValue(body, schema);
      await updateConfigCommand(ctx, c.get("session"), kind, id, request as never);
      return c.json(await one(c, id));
    },
  );
  app.delete(
    `/${kind}/:id`,
    doc({ summary: `Delete a ${label} configuration`, status: 204, roles: DASHBOARD_USERS }),
    users,
    configIdPath,
    async (c) => {
      await deleteConfigCommand(ctx, c.get("session"), kind, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
}
