import { type CurveModel, predict, round2, xRange } from "../curves/prediction.js";
import type { CurvePoint } from "../curves/referenceCurve.js";
import {
  type ExcludedHours,
  type LegSpan,
  noExcludedHours,
  splitByWeather,
  underwayHoursOf,
} from "./goodWeather.js";
import type { LogSlice } from "./hourSlices.js";
import type { CharterTerms, LoadCondition } from "./terms.js";

/**
 * The charter-party indication of one voyage leg (spec 3 §2 curve table, §3 Curve period): over the
 * leg's good-weather hours only, the fuel the curve's own consumer burnt beside what the curve allows
 * at the mean speed through water, with the charter's "about" allowances. An indication, not a claim:
 * what it leaves out is counted beside it.
 */

/** A reference curve as a leg is judged by it; its converters turn units into the curve's own. */
export interface CharterCurve {
  id: string;
  name: string;
  loadCondition: LoadCondition | null;
  model: CurveModel;
  points: readonly CurvePoint[];
  terms: CharterTerms;
  /** The curve's y (its unit) as t/day. */
  toTonnesPerDay: (y: number) => number;
  /** A speed in knots as the curve's x (its unit). */
  toCurveX: (knots: number) => number;
}

export interface CharterPeriod {
  startDate: string;
  endDate: string;
  loadCondition: LoadCondition | null;
  curveId: string | null;
  curveName: string | null;
  /** Hours underway that count: good weather, on passage, logged. */
  goodWeatherHours: number;
  /** Hours underway left out, by reason. */
  excludedHours: ExcludedHours;
  /** The curve's consumer in good weather, t (null without good-weather hours or a curve). */
  fuelConsumption: number | null;
  /** The curve at the mean speed through water, no allowance, t. */
  warrantedFuelConsumption: number | null;
  /** The curve at mean speed + speed allowance, plus the fuel allowance, t. */
  referenceFuelConsumption: number | null;
  /** Actual − allowed, t: above 0 an indication of over-consumption. */
  difference: number | null;
  /** Good-weather distance through water, nm. */
  distance: number;
  /** Mean speed through water in good weather, kn. */
  averageSpeed: number | null;
  /** The speed read on the curve lies outside its points. */
  extrapolated: boolean;
  /** Why the leg has no figure, when it has none. */
  note: string | null;
}

export const CHARTER_NOTES = {
  noCurve: (condition: LoadCondition | null) =>
    condition === null
      ? "The leg's loading condition is unknown (no draft logged, or no draft bands in the vessel's particulars) and no curve is for any draft."
      : `No ${condition.toLowerCase()} curve of this mode.`,
  noGoodWeather: "No good-weather hours with speed and consumption logged.",
  curveUndefined: "The curve has no value at this speed.",
} as const;

/** Leg span in ms from its ISO times and not-underway periods. */
export interface LegInput {
  from: string;
  to: string;
  notUnderway: readonly { from: string; to: string }[];
}

const spanOf = (leg: LegInput): LegSpan => ({
  from: Date.parse(leg.from),
  to: Date.parse(leg.to),
  notUnderway: leg.notUnderway.map((p) => ({ from: Date.parse(p.from), to: Date.parse(p.to) })),
});

/** Mean draft over the leg's hours underway, m; null when none was logged. */
export function legDraftOf(leg: LegInput, slices: readonly LogSlice[]): number | null {
  const span = spanOf(leg);
  let hours = 0;
  let sum = 0;
  for (const slice of slices) {
    if (slice.draftM === null) continue;
    const h = underwayHoursOf(slice, span);
    hours += h;
    sum += slice.draftM * h;
  }
  return hours > 0 ? sum / hours : null;
}

const round = (v: number | null) => (v === null ? null : round2(v));
const roundedHours = (hours: ExcludedHours): ExcludedHours =>
  Object.fromEntries(Object.entries(hours).map(([reason, h]) => [reason, round2(h)])) as ExcludedHours;

/** A leg no curve fits: its span and hours only. */
export function legWithoutCurve(leg: LegInput, condition: LoadCondition | null): CharterPeriod {
  return {
    startDate: leg.from,
    endDate: leg.to,
    loadCondition: condition,
    curveId: null,
    curveName: null,
    goodWeatherHours: 0,
    excludedHours: noExcludedHours(),
    fuelConsumption: null,
    warrantedFuelConsumption: null,
    referenceFuelConsumption: null,
    difference: null,
    distance: 0,
    averageSpeed: null,
    extrapolated: false,
    note: CHARTER_NOTES.noCurve(condition),
  };
}

