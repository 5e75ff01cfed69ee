import { sharedSlopeLines } from "../hullPerformance/hullTrend.js";
import type { LongTrendStatus } from "../performance/performanceStatus.js";
import { changePerYear, DAY_MS, type Trendline, trendline } from "../performance/trendline.js";

/**
 * Long trends and diagnostics (spec 3 §2, §3 "Long trend", "Long trend period", §9; docs/long-trends.md).
 * Pure: the caller passes the daily values of each diagnostic type and the times of the events that
 * start a new period (dry docking, hull cleaning, new coating). Values are deviations from the vessel's
 * reference in percent: speed loss (slower than the reference is positive), rpm deviation (more rpm
 * than the propeller law gives at that power is positive), SFOC deviation (more fuel per kWh is positive).
 */

/** Diagnostic types in the spec's order: speed = 1, rpm = 2, sfr or sfoc = 3 (others = 4 are not built). */
export const DIAGNOSTIC_TYPES = ["speed", "rpm", "sfoc"] as const;
export type DiagnosticType = (typeof DIAGNOSTIC_TYPES)[number];
export const DIAGNOSTIC_TYPE_IDS: Record<DiagnosticType, number> = { speed: 1, rpm: 2, sfoc: 3 };
export const DIAGNOSTIC_TYPE_NAMES: Record<DiagnosticType, string> = {
  speed: "Speed loss",
  rpm: "Shaft rpm deviation",
  sfoc: "SFOC deviation",
};
export const DIAGNOSTIC_DESCRIPTIONS: Record<DiagnosticType, string> = {
  speed: "Speed loss at the same power and draft against the speed-power reference (ISO 19030), %",
  rpm: "Measured shaft rpm against the rpm the propeller law (fitted over the first 30 days of data) gives at that power, %",
  sfoc: "Main engine fuel per kWh of shaft power against the SFOC the engine gives at that load (IMO SFOC curve, its level fitted over the first 30 days of data), %",
};

/**
 * Status thresholds: the deviation of the period's current value above its benchmark level. rpm is
 * judged both ways (a light or a heavy propeller); speed and SFOC only upwards (being faster or more
 * economical than the benchmark is not a problem). SFOC is compared with the engine's SFOC at the same
 * load, so the load no longer moves it by several percent and a smaller rise already says something.
 */
export const STATUS_LIMITS: Record<DiagnosticType, { observe: number; notOk: number; twoSided: boolean }> = {
  speed: { observe: 5, notOk: 10, twoSided: false },
  rpm: { observe: 3, notOk: 5, twoSided: true },
  sfoc: { observe: 2.5, notOk: 5, twoSided: false },
};
/**
 * Days whose mean is an engine trend's current value. An engine fault is a step, not a slow drift like
 * fouling: the end of a trendline over a long period would take months to show it.
 */
export const RECENT_DAYS: Partial<Record<DiagnosticType, number>> = { sfoc: 14 };
/** Daily values a period needs before it is judged; a younger period is Benchmarking. */
export const BENCHMARK_DAYS = 30;
/** Chart y range around zero (spec 3 §9): ±25 for rpm, ±50 otherwise. */
export const chartRange = (type: DiagnosticType): number => (type === "rpm" ? 25 : 50);

export const MANUAL_BENCHMARK_LIMIT = 40;

export interface DailyValue {
  /** Midnight UTC, ms. */
  t: number;
  value: number;
}

export interface PeriodStatistics {
  count: number;
  mean: number;
  min: number;
  max: number;
  standardDeviation: number;
}

export interface TrendLimits {
  /** Benchmark level the limits are counted from. */
  benchmark: number;
  observe: number;
  notOk: number;
  /** For two-sided types, the lower limits (benchmark − …); null otherwise. */
  observeLow: number | null;
  notOkLow: number | null;
}

export interface LongTrendPeriod {
  /** Period start (the event that opened it, or the first day), ms. */
  from: number;
  /** Last day with a value, ms. */
  to: number;
  values: DailyValue[];
  trendline: Trendline | null;
  /** The trendline's value at the period's start: the level the period is judged from. */
  benchmarkPoint: number | null;
  statistics: PeriodStatistics | null;
}

export interface LongTrendConfig {
  useInVesselStatus: boolean;
  useManualBenchmarkLevel: boolean;
  manualBenchmarkLevel: number | null;
}

