import { type CurveModel, predict, round2, xRange } from "./prediction.js";
import type { CurvePoint } from "./referenceCurve.js";

/**
 * The charter-party comparison (spec 3 §2 curve table, §3 Curve period): per period (by default a
 * voyage leg, departure to arrival) the fuel actually burnt beside the fuel the reference curve allows
 * at the period's actual average speed over its time underway.
 */

export interface LegInput {
  /** Departure, ISO time. */
  from: string;
  /** Arrival, ISO time. */
  to: string;
  /** Fuel burnt at sea on the leg, tonnes. */
  fuelTonnes: number;
  distanceNm: number;
  /** Hours underway: departure to arrival less time at anchor or drifting. */
  hoursUnderway: number;
}

export interface CurvePeriod {
  startDate: string;
  endDate: string;
  /** Actual consumption, t. */
  fuelConsumption: number;
  /** Allowed consumption, t; null when the curve has no value at the leg's speed. */
  referenceFuelConsumption: number | null;
  /** Actual − allowed, t. */
  difference: number | null;
  /** nm. */
  distance: number;
  /** Distance / hours underway, kn (null without time underway). */
  averageSpeed: number | null;
  /** The speed lies outside the curve's points. */
  extrapolated: boolean;
}

export interface CurvePeriodSummary {
  fuelConsumption: number;
  referenceFuelConsumption: number;
  difference: number;
  distance: number;
}

/**
 * `toTonnesPerDay` turns the curve's y (in its variable's unit) into t/day; `toCurveX` a speed in knots
 * into the curve's x unit (knots unless the x variable logs another speed unit). Figures are rounded to 2 decimals as shown; the summary adds the unrounded figures.
 */
export function curvePeriods(
  legs: readonly LegInput[],
  curve: { model: CurveModel; points: readonly CurvePoint[] },
  toTonnesPerDay: (y: number) => number,
  toCurveX: (knots: number) => number = (knots) => knots,
): { periods: CurvePeriod[]; summary: CurvePeriodSummary } {
  const range = xRange(curve.points);
  const totals = { fuelConsumption: 0, referenceFuelConsumption: 0, difference: 0, distance: 0 };
  const periods = legs.map((leg): CurvePeriod => {
    const speed = leg.hoursUnderway > 0 ? leg.distanceNm / leg.hoursUnderway : null;
    const x = speed === null ? null : toCurveX(speed);
    const perDay = x === null ? null : predict(curve.model, x);
    const allowed = perDay === null ? null : Math.max(0, toTonnesPerDay(perDay)) * (leg.hoursUnderway / 24);
    totals.fuelConsumption += leg.fuelTonnes;
    totals.distance += leg.distanceNm;
    if (allowed !== null) {
      totals.referenceFuelConsumption += allowed;
      totals.difference += leg.fuelTonnes - allowed;
    }
    return {
      startDate: leg.from,
      endDate: leg.to,
      fuelConsumption: round2(leg.fuelTonnes),
      referenceFuelConsumption: allowed === null ? null : round2(allowed),
      difference: allowed === null ? null : round2(leg.fuelTonnes - allowed),
      distance: round2(leg.distanceNm),
      averageSpeed: speed === null ? null : round2(speed),
      extrapolated: x !== null && range !== null && (x < range.min || x > range.max),
    };
  });
  return {
    periods,
    summary: {
      fuelConsumption: round2(totals.fuelConsumption),
      referenceFuelConsumption: round2(totals.referenceFuelConsumption),
      difference: round2(totals.difference),
      distance: round2(totals.distance),
    },
  };
}
