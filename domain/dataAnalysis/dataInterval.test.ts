import { describe, expect, it } from "vitest";
import {
  automaticInterval,
  effectiveInterval,
  INTERVAL_MESSAGES,
  intervalAvailability,
  intervalsFor,
  sampleWindowOf,
} from "./dataInterval.js";

const MIN = 60_000;
const DAY = 1440 * MIN;

describe("data interval availability (spec 3 §5, §9)", () => {
  it("limits Raw to 1 day, Minute 2, Quarter 14 and Hour 90 days", () => {
    const offered = (span: number) =>
      (["Raw", "Minute", "Quarter", "Hour", "Day"] as const).filter(
        (i) => intervalAvailability(i, span, []).available,
      );
    expect(offered(DAY)).toEqual(["Raw", "Minute", "Quarter", "Hour", "Day"]);
    expect(offered(DAY + 1)).toEqual(["Minute", "Quarter", "Hour", "Day"]);
    expect(offered(2 * DAY + 1)).toEqual(["Quarter", "Hour", "Day"]);
    expect(offered(14 * DAY + 1)).toEqual(["Hour", "Day"]);
    expect(offered(90 * DAY + 1)).toEqual(["Day"]);
    expect(intervalAvailability("Raw", 2 * DAY, [])).toEqual({
      available: false,
      reason: "Available for periods up to 1 day",
    });
  });

  it("refuses an interval the variables' sample window does not divide", () => {
    // Logged every 10 minutes: no minute or quarter-hour values; hours and days are whole windows.
    const tenMinutes = [10 * MIN];
    expect(intervalAvailability("Minute", DAY, tenMinutes)).toEqual({
      available: false,
      reason: "Not possible due to sample window of variables",
    });
    expect(intervalAvailability("Quarter", DAY, tenMinutes)).toEqual({
      available: false,
      reason: INTERVAL_MESSAGES.sampleWindow,
    });
    expect(intervalAvailability("Hour", DAY, tenMinutes).available).toBe(true);
    expect(intervalAvailability("Raw", DAY, tenMinutes).available).toBe(true);
    // One variable of several is enough to refuse; an unknown window refuses nothing.
    expect(intervalAvailability("Minute", DAY, [MIN, 10 * MIN]).available).toBe(false);
    expect(intervalAvailability("Minute", DAY, [null, MIN]).available).toBe(true);
  });

  it("estimates a sample window as the median gap between raw points", () => {
    expect(sampleWindowOf([0, MIN, 2 * MIN, 3 * MIN, 60 * MIN])).toBe(MIN);
    expect(sampleWindowOf([0, 600_400, 1_200_000])).toBe(600_000);
    expect(sampleWindowOf([5])).toBeNull();
  });

  it("chooses the finest interval with at most 1500 buckets, the next larger as the window grows", () => {
    expect(automaticInterval(6 * 60 * MIN, [])).toBe("Minute");
    expect(automaticInterval(2 * DAY, [])).toBe("Quarter");
    expect(automaticInterval(14 * DAY, [])).toBe("Quarter");
    expect(automaticInterval(30 * DAY, [])).toBe("Hour");
    expect(automaticInterval(365 * DAY, [])).toBe("Day");
    expect(automaticInterval(6 * 60 * MIN, [10 * MIN])).toBe("Hour");
  });

  it("replaces a chosen interval the window no longer allows by the next larger", () => {
    expect(effectiveInterval("Raw", 3 * DAY, [])).toBe("Quarter");
    expect(effectiveInterval("Minute", DAY, [])).toBe("Minute");
    expect(effectiveInterval("Auto", 365 * DAY, [])).toBe("Day");
  });

  it("hides Quarter, Minute and Raw for NL vessels", () => {
    expect(intervalsFor(true)).toEqual(["Auto", "Day", "Hour"]);
    expect(intervalsFor(false)).toEqual(["Auto", "Day", "Hour", "Quarter", "Minute", "Raw"]);
  });
});