export const DEFAULT_LONG_TREND_CONFIG: LongTrendConfig = {
  useInVesselStatus: true,
  useManualBenchmarkLevel: false,
  manualBenchmarkLevel: null,
};

export interface LongTrendResult {
  type: DiagnosticType;
  periods: LongTrendPeriod[];
  /**
   * Benchmark level used for the status: the manual one when chosen, else the last period's benchmark
   * point; for speed loss never above 0 (the sea-trial reference), so a hull that was already fouled
   * when its data began is judged by its whole loss, a clean one by the rise since its last hull event.
   */
  benchmarkLevel: number | null;
  /** Current value (last period's trendline at its end; for SFOC the mean of its RECENT_DAYS) minus the benchmark level. */
  deviationFromBenchmark: number | null;
  trendLimits: TrendLimits | null;
  performanceStatus: LongTrendStatus;
}

/** Mean, min, max and (population) standard deviation; null for no values. */
export function statistics(values: readonly number[]): PeriodStatistics | null {
  if (values.length === 0) return null;
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    sum += v;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const mean = sum / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return { count: values.length, mean, min, max, standardDeviation: Math.sqrt(variance) };
}

/**
 * Splits daily values into periods at the given starts (a day belongs to the period whose start is at
 * or before its noon). Periods without a value are left out.
 */
export function splitPeriods(
  values: readonly DailyValue[],
  periodStarts: readonly number[],
): LongTrendPeriod[] {
  const starts = [...periodStarts].sort((a, b) => a - b);
  const groups = new Map<number, DailyValue[]>();
  for (const v of [...values].sort((a, b) => a.t - b.t)) {
    if (!Number.isFinite(v.value)) continue;
    let i = 0;
    while (i < starts.length && starts[i]! <= v.t + DAY_MS / 2) i++;
    const list = groups.get(i);
    if (list) list.push(v);
    else groups.set(i, [v]);
  }
  return [...groups]
    .sort((a, b) => a[0] - b[0])
    .map(([i, list]) => {
      const line = trendline(list);
      return {
        from: i > 0 ? starts[i - 1]! : list[0]!.t,
        to: list.at(-1)!.t,
        values: list,
        trendline: line,
        benchmarkPoint: line ? line.start : list[0]!.value,
        statistics: statistics(list.map((v) => v.value)),
      };
    });
}

/**
 * The periods with one slope per hull period (docs/fouling.md "Hull trend"): between the events that renew
 * the hull (dry docking, new coating; `renewalStarts` their ends) fouling grows at one rate and a hull
 * cleaning moves only its level, so the periods a cleaning starts share the slope fitted over all their
 * days (hullTrend.ts), each keeping its own level. For the speed loss.
 */
export function withHullSlopes(
  periods: readonly LongTrendPeriod[],
  renewalStarts: readonly number[],
): LongTrendPeriod[] {
  const periodOf = periods.map((p) => renewalStarts.filter((r) => r <= p.values[0]!.t + DAY_MS / 2).length);
  const lines = sharedSlopeLines(
    periods.map((p) => p.values),
    periodOf,
    2,
  );
  return periods.map((p, k) => {
    const line = lines[k];
    if (!p.trendline || !line) return p;
    const coefficient = (line.atLast - line.atFirst) / ((p.to - p.values[0]!.t) / DAY_MS);
    const fitted = {
      start: line.atFirst,
      end: line.atLast,
      coefficient,
      changePerYear: changePerYear(coefficient),
    };
    return { ...p, trendline: fitted, benchmarkPoint: fitted.start };
  });
}

export function trendLimits(type: DiagnosticType, benchmark: number): TrendLimits {
  const limits = STATUS_LIMITS[type];
  return {
    benchmark,
    observe: benchmark + limits.observe,
    notOk: benchmark + limits.notOk,
    observeLow: limits.twoSided ? benchmark - limits.observe : null,
    notOkLow: limits.twoSided ? benchmark - limits.notOk : null,
  };
}

/** Ok / Observe / NotOk from a deviation above the benchmark, by the type's thresholds. */
export function statusOfDeviation(type: DiagnosticType, deviation: number): "Ok" | "Observe" | "NotOk" {
  const limits = STATUS_LIMITS[type];
  const size = limits.twoSided ? Math.abs(deviation) : deviation;
  if (size >= limits.notOk) return "NotOk";
  if (size >= limits.observe) return "Observe";
  return "Ok";
}

