import { z } from "zod";
import { LONG_TREND_STATUSES, VESSEL_STATUSES } from "../performance/performanceStatus.js";
import { DIAGNOSTIC_TYPES } from "./longTrends.js";

/** The answers of the long-trend calls (docs/long-trends.md): times in ISO 8601, figures rounded. */

const figure = z.number().nullable();
const diagnosticType = z.enum(DIAGNOSTIC_TYPES);
const trendStatus = z.enum(LONG_TREND_STATUSES);

/** The vessel's performance status its long trends make (GET /LongTrends/Find, PUT /LongTrends). */
export const vesselStatusAnswer = z.object({ performanceStatus: z.enum(VESSEL_STATUSES), label: z.string() });
export type VesselStatusAnswer = z.infer<typeof vesselStatusAnswer>;

const trendline = z.object({ start: figure, end: figure, coefficient: figure });
const statistics = z.object({
  count: z.number().int(),
  mean: figure,
  min: figure,
  max: figure,
  standardDeviation: figure,
});

/** One period of a trend, between two hull events. */
export const longTrendPeriodAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  trendline: trendline.nullable(),
  changePerYear: figure,
  benchmarkPoint: figure,
  statistics: statistics.nullable(),
});
export type LongTrendPeriodAnswer = z.infer<typeof longTrendPeriodAnswer>;

const trendConfig = {
  useInVesselStatus: z.boolean(),
  useManualBenchmarkLevel: z.boolean(),
  manualBenchmarkLevel: figure,
};

/** A trend with its configuration and the status of its last period (GET /LongTrends/Find). */
export const longTrendAnswer = z.object({
  id: z.string(),
  name: z.string(),
  vesselId: z.string(),
  diagnosticType,
  diagnosticTypeId: z.number().int(),
  isDiagnosticType: z.boolean(),
  performanceStatus: trendStatus,
  status: z.string(),
  ...trendConfig,
  descriptionLong: z.string(),
  unit: z.string(),
  trendline: trendline.nullable(),
  changePerYear: figure,
  benchmarkPoint: figure,
  benchmarkLevel: figure,
  deviationFromBenchmark: figure,
  lastPeriodStartDate: z.string().nullable(),
  chartRange: z.number(),
  missing: z.string().nullable(),
});
export type LongTrendAnswer = z.infer<typeof longTrendAnswer>;

/** GET /LongTrends/Find. */
export const longTrendsFindAnswer = z.object({
  vesselId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  vesselStatus: vesselStatusAnswer,
  items: z.array(longTrendAnswer),
});
export type LongTrendsFindAnswer = z.infer<typeof longTrendsFindAnswer>;

/** A trend's Observe / Not ok limits (one-sided trends have no low ones) and the rule they come from. */
const limits = {
  observe: figure,
  notOk: figure,
  observeLow: figure,
  notOkLow: figure,
  thresholds: z.object({ observe: z.number(), notOk: z.number(), twoSided: z.boolean() }),
  benchmarkDays: z.number(),
};

/** A trend's daily values, periods, limits and the hull events of the window (GET /LongTrends/Data). */
export const longTrendDataAnswer = longTrendAnswer.extend({
  values: z.array(z.object({ timestamp: z.string(), value: figure })),
  periods: z.array(longTrendPeriodAnswer),
  trendLimits: z.object({ benchmark: figure, ...limits }).nullable(),
  events: z.array(
    z.object({
      id: z.string(),
      eventType: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      description: z.string(),
    }),
  ),
});
export type LongTrendDataAnswer = z.infer<typeof longTrendDataAnswer>;

/** GET /LongTrends/Data. */
export const longTrendsDataAnswer = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  items: z.array(longTrendDataAnswer),
});
export type LongTrendsDataAnswer = z.infer<typeof longTrendsDataAnswer>;

/** GET /LongTrendPeriods/Find. */
export const longTrendPeriodsFindAnswer = z.object({
  items: z.array(z.object({ longTrendId: z.string(), periods: z.array(longTrendPeriodAnswer) })),
});

/** PUT /LongTrends: the trend's configuration as saved and the vessel's status it makes now. */
export const longTrendConfiguredAnswer = z.object({
  id: z.string(),
  vesselId: z.string(),
  ...trendConfig,
  vesselStatus: vesselStatusAnswer,
});
export type LongTrendConfiguredAnswer = z.infer<typeof longTrendConfiguredAnswer>;

/** The hull event that opened a period, or null. */
export const openingEventAnswer = z
  .object({ id: z.string(), eventType: z.string(), endTime: z.string(), description: z.string() })
  .nullable();

const periodsOf = <T extends z.ZodRawShape>(item: T) =>
  z.object({
    fromDate: z.string(),
    toDate: z.string(),
    items: z.array(z.object({ longTrendId: z.string(), ...item })),
  });

/** GET /LongTrendPeriods: every period of the named trends, without daily values. */
export const longTrendPeriodsAnswer = periodsOf({ periods: z.array(longTrendPeriodAnswer) });

/** GET /LongTrendPeriods/Meta. */
export const longTrendPeriodsMetaAnswer = periodsOf({
  name: z.string(),
  unit: z.string(),
  periods: z.array(
    z.object({
      index: z.number().int(),
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      isLast: z.boolean(),
      openedBy: openingEventAnswer,
    }),
  ),
});

