import type { Aggregate } from "../shared/decider.js";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { DASHBOARD_MESSAGES, type Widget } from "./dashboard.js";
import { WIDGET_CONFIG_MESSAGES, type WidgetConfigSettings } from "./widgetConfigs.js";
import type { WidgetConfigKind } from "./widgetTypes.js";

/**
 * Dashboards and widget configurations as event streams (who changed what and when is the event's
 * metadata, as everywhere). Decisions are pure: the server resolves every reference in the caller's
 * scope first and passes what the rules need (whether the caller owns the record, who its colleagues
 * are, how many dashboards the owner has).
 */

export type DashboardCreated = DomainEvent<
  "DashboardCreated",
  { dashboardId: string; companyId: string; ownerId: string; name: string; widgets: Widget[] }
>;
export type DashboardRenamed = DomainEvent<"DashboardRenamed", { dashboardId: string; name: string }>;
export type DashboardWidgetAdded = DomainEvent<
  "DashboardWidgetAdded",
  { dashboardId: string; widget: Widget }
>;
export type DashboardWidgetUpdated = DomainEvent<
  "DashboardWidgetUpdated",
  { dashboardId: string; widget: Widget }
>;
export type DashboardWidgetRemoved = DomainEvent<
  "DashboardWidgetRemoved",
  { dashboardId: string; widgetId: string }
>;
export type DashboardShared = DomainEvent<"DashboardShared", { dashboardId: string; userId: string }>;
export type DashboardUnshared = DomainEvent<"DashboardUnshared", { dashboardId: string; userId: string }>;
export type DashboardDeleted = DomainEvent<"DashboardDeleted", { dashboardId: string }>;
/** The owner's order of their dashboards (stream per user). */
export type DashboardsReordered = DomainEvent<
  "DashboardsReordered",
  { userId: string; dashboardIds: string[] }
>;

export type DashboardEvent =
  | DashboardCreated
  | DashboardRenamed
  | DashboardWidgetAdded
  | DashboardWidgetUpdated
  | DashboardWidgetRemoved
  | DashboardShared
  | DashboardUnshared
  | DashboardDeleted;

export type WidgetConfigCreated = DomainEvent<
  "WidgetConfigCreated",
  { configId: string; companyId: string; ownerId: string; settings: WidgetConfigSettings }
>;
export type WidgetConfigUpdated = DomainEvent<
  "WidgetConfigUpdated",
  { configId: string; settings: WidgetConfigSettings }
>;
export type WidgetConfigDeleted = DomainEvent<"WidgetConfigDeleted", { configId: string }>;
export type WidgetConfigEvent = WidgetConfigCreated | WidgetConfigUpdated | WidgetConfigDeleted;

export type DashboardAreaEvent = DashboardEvent | DashboardsReordered | WidgetConfigEvent;

export interface DashboardState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  companyId: string | null;
  name: string;
  widgets: Widget[];
  sharedWith: string[];
}

export const dashboardAggregate: Aggregate<DashboardState, DashboardEvent> = {
  streamName: (dashboardId) => `dashboard-${dashboardId}`,
  initialState: {
    exists: false,
    deleted: false,
    ownerId: null,
    companyId: null,
    name: "",
    widgets: [],
    sharedWith: [],
  },
  evolve(state, event) {
    switch (event.type) {
      case "DashboardCreated":
        return {
          ...state,
          exists: true,
          ownerId: event.data.ownerId,
          companyId: event.data.companyId,
          name: event.data.name,
          widgets: event.data.widgets,
        };
      case "DashboardRenamed":
        return { ...state, name: event.data.name };
      case "DashboardWidgetAdded":
        return { ...state, widgets: [...state.widgets, event.data.widget] };
      case "DashboardWidgetUpdated":
        return {
          ...state,
          widgets: state.widgets.map((w) => (w.id === event.data.widget.id ? event.data.widget : w)),
        };
      case "DashboardWidgetRemoved":
        return { ...state, widgets: state.widgets.filter((w) => w.id !== event.data.widgetId) };
      case "DashboardShared":
        return { ...state, sharedWith: [...state.sharedWith, event.data.userId] };
      case "DashboardUnshared":
        return { ...state, sharedWith: state.sharedWith.filter((id) => id !== event.data.userId) };
      case "DashboardDeleted":
        return { ...state, deleted: true };
    }
  },
};

export const dashboardOrderAggregate: Aggregate<{ dashboardIds: string[] }, DashboardsReordered> = {
  streamName: (userId) => `dashboardorder-${userId}`,
  initialState: { dashboardIds: [] },
  evolve: (_state, event) => ({ dashboardIds: event.data.dashboardIds }),
};

/** Who asks, as the rules need it: the caller's id and whether a user id is a colleague (same company, not the caller). */
export interface DashboardActor {
  userId: string;
  companyId: string;
}

