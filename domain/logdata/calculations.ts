import { accumulate } from "./units.js";

/**
 * The accumulated value of a rate over a window (spec 3 §4 Accumulated): the rectangle rule with the
 * mean sample interval, i.e. the mean rate times the time the samples cover. With samples every minute
 * from 00:00 to 23:59 the covered time is 24 hours, not 23 h 59 min.
 */
export function coveredMs(stats: {
  count: number;
  first: { t: number } | null;
  last: { t: number } | null;
}): number {
  if (stats.count < 2 || !stats.first || !stats.last) return 0;
  const span = stats.last.t - stats.first.t;
  return (span * stats.count) / (stats.count - 1);
}

/** How much of a window its samples cover, both in ms (the covered time never exceeds the window). */
export interface WindowCoverage {
  coveredMs: number;
  windowMs: number;
}

export function windowCoverage(
  stats: Parameters<typeof coveredMs>[0],
  from: number,
  to: number,
): WindowCoverage {
  const windowMs = Math.max(0, to - from);
  return { coveredMs: Math.round(Math.min(coveredMs(stats), windowMs)), windowMs };
}

/**
 * A window its data covers only in part (issue 34: "Accumulated, last 24 h" of a vessel that sent 11 of
 * those hours): less than 98 % of it, so the ragged edges of regularly logged data still count as whole.
 * Such a value must say its coverage, or a gap reads as a low value.
 */
export const PARTLY_COVERED_BELOW = 0.98;
export const isPartlyCovered = (c: WindowCoverage): boolean =>
  c.windowMs > 0 && c.coveredMs < c.windowMs * PARTLY_COVERED_BELOW;

/** Statistics of a window, as the time-series store answers them (IntervalStatistics). */
export interface WindowStatistics {
  count: number;
  sum: number;
  first: { t: number; v: number } | null;
  last: { t: number; v: number } | null;
}

/**
 * The statistics of the samples in [from, to] read one by one: the definition the store's rollups must
 * agree with (the benchmark and tests compare against it).
 */
export function statisticsOf(
  points: ReadonlyArray<{ t: number; v: number }>,
  from: number,
  to: number,
): WindowStatistics {
  const inside = points.filter((p) => p.t >= from && p.t <= to).sort((a, b) => a.t - b.t);
  return {
    count: inside.length,
    sum: inside.reduce((s, p) => s + p.v, 0),
    first: inside[0] ? { t: inside[0].t, v: inside[0].v } : null,
    last: inside.length > 0 ? { t: inside[inside.length - 1]!.t, v: inside[inside.length - 1]!.v } : null,
  };
}

/** The Averaged value of a window (spec 3 §4): the mean of its samples, null without samples. */
export const averagedValue = (s: Pick<WindowStatistics, "count" | "sum">): number | null =>
  s.count > 0 ? s.sum / s.count : null;

/**
 * The Accumulated value of a window (spec 3 §4, §5): the mean rate times the time the samples cover, in
 * the rate's own time unit; null without samples or for a unit the accumulated-unit rule refuses.
 */
export function accumulatedValue(s: WindowStatistics, unit: string): { value: number; unit: string } | null {
  const mean = averagedValue(s);
  if (mean === null) return null;
  return accumulate(mean, coveredMs(s), unit);
}

/**
 * The window of a vessel's last voyage: from its last departure at or before `now` to now; without one
 * the last `fallbackMs` (30 days on the server).
 */
export function lastVoyageWindow(
  departures: readonly number[],
  now: number,
  fallbackMs: number,
): { from: number; to: number } {
  let from = Number.NEGATIVE_INFINITY;
  for (const at of departures) if (at <= now && at > from) from = at;
  return { from: Number.isFinite(from) ? from : now - fallbackMs, to: now };
}
