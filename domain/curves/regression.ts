import { ExponentialRegression } from "ml-regression-exponential";
import { PolynomialRegression } from "ml-regression-polynomial";
import { PowerRegression } from "ml-regression-power";
import { SimpleLinearRegression } from "ml-regression-simple-linear";
import { ValidationError } from "../shared/errors.js";
import { type CurveModel, predict } from "./prediction.js";
import { type CurveFit, type CurvePoint, pointsProblems } from "./referenceCurve.js";

/**
 * Curve fits by the ml-regression family (MIT): least squares for linear and polynomial curves; power,
 * exponential and logarithmic curves by least squares on the linearised form (ln y on ln x, ln y on x,
 * y on ln x), as spreadsheet trendlines do. The sign rules of spec 3 §5 keep every logarithm defined.
 */
export function fitCurve(fit: CurveFit, order: number | null, points: readonly CurvePoint[]): CurveModel {
  const problems = pointsProblems(fit, order, points);
  if (problems.length > 0) throw new ValidationError(problems.join(" "));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const coefficients = coefficientsOf(fit, order, xs, ys);
  const model: CurveModel = { fit, coefficients, r2: 0 };
  return { ...model, r2: determination(model, points) };
}

function coefficientsOf(fit: CurveFit, order: number | null, xs: number[], ys: number[]): number[] {
  switch (fit) {
    case "Linear": {
      const r = new SimpleLinearRegression(xs, ys);
      return [r.intercept, r.slope];
    }
    case "Polynomial":
      return [...new PolynomialRegression(xs, ys, order ?? 2).coefficients];
    case "Power": {
      const r = new PowerRegression(xs, ys);
      return [r.A, r.B];
    }
    case "Exponential": {
      const r = new ExponentialRegression(xs, ys);
      return [r.B, r.A];
    }
    case "Logarithmic": {
      const r = new SimpleLinearRegression(
        xs.map((x) => Math.log(x)),
        ys,
      );
      return [r.intercept, r.slope];
    }
  }
}

/** R² = 1 − SSres / SStot over the points (1 when every y is the same and the curve meets them). */
function determination(model: CurveModel, points: readonly CurvePoint[]): number {
  const mean = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let res = 0;
  let tot = 0;
  for (const p of points) {
    res += (p.y - (predict(model, p.x) ?? Number.NaN)) ** 2;
    tot += (p.y - mean) ** 2;
  }
  if (!Number.isFinite(res)) return 0;
  return tot === 0 ? (res < 1e-12 ? 1 : 0) : 1 - res / tot;
}
