import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import { optionalText } from "../shared/fields.js";
import { positiveIntegerId, uuidId } from "../shared/ids.js";
import type {
  CONFIG_ANSWERS,
  ciiConfigAnswer,
  foulingOverviewConfigAnswer,
  notificationConfigAnswer,
  performanceStatusConfigAnswer,
  vesselDataConfigAnswer,
} from "./answers.js";
import {
  CALCULATION_TYPES,
  FROM_TO_CALCULATION_TYPES,
  TIME_SPAN,
  TIME_SPAN_MESSAGES,
  type TimeSpanSettings,
  timeSpanProblems,
} from "./timeSpan.js";
import {
  VESSEL_DATA_DISPLAY_TYPES,
  type VesselDataDisplayType,
  type WidgetConfigKind,
} from "./widgetTypes.js";

/**
 * Widget configurations (spec 3 §3, §7): one store per kind, each a path of the API. A configuration
 * belongs to the user who made it (the owner of the dashboard its widget sits on); its vessels and log
 * variables are resolved within the owner's company and access groups when saved, and filtered to what
 * the caller may see when read.
 */

export const WIDGET_CONFIG_LIMITS = {
  name: 100,
  vessels: 50,
  columns: 20,
  /** A column holds the chosen variable of each chosen vessel (one id per vessel and variable). */
  variablesPerColumn: 100,
  unitCaption: 40,
  /** Configurations one user may own, over all kinds. */
  configsPerUser: 500,
} as const;

export const WIDGET_CONFIG_MESSAGES = {
  notFound: "Could not find config",
  tooManyVessels: `A widget may show at most ${WIDGET_CONFIG_LIMITS.vessels} vessels.`,
  tooManyColumns: `A widget may have at most ${WIDGET_CONFIG_LIMITS.columns} columns.`,
  tooManyVariables: `A column may have at most ${WIDGET_CONFIG_LIMITS.variablesPerColumn} log variables.`,
  tooManyConfigs: `You may have at most ${WIDGET_CONFIG_LIMITS.configsPerUser} widget configurations.`,
  notOwner: "Only the owner of a widget configuration can change it.",
  calculationType: `Calculation type must be one of ${CALCULATION_TYPES.join(", ")}.`,
  fromToCalculationType: "The from and to dates calculation must be Averaged or Accumulated.",
  displayType: "Display type must be VesselDataTable or VesselDataGraph.",
  variableNotAllowed: (names: readonly string[]) =>
    `${names.join(", ")} cannot be accumulated: choose another calculation type or variables with an allowed unit.`,
} as const;

/** A vessel of a configuration (spec 3 §3: each with id). Views add the name. */
export const configVessel = z.object(
  { id: uuidId("vessel id") },
  { error: "A vessel must be given as {id}." },
);
export interface ConfigVessel {
  id: string;
}
export interface ConfigVesselView {
  id: string;
  name: string;
}

const vesselList = z
  .array(configVessel, { error: "Vessels must be a list of {id}." })
  .max(WIDGET_CONFIG_LIMITS.vessels, { error: WIDGET_CONFIG_MESSAGES.tooManyVessels })
  .optional()
  .default([])
  .transform((vessels) => [...new Map(vessels.map((v) => [v.id, { id: v.id }])).values()]);

export const columnVariable = z.object({
  id: positiveIntegerId("log variable id"),
  unitCaption: optionalText("unit caption", WIDGET_CONFIG_LIMITS.unitCaption),
});
export interface ColumnVariable {
  id: number;
  /** The variable's unit as the dialog showed it (the server stores the variable's own unit). */
  unitCaption: string;
}

export const column = z
  .object({
    logVariables: z
      .array(columnVariable, { error: "Log variables must be a list of {id, unitCaption}." })
      .max(WIDGET_CONFIG_LIMITS.variablesPerColumn, { error: WIDGET_CONFIG_MESSAGES.tooManyVariables })
      .optional()
      .default([])
      .transform((vs) => [...new Map(vs.map((v) => [v.id, v])).values()]),
    calculationType: z
      .enum(CALCULATION_TYPES, { error: WIDGET_CONFIG_MESSAGES.calculationType })
      .optional()
      .default(TIME_SPAN.defaultCalculationType),
    hours: z
      .number({ error: TIME_SPAN_MESSAGES.hours })
      .int({ error: TIME_SPAN_MESSAGES.hours })
      .min(TIME_SPAN.minHours, { error: TIME_SPAN_MESSAGES.hours })
      .max(TIME_SPAN.maxHours, { error: TIME_SPAN_MESSAGES.hours })
      .nullish()
      .transform((h) => h ?? TIME_SPAN.defaultHours),
    fromDate: isoDate("fromDate"),
    toDate: isoDate("toDate"),
    fromAndToDatesCalculationType: z
      .enum(FROM_TO_CALCULATION_TYPES, { error: WIDGET_CONFIG_MESSAGES.fromToCalculationType })
      .nullish()
      .transform((t) => t ?? TIME_SPAN.defaultFromToCalculationType),
    sequence: z
      .number({ error: "The column sequence must be a whole number." })
      .int({ error: "The column sequence must be a whole number." })
      .min(0, { error: "The column sequence must be a whole number." })
      .max(1000, { error: "The column sequence must be at most 1000." })
      .optional(),
  })
  .superRefine((c, ctx) => {
    // Hours are checked by their field; here the dates of FromAndToDates.
    for (const message of timeSpanProblems(c)) {
      if (message !== TIME_SPAN_MESSAGES.hours) ctx.addIssue({ code: "custom", message });
    }
  });