/** The live dashboard the actor may change: 404 when gone or of another company, 403 when only shared with them. */
function owned(state: DashboardState, dashboardId: string, actor: DashboardActor): DashboardState {
  if (!state.exists || state.deleted || state.companyId !== actor.companyId) {
    throw new NotFoundError(DASHBOARD_MESSAGES.notFound(dashboardId));
  }
  if (state.ownerId !== actor.userId) {
    if (state.sharedWith.includes(actor.userId)) throw new ForbiddenError(DASHBOARD_MESSAGES.notOwner);
    throw new NotFoundError(DASHBOARD_MESSAGES.notFound(dashboardId));
  }
  return state;
}

const maps = (widgets: readonly Widget[]) => widgets.filter((w) => w.type === "MapWidget").length;

function checkWidgets(widgets: readonly Widget[]): void {
  if (new Set(widgets.map((w) => w.id)).size !== widgets.length) {
    throw new ValidationError(DASHBOARD_MESSAGES.duplicateWidget);
  }
  if (maps(widgets) > 1) throw new ValidationError(DASHBOARD_MESSAGES.onlyOneMap);
}

function checkSharing(
  userIds: readonly string[],
  actor: DashboardActor,
  isColleague: (userId: string) => boolean,
) {
  for (const userId of userIds) {
    if (userId === actor.userId) throw new ValidationError(DASHBOARD_MESSAGES.shareSelf);
    if (!isColleague(userId)) throw new ValidationError(DASHBOARD_MESSAGES.shareNotColleague);
  }
}

export function createDashboard(
  state: DashboardState,
  command: { dashboardId: string; actor: DashboardActor; name: string; widgets: Widget[] },
): DashboardEvent[] {
  if (state.exists) throw new ConflictError(DASHBOARD_MESSAGES.exists);
  checkWidgets(command.widgets);
  return [
    {
      type: "DashboardCreated",
      data: {
        dashboardId: command.dashboardId,
        companyId: command.actor.companyId,
        ownerId: command.actor.userId,
        name: command.name,
        widgets: command.widgets,
      },
    },
  ];
}

const sameWidget = (a: Widget, b: Widget) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PUT /Dashboard: the owner's full dashboard. Widgets missing from it are removed, new ones added,
 * changed ones updated (layout included); the name and the colleagues it is shared with follow.
 */
export function updateDashboard(
  state: DashboardState,
  command: {
    dashboardId: string;
    actor: DashboardActor;
    name: string;
    widgets: Widget[];
    userIdsSharedWith: string[];
    isColleague: (userId: string) => boolean;
  },
): DashboardEvent[] {
  const current = owned(state, command.dashboardId, command.actor);
  checkWidgets(command.widgets);
  const added = command.userIdsSharedWith.filter((id) => !current.sharedWith.includes(id));
  checkSharing(added, command.actor, command.isColleague);
  const dashboardId = command.dashboardId;
  const events: DashboardEvent[] = [];
  if (command.name !== current.name)
    events.push({ type: "DashboardRenamed", data: { dashboardId, name: command.name } });
  const wanted = new Map(command.widgets.map((w) => [w.id, w]));
  for (const w of current.widgets) {
    if (!wanted.has(w.id))
      events.push({ type: "DashboardWidgetRemoved", data: { dashboardId, widgetId: w.id } });
  }
  const existing = new Map(current.widgets.map((w) => [w.id, w]));
  for (const w of command.widgets) {
    const before = existing.get(w.id);
    if (!before) events.push({ type: "DashboardWidgetAdded", data: { dashboardId, widget: w } });
    else if (!sameWidget(before, w))
      events.push({ type: "DashboardWidgetUpdated", data: { dashboardId, widget: w } });
  }
  for (const userId of current.sharedWith) {
    if (!command.userIdsSharedWith.includes(userId))
      events.push({ type: "DashboardUnshared", data: { dashboardId, userId } });
  }
  for (const userId of added) events.push({ type: "DashboardShared", data: { dashboardId, userId } });
  return events;
}

export function addWidget(
  state: DashboardState,
  command: { dashboardId: string; actor: DashboardActor; widget: Widget; maxWidgets: number },
): DashboardEvent[] {
  const current = owned(state, command.dashboardId, command.actor);
  if (current.widgets.some((w) => w.id === command.widget.id))
    throw new ConflictError(DASHBOARD_MESSAGES.widgetExists);
  if (current.widgets.length >= command.maxWidgets)
    throw new ValidationError(DASHBOARD_MESSAGES.tooManyWidgets);
  if (command.widget.type === "MapWidget" && maps(current.widgets) > 0) {
    throw new ValidationError(DASHBOARD_MESSAGES.onlyOneMap);
  }
  return [
    { type: "DashboardWidgetAdded", data: { dashboardId: command.dashboardId, widget: command.widget } },
  ];
}

export function updateWidget(
  state: DashboardState,
  command: { dashboardId: string; actor: DashboardActor; widget: Widget },
): DashboardEvent[] {
  const current = owned(state, command.dashboardId, command.actor);
  const before = current.widgets.find((w) => w.id === command.widget.id);
  if (!before) throw new NotFoundError(DASHBOARD_MESSAGES.widgetToUpdateNotFound);
  if (
    command.widget.type === "MapWidget" &&
    current.widgets.some((w) => w.type === "MapWidget" && w.id !== before.id)
  ) {
    throw new ValidationError(DASHBOARD_MESSAGES.onlyOneMap);
  }
  if (sameWidget(before, command.widget)) return [];
  return [
    { type: "DashboardWidgetUpdated", data: { dashboardId: command.dashboardId, widget: command.widget } },
  ];
}

