import { randomUUID } from "node:crypto";
import {
  type CreateDashboardRequest,
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  type DashboardView,
  nextDashboardName,
  type UpdateDashboardRequest,
  type Widget,
} from "../../../domain/dashboards/dashboard.js";
import {
  addWidget,
  createDashboard,
  createWidgetConfig,
  type DashboardActor,
  dashboardAggregate,
  dashboardOrderAggregate,
  deleteDashboard,
  deleteWidgetConfig,
  removeWidget,
  reorderDashboards,
  updateDashboard,
  updateWidget,
  updateWidgetConfig,
  widgetConfigAggregate,
} from "../../../domain/dashboards/decisions.js";
import { isAccumulatedCalculation, TIME_SPAN_MESSAGES } from "../../../domain/dashboards/timeSpan.js";
import {
  type CONFIG_REQUEST_SCHEMAS,
  type Column,
  WIDGET_CONFIG_LIMITS,
  WIDGET_CONFIG_MESSAGES,
  type WidgetConfigSettings,
} from "../../../domain/dashboards/widgetConfigs.js";
import { type WidgetConfigKind, widgetTypeInfo } from "../../../domain/dashboards/widgetTypes.js";
import { isAccumulatedUnit } from "../../../domain/logdata/units.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { entryOf } from "../../../domain/shared/records.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import { metadataOf } from "../../http/session.js";
import { colleaguesOf, dashboardReach, dashboardViews } from "./views.js";

/** The caller as the dashboard rules see it: a user acting for a company (none: nothing is in reach). */
function actorOf(ctx: AppContext, session: Session): DashboardActor {
  const companyId = requestScope(ctx, session.actor).companyId();
  return { userId: session.user.id, companyId };
}

function viewOf(ctx: AppContext, session: Session, dashboardId: string): DashboardView {
  const views = dashboardViews(ctx, session.actor);
  const view = views.find((d) => d.id === dashboardId);
  if (!view) throw new NotFoundError(DASHBOARD_MESSAGES.notFound(dashboardId));
  return view;
}

/**
 * A widget's configId must name a configuration of its type's kind that the caller owns (400 Could not
 * find config otherwise); types without configuration keep none.
 */
function resolveWidgets(ctx: AppContext, session: Session, widgets: readonly Widget[]): Widget[] {
  const reach = dashboardReach(ctx, session.actor);
  const configs = ctx.readModels.state("dashboards").configs;
  return widgets.map((w) => {
    const info = widgetTypeInfo(w.type);
    if (!info.usingConfig || w.configId === null)
      return { ...w, configId: info.usingConfig ? w.configId : null };
    const config = entryOf(configs, w.configId);
    if (!config || config.settings.kind !== info.configKind || !reach.owns(config)) {
      throw new ValidationError(DASHBOARD_MESSAGES.configNotFound);
    }
    return { ...w, name: w.name || info.defaultName };
  });
}

/** Before resolving a body: 404 when the caller does not see the dashboard, 403 when it is only shared with them. */
function refuseViewer(ctx: AppContext, session: Session, dashboardId: string): void {
  const reach = dashboardReach(ctx, session.actor);
  const d = reach.dashboard(dashboardId);
  if (!d) throw new NotFoundError(DASHBOARD_MESSAGES.notFound(dashboardId));
  if (!reach.owns(d)) throw new ForbiddenError(DASHBOARD_MESSAGES.notOwner);
}

const named = (widgets: Widget[]): Widget[] =>
  widgets.map((w) => (w.name ? w : { ...w, name: widgetTypeInfo(w.type).defaultName }));

export async function createDashboardCommand(
  ctx: AppContext,
  session: Session,
  request: CreateDashboardRequest,
): Promise<DashboardView> {
  const actor = actorOf(ctx, session);
  const reach = dashboardReach(ctx, session.actor);
  const ownedCount = reach.dashboards().filter(reach.owns).length;
  if (ownedCount >= DASHBOARD_LIMITS.dashboardsPerUser)
    throw new ValidationError(DASHBOARD_MESSAGES.tooManyDashboards);
  const dashboardId = request.id ?? randomUUID();
  const name = request.name ?? nextDashboardName(ownedCount);
  const widgets = named(resolveWidgets(ctx, session, request.widgets));
  await execute(
    ctx,
    dashboardAggregate,
    dashboardId,
    (state) => createDashboard(state, { dashboardId, actor, name, widgets }),
    { metadata: metadataOf(session) },
  );
  return viewOf(ctx, session, dashboardId);
}

