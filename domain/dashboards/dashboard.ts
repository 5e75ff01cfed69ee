import { z } from "zod";
import { optionalText } from "../shared/fields.js";
import { isUuid, uuidId } from "../shared/ids.js";
import { entryOf } from "../shared/records.js";
import type { colleagueAnswer, dashboardAnswer } from "./answers.js";
import {
  LEGACY_WIDGET_TYPES,
  templateOf,
  WIDGET_TYPES,
  type WidgetTemplate,
  type WidgetType,
} from "./widgetTypes.js";

/**
 * Dashboards and their widgets (spec 3 §3, §4, §6, §7, §8). A dashboard belongs to one user, who alone
 * changes it; it may be shared (view-only) with colleagues of the same company.
 *
 * Calls (base /api/v1):
 * - GET /Dashboard → DashboardView[] (own ones in the owner's sequence, then those shared with the caller)
 * - GET /Dashboard/{id} → DashboardView (own or shared with the caller; 404 otherwise)
 * - POST /Dashboard {id?, name?, widgets?} → DashboardView (no name: New Dashboard / New dashboard N)
 * - PUT /Dashboard {id, name, widgets, userIdsSharedWith, version?} → DashboardView (the full dashboard:
 *   widget adds, updates, removals and layout are sent this way)
 * - DELETE /Dashboard/{id} → 204 (the last remaining dashboard cannot be deleted)
 * - PUT /Dashboard/Sequence {ids} → DashboardView[] (the caller's own dashboards, in that order)
 * - GET /Dashboard/Colleagues → ColleagueView[] (whom the caller may share with: same company, not oneself)
 * - POST /Dashboard/{id}/Widgets {widget} → DashboardView; PUT /Dashboard/{id}/Widgets/{widgetId} {widget}
 *   → DashboardView (unknown widget: 404 Could not find widget to update); DELETE
 *   /Dashboard/{id}/Widgets/{widgetId} → DashboardView (unknown: 404 Could not find widget to delete)
 */

export const DASHBOARD_LIMITS = {
  name: 100,
  widgets: 50,
  /** Colleagues one dashboard may be shared with. */
  sharedWith: 200,
  dashboardsPerUser: 100,
  /** Grid bounds of a widget's layout (grid units). */
  maxX: 100,
  maxY: 10_000,
  maxWidth: 48,
  maxHeight: 100,
} as const;

export const FIRST_DASHBOARD_NAME = "New Dashboard";

/** Spec 3 §4: the first is New Dashboard, later ones New dashboard N (the count of dashboards plus one). */
export const nextDashboardName = (ownedCount: number): string =>
  ownedCount === 0 ? FIRST_DASHBOARD_NAME : `New dashboard ${ownedCount + 1}`;