/** GET /LongTrendPeriods/Statistics: a period without readings has no statistics, only its bounds. */
export const longTrendPeriodStatisticsAnswer = periodsOf({
  periods: z.array(z.object({ from: z.string(), to: z.string(), ...statistics.partial().shape })),
});

/** GET /TrendLimits. */
export const trendLimitsAnswer = z.object({
  vesselId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  items: z.array(
    z.object({
      longTrendId: z.string(),
      diagnosticType,
      benchmarkLevel: figure,
      useManualBenchmarkLevel: z.boolean(),
      ...limits,
    }),
  ),
});

/** GET /LongTrends/Compare/Groups. */
export const compareGroupsAnswer = z.object({
  items: z.array(
    z.object({
      diagnosticType,
      diagnosticTypeId: z.number().int(),
      name: z.string(),
      descriptionLong: z.string(),
      vessels: z.array(vesselStatusAnswer.extend({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type CompareGroupsAnswer = z.infer<typeof compareGroupsAnswer>;

/** One vessel's row and series of the Compare chart. */
export const compareItemAnswer = z.object({
  longTrendId: z.string(),
  vesselId: z.string(),
  name: z.string(),
  url: z.string(),
  performanceStatus: trendStatus,
  status: z.string(),
  lastPeriodStartDate: z.string().nullable(),
  changePerYear: figure,
  benchmarkPointValue: figure,
  deviationFromBenchmark: figure,
  isBenchmarking: z.boolean(),
  days: z.number().int(),
  missing: z.string().nullable(),
  values: z.array(z.object({ timestamp: z.string(), value: figure })),
  trendlines: z.array(z.object({ from: z.string(), to: z.string(), start: figure, end: figure })),
});

/** GET /LongTrends/Compare. */
export const compareAnswer = z.object({
  diagnosticType,
  name: z.string(),
  unit: z.string(),
  chartRange: z.number(),
  lastPeriodOnly: z.boolean(),
  relativeY: z.boolean(),
  fromDate: z.string(),
  toDate: z.string(),
  items: z.array(compareItemAnswer),
});
export type CompareAnswer = z.infer<typeof compareAnswer>;

/**
 * Why a trend has no consequence: Benchmarking (spec 3 §8), no deviation to judge (N/A), or the vessel
 * lacks what the calculation needs (the §8 missing-code warning).
 */
export const consequenceStateAnswer = z.enum(["Ok", "Benchmarking", "NotAvailable", "MissingCode"]);
export type ConsequenceState = z.infer<typeof consequenceStateAnswer>;

const mcrOption = { index: z.number().int(), mcrPercent: z.number(), mcrDisplay: z.string() };

/** One MCR basis of a trend's consequence (spec 3 §3 Benefit/consequence: results and mcrDisplay). */
export const consequenceRowAnswer = z.object({
  ...mcrOption,
  powerKw: z.number(),
  fuelTonnesPerDay: z.number(),
  addedFuelTonnesPerDay: z.number(),
  costPerDay: figure,
  results: z.array(z.object({ headerName: z.string(), displayValue: z.string() })),
});
export type ConsequenceRowAnswer = z.infer<typeof consequenceRowAnswer>;

/** One trend's consequence, a row per MCR basis (40, 50, 75, 90 %); none unless its state is Ok. */
export const consequenceAnswer = z.object({
  longTrendId: z.string(),
  trendEventId: z.string().nullable(),
  vesselId: z.string(),
  name: z.string(),
  diagnosticType,
  state: consequenceStateAnswer,
  message: z.string().nullable(),
  missing: z.array(z.string()),
  deviationFromBenchmark: figure,
  mcrKw: figure,
  sfoc: figure,
  fuelPrice: figure,
  consequences: z.array(consequenceRowAnswer),
});
export type ConsequenceAnswer = z.infer<typeof consequenceAnswer>;

const mcrBases = {
  defaultMcrPercent: z.number(),
  mcrOptions: z.array(z.object(mcrOption)),
};

/** GET /Consequences/FindLatest: each named trend's consequence of its current deviation. */
export const latestConsequencesAnswer = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  fuelPrice: figure,
  ...mcrBases,
  items: z.array(consequenceAnswer),
});
export type LatestConsequencesAnswer = z.infer<typeof latestConsequencesAnswer>;

/** GET /Consequences: one trend's current level against a chosen period's benchmark point. */
export const periodConsequenceAnswer = consequenceAnswer.extend({
  fromDate: z.string(),
  toDate: z.string(),
  benchmarkPeriod: z.object({
    index: z.number().int(),
    from: z.string(),
    to: z.string(),
    benchmarkPoint: figure,
    openedBy: openingEventAnswer,
  }),
  currentLevel: figure,
  ...mcrBases,
});

/** GET /Benefits/Find: what a hull event took off a trend (its step at the event). */
export const benefitAnswer = consequenceAnswer.extend({
  before: figure,
  after: figure,
  step: figure,
  stepConfidence: figure,
  eventType: z.string(),
  eventDate: z.string(),
});
