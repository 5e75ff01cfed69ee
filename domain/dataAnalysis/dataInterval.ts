import { BUCKET_MS, GRANULARITY_LIMIT_MS, type Granularity } from "../logdata/granularity.js";

/**
 * The data interval picker of Logging History and Data Analysis (spec 3 §2, §5, §9): Auto, Day,
 * Hour, Quarter, Minute, Raw. An interval is offered for a window when the window fits its limit
 * (Raw 1 day, Minute 2 days, Quarter 14 days, Hour 90 days) and when every chosen variable's sample
 * window divides the interval (a variable logged every 10 minutes has no quarter-hour averages).
 */

export const DATA_INTERVALS = ["Auto", "Day", "Hour", "Quarter", "Minute", "Raw"] as const;
export type DataInterval = (typeof DATA_INTERVALS)[number];

/** Hidden for vessels flagged NL (spec 3 §2). */
export const NL_HIDDEN_INTERVALS: readonly DataInterval[] = ["Quarter", "Minute", "Raw"];

/** Auto aims at no more buckets than this per series over the window. */
export const AUTO_MAX_POINTS = 1500;

export const INTERVAL_MESSAGES = {
  sampleWindow: "Not possible due to sample window of variables",
  tooLong: (interval: Granularity) => {
    const days = GRANULARITY_LIMIT_MS[interval] / 86_400_000;
    return `Available for periods up to ${days} day${days === 1 ? "" : "s"}`;
  },
} as const;

/** Finest first, as the store serves them. */
const FINEST_FIRST: readonly Granularity[] = ["Raw", "Minute", "Quarter", "Hour", "Day"];

/**
 * The sample window of a variable: the usual time between its raw points, the median of the gaps
 * (ms, rounded to whole seconds), or null with fewer than two points.
 */
export function sampleWindowOf(times: readonly number[]): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) {
    const gap = times[i]! - times[i - 1]!;
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  return Math.max(1000, Math.round(median / 1000) * 1000);
}

/** Whether every known sample window divides the interval (Raw always fits). */
export function fitsSampleWindows(
  interval: Granularity,
  sampleWindowsMs: readonly (number | null)[],
): boolean {
  if (interval === "Raw") return true;
  const length = BUCKET_MS[interval];
  return sampleWindowsMs.every((w) => w === null || w <= 0 || length % w === 0);
}

export type Availability = { available: true } | { available: false; reason: string };

/** Whether an interval may be chosen for a window of `spanMs` and variables with these sample windows. */
export function intervalAvailability(
  interval: DataInterval,
  spanMs: number,
  sampleWindowsMs: readonly (number | null)[],
): Availability {
  if (interval === "Auto") return { available: true };
  if (spanMs > GRANULARITY_LIMIT_MS[interval])
    return { available: false, reason: INTERVAL_MESSAGES.tooLong(interval) };
  if (!fitsSampleWindows(interval, sampleWindowsMs))
    return { available: false, reason: INTERVAL_MESSAGES.sampleWindow };
  return { available: true };
}

/** The intervals the picker offers a vessel (NL vessels see only Auto, Day and Hour). */
export const intervalsFor = (flaggedNl: boolean): DataInterval[] =>
  DATA_INTERVALS.filter((i) => !flaggedNl || !NL_HIDDEN_INTERVALS.includes(i));

/**
 * The automatic interval: the finest rolled-up interval the window and sample windows allow that
 * gives at most `maxPoints` buckets; Day when none does (spec 3 §4: when the window grows too long,
 * the next larger interval is chosen).
 */
export function automaticInterval(
  spanMs: number,
  sampleWindowsMs: readonly (number | null)[],
  maxPoints = AUTO_MAX_POINTS,
): Granularity {
  for (const interval of FINEST_FIRST) {
    if (interval === "Raw") continue;
    if (
      intervalAvailability(interval, spanMs, sampleWindowsMs).available &&
      Math.ceil(spanMs / BUCKET_MS[interval]) <= maxPoints
    )
      return interval;
  }
  return "Day";
}

/**
 * The interval a query uses: Auto resolved, and a chosen one that the window no longer allows
 * replaced by the next larger that it does.
 */
export function effectiveInterval(
  chosen: DataInterval,
  spanMs: number,
  sampleWindowsMs: readonly (number | null)[],
): Granularity {
  if (chosen === "Auto") return automaticInterval(spanMs, sampleWindowsMs);
  for (let i = FINEST_FIRST.indexOf(chosen); i < FINEST_FIRST.length; i++) {
    const candidate = FINEST_FIRST[i]!;
    if (intervalAvailability(candidate, spanMs, sampleWindowsMs).available) return candidate;
  }
  return "Day";
}
