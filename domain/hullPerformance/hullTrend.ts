/**
 * The hull's trend over a hull period (docs/fouling.md "Hull trend"), pure: between the events that renew
 * the hull (dry docking, new coating) the fouling grows at one rate, and a hull cleaning by divers or a
 * propeller polishing moves the level, not the rate. So the period's daily values are fitted with **one
 * common slope and a level per stretch** between those maintenance events (least squares, steps at the
 * events): every day of the period informs the slope, where a line per stretch had only its own stretch's
 * days, and a maintenance event's effect is the fitted step with its confidence interval.
 *
 * Model y = a_k + b·x (x in years, stretch k). The common slope is the pooled within-stretch slope
 * b = Σ_k Sxy_k / Σ_k Sxx_k; each level goes through its stretch's mean, a_k = ȳ_k − b·x̄_k. With s² the
 * residual variance (n − K − 1 degrees of freedom), var(b) = s²/ΣSxx, the stretch's value at x₀ has variance
 * s²/n_k + (x₀ − x̄_k)²·var(b) (ȳ_k and b are uncorrelated), and a step from stretch k at x₁ to k + 1 at x₂
 * s²·(1/n_k + 1/n_{k+1}) + ((x₂ − x̄_{k+1}) − (x₁ − x̄_k))²·var(b). Every standard error is widened by the
 * residuals' serial correlation (consecutive days share their weather): × √((1 + ρ)/(1 − ρ)), ρ the lag-1
 * correlation of the residuals over consecutive days of one stretch, 0 when negative.
 */

const DAY_MS = 24 * 3600_000;
const YEAR_MS = 365.25 * DAY_MS;
/** Above this the serial correlation is taken as this (its variance inflation grows without bound at 1). */
const MAX_SERIAL_CORRELATION = 0.9;

export interface TrendPoint {
  /** The time the value stands for, ms. */
  t: number;
  value: number;
}

export interface StretchSummary {
  n: number;
  /** Mean time, ms, and mean value (NaN without values). */
  meanT: number;
  meanValue: number;
}

export interface HullTrendFit {
  stretches: StretchSummary[];
  /** The common slope, per year; null when the stretches hold too few values for one (their means are then the levels). */
  perYear: number | null;
  /** Residual standard deviation, widened by `inflation` (null with no degree of freedom left). */
  sigma: number | null;
  /** Σ Sxx over the stretches, years². */
  sxx: number;
  /** The serial-correlation widening applied to `sigma`. */
  inflation: number;
}

export interface FittedValue {
  value: number;
  /** Standard error (widened), null when unknown. */
  standardError: number | null;
}

/**
 * √((1 + ρ)/(1 − ρ)) from residuals in runs (each in time order), ρ their lag-1 correlation over pairs one
 * day apart within a run (0 when negative; 1 with fewer than three residuals): the AR(1) variance
 * inflation of a mean.
 */
export function serialCorrelationInflation(runs: ReadonlyArray<ReadonlyArray<TrendPoint>>): number {
  if (runs.reduce((n, run) => n + run.length, 0) < 3) return 1;
  let lagged = 0;
  let squares = 0;
  for (const run of runs)
    for (let i = 0; i < run.length; i++) {
      const r = run[i]!.value;
      squares += r * r;
      if (i > 0 && run[i]!.t - run[i - 1]!.t === DAY_MS) lagged += r * run[i - 1]!.value;
    }
  const rho = squares > 0 ? Math.min(Math.max(lagged / squares, 0), MAX_SERIAL_CORRELATION) : 0;
  return Math.sqrt((1 + rho) / (1 - rho));
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Fits the common slope and the stretches' levels. `stretches` are the values of each stretch in time
 * order (a stretch may be empty); the slope is fitted when at least `minLineValues` values remain beyond
 * one per non-empty stretch's level plus one (a single stretch then needs `minLineValues` values, as a
 * line of its own would).
 */