/**
 * A long trend of one diagnostic type: its periods and, from the last period, its status. No value at
 * all → notAvailable (N/A). A last period with fewer than BENCHMARK_DAYS values → BenchMarking (its
 * benchmark is being established), unless a manual benchmark level is used. Otherwise the deviation of
 * the current value from the benchmark level decides by STATUS_LIMITS. With `renewalStarts` (the speed
 * loss's hull renewals) the periods of one hull period share their slope (withHullSlopes).
 */
export function longTrend(
  type: DiagnosticType,
  values: readonly DailyValue[],
  periodStarts: readonly number[],
  config: LongTrendConfig = DEFAULT_LONG_TREND_CONFIG,
  renewalStarts: readonly number[] | null = null,
): LongTrendResult {
  const split = splitPeriods(values, periodStarts);
  const periods = renewalStarts ? withHullSlopes(split, renewalStarts) : split;
  const last = periods.at(-1);
  if (!last)
    return {
      type,
      periods,
      benchmarkLevel: null,
      deviationFromBenchmark: null,
      trendLimits: null,
      performanceStatus: "notAvailable",
    };
  const manual = config.useManualBenchmarkLevel && config.manualBenchmarkLevel !== null;
  const benchmarkLevel = manual
    ? config.manualBenchmarkLevel!
    : type === "speed"
      ? Math.min(0, last.benchmarkPoint!)
      : last.benchmarkPoint!;
  const current = currentValue(type, last);
  const deviation = current - benchmarkLevel;
  const young = last.values.length < BENCHMARK_DAYS;
  return {
    type,
    periods,
    benchmarkLevel,
    deviationFromBenchmark: deviation,
    trendLimits: trendLimits(type, benchmarkLevel),
    performanceStatus: young && !manual ? "BenchMarking" : statusOfDeviation(type, deviation),
  };
}

/** A period's current value: the mean of its last RECENT_DAYS for engine trends, else its trendline's end. */
function currentValue(type: DiagnosticType, period: LongTrendPeriod): number {
  const recentDays = RECENT_DAYS[type];
  if (recentDays !== undefined) {
    const since = period.to - (recentDays - 1) * DAY_MS;
    const recent = period.values.filter((v) => v.t >= since);
    return recent.reduce((sum, v) => sum + v.value, 0) / recent.length;
  }
  return period.trendline ? period.trendline.end : period.statistics!.mean;
}

// ---------------------------------------------------------------- daily values from the log data

export interface TimeValue {
  t: number;
  value: number;
}

/** Daily means (UTC days) of the values at the times kept; days with fewer than `minPerDay` values are left out. */
export function dailyMeans(values: readonly TimeValue[], minPerDay = 6): DailyValue[] {
  const days = new Map<number, { sum: number; n: number }>();
  for (const { t, value } of values) {
    if (!Number.isFinite(value)) continue;
    const day = Math.floor(t / DAY_MS) * DAY_MS;
    const acc = days.get(day);
    if (acc) {
      acc.sum += value;
      acc.n++;
    } else days.set(day, { sum: value, n: 1 });
  }
  return [...days]
    .filter(([, a]) => a.n >= minPerDay)
    .sort((a, b) => a[0] - b[0])
    .map(([t, a]) => ({ t, value: a.sum / a.n }));
}

/** Bumped whenever the daily values' method changes: stored status inputs of another version are recomputed. */
export const LONG_TREND_METHOD_VERSION = 3;
/** Share of the engine's rated power (MCR) below which samples are left out (manoeuvring, idling). */
export const MIN_LOAD_SHARE = 0.3;
/** Days from the first sample whose samples set the reference (propeller law, SFOC level). */
export const REFERENCE_DAYS = 30;
/** Without a known MCR: the share of it ships seldom exceed in service, for the rated power estimate. */
const SERVICE_SHARE_OF_MCR = 0.85;
const SERVICE_PERCENTILE = 0.95;

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The engine's rated power the load is counted from, kW: the MCR of the vessel's particulars when known;
 * otherwise estimated from the logged power as its 95th percentile over 85 % (a spike of a sensor,
 * however large, moves neither). 0 without loaded power.
 */
