import { z } from "zod";
import { TIME_CONFIGURATION_TYPES, TIME_MESSAGES } from "../dataAnalysis/timeConfiguration.js";
import { isoDate } from "../shared/dates.js";
import type { Aggregate } from "../shared/decider.js";
import type { DomainEvent } from "../shared/events.js";
import { uuidId } from "../shared/ids.js";
import { DIAGNOSTIC_TYPES, type DiagnosticType } from "./longTrends.js";

/**
 * The Long Trend page's configuration per user and vessel (spec 3 §3 "Long trend configuration": id,
 * userId, vesselId, longTrendIds (semicolon-separated), fromDateTime, toDateTime, lastNumberDays,
 * lastVoyage, timeConfigurationType; §2 the variable selection plus the time period selector; §7
 * GET /LongTrendConfigurations/Find, PUT /LongTrendConfigurations). Each save is an event on the stream
 * of (user, vessel).
 */
export const LONG_TREND_CONFIGURATION_MESSAGES = {
  noTrend: "Please select at least 1 item.",
  trendIds: `longTrendIds must be the vessel's long trend ids (<vesselId>:<type>, type one of ${DIAGNOSTIC_TYPES.join(", ")}) separated by ;.`,
  type: `timeConfigurationType must be one of ${TIME_CONFIGURATION_TYPES.join(", ")}.`,
  lastNumberDays: TIME_MESSAGES.positive,
  totalSpan: TIME_MESSAGES.totalSpan,
  setPeriod: "A set period needs fromDateTime and toDateTime.",
  update: "There was an error when trying to update the configuration.",
} as const;

/** Last-period days are typed in at most 5 characters. */
const MAX_LAST_DAYS = 99_999;

/** The body of PUT /LongTrendConfigurations. */
export const longTrendConfigurationRequest = z
  .object({
    vesselId: uuidId("vessel id"),
    longTrendIds: z
      .string({ error: LONG_TREND_CONFIGURATION_MESSAGES.noTrend })
      .max(200, { error: LONG_TREND_CONFIGURATION_MESSAGES.trendIds }),
    timeConfigurationType: z.enum(TIME_CONFIGURATION_TYPES, {
      error: LONG_TREND_CONFIGURATION_MESSAGES.type,
    }),
    fromDateTime: isoDate("fromDateTime").nullable().optional().default(null),
    toDateTime: isoDate("toDateTime").nullable().optional().default(null),
    lastNumberDays: z
      .number({ error: LONG_TREND_CONFIGURATION_MESSAGES.lastNumberDays })
      .int({ error: LONG_TREND_CONFIGURATION_MESSAGES.lastNumberDays })
      .min(0, { error: LONG_TREND_CONFIGURATION_MESSAGES.lastNumberDays })
      .max(MAX_LAST_DAYS, { error: LONG_TREND_CONFIGURATION_MESSAGES.lastNumberDays })
      .optional()
      .default(365),
    lastVoyage: z.boolean({ error: "lastVoyage must be true or false." }).optional().default(false),
  })
  .transform((body, ctx) => {
    const text = body.longTrendIds.trim().replace(/;$/, "");
    const ids = text ? text.split(";").map((s) => s.trim()) : [];
    if (ids.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["longTrendIds"],
        message: LONG_TREND_CONFIGURATION_MESSAGES.noTrend,
      });
      return z.NEVER;
    }
    const types: DiagnosticType[] = [];
    for (const id of ids) {
      const [vesselId, type] = id.split(":");
      if (
        vesselId?.toLowerCase() !== body.vesselId.toLowerCase() ||
        !DIAGNOSTIC_TYPES.includes(type as DiagnosticType)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["longTrendIds"],
          message: LONG_TREND_CONFIGURATION_MESSAGES.trendIds,
        });
        return z.NEVER;
      }
      if (!types.includes(type as DiagnosticType)) types.push(type as DiagnosticType);
    }
    if (body.timeConfigurationType === "SetPeriod") {
      if (!body.fromDateTime || !body.toDateTime) {
        ctx.addIssue({
          code: "custom",
          path: ["fromDateTime"],
          message: LONG_TREND_CONFIGURATION_MESSAGES.setPeriod,
        });
        return z.NEVER;
      }
      if (Date.parse(body.toDateTime) <= Date.parse(body.fromDateTime)) {
        ctx.addIssue({
          code: "custom",
          path: ["toDateTime"],
          message: LONG_TREND_CONFIGURATION_MESSAGES.totalSpan,
        });
        return z.NEVER;
      }
    }
    if (body.timeConfigurationType === "LastPeriod" && body.lastNumberDays < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["lastNumberDays"],
        message: LONG_TREND_CONFIGURATION_MESSAGES.totalSpan,
      });
      return z.NEVER;
    }
    return {
      vesselId: body.vesselId.toLowerCase(),
      settings: {
        longTrendIds: types.map((t) => `${body.vesselId.toLowerCase()}:${t}`).join(";"),
        timeConfigurationType: body.timeConfigurationType,
        fromDateTime: body.fromDateTime,
        toDateTime: body.toDateTime,
        lastNumberDays: body.lastNumberDays,
        lastVoyage: body.timeConfigurationType === "LastVoyage" || body.lastVoyage,
      },
    };
  });

