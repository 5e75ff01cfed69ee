import { withoutOutliers } from "../logdata/filters.js";
import type { CurveFit, CurvePoint } from "./referenceCurve.js";

/**
 * A fitted curve and what is read off it (spec 3 §9): the prediction curve sampled at 100 steps,
 * predictions with 2 decimals, the prediction table with its outlier warning. No library here, so
 * the client can predict from the coefficients the server fitted (domain/curves/regression.ts).
 */

/**
 * The fitted function, by type:
 * - Linear: y = c0 + c1·x
 * - Polynomial: y = c0 + c1·x + … + cn·xⁿ (n = order)
 * - Power: y = c0·x^c1
 * - Exponential: y = c0·e^(c1·x)
 * - Logarithmic: y = c0 + c1·ln x
 */
export interface CurveModel {
  fit: CurveFit;
  coefficients: number[];
  /** Coefficient of determination over the curve's points (1 is a perfect fit). */
  r2: number;
}

/** Steps of the prediction curve between the smallest and the largest x (101 points, both ends). */
export const PREDICTION_STEPS = 100;

/** Rounds to 2 decimals, half away from zero, as the predictions are shown. */
export function round2(value: number): number {
  const scaled = Math.abs(value) * 100;
  const rounded = Math.round(scaled + scaled * Number.EPSILON) / 100;
  return value < 0 ? -rounded : rounded;
}

/** y at x, or null where the curve is not defined (x ≤ 0 for power and logarithmic curves). */
export function predict(model: CurveModel, x: number): number | null {
  const c = model.coefficients;
  let y: number;
  switch (model.fit) {
    case "Linear":
    case "Polynomial":
      y = c.reduceRight((sum, coefficient) => sum * x + coefficient, 0);
      break;
    case "Power":
      if (x <= 0) return null;
      y = c[0]! * x ** c[1]!;
      break;
    case "Exponential":
      y = c[0]! * Math.exp(c[1]! * x);
      break;
    case "Logarithmic":
      if (x <= 0) return null;
      y = c[0]! + c[1]! * Math.log(x);
      break;
  }
  return Number.isFinite(y) ? y : null;
}

/** The prediction curve: PREDICTION_STEPS equal steps from `from` to `to`, points where defined. */
export function sampleCurve(model: CurveModel, from: number, to: number): CurvePoint[] {
  if (!(to > from)) {
    const y = predict(model, from);
    return y === null ? [] : [{ x: from, y }];
  }
  const step = (to - from) / PREDICTION_STEPS;
  const samples: CurvePoint[] = [];
  for (let i = 0; i <= PREDICTION_STEPS; i++) {
    const x = i === PREDICTION_STEPS ? to : from + i * step;
    const y = predict(model, x);
    if (y !== null) samples.push({ x, y });
  }
  return samples;
}

/** The range of the curve's points, or null without points. */
export function xRange(points: readonly CurvePoint[]): { min: number; max: number } | null {
  if (points.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { x } of points) {
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  return { min, max };
}

export const PREDICTION_MESSAGES = {
  undefinedAt: (x: number) => `The curve is not defined at x = ${x}.`,
  extrapolated: (min: number, max: number) =>
    `Outside the curve's points (${round2(min)} to ${round2(max)}): the value is extrapolated.`,
  outliers: (count: number, total: number) =>
    `${count} of ${total} points lie far from the curve (Chauvenet's criterion) and may distort it.`,
} as const;

export interface CustomPrediction {
  x: number;
  /** Rounded to 2 decimals; null where the curve is not defined. */
  y: number | null;
  /** Why the value needs care (undefined or extrapolated), or null. */
  warning: string | null;
}

/** The custom prediction: y at a typed x, with 2 decimals, warned when outside the points. */
export function customPrediction(
  model: CurveModel,
  points: readonly CurvePoint[],
  x: number,
): CustomPrediction {
  const y = predict(model, x);
  if (y === null) return { x, y: null, warning: PREDICTION_MESSAGES.undefinedAt(x) };
  const range = xRange(points);
  const outside = range !== null && (x < range.min || x > range.max);
  return {
    x,
    y: round2(y),
    warning: outside ? PREDICTION_MESSAGES.extrapolated(range.min, range.max) : null,
  };
}

export interface PredictionRow {
  x: number;
  /** The point's measured y. */
  y: number;
  /** The curve's y at x, 2 decimals. */
  predicted: number | null;
  /** y − predicted, 2 decimals. */
  difference: number | null;
  /** The point lies far from the curve by Chauvenet's criterion over the differences. */
  outlier: boolean;
}

export interface PredictionTable {
  rows: PredictionRow[];
  /** Set when some points are outliers. */
  warning: string | null;
}

/** Every point beside the curve's prediction at its x; outliers found on the residuals (spec 3 §9). */
export function predictionTable(model: CurveModel, points: readonly CurvePoint[]): PredictionTable {
  const residuals = points.map((point) => {
    const predicted = predict(model, point.x);
    return { point, predicted, residual: predicted === null ? null : point.y - predicted };
  });
  const defined = residuals.filter((r) => r.residual !== null);
  const kept = new Set(withoutOutliers(defined, (r) => r.residual!));
  const rows = residuals.map((r) => ({
    x: r.point.x,
    y: r.point.y,
    predicted: r.predicted === null ? null : round2(r.predicted),
    difference: r.residual === null ? null : round2(r.residual),
    outlier: r.residual !== null && !kept.has(r),
  }));
  const outliers = rows.filter((row) => row.outlier).length;
  return { rows, warning: outliers > 0 ? PREDICTION_MESSAGES.outliers(outliers, rows.length) : null };
}

/** The curve's equation as text (never markup), coefficients to 4 significant digits. */
export function equationOf(model: CurveModel): string {
  const n = (v: number) => Number(v.toPrecision(4)).toString();
  const c = model.coefficients;
  switch (model.fit) {
    case "Linear":
    case "Polynomial": {
      // Terms below 1e-9 of the largest are rounding noise of an exact fit: left out.
      const largest = Math.max(...c.map(Math.abs));
      const terms = c
        .map((v, i) => ({ v, i }))
        .filter(({ v }) => Math.abs(v) > largest * 1e-9)
        .map(({ v, i }) => (i === 0 ? n(v) : `${n(v)}·x${i > 1 ? superscript(i) : ""}`))
        .reverse();
      return `y = ${terms.length ? terms.join(" + ").replace(/\+ -/g, "− ") : "0"}`;
    }
    case "Power":
      return `y = ${n(c[0]!)}·x^${n(c[1]!)}`;
    case "Exponential":
      return `y = ${n(c[0]!)}·e^(${n(c[1]!)}·x)`;
    case "Logarithmic":
      return `y = ${n(c[0]!)} + ${n(c[1]!)}·ln(x)`.replace(/\+ -/g, "− ");
  }
}

const superscript = (i: number) => "⁰¹²³⁴⁵⁶⁷⁸⁹"[i] ?? `^${i}`;
