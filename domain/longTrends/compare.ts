import { z } from "zod";
import {
  type DailyValue,
  DIAGNOSTIC_TYPES,
  type LongTrendPeriod,
  type LongTrendResult,
} from "./longTrends.js";

/**
 * Compare vessels (spec 3 §2 "Compare vessels", §3 "Compare row"; docs/long-trends.md): one diagnostic
 * type's long trend of several vessels side by side. Pure: the caller computes each vessel's long trend.
 */

/** The most vessels one comparison holds (the spec's group limit: "Maximum N items reached"). */
export const MAX_COMPARE_VESSELS = 20;

export const COMPARE_MESSAGES = {
  noVessel: "Please select at least 1 item.",
  tooMany: `Maximum ${MAX_COMPARE_VESSELS} items reached`,
  type: `diagnosticType must be one of ${DIAGNOSTIC_TYPES.join(", ")}.`,
  vesselId: "Every vessel id must be a vessel id (a UUID).",
  duplicate: "A vessel may be chosen only once.",
  flag: (name: string) => `${name} must be true or false.`,
} as const;

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

const flag = (name: string) =>
  z
    .enum(["true", "false"], { message: COMPARE_MESSAGES.flag(name) })
    .optional()
    .transform((v) => v === "true");

/**
 * The query of GET /LongTrends/Compare: diagnosticType, vesselIds (comma- or semicolon-separated,
 * a trailing separator stripped), lastPeriodOnly and relativeY (true/false). fromDate and toDate are
 * read with the other long-trend calls' window rules.
 */
export const compareQuery = z.object({
  diagnosticType: z.enum(DIAGNOSTIC_TYPES, { message: COMPARE_MESSAGES.type }),
  vesselIds: z
    .string({ message: COMPARE_MESSAGES.noVessel })
    .max(MAX_COMPARE_VESSELS * 40, COMPARE_MESSAGES.tooMany)
    .transform((text) => {
      const trimmed = text.trim().replace(/[;,]$/, "");
      return trimmed ? trimmed.split(/[;,]/).map((s) => s.trim().toLowerCase()) : [];
    })
    .pipe(
      z
        .array(z.string().regex(UUID, COMPARE_MESSAGES.vesselId))
        .min(1, COMPARE_MESSAGES.noVessel)
        .max(MAX_COMPARE_VESSELS, COMPARE_MESSAGES.tooMany)
        .refine((ids) => new Set(ids).size === ids.length, COMPARE_MESSAGES.duplicate),
    ),
  lastPeriodOnly: flag("lastPeriodOnly"),
  relativeY: flag("relativeY"),
});
export type CompareQuery = z.infer<typeof compareQuery>;

/** One vessel's row of the details table (spec 3 §3 "Compare row"). */
export interface CompareRow {
  lastPeriodStartDate: number | null;
  changePerYear: number | null;
  benchmarkPointValue: number | null;
  deviationFromBenchmark: number | null;
  isBenchmarking: boolean;
}

/**
 * The row of one vessel's trend. A benchmarking trend (its last period too young to judge) has no
 * change, benchmark or deviation to compare: they are null and the page shows n/a.
 */
export function compareRow(trend: LongTrendResult): CompareRow {
  const last = trend.periods.at(-1) ?? null;
  const isBenchmarking = trend.performanceStatus === "BenchMarking";
  return {
    lastPeriodStartDate: last ? last.from : null,
    changePerYear: isBenchmarking ? null : (last?.trendline?.changePerYear ?? null),
    benchmarkPointValue: isBenchmarking ? null : trend.benchmarkLevel,
    deviationFromBenchmark: isBenchmarking ? null : trend.deviationFromBenchmark,
    isBenchmarking,
  };
}

/** The periods the chart shows: all of them, or the last one only. */
export const shownPeriods = (trend: LongTrendResult, lastPeriodOnly: boolean): LongTrendPeriod[] =>
  lastPeriodOnly ? trend.periods.slice(-1) : trend.periods;

export interface ComparedLine {
  from: number;
  to: number;
  start: number;
  end: number;
}

export interface ComparedSeries {
  values: DailyValue[];
  /** Each shown period's trendline from its first to its last value. */
  trendlines: ComparedLine[];
}

/**
 * A vessel's series for the overlaid chart. Real Y: the daily values as they are. Relative Y: each
 * value minus the benchmark point of its own period (the trendline's value at the period's start), so
 * every vessel's period starts at 0 and the lines compare the development since the last event rather
 * than the vessels' levels.
 */
export function comparedSeries(
  trend: LongTrendResult,
  options: { lastPeriodOnly: boolean; relativeY: boolean },
): ComparedSeries {
  const values: DailyValue[] = [];
  const trendlines: ComparedLine[] = [];
  for (const period of shownPeriods(trend, options.lastPeriodOnly)) {
    const offset = options.relativeY ? (period.benchmarkPoint ?? 0) : 0;
    for (const v of period.values) values.push({ t: v.t, value: v.value - offset });
    const first = period.values[0];
    const last = period.values.at(-1);
    if (period.trendline && first && last)
      trendlines.push({
        from: first.t,
        to: last.t,
        start: period.trendline.start - offset,
        end: period.trendline.end - offset,
      });
  }
  return { values, trendlines };
}