/** What is stored and answered. */
export const longTrendSettingsSchema = z.object({
  longTrendIds: z.string(),
  timeConfigurationType: z.enum(TIME_CONFIGURATION_TYPES),
  fromDateTime: z.string().nullable(),
  toDateTime: z.string().nullable(),
  lastNumberDays: z.number(),
  lastVoyage: z.boolean(),
});
export type LongTrendSettings = z.infer<typeof longTrendSettingsSchema>;

/** GET /LongTrendConfigurations/Find (a list of one) and PUT /LongTrendConfigurations: the defaults until saved. */
export const longTrendConfigurationAnswer = z.union([
  longTrendSettingsSchema.extend({
    id: z.string(),
    userId: z.string(),
    vesselId: z.string(),
    saved: z.literal(true),
    savedAt: z.string(),
  }),
  longTrendSettingsSchema.extend({
    id: z.string(),
    userId: z.string(),
    vesselId: z.string(),
    saved: z.literal(false),
    savedAt: z.null(),
  }),
]);
export type LongTrendConfigurationAnswer = z.infer<typeof longTrendConfigurationAnswer>;

/** Before the first save: every trend of the vessel, the last 365 days. */
export const defaultLongTrendSettings = (vesselId: string): LongTrendSettings => ({
  longTrendIds: DIAGNOSTIC_TYPES.map((t) => `${vesselId}:${t}`).join(";"),
  timeConfigurationType: "LastPeriod",
  fromDateTime: null,
  toDateTime: null,
  lastNumberDays: 365,
  lastVoyage: false,
});

export type LongTrendConfigurationSaved = DomainEvent<
  "LongTrendConfigurationSaved",
  { userId: string; vesselId: string; settings: LongTrendSettings }
>;

/** The id of a user's configuration of a vessel (and the stream's). */
export const longTrendConfigurationId = (userId: string, vesselId: string) => `${userId}-${vesselId}`;

export const longTrendConfigurationAggregate: Aggregate<{ saved: boolean }, LongTrendConfigurationSaved> = {
  streamName: (id) => `longtrendconfig-${id}`,
  initialState: { saved: false },
  evolve: () => ({ saved: true }),
};

/** Saving always succeeds for the owner; the vessel is checked by the caller. */
export function saveLongTrendConfiguration(
  _state: { saved: boolean },
  command: { userId: string; vesselId: string; settings: LongTrendSettings },
): LongTrendConfigurationSaved[] {
  return [{ type: "LongTrendConfigurationSaved", data: command }];
}