export async function updateDashboardCommand(
  ctx: AppContext,
  session: Session,
  request: UpdateDashboardRequest,
): Promise<DashboardView> {
  const actor = actorOf(ctx, session);
  refuseViewer(ctx, session, request.id);
  const colleagues = new Set(colleaguesOf(ctx, session.actor).map((u) => u.id));
  const widgets = named(resolveWidgets(ctx, session, request.widgets));
  await execute(
    ctx,
    dashboardAggregate,
    request.id,
    (state) =>
      updateDashboard(state, {
        dashboardId: request.id,
        actor,
        name: request.name,
        widgets,
        userIdsSharedWith: request.userIdsSharedWith,
        isColleague: (userId) => colleagues.has(userId),
      }),
    {
      metadata: metadataOf(session),
      ...(request.version !== undefined ? { expectedVersion: request.version } : {}),
    },
  );
  return viewOf(ctx, session, request.id);
}

/** Adds or updates one widget of a dashboard the caller owns, its configuration resolved in the caller's scope. */
async function widgetCommand(
  ctx: AppContext,
  session: Session,
  dashboardId: string,
  widget: Widget,
  decide: (
    state: Parameters<typeof addWidget>[0],
    actor: DashboardActor,
    resolved: Widget,
  ) => ReturnType<typeof addWidget>,
): Promise<DashboardView> {
  const actor = actorOf(ctx, session);
  refuseViewer(ctx, session, dashboardId);
  const [resolved] = named(resolveWidgets(ctx, session, [widget]));
  await execute(ctx, dashboardAggregate, dashboardId, (state) => decide(state, actor, resolved!), {
    metadata: metadataOf(session),
  });
  return viewOf(ctx, session, dashboardId);
}

export const addWidgetCommand = (ctx: AppContext, session: Session, dashboardId: string, widget: Widget) =>
  widgetCommand(ctx, session, dashboardId, widget, (state, actor, resolved) =>
    addWidget(state, { dashboardId, actor, widget: resolved, maxWidgets: DASHBOARD_LIMITS.widgets }),
  );

export const updateWidgetCommand = (ctx: AppContext, session: Session, dashboardId: string, widget: Widget) =>
  widgetCommand(ctx, session, dashboardId, widget, (state, actor, resolved) =>
    updateWidget(state, { dashboardId, actor, widget: resolved }),
  );

export async function removeWidgetCommand(
  ctx: AppContext,
  session: Session,
  dashboardId: string,
  widgetId: string,
): Promise<DashboardView> {
  const actor = actorOf(ctx, session);
  await execute(
    ctx,
    dashboardAggregate,
    dashboardId,
    (state) => removeWidget(state, { dashboardId, actor, widgetId }),
    {
      metadata: metadataOf(session),
    },
  );
  return viewOf(ctx, session, dashboardId);
}

/**
 * Deletes a dashboard and the owner's configurations of its widgets that no other dashboard of theirs
 * uses (the confirmation says its widgets are deleted too).
 */
export async function deleteDashboardCommand(
  ctx: AppContext,
  session: Session,
  dashboardId: string,
): Promise<void> {
  const actor = actorOf(ctx, session);
  const reach = dashboardReach(ctx, session.actor);
  const own = reach.dashboards().filter(reach.owns);
  const metadata = metadataOf(session);
  await execute(
    ctx,
    dashboardAggregate,
    dashboardId,
    (state) => deleteDashboard(state, { dashboardId, actor, ownedCount: own.length }),
    { metadata },
  );
  const deleted = own.find((d) => d.id === dashboardId);
  const stillUsed = new Set(
    own.filter((d) => d.id !== dashboardId).flatMap((d) => d.widgets.map((w) => w.configId)),
  );
  const configs = ctx.readModels.state("dashboards").configs;
  for (const widget of deleted?.widgets ?? []) {
    const config = widget.configId ? entryOf(configs, widget.configId) : undefined;
    if (!config || stillUsed.has(config.id) || !reach.owns(config)) continue;
    await execute(
      ctx,
      widgetConfigAggregate,
      config.id,
      (state) =>
        state.deleted
          ? []
          : deleteWidgetConfig(state, {
              configId: config.id,
              actor,
              kind: config.settings.kind,
              viewable: false,
            }),
      { metadata },
    );
  }
}

export async function reorderDashboardsCommand(
  ctx: AppContext,
  session: Session,
  dashboardIds: string[],
): Promise<DashboardView[]> {
  actorOf(ctx, session);
  const reach = dashboardReach(ctx, session.actor);
  const ownedIds = reach
    .dashboards()
    .filter(reach.owns)
    .map((d) => d.id);
  const userId = session.user.id;
  await execute(
    ctx,
    dashboardOrderAggregate,
    userId,
    (state) => reorderDashboards(state, { userId, dashboardIds, ownedIds }),
    { metadata: metadataOf(session) },
  );
  return dashboardViews(ctx, session.actor);
}