export function ratedPowerOf(mcr: number | null | undefined, power: readonly TimeValue[]): number {
  if (mcr !== null && mcr !== undefined && mcr > 0) return mcr;
  const loaded = power.filter((p) => Number.isFinite(p.value) && p.value > 0).map((p) => p.value);
  if (loaded.length === 0) return 0;
  loaded.sort((a, b) => a - b);
  const at = loaded[Math.min(loaded.length - 1, Math.floor(SERVICE_PERCENTILE * loaded.length))]!;
  return at / SERVICE_SHARE_OF_MCR;
}

/**
 * Pairs two series on equal times, keeping the samples between MIN_LOAD_SHARE and 110 % of the rated
 * power (ratedPowerOf): readings beyond what the engine can give are spikes, not load.
 */
function loadedPairs(power: readonly TimeValue[], other: readonly TimeValue[], ratedPower: number) {
  const powerAt = new Map(power.map((p) => [p.t, p.value]));
  const pairs: { t: number; power: number; other: number }[] = [];
  if (!(ratedPower > 0)) return pairs;
  for (const o of other) {
    const p = powerAt.get(o.t);
    if (p === undefined || !(p >= MIN_LOAD_SHARE * ratedPower) || !(p <= 1.1 * ratedPower)) continue;
    if (!Number.isFinite(o.value)) continue;
    pairs.push({ t: o.t, power: p, other: o.value });
  }
  return pairs.sort((a, b) => a.t - b.t);
}

/** The reference window: the samples of the first REFERENCE_DAYS days after the first one. */
const referenceWindow = <T extends { t: number }>(pairs: readonly T[]) =>
  pairs.length === 0 ? [] : pairs.filter((p) => p.t < pairs[0]!.t + REFERENCE_DAYS * DAY_MS);

/**
 * rpm deviation, %: measured shaft rpm against the propeller law n = k·P^(1/3), k the median of
 * n / P^(1/3) over the first REFERENCE_DAYS days of data (the vessel's earliest period: clean hull,
 * polished propeller after its docking). Samples outside the loaded range (loadedPairs) are left out.
 */
export function rpmDeviation(
  power: readonly TimeValue[],
  rpm: readonly TimeValue[],
  ratedPower = ratedPowerOf(null, power),
): TimeValue[] {
  const pairs = loadedPairs(power, rpm, ratedPower).filter((p) => p.other > 0);
  const k = median(referenceWindow(pairs).map((p) => p.other / Math.cbrt(p.power)));
  if (k === null || !(k > 0)) return [];
  return pairs.map((p) => ({ t: p.t, value: (p.other / (k * Math.cbrt(p.power)) - 1) * 100 }));
}

/**
 * The shape of a diesel engine's SFOC over its load L (fraction of MCR), relative to its base level:
 * 0.455 L² − 0.71 L + 1.28 (Fourth IMO GHG Study; lowest near 78 % load).
 */
export const sfocLoadShape = (load: number): number => {
  const l = Math.min(Math.max(load, 0.1), 1.1);
  return 0.455 * l * l - 0.71 * l + 1.28;
};

/**
 * SFOC deviation, %: main-engine fuel (kg/h) × 1000 / shaft power (kW) = g/kWh, against the SFOC the
 * engine gives at that load: the IMO curve's shape (sfocLoadShape) at its level fitted as the median of
 * SFOC / shape over the first REFERENCE_DAYS days. So a ship running slower (lighter load, more g/kWh)
 * reads no deviation; an engine burning more at every load does. Samples outside the loaded range left out.
 */
export function sfocDeviation(
  power: readonly TimeValue[],
  fuel: readonly TimeValue[],
  ratedPower = ratedPowerOf(null, power),
): TimeValue[] {
  const pairs = loadedPairs(power, fuel, ratedPower)
    .filter((p) => p.other >= 0)
    .map((p) => ({ t: p.t, level: (p.other * 1000) / p.power / sfocLoadShape(p.power / ratedPower) }));
  const reference = median(referenceWindow(pairs).map((p) => p.level));
  if (reference === null || !(reference > 0)) return [];
  return pairs.map((p) => ({ t: p.t, value: (p.level / reference - 1) * 100 }));
}
