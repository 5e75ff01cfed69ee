import { z } from "zod";
import { CALCULATION_TYPES, FROM_TO_CALCULATION_TYPES } from "./timeSpan.js";
import { VESSEL_DATA_DISPLAY_TYPES, WIDGET_TEMPLATES, WIDGET_TYPES } from "./widgetTypes.js";

/** The answers of the dashboard and widget configuration calls (spec 3 §7), for server, client and document. */

/** A widget as stored and answered (spec 3 §3). */
export const widgetAnswer = z.object({
  id: z.string(),
  name: z.string(),
  /** The widget's configuration in the store of its type (null for Welcome and Vessel map). */
  configId: z.string().nullable(),
  typeTemplate: z.enum(WIDGET_TEMPLATES),
  type: z.enum(WIDGET_TYPES),
  active: z.boolean(),
  layout: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
});

/** A dashboard as GET /Dashboard answers it (and every dashboard command). */
export const dashboardAnswer = z.object({
  id: z.string(),
  name: z.string(),
  /** The owner. */
  userId: z.string(),
  /** The owner's name, for the Shared with me list. */
  ownerName: z.string(),
  /** True for the caller's own dashboards; false for dashboards shared with the caller (view-only). */
  owned: z.boolean(),
  widgets: z.array(widgetAnswer),
  /** Colleagues it is shared with (empty for a viewer: only the owner sees whom it is shared with). */
  userIdsSharedWith: z.array(z.string()),
  /** Position in the owner's order (0 first); shared dashboards follow in name order. */
  sequence: z.number().int(),
  /** Stream version, to send back with PUT /Dashboard. */
  version: z.number().int(),
  updatedAt: z.string(),
});

/** GET /Dashboard/Colleagues: users of the caller's company other than the caller. */
export const colleagueAnswer = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A vessel of a configuration as answered: one the caller may see, with today's name. */
const configVesselAnswer = z.object({ id: z.string(), name: z.string() });

const configBaseAnswer = z.object({
  id: z.string(),
  /** Whether the caller owns it (may change it); false when seen through a shared dashboard. */
  owned: z.boolean(),
  /** Vessels the caller may see, in the order saved. */
  vessels: z.array(configVesselAnswer),
});

/** A column as answered: variables the caller may see, each with its vessel, name and unit. */
const columnAnswer = z.object({
  calculationType: z.enum(CALCULATION_TYPES),
  /** Length of the Averaged / Accumulated window in hours (1-300); kept for the other types too. */
  hours: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  fromAndToDatesCalculationType: z.enum(FROM_TO_CALCULATION_TYPES),
  sequence: z.number().int(),
  logVariables: z.array(
    z.object({
      id: z.number().int(),
      /** The variable's unit. */
      unitCaption: z.string(),
      vesselId: z.string(),
      name: z.string(),
      displayName: z.string(),
    }),
  ),
});

/** GET /TableWidgetConfiguration answers these (spec 3 §3 table widget configuration). */
export const vesselDataConfigAnswer = configBaseAnswer.extend({
  displayType: z.enum(VESSEL_DATA_DISPLAY_TYPES),
  configurationName: z.string(),
  columns: z.array(columnAnswer),
});
export const performanceStatusConfigAnswer = configBaseAnswer;
export const notificationConfigAnswer = configBaseAnswer;
export const foulingOverviewConfigAnswer = configBaseAnswer;
export const ciiConfigAnswer = configBaseAnswer.extend({ ytd: z.boolean(), showTable: z.boolean() });

/** Each widget configuration kind's answer. */
export const CONFIG_ANSWERS = {
  TableWidgetConfiguration: vesselDataConfigAnswer,
  PerformanceStatusWidgetConfiguration: performanceStatusConfigAnswer,
  NotificationWidgets: notificationConfigAnswer,
  FoulingOverviewWidget: foulingOverviewConfigAnswer,
  CiiWidgetConfigs: ciiConfigAnswer,
} as const;
