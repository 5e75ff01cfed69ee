import type { Iso19030EventView } from "../../../domain/hullPerformance/events.js";
import { comparedSeries, compareRow } from "../../../domain/longTrends/compare.js";
import { longTrendId } from "../../../domain/longTrends/config.js";
import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import {
  BENCHMARK_DAYS,
  chartRange,
  DIAGNOSTIC_DESCRIPTIONS,
  DIAGNOSTIC_TYPE_IDS,
  DIAGNOSTIC_TYPE_NAMES,
  type LongTrendConfig,
  type LongTrendPeriod,
  type LongTrendResult,
  STATUS_LIMITS,
} from "../../../domain/longTrends/longTrends.js";
import type { VesselView } from "../../../projections/admin/vessels.js";

/** The answers of the long-trend calls (docs/api.md "Long trends"): times in ISO 8601, figures rounded. */

export const iso = (t: number) => new Date(t).toISOString();
export const round = (x: number | null | undefined, digits = 3) =>
  x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits;

const TREND_STATUS_LABELS: Record<string, string> = {
  NotOk: "Not ok",
  Observe: "Observe",
  BenchMarking: "Benchmarking",
  Ok: "Ok",
  notAvailable: "N/A",
};

export const periodDto = (p: LongTrendPeriod) => ({
  from: iso(p.from),
  to: iso(p.to),
  days: p.values.length,
  trendline: p.trendline && {
    start: round(p.trendline.start),
    end: round(p.trendline.end),
    coefficient: round(p.trendline.coefficient, 6),
  },
  changePerYear: p.trendline ? round(p.trendline.changePerYear) : null,
  benchmarkPoint: round(p.benchmarkPoint),
  statistics: p.statistics && {
    count: p.statistics.count,
    mean: round(p.statistics.mean),
    min: round(p.statistics.min),
    max: round(p.statistics.max),
    standardDeviation: round(p.statistics.standardDeviation),
  },
});

/** A trend with its configuration and the status of its last period (GET /LongTrends/Find). */
export const trendDto = (
  vessel: VesselView,
  inputs: LongTrendInputs,
  trend: LongTrendResult,
  config: LongTrendConfig,
) => {
  const last = trend.periods.at(-1) ?? null;
  return {
    id: longTrendId(vessel.id, trend.type),
    name: DIAGNOSTIC_TYPE_NAMES[trend.type],
    vesselId: vessel.id,
    diagnosticType: trend.type,
    diagnosticTypeId: DIAGNOSTIC_TYPE_IDS[trend.type],
    isDiagnosticType: true,
    performanceStatus: trend.performanceStatus,
    status: TREND_STATUS_LABELS[trend.performanceStatus],
    ...config,
    descriptionLong: DIAGNOSTIC_DESCRIPTIONS[trend.type],
    unit: "%",
    trendline: last?.trendline
      ? {
          start: round(last.trendline.start),
          end: round(last.trendline.end),
          coefficient: round(last.trendline.coefficient, 6),
        }
      : null,
    changePerYear: last?.trendline ? round(last.trendline.changePerYear) : null,
    benchmarkPoint: round(last?.benchmarkPoint),
    benchmarkLevel: round(trend.benchmarkLevel),
    deviationFromBenchmark: round(trend.deviationFromBenchmark),
    lastPeriodStartDate: last ? iso(last.from) : null,
    chartRange: chartRange(trend.type),
    missing: inputs.missing[trend.type] ?? null,
  };
};

type HullEvent = Pick<Iso19030EventView, "id" | "eventType" | "startTime" | "endTime" | "description">;