export interface Column extends TimeSpanSettings {
  logVariables: ColumnVariable[];
  sequence: number;
}

/** POST /TableWidgetConfiguration, PUT /TableWidgetConfiguration/{id}. */
export const vesselDataConfigRequest = z.object({
  displayType: z
    .enum(VESSEL_DATA_DISPLAY_TYPES, { error: WIDGET_CONFIG_MESSAGES.displayType })
    .optional()
    .default("VesselDataTable"),
  configurationName: optionalText("configuration name", WIDGET_CONFIG_LIMITS.name).transform(
    (n) => n || "New Table",
  ),
  vessels: vesselList,
  columns: z
    .array(column, { error: "Columns must be a list." })
    .max(WIDGET_CONFIG_LIMITS.columns, { error: WIDGET_CONFIG_MESSAGES.tooManyColumns })
    .optional()
    .default([])
    .transform((cols): Column[] =>
      cols
        .map((c, i) => ({ ...c, sequence: c.sequence ?? i }))
        .sort((a, b) => a.sequence - b.sequence)
        .map((c, i) => ({ ...c, sequence: i })),
    ),
});
export type VesselDataConfigRequest = z.infer<typeof vesselDataConfigRequest>;

/** POST/PUT of /PerformanceStatusWidgetConfiguration, /NotificationWidgets, /FoulingOverviewWidget. */
export const vesselsConfigRequest = z.object({ vessels: vesselList });
export type VesselsConfigRequest = z.infer<typeof vesselsConfigRequest>;

/** POST/PUT /CiiWidgetConfigs: new ones start with ytd and showTable true. */
export const ciiConfigRequest = z.object({
  vessels: vesselList,
  ytd: z.boolean({ error: "ytd must be true or false." }).optional().default(true),
  showTable: z.boolean({ error: "showTable must be true or false." }).optional().default(true),
});
export type CiiConfigRequest = z.infer<typeof ciiConfigRequest>;

/** What a configuration stores, by kind. */
export type WidgetConfigSettings =
  | {
      kind: "TableWidgetConfiguration";
      displayType: VesselDataDisplayType;
      configurationName: string;
      vessels: ConfigVessel[];
      columns: Column[];
    }
  | { kind: "PerformanceStatusWidgetConfiguration"; vessels: ConfigVessel[] }
  | { kind: "NotificationWidgets"; vessels: ConfigVessel[] }
  | { kind: "FoulingOverviewWidget"; vessels: ConfigVessel[] }
  | { kind: "CiiWidgetConfigs"; vessels: ConfigVessel[]; ytd: boolean; showTable: boolean };

/** The request schema of each kind (each API path). */
export const CONFIG_REQUEST_SCHEMAS = {
  TableWidgetConfiguration: vesselDataConfigRequest,
  PerformanceStatusWidgetConfiguration: vesselsConfigRequest,
  NotificationWidgets: vesselsConfigRequest,
  FoulingOverviewWidget: vesselsConfigRequest,
  CiiWidgetConfigs: ciiConfigRequest,
} as const satisfies Record<WidgetConfigKind, z.ZodType>;

/** A column as answered: variables the caller may see, each with its vessel, name and unit. */
export type ColumnView = VesselDataConfigView["columns"][number];

/** GET /TableWidgetConfiguration answers these (spec 3 §3 table widget configuration). */
export type VesselDataConfigView = z.infer<typeof vesselDataConfigAnswer>;
export type PerformanceStatusConfigView = z.infer<typeof performanceStatusConfigAnswer>;
export type NotificationConfigView = z.infer<typeof notificationConfigAnswer>;
export type FoulingOverviewConfigView = z.infer<typeof foulingOverviewConfigAnswer>;
export type CiiConfigView = z.infer<typeof ciiConfigAnswer>;

export type ConfigViewByKind = { [K in WidgetConfigKind]: z.infer<(typeof CONFIG_ANSWERS)[K]> };

/**
 * Calls of every kind (base /api/v1), with {kind} one of WIDGET_CONFIG_KINDS:
 * - GET /{kind} → views of the caller's own configurations and of those on dashboards shared with them
 * - GET /{kind}/{id} → one view (404 Could not find config when neither)
 * - POST /{kind} {request of the kind} → the view (201)
 * - PUT /{kind}/{id} {request} → the view; PUT /{kind} {id, ...request} is accepted too (spec 3 §7 names both)
 * - DELETE /{kind}/{id} → 204
 * Only the owner may change or delete (403 for a viewer of a shared dashboard; 404 for anyone else).
 */
export const WIDGET_CONFIG_PATHS = {
  list: (kind: WidgetConfigKind) => `/${kind}`,
  one: (kind: WidgetConfigKind, id: string) => `/${kind}/${id}`,
} as const;