export const DASHBOARD_MESSAGES = {
  nameRequired: "Name can not be empty",
  notFound: (id: string) => `Found no dashboard with id ${id}`,
  widgetToUpdateNotFound: "Could not find widget to update",
  widgetToDeleteNotFound: "Could not find widget to delete",
  lastDashboard: "The only remaining dashboard cannot be deleted.",
  onlyOneMap: "A dashboard can have only one Vessel map widget.",
  notOwner: "Only the owner of a dashboard can change it; dashboards shared with you are view-only.",
  shareSelf: "A dashboard cannot be shared with yourself.",
  shareNotColleague: "A dashboard can be shared only with colleagues of your company.",
  tooManyWidgets: `A dashboard may have at most ${DASHBOARD_LIMITS.widgets} widgets.`,
  tooManyShares: `A dashboard may be shared with at most ${DASHBOARD_LIMITS.sharedWith} colleagues.`,
  tooManyDashboards: `You may have at most ${DASHBOARD_LIMITS.dashboardsPerUser} dashboards.`,
  duplicateWidget: "Two widgets of the dashboard have the same id.",
  widgetExists: "The dashboard already has a widget with that id.",
  widgetType: `Widget type must be one of ${WIDGET_TYPES.join(", ")}.`,
  configNeeded: "This widget type needs a configuration (configId).",
  configNotFound: "Could not find config",
  sequenceIds: "The sequence must list each of your dashboards once.",
  exists: "A dashboard with that id already exists.",
  stale: "The dashboard was changed meanwhile; reload it and try again.",
  // Client notices (spec 3 §8).
  created: "New dashboard created",
  deleted: "Dashboard deleted",
  renamed: "Dashboard renamed",
  sharedWith: (name: string) => `Dashboard shared with ${name}`,
  noLongerSharedWith: (name: string) => `Dashboard no longer shared with ${name}`,
  failedCreate: "Failed to create dashboard",
  failedDelete: "Failed to delete dashboard",
  failedRename: "Failed to rename dashboard",
  failedSharing: "Failed to update dashboard sharing settings",
  failedDeleteWidget: "Failed to delete widget",
  failedRefresh: "Failed to refresh dashboards",
  failedAdd: "Failed to add dashboard",
  failedUpdate: "Failed to update dashboard",
  failedLayout: "Failed to save updated dashboard layout",
  failedAddWidget: "Failed to add new widget",
  failedUpdateWidget: "Failed to update widget",
  failedInitialize: "Failed to initialize dashboard",
  confirmDelete: "Delete dashboard? Its widgets are deleted too. This cannot be undone.",
  confirmTimeSpan:
    "Set general time span? This changes all columns of the selected widgets and cannot be undone.",
} as const;

export interface WidgetLayout {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A widget as stored and answered (spec 3 §3). */
export interface Widget {
  id: string;
  name: string;
  /** The widget's configuration in the store of its type (null for Welcome and Vessel map). */
  configId: string | null;
  typeTemplate: WidgetTemplate;
  type: WidgetType;
  active: boolean;
  layout: WidgetLayout;
}

const gridInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `The widget ${label} must be a whole number.` })
    .int({ error: `The widget ${label} must be a whole number.` })
    .min(min, { error: `The widget ${label} must be between ${min} and ${max}.` })
    .max(max, { error: `The widget ${label} must be between ${min} and ${max}.` });

export const widgetLayout = z.object(
  {
    x: gridInt("x", 0, DASHBOARD_LIMITS.maxX),
    y: gridInt("y", 0, DASHBOARD_LIMITS.maxY),
    w: gridInt("width", 1, DASHBOARD_LIMITS.maxWidth),
    h: gridInt("height", 1, DASHBOARD_LIMITS.maxHeight),
  },
  { error: "The widget layout must be {x, y, w, h}." },
);

const widgetTypeField = z.unknown().transform((value, ctx): WidgetType => {
  if (typeof value === "string") {
    const legacy = entryOf<WidgetType>(LEGACY_WIDGET_TYPES, value);
    if (legacy) return legacy;
    if ((WIDGET_TYPES as readonly string[]).includes(value)) return value as WidgetType;
  }
  ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.widgetType });
  return z.NEVER;
});

/** A widget in a request: the client makes its id (a UUID); typeTemplate follows from type. */
export const widgetRequest = z
  .object({
    id: uuidId("widget id"),
    name: optionalText("widget name", DASHBOARD_LIMITS.name),
    configId: z
      .unknown()
      .optional()
      .transform((value, ctx): string | null => {
        if (value === undefined || value === null || value === "") return null;
        if (typeof value !== "string" || !isUuid(value)) {
          ctx.addIssue({ code: "custom", message: "The config id is not a valid id." });
          return z.NEVER;
        }
        return value;
      }),
    type: widgetTypeField,
    active: z.boolean({ error: "active must be true or false." }).optional().default(true),
    layout: widgetLayout,
  })
  .transform((w): Widget => ({ ...w, typeTemplate: templateOf(w.type) }));

