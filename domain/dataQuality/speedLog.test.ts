import { describe, expect, it } from "vitest";
import { estimateCalibration } from "../hullPerformance/speedLogCalibration.js";
import { biasOf, biasPctOfFactor, ratioBlocksOf, type SpeedPair } from "./speedLog.js";

const HOUR = 3600_000;
const MINUTE = 60_000;

/**
 * Four days at 12 kn through the water, logged 3 % high: north-bound with 0.4 kn of current behind,
 * south-bound against it for more hours (a slower leg), one sample a minute.
 */
function voyage(): { pairs: SpeedPair[]; courses: Map<number, number> } {
  const pairs: SpeedPair[] = [];
  const courses = new Map<number, number>();
  for (let h = 0; h < 96; h++) {
    const north = h < 40;
    courses.set(h * HOUR, north ? 5 : 185);
    for (let m = 0; m < 60; m++)
      pairs.push({ t: h * HOUR + m * MINUTE, measured: 12 * 1.03, derived: north ? 12.4 : 11.6 });
  }
  return { pairs, courses };
}

describe("speed-log bias on opposite headings", () => {
  it("groups the pairs into 10-minute blocks of SOG/STW with the hour's course", () => {
    const blocks = ratioBlocksOf(
      [
        { t: 0, measured: 10, derived: 11 },
        { t: 5 * MINUTE, measured: 10, derived: 9 },
        { t: 10 * MINUTE, measured: 8, derived: 8 },
      ],
      new Map([[0, 90]]),
    );
    expect(blocks).toEqual([
      { ratio: 1, course: 90 },
      { ratio: 1, course: 90 },
    ]);
    expect(ratioBlocksOf([{ t: HOUR, measured: 10, derived: 10 }], undefined)).toEqual([
      { ratio: 1, course: null },
    ]);
  });

  it("finds a log 3 % high where the mean of all readings takes the current for the log", () => {
    const { pairs, courses } = voyage();
    const estimate = estimateCalibration(ratioBlocksOf(pairs, courses), 288);
    expect(estimate.method).toBe("oppositeHeadings");
    expect(biasPctOfFactor(estimate.factor)).toBeCloseTo(3, 1);
    // The longer leg against the current pulls the plain ratio of sums 0.5 pp off.
    expect(Math.abs(biasOf(pairs).biasPct! - 3)).toBeGreaterThan(0.4);
  });
});
