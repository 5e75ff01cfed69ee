import { z } from "zod";
import { isoDate } from "../shared/dates.js";
import type { Aggregate } from "../shared/decider.js";
import type { DomainEvent } from "../shared/events.js";
import { positiveIntegerId, uuidId } from "../shared/ids.js";
import { DATA_INTERVALS } from "./dataInterval.js";
import { TIME_CONFIGURATION_TYPES, TIME_MESSAGES } from "./timeConfiguration.js";
import {
  formatVariableGroups,
  GROUP_MESSAGES,
  groupProblem,
  parseVariableGroups,
  stripTrailingSemicolon,
} from "./variableGroups.js";

/**
 * The saved configuration of the Logging History and Data Analysis pages, one per user, vessel and
 * page (spec 3 §3 "Data analysis configuration per vessel", "Logging history configuration per
 * vessel"; §7 Find and PUT). Each save is an event on the stream of (page, user, vessel).
 */

export const ANALYSIS_PAGES = ["DataAnalysis", "LoggingHistory"] as const;
export type AnalysisPage = (typeof ANALYSIS_PAGES)[number];

export const ANALYSIS_LIMITS = {
  logVariableIds: 1000,
  cdsFeatureIds: 500,
  /** Last-period inputs are at most 5 characters (99999). */
  lastNumber: 99_999,
  ranges: 65,
} as const;

export const ANALYSIS_MESSAGES = {
  type: `timeConfigurationType must be one of ${TIME_CONFIGURATION_TYPES.join(", ")}.`,
  interval: `dataInterval must be one of ${DATA_INTERVALS.join(", ")}.`,
  lastNumber: TIME_MESSAGES.positive,
  tooLong: (field: string, max: number) => `${field} may not be longer than ${max} characters.`,
  features: "cdsFeatureIds must be feature ids (whole numbers) separated by ;.",
  setPeriod: "A set period needs fromDateTime and toDateTime.",
  range: "A range's min must not be greater than its max.",
  rangeVariable: "Each range must name one of the chosen variables.",
  scatterVariable: "The scatter axes must be chosen variables.",
  update: "There was an error when trying to update the configuration.",
} as const;

const lastNumber = z
  .number({ error: ANALYSIS_MESSAGES.lastNumber })
  .min(0, { error: ANALYSIS_MESSAGES.lastNumber })
  .max(ANALYSIS_LIMITS.lastNumber, { error: ANALYSIS_MESSAGES.lastNumber })
  .optional()
  .default(0);

const finite = z.number().refine(Number.isFinite, { error: "A range limit must be a number." });

export const valueRange = z.object({
  logVariableId: positiveIntegerId("log variable id"),
  min: finite.nullable().optional().default(null),
  max: finite.nullable().optional().default(null),
});

/** The body of PUT /DataAnalysisConfigurations and PUT /LoggingHistoryConfigurations. */
export const analysisConfigurationRequest = z
  .object({
    vesselId: uuidId("vessel id"),
    logVariableIds: z
      .string({ error: GROUP_MESSAGES.notIds })
      .max(ANALYSIS_LIMITS.logVariableIds, {
        error: ANALYSIS_MESSAGES.tooLong("logVariableIds", ANALYSIS_LIMITS.logVariableIds),
      })
      .optional()
      .default("|"),
    cdsFeatureIds: z
      .string({ error: ANALYSIS_MESSAGES.features })
      .max(ANALYSIS_LIMITS.cdsFeatureIds, {
        error: ANALYSIS_MESSAGES.tooLong("cdsFeatureIds", ANALYSIS_LIMITS.cdsFeatureIds),
      })
      .optional()
      .default("")
      .transform(stripTrailingSemicolon)
      .refine((text) => text === "" || /^\d{1,10}(;\d{1,10})*$/.test(text), {
        error: ANALYSIS_MESSAGES.features,
      }),
    timeConfigurationType: z.enum(TIME_CONFIGURATION_TYPES, { error: ANALYSIS_MESSAGES.type }),
    fromDateTime: isoDate("fromDateTime").nullable().optional().default(null),
    toDateTime: isoDate("toDateTime").nullable().optional().default(null),
    lastNumberDays: lastNumber,
    lastNumberHours: lastNumber,
    lastNumberMinutes: lastNumber,
    dataInterval: z.enum(DATA_INTERVALS, { error: ANALYSIS_MESSAGES.interval }).optional().default("Auto"),
    lastVoyage: z.boolean().optional().default(false),
    filterMinMax: z.boolean().optional().default(false),
    filterOutliers: z.boolean().optional().default(false),
    showVoyages: z.boolean().optional().default(false),
    ranges: z.array(valueRange).max(ANALYSIS_LIMITS.ranges).optional().default([]),
    scatter: z
      .object({ x: positiveIntegerId("log variable id"), y: positiveIntegerId("log variable id") })
      .nullable()
      .optional()
      .default(null),
  })
  .transform((body, ctx) => {
    const groups = parseVariableGroups(body.logVariableIds);
    if (!groups) {
      ctx.addIssue({ code: "custom", path: ["logVariableIds"], message: GROUP_MESSAGES.notIds });
      return z.NEVER;
    }
    const problem = groupProblem(groups);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["logVariableIds"], message: problem });
      return z.NEVER;
    }
    const chosen = new Set(groups.flat());
    if (body.timeConfigurationType === "SetPeriod") {
      if (!body.fromDateTime || !body.toDateTime) {
        ctx.addIssue({ code: "custom", path: ["fromDateTime"], message: ANALYSIS_MESSAGES.setPeriod });
        return z.NEVER;
      }
      if (Date.parse(body.toDateTime) - Date.parse(body.fromDateTime) < 60_000) {
        ctx.addIssue({ code: "custom", path: ["toDateTime"], message: TIME_MESSAGES.totalSpan });
        return z.NEVER;
      }
    }
    if (
      body.timeConfigurationType === "LastPeriod" &&
      body.lastNumberDays * 1440 + body.lastNumberHours * 60 + body.lastNumberMinutes < 1
    ) {
      ctx.addIssue({ code: "custom", path: ["lastNumberDays"], message: TIME_MESSAGES.totalSpan });
      return z.NEVER;
    }
    for (const range of body.ranges) {
      if (!chosen.has(range.logVariableId)) {
        ctx.addIssue({ code: "custom", path: ["ranges"], message: ANALYSIS_MESSAGES.rangeVariable });
        return z.NEVER;
      }
      if (range.min !== null && range.max !== null && range.min > range.max) {
        ctx.addIssue({ code: "custom", path: ["ranges"], message: ANALYSIS_MESSAGES.range });
        return z.NEVER;
      }
    }
    if (body.scatter && (!chosen.has(body.scatter.x) || !chosen.has(body.scatter.y))) {
      ctx.addIssue({ code: "custom", path: ["scatter"], message: ANALYSIS_MESSAGES.scatterVariable });
      return z.NEVER;
    }
    return { ...body, groups };
  });

