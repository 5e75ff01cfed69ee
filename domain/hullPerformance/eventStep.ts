/**
 * The step a hull event made in the performance trend (docs/fouling.md "Event impact"), the one figure the
 * Fouling page's event impact, the ISO 19030 maintenance effect and the speed Benefit read. Pure.
 *
 * A mean of the months before against the months after mixes the step with the fouling that grew in
 * both windows (and with the days the windows lack), so a real 1.5 pp cleaning could read as +0.1. The
 * trend is what changes at the event. Between the events that renew the hull (dry docking, new coating)
 * the daily PV is fitted as one hull trend (hullTrend.ts): one common slope — the fouling rate, a property
 * of the hull between renewals — and a level per stretch between maintenance events (hull cleaning,
 * propeller polishing), each bounded at STEP_SIDE_DAYS from the event. A maintenance event's step is the
 * fitted level step at it (the offset between its two parallel lines, both read at the event's end: the
 * hull keeps fouling through the works until it is cleaned); a renewing event's is the trend after it read
 * at its end minus the trend before it read at its start. Stretches holding fewer than STEP_LINE_MIN_DAYS values in all (beyond one per level)
 * give their means instead (a slope from a few days is noise).
 *
 * step = PV after − PV before at the event (pp, positive = the ship got faster), with the 95 % confidence
 * half-width 1.96 · its standard error (hullTrend.ts: from the common fit, widened by the days' serial
 * correlation; a renewing event's two fits are independent, √(se_before² + se_after²)).
 */
import { type Iso19030EventView, LOG_SERVICING_EVENTS } from "./events.js";
import {
  fitHullTrend,
  serialCorrelationInflation,
  stepBetween,
  stretchValueAt,
  type TrendPoint,
} from "./hullTrend.js";
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

type EventTimes = Pick<Iso19030EventView, "eventType" | "startTime" | "endTime">;

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

/**
 * How much a value's standard error from `values` grows because consecutive days are not independent
 * (weather lasts days): hullTrend.ts serialCorrelationInflation of the residuals about `line` (the `lineAt`
 * answer at `at`).
 */
export function serialInflation(
  values: readonly DailyPerformance[],
  line: Pick<StepSide, "atEvent" | "changePerYear">,
  at: number,
): number {
  if (line.atEvent === null) return 1;
  return serialCorrelationInflation([
    values.map((d) => ({
      t: middle(d),
      value: d.pv - line.atEvent! - (line.changePerYear ?? 0) * ((middle(d) - at) / YEAR_MS),
    })),
  ]);
}

/** The days of [from, to) as trend points, whole days only (a day an event falls in mixes two hull states). */
const pointsWithin = (days: readonly DailyPerformance[], from: number, to: number): TrendPoint[] =>
  days
    .filter((d) => d.dayStart >= from && d.dayStart + DAY_MS <= to)
    .map((d) => ({ t: middle(d), value: d.pv }));

/**
 * The hull trend (hullTrend.ts) over [from, to): one common slope, a level per stretch between the
 * maintenance events (hull cleaning, propeller polishing) that lie inside.
 */
function hullTrendOver(
  days: readonly DailyPerformance[],
  from: number,
  to: number,
  maintenance: readonly EventTimes[],
) {
  const inside = maintenance
    .filter((e) => e.startTime >= from && e.endTime <= to)
    .sort((a, b) => a.startTime - b.startTime);
  const bounds = [from, ...inside.flatMap((e) => [e.startTime, e.endTime]), to];
  const stretches: { from: number; to: number; points: TrendPoint[] }[] = [];
  for (let i = 0; i < bounds.length; i += 2)
    stretches.push({
      from: bounds[i]!,
      to: bounds[i + 1]!,
      points: pointsWithin(days, bounds[i]!, bounds[i + 1]!),
    });
  return {
    stretches,
    fit: fitHullTrend(
      stretches.map((s) => s.points),
      STEP_LINE_MIN_DAYS,
    ),
  };
}