const widgetList = z
  .array(widgetRequest, { error: "Widgets must be a list." })
  .max(DASHBOARD_LIMITS.widgets, { error: DASHBOARD_MESSAGES.tooManyWidgets })
  .superRefine((ws, ctx) => {
    if (new Set(ws.map((w) => w.id)).size !== ws.length) {
      ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.duplicateWidget });
    }
    if (ws.filter((w) => w.type === "MapWidget").length > 1) {
      ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.onlyOneMap });
    }
  });

const dashboardName = z
  .unknown()
  .optional()
  .transform((value, ctx): string => {
    if (value !== undefined && value !== null && typeof value !== "string") {
      ctx.addIssue({ code: "custom", message: "The name must be text." });
      return z.NEVER;
    }
    const text = (value ?? "").trim();
    if (text.length === 0) {
      ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.nameRequired });
      return z.NEVER;
    }
    if (text.length > DASHBOARD_LIMITS.name) {
      ctx.addIssue({
        code: "custom",
        message: `The name may not be longer than ${DASHBOARD_LIMITS.name} characters.`,
      });
      return z.NEVER;
    }
    return text;
  });

/** POST /Dashboard. No id: the server makes one. No name: New Dashboard / New dashboard N. */
export const createDashboardRequest = z.object({
  id: z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === "") return null;
      if (typeof value !== "string" || !isUuid(value)) {
        ctx.addIssue({ code: "custom", message: "The dashboard id is not a valid id." });
        return z.NEVER;
      }
      return value;
    }),
  name: z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null) return null;
      const parsed = dashboardName.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
        return z.NEVER;
      }
      return parsed.data;
    }),
  widgets: widgetList.optional().default([]),
});
export type CreateDashboardRequest = z.infer<typeof createDashboardRequest>;

/** PUT /Dashboard: the whole dashboard as the owner wants it. `version`: the version the client saw (409 if changed). */
export const updateDashboardRequest = z.object({
  id: uuidId("dashboard id"),
  name: dashboardName,
  widgets: widgetList,
  userIdsSharedWith: z
    .array(uuidId("user id"), { error: "userIdsSharedWith must be a list of user ids." })
    .max(DASHBOARD_LIMITS.sharedWith, { error: DASHBOARD_MESSAGES.tooManyShares })
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
  version: z
    .number({ error: "The version must be a whole number." })
    .int({ error: "The version must be a whole number." })
    .min(0, { error: "The version must be a whole number." })
    .optional(),
});
export type UpdateDashboardRequest = z.infer<typeof updateDashboardRequest>;

/** POST /Dashboard/{id}/Widgets and PUT /Dashboard/{id}/Widgets/{widgetId}. */
export const widgetChangeRequest = z.object({ widget: widgetRequest });

/** PUT /Dashboard/Sequence: the caller's own dashboards in the wanted order. */
export const dashboardSequenceRequest = z.object({
  ids: z
    .array(uuidId("dashboard id"), { error: DASHBOARD_MESSAGES.sequenceIds })
    .max(DASHBOARD_LIMITS.dashboardsPerUser, { error: DASHBOARD_MESSAGES.sequenceIds }),
});

/** A dashboard as GET /Dashboard answers it (domain/dashboards/answers.ts). */
export type DashboardView = z.infer<typeof dashboardAnswer>;

/** GET /Dashboard/Colleagues: users of the caller's company other than the caller. */
export type ColleagueView = z.infer<typeof colleagueAnswer>;

export const DASHBOARD_PATHS = {
  dashboards: "/Dashboard",
  colleagues: "/Dashboard/Colleagues",
  dashboard: (id: string) => `/Dashboard/${id}`,
  sequence: "/Dashboard/Sequence",
  widgets: (dashboardId: string) => `/Dashboard/${dashboardId}/Widgets`,
  widget: (dashboardId: string, widgetId: string) => `/Dashboard/${dashboardId}/Widgets/${widgetId}`,
} as const;
