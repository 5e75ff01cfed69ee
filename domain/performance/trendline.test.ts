import { describe, expect, it } from "vitest";
import { changePerYear, DAY_MS, trendline } from "./trendline.js";

describe("trendline", () => {
  it("recovers a known line: 2 + 0.01 per day over 100 days", () => {
    const t0 = Date.UTC(2025, 0, 1);
    const values = Array.from({ length: 101 }, (_, d) => ({ t: t0 + d * DAY_MS, value: 2 + 0.01 * d }));
    const line = trendline(values)!;
    expect(line.start).toBeCloseTo(2, 10);
    expect(line.end).toBeCloseTo(3, 10);
    expect(line.coefficient).toBeCloseTo(0.01, 12);
    expect(line.changePerYear).toBeCloseTo(3.65, 10);
  });

  it("fits noisy values by least squares: slope and intercept computed by hand", () => {
    // x (days) = 0, 1, 2, 3; y = 1, 3, 2, 5: mean x 1.5, mean y 2.75,
    // Sxy = (-1.5)(-1.75) + (-0.5)(0.25) + (0.5)(-0.75) + (1.5)(2.25) = 5.5, Sxx = 5 -> slope 1.1
    const values = [1, 3, 2, 5].map((value, d) => ({ t: d * DAY_MS, value }));
    const line = trendline(values)!;
    expect(line.coefficient).toBeCloseTo(1.1, 12);
    expect(line.start).toBeCloseTo(2.75 - 1.1 * 1.5, 12);
    expect(line.end).toBeCloseTo(line.start + 3 * 1.1, 12);
    expect(line.changePerYear).toBeCloseTo(401.5, 9);
  });

  it("change per year is 365 × coefficient", () => {
    expect(changePerYear(-0.002)).toBeCloseTo(-0.73, 12);
  });

  it("answers null when no line can be drawn", () => {
    expect(trendline([])).toBeNull();
    expect(trendline([{ t: 0, value: 1 }])).toBeNull();
    expect(
      trendline([
        { t: 5, value: 1 },
        { t: 5, value: 2 },
      ]),
    ).toBeNull();
    expect(
      trendline([
        { t: 0, value: Number.NaN },
        { t: DAY_MS, value: 2 },
      ]),
    ).toBeNull();
  });
});
