import { describe, expect, it } from "vitest";
import { erfc, withinRange, withoutOutliers } from "./filters.js";

const id = (x: number) => x;

describe("log data filters", () => {
  it("keeps values inside the range, bounds included, either bound optional", () => {
    expect(withinRange([1, 5, 10, 15], { min: 5, max: 10 }, id)).toEqual([5, 10]);
    expect(withinRange([1, 5, 10, 15], { max: 5 }, id)).toEqual([1, 5]);
    expect(withinRange([1, 5, 10, 15], {}, id)).toEqual([1, 5, 10, 15]);
  });

  it("computes erfc accurately", () => {
    expect(erfc(0)).toBeCloseTo(1, 6);
    expect(erfc(1)).toBeCloseTo(0.157299207, 6);
    expect(erfc(-1)).toBeCloseTo(1.842700793, 6);
    expect(erfc(3)).toBeCloseTo(2.209049699858544e-5, 9);
  });

  it("rejects a spike by Chauvenet's criterion and keeps ordinary scatter", () => {
    const values = [12.1, 12.3, 11.9, 12.0, 12.2, 12.1, 11.8, 12.4, 12.0, 35.0];
    expect(withoutOutliers(values, id)).toEqual(values.slice(0, 9));
    expect(withoutOutliers([1, 2, 3, 4, 5], id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps everything when there are too few values or no spread", () => {
    expect(withoutOutliers([1, 100], id)).toEqual([1, 100]);
    expect(withoutOutliers([4, 4, 4, 4], id)).toEqual([4, 4, 4, 4]);
  });
});

describe("Chauvenet's criterion on a textbook example", () => {
  it("rejects 58 among ten measurements of Taylor, An Introduction to Error Analysis, §6.2", () => {
    // Mean 45.8, SD 5.1: 58 is 2.4 SD away, expected number that far n x P = 10 x 0.016 = 0.16 < 0.5.
    const values = [46, 48, 44, 38, 45, 47, 58, 44, 45, 43];
    expect(withoutOutliers(values, (v) => v)).toEqual([46, 48, 44, 38, 45, 47, 44, 45, 43]);
    // 38 is 1.5 SD away: n x P = 10 x 0.13 = 1.3, kept.
  });
});