export type AnalysisConfigurationRequest = z.infer<typeof analysisConfigurationRequest>;

/** What is stored and answered (the request without the vessel, with its groups as text). */
export const analysisSettingsSchema = z.object({
  logVariableIds: z.string(),
  cdsFeatureIds: z.string(),
  timeConfigurationType: z.enum(TIME_CONFIGURATION_TYPES),
  fromDateTime: z.string().nullable(),
  toDateTime: z.string().nullable(),
  lastNumberDays: z.number(),
  lastNumberHours: z.number(),
  lastNumberMinutes: z.number(),
  dataInterval: z.enum(DATA_INTERVALS),
  lastVoyage: z.boolean(),
  filterMinMax: z.boolean(),
  filterOutliers: z.boolean(),
  showVoyages: z.boolean(),
  ranges: z.array(
    z.object({ logVariableId: z.number().int(), min: z.number().nullable(), max: z.number().nullable() }),
  ),
  scatter: z.object({ x: z.number().int(), y: z.number().int() }).nullable(),
});
export type AnalysisSettings = z.infer<typeof analysisSettingsSchema>;

/** A saved configuration of GET …/Find and PUT /DataAnalysisConfigurations or /LoggingHistoryConfigurations. */
export const analysisConfigurationAnswer = analysisSettingsSchema.extend({
  id: z.string(),
  vesselId: z.string(),
  savedAt: z.string(),
});
export type AnalysisConfigurationAnswer = z.infer<typeof analysisConfigurationAnswer>;

/** A new user's configuration: no variables, the last 24 hours, Auto. */
export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = {
  logVariableIds: "|",
  cdsFeatureIds: "",
  timeConfigurationType: "LastPeriod",
  fromDateTime: null,
  toDateTime: null,
  lastNumberDays: 1,
  lastNumberHours: 0,
  lastNumberMinutes: 0,
  dataInterval: "Auto",
  lastVoyage: false,
  filterMinMax: false,
  filterOutliers: false,
  showVoyages: false,
  ranges: [],
  scatter: null,
};

export function settingsOf(request: AnalysisConfigurationRequest): AnalysisSettings {
  const { vesselId: _vesselId, groups, ...settings } = request;
  return { ...settings, logVariableIds: formatVariableGroups(groups) };
}

export type AnalysisConfigurationSaved = DomainEvent<
  "AnalysisConfigurationSaved",
  { page: AnalysisPage; userId: string; vesselId: string; settings: AnalysisSettings }
>;
export type AnalysisConfigurationEvent = AnalysisConfigurationSaved;

export interface AnalysisConfigurationState {
  saved: boolean;
}

/** The id of the configuration stream of a page, user and vessel. */
export const analysisConfigurationId = (page: AnalysisPage, userId: string, vesselId: string): string =>
  `${page}-${userId}-${vesselId}`;

export const analysisConfigurationAggregate: Aggregate<
  AnalysisConfigurationState,
  AnalysisConfigurationEvent
> = {
  streamName: (id) => `analysisconfig-${id}`,
  initialState: { saved: false },
  evolve: () => ({ saved: true }),
};

/** Saving always succeeds for the owner; the page, user and vessel are checked by the caller. */
export function saveAnalysisConfiguration(
  _state: AnalysisConfigurationState,
  command: { page: AnalysisPage; userId: string; vesselId: string; settings: AnalysisSettings },
): AnalysisConfigurationEvent[] {
  return [{ type: "AnalysisConfigurationSaved", data: command }];
}
