import { describe, expect, it } from "vitest";
import { lineAt } from "./eventStep.js";
import {
  fitHullTrend,
  sharedSlopeLines,
  slopeStandardError,
  stepBetween,
  stretchValueAt,
  type TrendPoint,
} from "./hullTrend.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY = 24 * 3600_000;
const YEAR = 365.25 * DAY;
const docking = Date.UTC(2024, 2, 13);
/** A diver cleaning of five days' works 138 days after the docking, the data ending 90 days after it. */
const cleaningStart = docking + 133 * DAY;
const cleaningEnd = docking + 138 * DAY;
const end = cleaningEnd + 90 * DAY;
const RATE = 3; // pp of speed loss a year, the same before and after the cleaning
const STEP = 0.8; // what the cleaning takes off, pp

/** Uniform pseudo-random numbers in [0, 1) from a seed (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
/** Normal noise of standard deviation `sd` (Box–Muller), AR(1) with correlation `rho` from day to day. */
const noiseOf = (seed: number, sd: number, rho: number) => {
  const u = random(seed);
  let last = 0;
  return () => {
    const z = Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
    last = rho * last + Math.sqrt(1 - rho * rho) * z;
    return sd * last;
  };
};

/** PV (−loss) at a time: 0.3 pp at the docking, RATE a year, STEP off at the cleaning's end. */
const truePv = (t: number) => -(0.3 + (RATE * (t - docking)) / YEAR - (t >= cleaningEnd ? STEP : 0));

/** The two stretches' daily values, about half the days at sea, noise as given. */
function hull(seed: number, sd: number, rho: number): [TrendPoint[], TrendPoint[]] {
  const noise = noiseOf(seed, sd, rho);
  const atSea = random(seed + 1000);
  const before: TrendPoint[] = [];
  const after: TrendPoint[] = [];
  for (let day = docking; day < end; day += DAY) {
    const e = noise();
    if (atSea() < 0.45) continue;
    const t = day + DAY / 2;
    if (day + DAY <= cleaningStart) before.push({ t, value: truePv(t) + e });
    else if (day >= cleaningEnd) after.push({ t, value: truePv(t) + e });
  }
  return [before, after];
}

const asDays = (points: readonly TrendPoint[]): DailyPerformance[] =>
  points.map((p) => ({
    dayStart: p.t - DAY / 2,
    pv: p.value,
    speedLoss: -p.value,
    blocks: 80,
    power: 1,
    speed: 1,
  }));

