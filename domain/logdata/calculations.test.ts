import { describe, expect, it } from "vitest";
import {
  accumulatedValue,
  averagedValue,
  coveredMs,
  isPartlyCovered,
  lastVoyageWindow,
  statisticsOf,
  windowCoverage,
} from "./calculations.js";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("time covered by samples", () => {
  it("adds one mean sample interval to the span between first and last sample", () => {
    const minute = 60_000;
    expect(coveredMs({ count: 1440, first: { t: 0 }, last: { t: 1439 * minute } })).toBe(1440 * minute);
    expect(coveredMs({ count: 1, first: { t: 5 }, last: { t: 5 } })).toBe(0);
    expect(coveredMs({ count: 0, first: null, last: null })).toBe(0);
  });
});

describe("coverage of a rolling window", () => {
  const minute = 60_000;
  it("is the samples' covered time, never more than the window", () => {
    const lastElevenHours = { count: 660, first: { t: 13 * HOUR }, last: { t: 24 * HOUR - minute } };
    expect(windowCoverage(lastElevenHours, 0, DAY)).toEqual({ coveredMs: 11 * HOUR, windowMs: DAY });
    const wholeDay = { count: 1441, first: { t: 0 }, last: { t: DAY } };
    expect(windowCoverage(wholeDay, 0, DAY).coveredMs).toBe(DAY);
  });

  it("counts as partly covered below 98 % of the window, so ragged edges of a full day do not", () => {
    expect(isPartlyCovered({ coveredMs: 11 * HOUR, windowMs: DAY })).toBe(true);
    expect(isPartlyCovered({ coveredMs: DAY - 10 * minute, windowMs: DAY })).toBe(false);
    expect(isPartlyCovered({ coveredMs: 0, windowMs: DAY })).toBe(true);
    expect(isPartlyCovered({ coveredMs: 0, windowMs: 0 })).toBe(false);
  });
});

/** Fuel flow in MT/hr every 15 minutes from 00:00 to 01:00: 2, 4, 6, 4, 2. */
const fuel = [2, 4, 6, 4, 2].map((v, i) => ({ t: i * 15 * MIN, v }));
/** Speed in knots every 30 minutes: 10, 12, 14. */
const speed = [10, 12, 14].map((v, i) => ({ t: i * 30 * MIN, v }));

describe("calculated values against values computed by hand", () => {
  it("averages the samples of the window", () => {
    // (2 + 4 + 6 + 4 + 2) / 5 = 3.6
    expect(averagedValue(statisticsOf(fuel, 0, HOUR))).toBeCloseTo(3.6, 12);
    // 00:15-00:45: (4 + 6 + 4) / 3
    expect(averagedValue(statisticsOf(fuel, 15 * MIN, 45 * MIN))).toBeCloseTo(14 / 3, 12);
    expect(averagedValue(statisticsOf(fuel, 2 * HOUR, 3 * HOUR))).toBeNull();
  });

  it("accumulates a rate as mean x covered time in the rate's unit (MT/hr → MT, knot → nm)", () => {
    // 5 samples 15 min apart cover 5 x 15 = 75 min: 3.6 MT/hr x 1.25 h = 4.5 MT.
    expect(accumulatedValue(statisticsOf(fuel, 0, HOUR), "MT/hr")).toEqual({ value: 4.5, unit: "MT" });
    // 00:15-00:45: 3 samples cover 45 min: 14/3 MT/hr x 0.75 h = 3.5 MT.
    const middle = accumulatedValue(statisticsOf(fuel, 15 * MIN, 45 * MIN), "MT/hr")!;
    expect(middle.value).toBeCloseTo(3.5, 12);
    // 3 samples 30 min apart cover 90 min: 12 knots x 1.5 h = 18 nm.
    expect(accumulatedValue(statisticsOf(speed, 0, HOUR), "knot")).toEqual({ value: 18, unit: "nm" });
    // The same flow in MT/day: 3.6 MT/day over 1.25 h = 0.1875 MT.
    expect(accumulatedValue(statisticsOf(fuel, 0, HOUR), "MT/day")!.value).toBeCloseTo(0.1875, 12);
  });

  it("refuses to accumulate a unit outside the rule and gives nothing without samples", () => {
    expect(accumulatedValue(statisticsOf(fuel, 0, HOUR), "degC")).toBeNull();
    expect(accumulatedValue(statisticsOf(fuel, 2 * HOUR, 3 * HOUR), "MT/hr")).toBeNull();
    // A single sample covers no time.
    expect(accumulatedValue(statisticsOf(fuel, 0, 0), "MT/hr")).toEqual({ value: 0, unit: "MT" });
  });

  it("takes the last voyage from the last departure before now (30 days without one)", () => {
    const now = 7 * DAY;
    expect(lastVoyageWindow([1 * DAY, 5 * DAY, 9 * DAY], now, 30 * DAY)).toEqual({ from: 5 * DAY, to: now });
    expect(lastVoyageWindow([], now, 30 * DAY)).toEqual({ from: now - 30 * DAY, to: now });
    // Departed at 00:30 and now 01:00: fuel 6, 4, 2 → averaged 4 MT/hr, accumulated 4 x 0.75 h = 3 MT.
    const voyage = lastVoyageWindow([30 * MIN], HOUR, 30 * DAY);
    const stats = statisticsOf(fuel, voyage.from, voyage.to);
    expect(averagedValue(stats)).toBe(4);
    expect(accumulatedValue(stats, "MT/hr")).toEqual({ value: 3, unit: "MT" });
  });
});
