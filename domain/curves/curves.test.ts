import { describe, expect, it } from "vitest";
import { ValidationError } from "../shared/errors.js";
import {
  customPrediction,
  equationOf,
  PREDICTION_STEPS,
  predict,
  predictionTable,
  round2,
  sampleCurve,
} from "./prediction.js";
import {
  addCurveRequest,
  CURVE_MESSAGES,
  type CurveFit,
  pointProblem,
  pointsProblems,
} from "./referenceCurve.js";
import { fitCurve } from "./regression.js";

const at = (xs: number[], f: (x: number) => number) => xs.map((x) => ({ x, y: f(x) }));

describe("curve fits against values computed independently", () => {
  it("a cubic through known points comes back exact", () => {
    const points = at([0, 1, 2, 3, 4, 5, 6], (x) => 2 - x + 0.5 * x ** 2 + 0.25 * x ** 3);
    const model = fitCurve("Polynomial", 3, points);
    const [c0, c1, c2, c3] = model.coefficients;
    expect(c0).toBeCloseTo(2, 9);
    expect(c1).toBeCloseTo(-1, 9);
    expect(c2).toBeCloseTo(0.5, 9);
    expect(c3).toBeCloseTo(0.25, 9);
    expect(model.r2).toBeCloseTo(1, 12);
    expect(predict(model, 10)).toBeCloseTo(2 - 10 + 50 + 250, 6);
  });

  it("a quintic through six points comes back exact", () => {
    const f = (x: number) => 1 + 0.1 * x ** 5 - x ** 2;
    const model = fitCurve("Polynomial", 5, at([-2, -1, 0, 1, 2, 3], f));
    expect(model.coefficients).toHaveLength(6);
    expect(predict(model, 1.5)).toBeCloseTo(f(1.5), 7);
  });

  it("linear least squares matches the hand computation", () => {
    // x 1..4, y 2, 3, 5, 4: mean x 2.5, mean y 3.5, Sxy = 2.25 + 0.25 + 0.75 + 0.75 = 4, Sxx = 5
    // -> slope 0.8, intercept 3.5 - 0.8 * 2.5 = 1.5
    const model = fitCurve("Linear", null, [
      { x: 1, y: 2 },
      { x: 2, y: 3 },
      { x: 3, y: 5 },
      { x: 4, y: 4 },
    ]);
    expect(model.coefficients[0]).toBeCloseTo(1.5, 12);
    expect(model.coefficients[1]).toBeCloseTo(0.8, 12);
    // residuals -0.3, -0.1, 1.1, -0.7 -> SSres 1.8; SStot = 5
    expect(model.r2).toBeCloseTo(1 - 1.8 / 5, 12);
  });

  it("power, exponential and logarithmic curves through exact points", () => {
    const power = fitCurve(
      "Power",
      null,
      at([1, 2, 4, 8, 10], (x) => 3 * x ** 1.5),
    );
    expect(power.coefficients[0]).toBeCloseTo(3, 9);
    expect(power.coefficients[1]).toBeCloseTo(1.5, 9);
    const exponential = fitCurve(
      "Exponential",
      null,
      at([-2, 0, 1, 3], (x) => 2 * Math.exp(0.3 * x)),
    );
    expect(exponential.coefficients[0]).toBeCloseTo(2, 9);
    expect(exponential.coefficients[1]).toBeCloseTo(0.3, 9);
    expect(predict(exponential, 5)).toBeCloseTo(2 * Math.exp(1.5), 8);
    const logarithmic = fitCurve(
      "Logarithmic",
      null,
      at([0.5, 1, 2, 5], (x) => 1 - 2 * Math.log(x)),
    );
    expect(logarithmic.coefficients[0]).toBeCloseTo(1, 9);
    expect(logarithmic.coefficients[1]).toBeCloseTo(-2, 9);
  });

  it("refuses points the fit cannot take", () => {
    expect(() =>
      fitCurve("Power", null, [
        { x: 0, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toThrow(ValidationError);
    expect(() =>
      fitCurve(
        "Polynomial",
        4,
        at([1, 2, 3, 4], (x) => x),
      ),
    ).toThrow(CURVE_MESSAGES.tooFewPoints("Polynomial", 5));
  });
});

describe("sign rules (spec 3 §5)", () => {
  const cases: Array<[CurveFit, boolean, boolean]> = [
    // fit, negative x allowed, negative y allowed
    ["Linear", true, true],
    ["Polynomial", true, true],
    ["Exponential", true, false],
    ["Logarithmic", false, true],
    ["Power", false, false],
  ];
  it.each(cases)("%s: negative x allowed %s, negative y allowed %s", (fit, negativeX, negativeY) => {
    expect(pointProblem(fit, { x: -1, y: 1 }) === null).toBe(negativeX);
    expect(pointProblem(fit, { x: 0, y: 1 }) === null).toBe(negativeX);
    expect(pointProblem(fit, { x: 1, y: -1 }) === null).toBe(negativeY);
    expect(pointProblem(fit, { x: 1, y: 0 }) === null).toBe(negativeY);
    expect(pointProblem(fit, { x: 1, y: 1 })).toBeNull();
  });

  it("a point with the same x is refused, and so is a value that is not a number", () => {
    expect(
      pointsProblems("Linear", null, [
        { x: 1, y: 1 },
        { x: 1, y: 2 },
        { x: 2, y: 3 },
      ]),
    ).toContain(CURVE_MESSAGES.duplicateX(1));
    expect(pointProblem("Linear", { x: Number.NaN, y: 1 })).toBe(CURVE_MESSAGES.notNumber);
  });

  it("the request schema applies them, needs an order for polynomials and sorts the points", () => {
    const base = {
      vesselId: "5f1d7a52-6d4e-4a53-9a5b-0b6f0c2f9a11",
      name: "Speed-fuel",
      curveMode: "TimeCharter",
      xAxisLogVariableId: 1,
      yAxisLogVariableId: 2,
      points: [
        { x: 3, y: 1 },
        { x: 1, y: 2 },
        { x: 2, y: 3 },
      ],
    };
    const ok = addCurveRequest.safeParse({ ...base, curveFit: "Linear", regressionOrder: 4 });
    expect(ok.success && ok.data.points.map((p) => p.x)).toEqual([1, 2, 3]);
    expect(ok.success && ok.data.regressionOrder).toBeNull();
    const noOrder = addCurveRequest.safeParse({ ...base, curveFit: "Polynomial" });
    expect(noOrder.success).toBe(false);
    const order6 = addCurveRequest.safeParse({ ...base, curveFit: "Polynomial", regressionOrder: 6 });
    expect(order6.error?.issues.map((i) => i.message)).toContain(CURVE_MESSAGES.order);
    const negative = addCurveRequest.safeParse({
      ...base,
      curveFit: "Power",
      points: [...base.points, { x: -1, y: 2 }],
    });
    expect(negative.error?.issues.map((i) => i.message)).toContain(CURVE_MESSAGES.xPositive("Power"));
    const same = addCurveRequest.safeParse({ ...base, curveFit: "Linear", yAxisLogVariableId: 1 });
    expect(same.error?.issues.map((i) => i.message)).toContain(CURVE_MESSAGES.sameVariable);
  });
});

describe("predictions", () => {
  const line = fitCurve(
    "Linear",
    null,
    at([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], (x) => 1 + 2 * x),
  );

  it("rounds to 2 decimals half away from zero", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.344999)).toBe(2.34);
    expect(round2(12)).toBe(12);
  });

  it("samples the prediction curve at 100 steps, both ends included", () => {
    const samples = sampleCurve(line, 0, 9);
    expect(samples).toHaveLength(PREDICTION_STEPS + 1);
    expect(samples[0]).toEqual({ x: 0, y: expect.closeTo(1, 9) });
    expect(samples[50]!.x).toBeCloseTo(4.5, 12);
    expect(samples.at(-1)!.x).toBe(9);
  });

  it("leaves out x where a power curve is not defined", () => {
    const power = fitCurve(
      "Power",
      null,
      at([1, 2, 3], (x) => x ** 2),
    );
    expect(sampleCurve(power, -1, 1).every((p) => p.x > 0)).toBe(true);
    expect(customPrediction(power, [], -2).y).toBeNull();
  });

  it("custom prediction: 2 decimals, warned when extrapolated", () => {
    const points = at([0, 9], (x) => 1 + 2 * x);
    expect(customPrediction(line, points, 2.123)).toEqual({ x: 2.123, y: 5.25, warning: null });
    expect(customPrediction(line, points, 12).warning).toMatch(/extrapolated/);
  });

  it("prediction table flags a point far from the curve and warns", () => {
    const points = at([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], (x) => 1 + 2 * x + (x % 2 === 0 ? 0.1 : -0.1));
    points[5] = { x: 5, y: 30 };
    const model = fitCurve("Linear", null, points);
    const table = predictionTable(model, points);
    expect(table.rows.filter((r) => r.outlier).map((r) => r.x)).toEqual([5]);
    expect(table.warning).toBe(
      "1 of 10 points lie far from the curve (Chauvenet's criterion) and may distort it.",
    );
    const clean = predictionTable(
      line,
      at([0, 1, 2, 3], (x) => 1 + 2 * x),
    );
    expect(clean.warning).toBeNull();
    expect(clean.rows[2]).toEqual({ x: 2, y: 5, predicted: 5, difference: 0, outlier: false });
  });

  it("writes the equation as plain text", () => {
    expect(equationOf({ fit: "Linear", coefficients: [1, -2], r2: 1 })).toBe(
      "y = −2·x + 1".replace("−", "-"),
    );
    expect(equationOf({ fit: "Power", coefficients: [3, 1.5], r2: 1 })).toBe("y = 3·x^1.5");
    expect(equationOf({ fit: "Polynomial", coefficients: [-1.2e-12, 9.9e-14, 5], r2: 1 })).toBe("y = 5·x²");
    expect(equationOf({ fit: "Polynomial", coefficients: [2, -1, 0.5, 0.25], r2: 1 })).toBe(
      "y = 0.25·x³ + 0.5·x² − 1·x + 2",
    );
  });
});