/** The unrounded figures of one leg, for the summary. */
export interface LegFigures {
  period: CharterPeriod;
  actual: number | null;
  allowed: number | null;
  distance: number;
}

export function legIndication(
  leg: LegInput,
  slices: readonly LogSlice[],
  curve: CharterCurve,
  condition: LoadCondition | null,
): LegFigures {
  const { good, excluded } = splitByWeather(slices, spanOf(leg), curve.terms.maxBeaufort);
  const hours = good.reduce((sum, s) => sum + s.hours, 0);
  const distance = good.reduce((sum, s) => sum + s.stwKn! * s.hours, 0);
  const actual = good.reduce((sum, s) => sum + (s.consumerTonnesPerDay! * s.hours) / 24, 0);
  const speed = hours > 0 ? distance / hours : null;
  const perDayAt = (knots: number) => {
    const y = predict(curve.model, curve.toCurveX(knots));
    return y === null ? null : Math.max(0, curve.toTonnesPerDay(y));
  };
  const warrantedPerDay = speed === null ? null : perDayAt(speed);
  const allowanceSpeed = speed === null ? null : speed + curve.terms.speedAllowanceKn;
  const allowedPerDay = allowanceSpeed === null ? null : perDayAt(allowanceSpeed);
  const warranted = warrantedPerDay === null ? null : (warrantedPerDay * hours) / 24;
  const allowed =
    allowedPerDay === null ? null : ((allowedPerDay * hours) / 24) * (1 + curve.terms.fuelAllowancePct / 100);
  const range = xRange(curve.points);
  const outside = (knots: number | null) =>
    knots !== null &&
    range !== null &&
    (curve.toCurveX(knots) < range.min || curve.toCurveX(knots) > range.max);
  const figures = speed !== null && allowed !== null;
  const period: CharterPeriod = {
    startDate: leg.from,
    endDate: leg.to,
    loadCondition: condition,
    curveId: curve.id,
    curveName: curve.name,
    goodWeatherHours: round2(hours),
    excludedHours: roundedHours(excluded),
    fuelConsumption: speed === null ? null : round2(actual),
    warrantedFuelConsumption: round(warranted),
    referenceFuelConsumption: round(allowed),
    difference: figures ? round2(actual - allowed!) : null,
    distance: round2(distance),
    averageSpeed: round(speed),
    extrapolated: outside(speed) || outside(allowanceSpeed),
    note:
      speed === null ? CHARTER_NOTES.noGoodWeather : allowed === null ? CHARTER_NOTES.curveUndefined : null,
  };
  return { period, actual: figures ? actual : null, allowed: figures ? allowed : null, distance };
}

export interface CharterSummary {
  /** Sums over the legs with a figure. */
  fuelConsumption: number;
  referenceFuelConsumption: number;
  difference: number;
  distance: number;
  goodWeatherHours: number;
  excludedHours: ExcludedHours;
  /** Legs that have no figure (no curve, no good weather). */
  legsWithoutFigure: number;
}

/** Totals of the unrounded leg figures; excluded hours over every leg. */
export function charterSummary(legs: readonly LegFigures[]): CharterSummary {
  const excluded = noExcludedHours();
  let actual = 0;
  let allowed = 0;
  let distance = 0;
  let hours = 0;
  let without = 0;
  for (const leg of legs) {
    for (const reason of Object.keys(excluded) as (keyof ExcludedHours)[])
      excluded[reason] += leg.period.excludedHours[reason];
    if (leg.actual === null || leg.allowed === null) {
      without++;
      continue;
    }
    actual += leg.actual;
    allowed += leg.allowed;
    distance += leg.distance;
    hours += leg.period.goodWeatherHours;
  }
  return {
    fuelConsumption: round2(actual),
    referenceFuelConsumption: round2(allowed),
    difference: round2(actual - allowed),
    distance: round2(distance),
    goodWeatherHours: round2(hours),
    excludedHours: roundedHours(excluded),
    legsWithoutFigure: without,
  };
}