/** A trend's daily values, periods, limits and the hull events of the window (GET /LongTrends/Data). */
export const trendDataDto = (
  vessel: VesselView,
  inputs: LongTrendInputs,
  trend: LongTrendResult,
  config: LongTrendConfig,
  events: readonly HullEvent[],
) => ({
  ...trendDto(vessel, inputs, trend, config),
  values: trend.periods.flatMap((p) => p.values.map((v) => ({ timestamp: iso(v.t), value: round(v.value) }))),
  periods: trend.periods.map(periodDto),
  trendLimits: trend.trendLimits && {
    benchmark: round(trend.trendLimits.benchmark),
    observe: round(trend.trendLimits.observe),
    notOk: round(trend.trendLimits.notOk),
    observeLow: round(trend.trendLimits.observeLow),
    notOkLow: round(trend.trendLimits.notOkLow),
    thresholds: STATUS_LIMITS[trend.type],
    benchmarkDays: BENCHMARK_DAYS,
  },
  events: events.map((e) => ({
    id: e.id,
    eventType: e.eventType,
    startTime: iso(e.startTime),
    endTime: iso(e.endTime),
    description: e.description,
  })),
});

/** The hull event that opened a period (GET /LongTrendPeriods/Meta, /Consequences), or null. */
export const openingEventDto = (event: HullEvent | undefined) =>
  event
    ? {
        id: event.id,
        eventType: event.eventType,
        endTime: iso(event.endTime),
        description: event.description,
      }
    : null;

/** Where each period starts and ends, how many days, what opened it (GET /LongTrendPeriods/Meta). */
export const periodsMetaDto = (
  trend: LongTrendResult,
  openedBy: (from: number) => HullEvent | undefined,
) => ({
  name: DIAGNOSTIC_TYPE_NAMES[trend.type],
  unit: "%",
  periods: trend.periods.map((p, index) => ({
    index,
    from: iso(p.from),
    to: iso(p.to),
    days: p.values.length,
    isLast: index === trend.periods.length - 1,
    openedBy: openingEventDto(openedBy(p.from)),
  })),
});

/** A trend's benchmark level and limits (GET /TrendLimits). */
export const trendLimitsDto = (vessel: VesselView, trend: LongTrendResult, config: LongTrendConfig) => ({
  longTrendId: longTrendId(vessel.id, trend.type),
  diagnosticType: trend.type,
  benchmarkLevel: round(trend.benchmarkLevel),
  useManualBenchmarkLevel: config.useManualBenchmarkLevel,
  observe: round(trend.trendLimits?.observe),
  notOk: round(trend.trendLimits?.notOk),
  observeLow: round(trend.trendLimits?.observeLow),
  notOkLow: round(trend.trendLimits?.notOkLow),
  thresholds: STATUS_LIMITS[trend.type],
  benchmarkDays: BENCHMARK_DAYS,
});

/** One vessel's row and series of the Compare chart (GET /LongTrends/Compare). */
export const compareItemDto = (
  vessel: VesselView,
  inputs: LongTrendInputs,
  trend: LongTrendResult,
  query: Parameters<typeof comparedSeries>[1],
) => {
  const row = compareRow(trend);
  const series = comparedSeries(trend, query);
  return {
    longTrendId: longTrendId(vessel.id, trend.type),
    vesselId: vessel.id,
    name: vessel.name,
    url: `/Vessel/${encodeURIComponent(vessel.id)}/${encodeURIComponent(vessel.name)}/LongTrend`,
    performanceStatus: trend.performanceStatus,
    status: TREND_STATUS_LABELS[trend.performanceStatus],
    lastPeriodStartDate: row.lastPeriodStartDate === null ? null : iso(row.lastPeriodStartDate),
    changePerYear: round(row.changePerYear),
    benchmarkPointValue: round(row.benchmarkPointValue),
    deviationFromBenchmark: round(row.deviationFromBenchmark),
    isBenchmarking: row.isBenchmarking,
    days: trend.periods.at(-1)?.values.length ?? 0,
    missing: inputs.missing[trend.type] ?? null,
    values: series.values.map((v) => ({ timestamp: iso(v.t), value: round(v.value) })),
    trendlines: series.trendlines.map((l) => ({
      from: iso(l.from),
      to: iso(l.to),
      start: round(l.start),
      end: round(l.end),
    })),
  };
};
