import { describe, expect, it } from "vitest";
import { bucketStart, chooseGranularity, isGranularityAvailable, parseGranularity } from "./granularity.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("data interval availability (spec 3 §5, §9)", () => {
  it("serves Raw up to 1 day, Minute 2 days, Quarter 14 days, Hour 90 days, Day always", () => {
    expect(isGranularityAvailable("Raw", DAY)).toBe(true);
    expect(isGranularityAvailable("Raw", DAY + 1)).toBe(false);
    expect(isGranularityAvailable("Minute", 2 * DAY)).toBe(true);
    expect(isGranularityAvailable("Minute", 2 * DAY + 1)).toBe(false);
    expect(isGranularityAvailable("Quarter", 14 * DAY)).toBe(true);
    expect(isGranularityAvailable("Quarter", 14 * DAY + 1)).toBe(false);
    expect(isGranularityAvailable("Hour", 90 * DAY)).toBe(true);
    expect(isGranularityAvailable("Hour", 90 * DAY + 1)).toBe(false);
    expect(isGranularityAvailable("Day", 3650 * DAY)).toBe(true);
  });

  it("chooses the finest interval that fits when nothing is asked", () => {
    expect(chooseGranularity(6 * HOUR)).toBe("Raw");
    expect(chooseGranularity(36 * HOUR)).toBe("Minute");
    expect(chooseGranularity(7 * DAY)).toBe("Quarter");
    expect(chooseGranularity(30 * DAY)).toBe("Hour");
    expect(chooseGranularity(365 * DAY)).toBe("Day");
  });

  it("keeps a requested interval that fits and moves to the next larger one when the window is too long", () => {
    expect(chooseGranularity(6 * HOUR, "Hour")).toBe("Hour");
    expect(chooseGranularity(3 * DAY, "Raw")).toBe("Quarter");
    expect(chooseGranularity(20 * DAY, "Minute")).toBe("Hour");
  });

  it("reads granularities in any letter case, defaults to Minute and refuses unknown ones with words", () => {
    expect(parseGranularity(undefined)).toBe("Minute");
    expect(parseGranularity("quarter")).toBe("Quarter");
    expect(parseGranularity("AUTO")).toBe("Auto");
    expect(() => parseGranularity("weekly")).toThrow('Unknown granularity "weekly"');
  });

  it("finds bucket starts, before 1970 too", () => {
    expect(bucketStart(Date.UTC(2025, 0, 1, 10, 7, 30), 15 * 60_000)).toBe(Date.UTC(2025, 0, 1, 10, 0));
    expect(bucketStart(-1, 60_000)).toBe(-60_000);
  });
});

describe("automatic interval by points (dashboard graphs)", () => {
  const HOUR = 3_600_000;
  it("picks the finest rolled-up interval giving at most maxPoints buckets", async () => {
    const { granularityForPoints } = await import("./granularity.js");
    expect(granularityForPoints(6 * HOUR, 500)).toBe("Minute");
    expect(granularityForPoints(24 * HOUR, 500)).toBe("Quarter");
    expect(granularityForPoints(14 * 24 * HOUR, 500)).toBe("Hour");
    expect(granularityForPoints(60 * 24 * HOUR, 500)).toBe("Day");
    expect(granularityForPoints(24 * HOUR, 2000)).toBe("Minute");
    // A coarser request is kept; Raw is never chosen by points.
    expect(granularityForPoints(6 * HOUR, 500, "Hour")).toBe("Hour");
    expect(granularityForPoints(HOUR, 500, "Raw")).toBe("Minute");
  });

  it("answers between maxPoints / 2 and maxPoints buckets by merging stored buckets", async () => {
    const { intervalForPoints } = await import("./granularity.js");
    const DAY = 24 * HOUR;
    const count = (span: number, i: { granularity: string; merge: number }) =>
      Math.ceil(
        span / ({ Minute: 60_000, Quarter: 900_000, Hour: HOUR, Day: DAY }[i.granularity]! * i.merge),
      );
    // A year for a 1,200 px chart: 8-hour buckets (1,095), not 365 days.
    expect(intervalForPoints(365 * DAY, 1200)).toEqual({ granularity: "Hour", merge: 8 });
    for (const [span, max] of [
      [365 * DAY, 1200],
      [365 * DAY, 500],
      [3650 * DAY, 1200],
      [60 * DAY, 500],
      [90 * DAY, 10_000],
      [30 * DAY, 2000],
      [14 * DAY, 500],
    ] as const) {
      const interval = intervalForPoints(span, max);
      const n = count(span, interval);
      expect(n, `${span / DAY} days, ${max} points: ${JSON.stringify(interval)}`).toBeLessThanOrEqual(max);
      expect(n * 2).toBeGreaterThanOrEqual(max);
    }
    // Already in the band: unchanged, minutes included.
    expect(intervalForPoints(6 * HOUR, 500)).toEqual({ granularity: "Minute", merge: 1 });
    // Too short for stored buckets to reach half: the plain choice.
    expect(intervalForPoints(24 * HOUR, 500)).toEqual({ granularity: "Quarter", merge: 1 });
    // A requested level is never refined.
    expect(intervalForPoints(365 * DAY, 1200, "Day")).toEqual({ granularity: "Day", merge: 1 });
  });
});
