/**
 * Speed-loss trend per period (between events that reset the hull: dry docking, hull cleaning, new
 * coating): a line through the period's daily speed loss, its change per year and value at the period's
 * last day. The periods between two renewals of the hull (dry docking, new coating: `renewalStarts`) share
 * one slope fitted over all their days, each keeping its own level (hullTrend.ts: a hull cleaning moves the
 * level, not the fouling rate); the long trends' speed loss reads the same lines.
 */
import { sharedSlopeLines } from "./hullTrend.js";
import type { DailyPerformance } from "./iso19030.js";

/** Daily values a period needs before its trend (change per year) is shown: from a few weeks it is noise. */
export const TREND_MIN_DAYS = 30;

export interface TrendPeriod {
  /** Period start (the event, or the first day), ms; end = last day with a value. */
  from: number;
  to: number;
  days: number;
  meanSpeedLoss: number;
  /** Slope of the fitted line, percentage points per year (null with fewer than 2 days). */
  changePerYear: number;
  /** The fitted line's value at `to`, %. */
  current: number;
}

export interface SpeedLossTrend {
  periods: TrendPeriod[];
}

/** Least-squares slope and intercept of y on x. */
export function linearFit(
  xs: readonly number[],
  ys: readonly number[],
): { slope: number; intercept: number } {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

export function speedLossTrend(
  days: readonly DailyPerformance[],
  periodStarts: readonly number[],
  renewalStarts: readonly number[] = periodStarts,
): SpeedLossTrend {
  const starts = [...periodStarts].sort((a, b) => a - b);
  const groups = new Map<number, DailyPerformance[]>();
  for (const d of days) {
    let i = 0;
    while (i < starts.length && starts[i]! <= d.dayStart + 12 * 3600_000) i++;
    const list = groups.get(i);
    if (list) list.push(d);
    else groups.set(i, [d]);
  }
  const sorted = [...groups].sort((a, b) => a[0] - b[0]);
  const lines = sharedSlopeLines(
    sorted.map(([, list]) => list.map((d) => ({ t: d.dayStart, value: d.speedLoss }))),
    sorted.map(([, list]) => renewalStarts.filter((r) => r <= list[0]!.dayStart + 12 * 3600_000).length),
    2,
  );
  return {
    periods: sorted.map(([i, list], k) => {
      const line = lines[k]!;
      return {
        from: i > 0 ? starts[i - 1]! : list[0]!.dayStart,
        to: list.at(-1)!.dayStart,
        days: list.length,
        meanSpeedLoss: list.reduce((s, d) => s + d.speedLoss, 0) / list.length,
        changePerYear: line.perYear ?? 0,
        current: line.atLast,
      };
    }),
  };
}