describe("the hull trend: one slope between renewals, a level step at each cleaning", () => {
  it("finds the rate and the step, the step's 95 % interval holding the truth about 95 % of the time", () => {
    const seeds = Array.from({ length: 300 }, (_, i) => i + 1);
    let held = 0;
    const slopeErrors: number[] = [];
    const ownLineErrors: number[] = [];
    for (const seed of seeds) {
      const stretches = hull(seed, 0.4, 0);
      const fit = fitHullTrend(stretches, 14);
      const step = stepBetween(fit, 0, cleaningStart, cleaningEnd)!;
      const trueStep = truePv(cleaningEnd) - truePv(cleaningStart - 1);
      if (Math.abs(step.value - trueStep) <= 1.96 * step.standardError!) held++;
      slopeErrors.push(-fit.perYear! - RATE);
      // The line through the days after the cleaning alone (the long trend's last period before).
      ownLineErrors.push(-lineAt(asDays(stretches[1]), cleaningEnd).changePerYear! - RATE);
    }
    const rms = (xs: number[]) => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length);
    const coverage = held / seeds.length;
    expect(coverage).toBeGreaterThan(0.91);
    expect(coverage).toBeLessThan(0.99);
    // All the period's days inform the slope: its error is well under the after-stretch line's.
    expect(Math.abs(slopeErrors.reduce((s, x) => s + x, 0) / seeds.length)).toBeLessThan(0.1);
    expect(rms(slopeErrors)).toBeLessThan(0.5 * rms(ownLineErrors));
  });

  it("says how sure its slope is: the standard error matches the slopes' spread over seeds", () => {
    const slopes: number[] = [];
    const errors: number[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const fit = fitHullTrend(hull(seed, 0.4, 0), 14);
      slopes.push(fit.perYear!);
      errors.push(slopeStandardError(fit)!);
    }
    const mean = slopes.reduce((s, x) => s + x, 0) / slopes.length;
    const spread = Math.sqrt(slopes.reduce((s, x) => s + (x - mean) ** 2, 0) / (slopes.length - 1));
    const typical = errors.reduce((s, x) => s + x, 0) / errors.length;
    expect(typical / spread).toBeGreaterThan(0.85);
    expect(typical / spread).toBeLessThan(1.2);
  });

  it("widens its interval for weather lasting days (AR(1) noise, ρ 0.6), where independent errors would claim too much", () => {
    let held = 0;
    let heldUnwidened = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const fit = fitHullTrend(hull(seed, 0.4, 0.6), 14);
      const step = stepBetween(fit, 0, cleaningStart, cleaningEnd)!;
      const miss = Math.abs(step.value - (truePv(cleaningEnd) - truePv(cleaningStart - 1)));
      if (miss <= 1.96 * step.standardError!) held++;
      if (miss <= (1.96 * step.standardError!) / fit.inflation) heldUnwidened++;
    }
    expect(held / 300).toBeGreaterThan(0.85);
    expect(heldUnwidened / 300).toBeLessThan(0.85);
  });

  it("is a least-squares line when there is one stretch (lineAt's value and error, before the widening)", () => {
    const [before] = hull(7, 0.4, 0);
    const fit = fitHullTrend([before], 14);
    const line = lineAt(asDays(before), docking);
    const value = stretchValueAt(fit, 0, docking)!;
    expect(value.value).toBeCloseTo(line.atEvent!, 9);
    expect(value.standardError! / fit.inflation).toBeCloseTo(line.standardError!, 9);
    expect(fit.perYear!).toBeCloseTo(line.changePerYear!, 9);
  });

  it("gives the stretches' means when they hold too few values for a slope", () => {
    const few: [TrendPoint[], TrendPoint[]] = [
      [
        { t: docking, value: -1 },
        { t: docking + DAY, value: -1.2 },
      ],
      [{ t: docking + 10 * DAY, value: -0.5 }],
    ];
    const fit = fitHullTrend(few, 14);
    expect(fit.perYear).toBeNull();
    expect(stretchValueAt(fit, 0, docking + 5 * DAY)!.value).toBeCloseTo(-1.1, 12);
    expect(stepBetween(fit, 0, docking + 5 * DAY, docking + 6 * DAY)!.value).toBeCloseTo(0.6, 12);
    expect(stretchValueAt(fitHullTrend([[], few[1]], 14), 0, docking)).toBeNull();
  });

  it("shares a slope only within a hull period (sharedSlopeLines)", () => {
    const line = (from: number, slope: number, level: number) =>
      Array.from({ length: 40 }, (_, i) => ({ t: from + i * DAY, value: level + (slope * i * DAY) / YEAR }));
    // Period 0: two stretches rising 3 a year with a step between; period 1 (after a docking) rising 6.
    const lines = sharedSlopeLines(
      [line(0, 3, 1), line(50 * DAY, 3, 0.5), line(100 * DAY, 6, 0)],
      [0, 0, 1],
      2,
    );
    expect(lines[0]!.perYear).toBeCloseTo(3, 9);
    expect(lines[1]!.perYear).toBeCloseTo(3, 9);
    expect(lines[1]!.atFirst).toBeCloseTo(0.5, 9);
    expect(lines[2]!.perYear).toBeCloseTo(6, 9);
    expect(lines[2]!.atLast).toBeCloseTo((6 * 39 * DAY) / YEAR, 9);
  });
});