export function fitHullTrend(
  stretches: ReadonlyArray<ReadonlyArray<TrendPoint>>,
  minLineValues: number,
): HullTrendFit {
  const summaries = stretches.map((s) => ({
    n: s.length,
    meanT: s.length ? mean(s.map((p) => p.t)) : Number.NaN,
    meanValue: s.length ? mean(s.map((p) => p.value)) : Number.NaN,
  }));
  const n = summaries.reduce((sum, s) => sum + s.n, 0);
  const levels = summaries.filter((s) => s.n > 0).length;
  let sxx = 0;
  let sxy = 0;
  stretches.forEach((points, k) => {
    for (const p of points) {
      const dx = (p.t - summaries[k]!.meanT) / YEAR_MS;
      sxx += dx * dx;
      sxy += dx * (p.value - summaries[k]!.meanValue);
    }
  });
  const withSlope = n - levels + 1 >= minLineValues && sxx > 0;
  const perYear = withSlope ? sxy / sxx : null;
  const residuals: TrendPoint[][] = stretches.map((points, k) =>
    points.map((p) => ({
      t: p.t,
      value: p.value - summaries[k]!.meanValue - (perYear ?? 0) * ((p.t - summaries[k]!.meanT) / YEAR_MS),
    })),
  );
  const freedom = n - levels - (withSlope ? 1 : 0);
  const squares = residuals.flat().reduce((s, r) => s + r.value ** 2, 0);
  const inflation = serialCorrelationInflation(residuals);
  return {
    stretches: summaries,
    perYear,
    sigma: freedom > 0 ? Math.sqrt(squares / freedom) * inflation : null,
    sxx,
    inflation,
  };
}

/** Stretch k's fitted value at time `at` (null when the stretch holds no value). */
export function stretchValueAt(fit: HullTrendFit, k: number, at: number): FittedValue | null {
  const s = fit.stretches[k];
  if (!s || s.n === 0) return null;
  const dx = (at - s.meanT) / YEAR_MS;
  const value = s.meanValue + (fit.perYear ?? 0) * dx;
  if (fit.sigma === null) return { value, standardError: null };
  const slopeTerm = fit.perYear === null ? 0 : (dx * dx) / fit.sxx;
  return { value, standardError: fit.sigma * Math.sqrt(1 / s.n + slopeTerm) };
}

/** The step from stretch k at `before` to stretch k + 1 at `after` (null when either holds no value). */
export function stepBetween(fit: HullTrendFit, k: number, before: number, after: number): FittedValue | null {
  const a = fit.stretches[k];
  const b = fit.stretches[k + 1];
  if (!a || !b || a.n === 0 || b.n === 0) return null;
  const value = stretchValueAt(fit, k + 1, after)!.value - stretchValueAt(fit, k, before)!.value;
  if (fit.sigma === null) return { value, standardError: null };
  const lever = (after - b.meanT - (before - a.meanT)) / YEAR_MS;
  const slopeTerm = fit.perYear === null ? 0 : (lever * lever) / fit.sxx;
  return { value, standardError: fit.sigma * Math.sqrt(1 / a.n + 1 / b.n + slopeTerm) };
}

/** The standard error of the common slope, per year (null without a slope or degrees of freedom). */
export function slopeStandardError(fit: HullTrendFit): number | null {
  return fit.perYear === null || fit.sigma === null ? null : fit.sigma / Math.sqrt(fit.sxx);
}

export interface SharedSlopeLine {
  /** The line's value at the stretch's first and last time. */
  atFirst: number;
  atLast: number;
  /** Its slope, per year (the hull period's common slope; null: the stretch's mean, flat). */
  perYear: number | null;
}

/**
 * Lines through consecutive stretches with one slope per hull period: `periodOf[k]` names the hull period
 * of stretch k (stretches of one period share its fitted slope, each keeps its own level). Answers per
 * stretch its line (null for an empty stretch).
 */
export function sharedSlopeLines(
  stretches: ReadonlyArray<ReadonlyArray<TrendPoint>>,
  periodOf: readonly number[],
  minLineValues: number,
): Array<SharedSlopeLine | null> {
  const lines: Array<SharedSlopeLine | null> = stretches.map(() => null);
  for (const period of new Set(periodOf)) {
    const members = stretches.map((_, k) => k).filter((k) => periodOf[k] === period);
    const fit = fitHullTrend(
      members.map((k) => stretches[k]!),
      minLineValues,
    );
    members.forEach((k, i) => {
      const points = stretches[k]!;
      if (points.length === 0) return;
      lines[k] = {
        atFirst: stretchValueAt(fit, i, points[0]!.t)!.value,
        atLast: stretchValueAt(fit, i, points.at(-1)!.t)!.value,
        perYear: fit.perYear,
      };
    });
  }
  return lines;
}
