/**
 * The step a hull event made in the performance trend (docs/fouling.md "Event impact"), the one figure the
 * Fouling page's event impact, the ISO 19030 maintenance effect and the speed Benefit read. Pure.
 *
 * A mean of the months before against the months after mixes the step with the fouling that grew in
 * both windows (and with the days the windows lack), so a real 1.5 pp cleaning could read as +0.1. The
 * trend is what changes at the event: each side's daily PV gets its own least-squares line, from the
 * previous hull event (at most STEP_SIDE_DAYS) up to the event's start, and from the event's end to the
 * next hull event (at most STEP_SIDE_DAYS); each line is read at the event. A side with fewer than
 * STEP_LINE_MIN_DAYS values gives its mean instead (a slope from a few days is noise).
 *
 * step = PV after − PV before at the event (pp, positive = the ship got faster), with the 95 % confidence
 * half-width 1.96 · √(se_before² + se_after²), se of a line's value at x₀ = s · √(1/n + (x₀ − x̄)²/Sxx)
 * (s the residual standard deviation, n − 2 degrees of freedom), of a mean s/√n.
 */
import type { Iso19030EventView } from "./events.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY_MS = 24 * 3600_000;
const YEAR_MS = 365.25 * DAY_MS;
/** Longest stretch of days a side's line is fitted to. */
export const STEP_SIDE_DAYS = 365;
/** Days a side needs for a line; fewer give the side's mean. */
export const STEP_LINE_MIN_DAYS = 14;

export interface StepSide {
  /** The stretch the side reads: [from, to), ms. */
  from: number;
  to: number;
  days: number;
  /** The side's PV at the event (its line's value, or its mean with few days), %; null without days. */
  atEvent: number | null;
  /** Slope of the side's line, pp of PV per year (null when the side is a mean). */
  changePerYear: number | null;
  /** Standard error of atEvent, pp (null with fewer than 2 days, or 3 for a line). */
  standardError: number | null;
}

export interface TrendStep {
  before: StepSide;
  after: StepSide;
  /** after.atEvent − before.atEvent, pp (positive = faster after); null without days on a side. */
  value: number | null;
  /** Half-width of its 95 % confidence interval, pp. */
  confidence: number | null;
  /** Whether |value| exceeds the half-width (null when unknown). */
  significant: boolean | null;
}

type EventTimes = Pick<Iso19030EventView, "startTime" | "endTime">;

/** A day's value stands for its middle. */
const middle = (d: DailyPerformance) => d.dayStart + DAY_MS / 2;

/** A stretch's PV at `at`: its line's value there (its mean with fewer than STEP_LINE_MIN_DAYS values). */
export function lineAt(
  values: readonly DailyPerformance[],
  at: number,
): Pick<StepSide, "days" | "atEvent" | "changePerYear" | "standardError"> {
  const n = values.length;
  const empty = { days: n, atEvent: null, changePerYear: null, standardError: null };
  if (n === 0) return empty;
  const xs = values.map((d) => (middle(d) - at) / YEAR_MS);
  const ys = values.map((d) => d.pv);
  const my = ys.reduce((s, y) => s + y, 0) / n;
  if (n < STEP_LINE_MIN_DAYS) {
    const sd = n > 1 ? Math.sqrt(ys.reduce((s, y) => s + (y - my) ** 2, 0) / (n - 1)) : null;
    return { ...empty, atEvent: my, standardError: sd === null ? null : sd / Math.sqrt(n) };
  }
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - mx) ** 2;
    sxy += (xs[i]! - mx) * (ys[i]! - my);
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  const intercept = my - slope * mx;
  let residuals = 0;
  for (let i = 0; i < n; i++) residuals += (ys[i]! - intercept - slope * xs[i]!) ** 2;
  const s = Math.sqrt(residuals / (n - 2));
  // x = 0 is the event: the line's value there is the intercept.
  const se = s * Math.sqrt(1 / n + (sxx > 0 ? mx ** 2 / sxx : 0));
  return { ...empty, atEvent: intercept, changePerYear: slope, standardError: se };
}

/** Above this the serial correlation is taken as this (its variance inflation grows without bound at 1). */
const MAX_SERIAL_CORRELATION = 0.9;

/**
 * How much a value's standard error from `values` grows because consecutive days are not independent
 * (weather lasts days): √((1 + ρ)/(1 − ρ)), ρ the lag-1 correlation of the residuals about `line` (the
 * `lineAt` answer at `at`) over pairs of consecutive days, taken as 0 when negative (the AR(1) variance
 * inflation of a mean; 1 with fewer than three values).
 */
export function serialInflation(
  values: readonly DailyPerformance[],
  line: Pick<StepSide, "atEvent" | "changePerYear">,
  at: number,
): number {
  if (values.length < 3 || line.atEvent === null) return 1;
  const residual = (d: DailyPerformance) =>
    d.pv - line.atEvent! - (line.changePerYear ?? 0) * ((middle(d) - at) / YEAR_MS);
  let lagged = 0;
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    const r = residual(values[i]!);
    squares += r * r;
    if (i > 0 && values[i]!.dayStart - values[i - 1]!.dayStart === DAY_MS)
      lagged += r * residual(values[i - 1]!);
  }
  const rho = squares > 0 ? Math.min(Math.max(lagged / squares, 0), MAX_SERIAL_CORRELATION) : 0;
  return Math.sqrt((1 + rho) / (1 - rho));
}

/**
 * The trend step at `event` over the daily values; `others` are the vessel's other hull events, which
 * bound each side (the event itself may be among them: it is skipped).
 */
export function trendStepAt(
  days: readonly DailyPerformance[],
  event: EventTimes,
  others: readonly EventTimes[],
  sideDays = STEP_SIDE_DAYS,
): TrendStep {
  const span = sideDays * DAY_MS;
  const rest = others.filter((e) => e.startTime !== event.startTime || e.endTime !== event.endTime);
  const previous = Math.max(
    event.startTime - span,
    ...rest.filter((e) => e.endTime <= event.startTime).map((e) => e.endTime),
  );
  const next = Math.min(
    event.endTime + span,
    ...rest.filter((e) => e.startTime >= event.endTime).map((e) => e.startTime),
  );
  // Whole days only: a day the event (or a neighbouring one) falls in mixes the hull's two states.
  const beforeDays = days.filter((d) => d.dayStart >= previous && d.dayStart + DAY_MS <= event.startTime);
  const afterDays = days.filter((d) => d.dayStart >= event.endTime && d.dayStart + DAY_MS <= next);
  const before = { from: previous, to: event.startTime, ...lineAt(beforeDays, event.startTime) };
  const after = { from: event.endTime, to: next, ...lineAt(afterDays, event.endTime) };
  const value = before.atEvent === null || after.atEvent === null ? null : after.atEvent - before.atEvent;
  const confidence =
    value === null || before.standardError === null || after.standardError === null
      ? null
      : 1.96 * Math.sqrt(before.standardError ** 2 + after.standardError ** 2);
  return {
    before,
    after,
    value,
    confidence,
    significant: value === null || confidence === null ? null : Math.abs(value) > confidence,
  };
}