type ConfigRequest<K extends WidgetConfigKind> = ReturnType<(typeof CONFIG_REQUEST_SCHEMAS)[K]["parse"]>;

/**
 * A configuration request with every reference resolved in the caller's scope: vessels it sees, log
 * variables of vessels it sees (404 otherwise), each variable's own unit kept, and the accumulated-unit
 * rule applied to every column.
 */
async function resolveSettings<K extends WidgetConfigKind>(
  ctx: AppContext,
  session: Session,
  kind: K,
  request: ConfigRequest<K>,
): Promise<WidgetConfigSettings> {
  const scope = requestScope(ctx, session.actor);
  const vessels = request.vessels.map((v) => ({ id: scope.vessel(v.id).id }));
  if (kind !== "TableWidgetConfiguration") {
    const r = request as ConfigRequest<"CiiWidgetConfigs">;
    return kind === "CiiWidgetConfigs"
      ? { kind, vessels, ytd: r.ytd, showTable: r.showTable }
      : ({ kind, vessels } as WidgetConfigSettings);
  }
  const r = request as ConfigRequest<"TableWidgetConfiguration">;
  const ids = [...new Set(r.columns.flatMap((c) => c.logVariables.map((v) => v.id)))];
  const variables = new Map((ids.length > 0 ? await scope.logVariables(ids) : []).map((v) => [v.id, v]));
  const columns: Column[] = r.columns.map((c) => ({
    ...c,
    logVariables: c.logVariables.map((lv) => ({ id: lv.id, unitCaption: variables.get(lv.id)!.unit })),
  }));
  if (
    columns.some(
      (c) => isAccumulatedCalculation(c) && c.logVariables.some((v) => !isAccumulatedUnit(v.unitCaption)),
    )
  ) {
    throw new ValidationError(TIME_SPAN_MESSAGES.accumulatedUnit([r.configurationName]));
  }
  return { kind, displayType: r.displayType, configurationName: r.configurationName, vessels, columns };
}

export async function createConfigCommand<K extends WidgetConfigKind>(
  ctx: AppContext,
  session: Session,
  kind: K,
  request: ConfigRequest<K>,
): Promise<string> {
  const actor = actorOf(ctx, session);
  const owned = Object.values(ctx.readModels.state("dashboards").configs).filter(
    (c) => c.ownerId === actor.userId,
  ).length;
  if (owned >= WIDGET_CONFIG_LIMITS.configsPerUser)
    throw new ValidationError(WIDGET_CONFIG_MESSAGES.tooManyConfigs);
  const settings = await resolveSettings(ctx, session, kind, request);
  const configId = randomUUID();
  await execute(
    ctx,
    widgetConfigAggregate,
    configId,
    (state) => createWidgetConfig(state, { configId, actor, settings }),
    {
      metadata: metadataOf(session),
    },
  );
  return configId;
}

/** 404 when the caller does not see the configuration, 403 when it sees it only through a shared dashboard. */
function ownedConfigOrRefuse(
  ctx: AppContext,
  session: Session,
  kind: WidgetConfigKind,
  configId: string,
): boolean {
  const reach = dashboardReach(ctx, session.actor);
  const record = reach.config(configId, kind);
  if (!record) throw new NotFoundError(WIDGET_CONFIG_MESSAGES.notFound);
  if (!reach.owns(record)) throw new ForbiddenError(WIDGET_CONFIG_MESSAGES.notOwner);
  return true;
}

export async function updateConfigCommand<K extends WidgetConfigKind>(
  ctx: AppContext,
  session: Session,
  kind: K,
  configId: string,
  request: ConfigRequest<K>,
): Promise<void> {
  const actor = actorOf(ctx, session);
  const viewable = ownedConfigOrRefuse(ctx, session, kind, configId);
  const settings = await resolveSettings(ctx, session, kind, request);
  await execute(
    ctx,
    widgetConfigAggregate,
    configId,
    (state) => updateWidgetConfig(state, { configId, actor, settings, viewable }),
    { metadata: metadataOf(session) },
  );
}

export async function deleteConfigCommand(
  ctx: AppContext,
  session: Session,
  kind: WidgetConfigKind,
  configId: string,
): Promise<void> {
  const actor = actorOf(ctx, session);
  const viewable = ownedConfigOrRefuse(ctx, session, kind, configId);
  await execute(
    ctx,
    widgetConfigAggregate,
    configId,
    (state) => deleteWidgetConfig(state, { configId, actor, kind, viewable }),
    { metadata: metadataOf(session) },
  );
}