export function removeWidget(
  state: DashboardState,
  command: { dashboardId: string; actor: DashboardActor; widgetId: string },
): DashboardEvent[] {
  const current = owned(state, command.dashboardId, command.actor);
  if (!current.widgets.some((w) => w.id === command.widgetId)) {
    throw new NotFoundError(DASHBOARD_MESSAGES.widgetToDeleteNotFound);
  }
  return [
    {
      type: "DashboardWidgetRemoved",
      data: { dashboardId: command.dashboardId, widgetId: command.widgetId },
    },
  ];
}

/** The only remaining dashboard of its owner cannot be deleted (spec 3 §4). */
export function deleteDashboard(
  state: DashboardState,
  command: { dashboardId: string; actor: DashboardActor; ownedCount: number },
): DashboardEvent[] {
  owned(state, command.dashboardId, command.actor);
  if (command.ownedCount <= 1) throw new ValidationError(DASHBOARD_MESSAGES.lastDashboard);
  return [{ type: "DashboardDeleted", data: { dashboardId: command.dashboardId } }];
}

/** The owner's order: exactly their own dashboards, each once. */
export function reorderDashboards(
  state: { dashboardIds: string[] },
  command: { userId: string; dashboardIds: string[]; ownedIds: readonly string[] },
): DashboardsReordered[] {
  const wanted = new Set(command.dashboardIds);
  const own = new Set(command.ownedIds);
  if (
    wanted.size !== command.dashboardIds.length ||
    wanted.size !== own.size ||
    command.dashboardIds.some((id) => !own.has(id))
  ) {
    throw new ValidationError(DASHBOARD_MESSAGES.sequenceIds);
  }
  if (JSON.stringify(state.dashboardIds) === JSON.stringify(command.dashboardIds)) return [];
  return [
    { type: "DashboardsReordered", data: { userId: command.userId, dashboardIds: command.dashboardIds } },
  ];
}

export interface WidgetConfigState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  companyId: string | null;
  kind: WidgetConfigKind | null;
}

export const widgetConfigAggregate: Aggregate<WidgetConfigState, WidgetConfigEvent> = {
  streamName: (configId) => `widgetconfig-${configId}`,
  initialState: { exists: false, deleted: false, ownerId: null, companyId: null, kind: null },
  evolve(state, event) {
    switch (event.type) {
      case "WidgetConfigCreated":
        return {
          exists: true,
          deleted: false,
          ownerId: event.data.ownerId,
          companyId: event.data.companyId,
          kind: event.data.settings.kind,
        };
      case "WidgetConfigUpdated":
        return state;
      case "WidgetConfigDeleted":
        return { ...state, deleted: true };
    }
  },
};

/** A configuration the actor owns, of the kind the path names: 404 otherwise, 403 for a viewer who only sees it. */
function ownedConfig(
  state: WidgetConfigState,
  command: { actor: DashboardActor; kind: WidgetConfigKind; viewable: boolean },
): WidgetConfigState {
  if (
    !state.exists ||
    state.deleted ||
    state.kind !== command.kind ||
    state.companyId !== command.actor.companyId
  ) {
    throw new NotFoundError(WIDGET_CONFIG_MESSAGES.notFound);
  }
  if (state.ownerId !== command.actor.userId) {
    if (command.viewable) throw new ForbiddenError(WIDGET_CONFIG_MESSAGES.notOwner);
    throw new NotFoundError(WIDGET_CONFIG_MESSAGES.notFound);
  }
  return state;
}

export function createWidgetConfig(
  state: WidgetConfigState,
  command: { configId: string; actor: DashboardActor; settings: WidgetConfigSettings },
): WidgetConfigEvent[] {
  if (state.exists) throw new ConflictError("A widget configuration with that id already exists.");
  return [
    {
      type: "WidgetConfigCreated",
      data: {
        configId: command.configId,
        companyId: command.actor.companyId,
        ownerId: command.actor.userId,
        settings: command.settings,
      },
    },
  ];
}

export function updateWidgetConfig(
  state: WidgetConfigState,
  command: { configId: string; actor: DashboardActor; settings: WidgetConfigSettings; viewable: boolean },
): WidgetConfigEvent[] {
  ownedConfig(state, { ...command, kind: command.settings.kind });
  return [{ type: "WidgetConfigUpdated", data: { configId: command.configId, settings: command.settings } }];
}

export function deleteWidgetConfig(
  state: WidgetConfigState,
  command: { configId: string; actor: DashboardActor; kind: WidgetConfigKind; viewable: boolean },
): WidgetConfigEvent[] {
  ownedConfig(state, command);
  return [{ type: "WidgetConfigDeleted", data: { configId: command.configId } }];
}
