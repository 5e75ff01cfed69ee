import { describe, expect, it } from "vitest";
import { percentOfLimited, shapoliTimeline } from "./timeline.js";

const breach = (start: string, end: string, peak: number) => ({
  breachStartDate: start,
  breachEndDate: end,
  peakPower: peak,
  startPosition: `at ${start}`,
  endPosition: `at ${end}`,
});

describe("ShaPoLi timeline", () => {
  it("lists each breach's start and end and the record saves in the window, newest first", () => {
    const events = shapoliTimeline(
      [breach("2026-03-01T10:00:00.000Z", "2026-03-01T11:00:00.000Z", 7500)],
      [
        { at: "2026-03-02T08:00:00.000Z", breachStart: "2026-03-01T10:00:00.000Z", userId: "u1" },
        { at: "2027-01-01T00:00:00.000Z", breachStart: "2026-03-01T10:00:00.000Z", userId: "u2" },
      ],
      { from: Date.parse("2026-01-01"), to: Date.parse("2026-12-31") },
      (id) => `name of ${id}`,
    );
    expect(events).toEqual([
      {
        timestamp: "2026-03-02T08:00:00.000Z",
        type: "RecordSaved",
        breachStartDate: "2026-03-01T10:00:00.000Z",
        userId: "u1",
        userName: "name of u1",
      },
      {
        timestamp: "2026-03-01T11:00:00.000Z",
        type: "LimitationReactivated",
        breachStartDate: "2026-03-01T10:00:00.000Z",
        position: "at 2026-03-01T11:00:00.000Z",
      },
      {
        timestamp: "2026-03-01T10:00:00.000Z",
        type: "PowerReserveUsed",
        breachStartDate: "2026-03-01T10:00:00.000Z",
        power: 7500,
        position: "at 2026-03-01T10:00:00.000Z",
      },
    ]);
  });

  it("the mean power as a share of the limited power", () => {
    expect(percentOfLimited(3600, 7200)).toBe(50);
    expect(percentOfLimited(null, 7200)).toBeNull();
    expect(percentOfLimited(3600, undefined)).toBeNull();
  });
});
