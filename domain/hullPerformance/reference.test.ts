import { describe, expect, it } from "vitest";
import {
  expectedSpeed,
  fittedCurve,
  MIN_FIT_POINTS,
  type SpeedPowerCurve,
  speedOnCurve,
} from "./reference.js";

const SPEEDS = [9, 10, 11, 12, 13, 14, 15, 16];
const curveOf = (power: (v: number) => number, speeds = SPEEDS): SpeedPowerCurve => ({
  draft: 12.5,
  points: speeds.map((v) => [v, power(v)] as const),
});

describe("the speed-power reference through its points", () => {
  it("keeps a curve of the fit's own form: a propeller law whose exponent rises with speed", () => {
    // ln P = ln 3 + 3·ln V + 0.8·(ln V − ln 12)²: n = 3 at 12 kn, rising above it.
    const law = (v: number) => 3 * v ** 3 * Math.exp(0.8 * Math.log(v / 12) ** 2);
    const fit = fittedCurve(curveOf(law));
    for (const [v, p] of fit.points) expect(p).toBeCloseTo(law(v), 6);
    // Between the fitted points the speed is interpolated in log-log as before: within 0.05 %.
    expect(Math.abs(expectedSpeed([curveOf(law)], law(12.5), 12.5) / 12.5 - 1)).toBeLessThan(5e-4);
  });

  it("does not carry one point's measurement error into the speeds near it", () => {
    const law = (v: number) => 3 * v ** 3;
    // A sea trial whose 13 kn point read 2 % high (the others exact).
    const trial = curveOf((v) => law(v) * (v === 13 ? 1.02 : 1));
    const raw = speedOnCurve(trial, law(13));
    const smoothed = expectedSpeed([trial], law(13), 12.5);
    // Point to point, Ve at 13 kn reads about 2 %/3 low; through the fit, less than half of it.
    expect(100 * (raw / 13 - 1)).toBeLessThan(-0.6);
    expect(Math.abs(100 * (smoothed / 13 - 1))).toBeLessThan(0.3);
  });

  it("does not let the exponent fall with speed: such a fit is the points' noise, read as the power law", () => {
    const law = (v: number) => 3 * v ** 3;
    // A cube-law hull whose end points read 1.5 % low and the others 1 % high: the free quadratic bends
    // down (exponent from about 3.2 at 9 kn to 2.8 at 16 kn) and reads the middle speeds' power 1.6 % high.
    const trial = curveOf((v) => law(v) * (v === 9 || v === 16 ? 0.985 : 1.01));
    const fit = fittedCurve(trial);
    const exponent = (i: number) =>
      Math.log(fit.points[i + 1]![1] / fit.points[i]![1]) /
      Math.log(fit.points[i + 1]![0] / fit.points[i]![0]);
    for (let i = 1; i < fit.points.length - 1; i++) expect(exponent(i)).toBeCloseTo(exponent(0), 9);
    // The power law through the points: the middle speeds within 0.2 % of speed of the hull's own.
    for (const v of [11, 12, 13, 14])
      expect(Math.abs(100 * (expectedSpeed([trial], law(v), 12.5) / v - 1))).toBeLessThan(0.2);
  });

  it(`takes a curve of fewer than ${MIN_FIT_POINTS} points as given`, () => {
    const three = curveOf((v) => 3 * v ** 3 * (v === 11 ? 1.05 : 1), [10, 11, 12]);
    expect(fittedCurve(three)).toBe(three);
    expect(expectedSpeed([three], 3 * 11 ** 3 * 1.05, 12.5)).toBeCloseTo(11, 9);
  });
});