type HullTrendOver = ReturnType<typeof hullTrendOver>;

/** Stretch k of a hull trend as a side of a step, read at `at`. */
function sideOf(trend: HullTrendOver, k: number, at: number): StepSide {
  const stretch = trend.stretches[k]!;
  const value = stretchValueAt(trend.fit, k, at);
  return {
    from: stretch.from,
    to: stretch.to,
    days: stretch.points.length,
    atEvent: value?.value ?? null,
    changePerYear: value ? trend.fit.perYear : null,
    standardError: value?.standardError ?? null,
  };
}

const emptySide = (from: number, to: number): StepSide => ({
  from,
  to,
  days: 0,
  atEvent: null,
  changePerYear: null,
  standardError: null,
});

const stepOf = (before: StepSide, after: StepSide, standardError: number | null): TrendStep => {
  const value = before.atEvent === null || after.atEvent === null ? null : after.atEvent - before.atEvent;
  const confidence = value === null || standardError === null ? null : 1.96 * standardError;
  return {
    before,
    after,
    value,
    confidence,
    significant: value === null || confidence === null ? null : Math.abs(value) > confidence,
  };
};

/**
 * The trend step at `event` over the daily values; `others` are the vessel's other hull events (the event
 * itself may be among them: it is skipped). The hull trend runs between the events that renew the hull
 * (dry docking, new coating: events.ts LOG_SERVICING_EVENTS), at most `sideDays` either side of the event.
 * A maintenance event (hull cleaning, propeller polishing, or a date of no recorded event) is a level step
 * of the one trend fitted across it: its step is the fitted step, its standard error the fit's (the two
 * sides share the slope). A renewing event's sides are the trends of the hull periods before and after it,
 * fitted apart (a new coating fouls at its own rate).
 */
export function trendStepAt(
  days: readonly DailyPerformance[],
  event: EventTimes,
  others: readonly EventTimes[],
  sideDays = STEP_SIDE_DAYS,
): TrendStep {
  const span = sideDays * DAY_MS;
  const rest = others.filter((e) => e.startTime !== event.startTime || e.endTime !== event.endTime);
  const renews = (e: EventTimes) => LOG_SERVICING_EVENTS.has(e.eventType);
  const renewals = rest.filter(renews);
  // A maintenance event overlapping this one is part of its works, not a step of its own.
  const maintenance = rest.filter(
    (e) => !renews(e) && (e.endTime <= event.startTime || e.startTime >= event.endTime),
  );
  const previous = Math.max(
    event.startTime - span,
    ...renewals.filter((e) => e.endTime <= event.startTime).map((e) => e.endTime),
  );
  const next = Math.min(
    event.endTime + span,
    ...renewals.filter((e) => e.startTime >= event.endTime).map((e) => e.startTime),
  );
  if (renews(event)) {
    const before = hullTrendOver(days, previous, event.startTime, maintenance);
    const after = hullTrendOver(days, event.endTime, next, maintenance);
    const beforeSide = sideOf(before, before.stretches.length - 1, event.startTime);
    const afterSide = sideOf(after, 0, event.endTime);
    const se =
      beforeSide.standardError === null || afterSide.standardError === null
        ? null
        : Math.hypot(beforeSide.standardError, afterSide.standardError);
    return stepOf(beforeSide, afterSide, se);
  }
  const trend = hullTrendOver(days, previous, next, [...maintenance, event]);
  const k = trend.stretches.findIndex((s) => s.to === event.startTime);
  if (k < 0) return stepOf(emptySide(previous, event.startTime), emptySide(event.endTime, next), null);
  // The two stretches' lines are parallel: the step is their offset, read at the event's end, where the
  // hull the cleaning left meets the hull that kept fouling through the works.
  const step = stepBetween(trend.fit, k, event.endTime, event.endTime);
  return stepOf(
    sideOf(trend, k, event.endTime),
    sideOf(trend, k + 1, event.endTime),
    step?.standardError ?? null,
  );
}
