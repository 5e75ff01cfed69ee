import { SimpleLinearRegression } from "ml-regression-simple-linear";

/**
 * The linear trendline of a period (spec 3 §3 Long trend: trendline start, end, coefficient; §9: change
 * per year is 365 times the coefficient). Time runs in days from the first value, so the coefficient
 * is the change per day.
 */
export interface Trendline {
  /** The line's value at the first time. */
  start: number;
  /** The line's value at the last time. */
  end: number;
  /** Slope per day. */
  coefficient: number;
  /** 365 × coefficient. */
  changePerYear: number;
}

export const DAY_MS = 86_400_000;
export const DAYS_PER_YEAR = 365;

export const changePerYear = (coefficient: number): number => DAYS_PER_YEAR * coefficient;

/**
 * Least-squares line through (time, value) pairs, time in epoch milliseconds; null with fewer than two
 * distinct times (no line can be drawn). Values that are not finite are left out.
 */
export function trendline(values: ReadonlyArray<{ t: number; value: number }>): Trendline | null {
  const usable = values.filter((v) => Number.isFinite(v.t) && Number.isFinite(v.value));
  if (usable.length < 2) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { t } of usable) {
    first = Math.min(first, t);
    last = Math.max(last, t);
  }
  if (last === first) return null;
  const regression = new SimpleLinearRegression(
    usable.map((v) => (v.t - first) / DAY_MS),
    usable.map((v) => v.value),
  );
  const coefficient = regression.slope;
  return {
    start: regression.intercept,
    end: regression.intercept + coefficient * ((last - first) / DAY_MS),
    coefficient,
    changePerYear: changePerYear(coefficient),
  };
}
