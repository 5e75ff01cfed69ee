import { describe, expect, it } from "vitest";
import {
  dateTimeMs,
  lastPeriodMinutes,
  parseLastPeriodInput,
  parseTimeOfDay,
  resolveWindow,
  TIME_MESSAGES,
  type TimeInputs,
  timeInputProblems,
  timeOfDayProblem,
} from "./timeConfiguration.js";

const NOW = Date.UTC(2026, 2, 10, 12, 0);
const facts = {
  now: NOW,
  lastVoyageStart: Date.UTC(2026, 2, 1),
  dataFrom: Date.UTC(2025, 0, 1),
  dataTo: NOW,
};
const inputs = (over: Partial<TimeInputs>): TimeInputs => ({
  type: "LastPeriod",
  lastDays: "1",
  lastHours: "",
  lastMinutes: "",
  fromDay: "2026-03-01",
  fromTime: "",
  toDay: "2026-03-02",
  toTime: "",
  ...over,
});

describe("time inputs (spec 3 §5)", () => {
  it("reads HH:mm with hours 0-23 and minutes 00-59, at most 5 characters", () => {
    expect(parseTimeOfDay("00:00")).toBe(0);
    expect(parseTimeOfDay("23:59")).toBe(23 * 60 + 59);
    expect(parseTimeOfDay("7:05")).toBe(7 * 60 + 5);
    for (const bad of ["24:00", "12:60", "12:5", "1200", "012:00", "ab:cd", "12:00 "])
      expect(parseTimeOfDay(bad), bad).toBeNull();
    expect(timeOfDayProblem("25:00")).toBe("Please specify a valid time in the 00:00-23:59 range");
    expect(timeOfDayProblem("")).toBeNull();
  });

  it("takes last-period inputs as non-negative numbers", () => {
    expect(parseLastPeriodInput("")).toBe(0);
    expect(parseLastPeriodInput("12")).toBe(12);
    expect(parseLastPeriodInput("1.5")).toBe(1.5);
    for (const bad of ["-1", "x", "123456", "1e3"]) expect(parseLastPeriodInput(bad), bad).toBeNull();
    expect(timeInputProblems(inputs({ lastHours: "-2" }))).toEqual({
      lastHours: "The input field must be a positive number",
    });
  });

  it("converts last days to minutes as days x 24 x 60", () => {
    expect(lastPeriodMinutes({ days: 2, hours: 3, minutes: 4 })).toBe(2 * 24 * 60 + 3 * 60 + 4);
  });

  it("refuses a total timespan of zero or less", () => {
    expect(resolveWindow(inputs({ lastDays: "0" }), facts)).toEqual({
      ok: false,
      message: "The total timespan must be greater than 0",
    });
    expect(resolveWindow(inputs({ type: "SetPeriod", toDay: "2026-03-01" }), facts)).toEqual({
      ok: false,
      message: TIME_MESSAGES.totalSpan,
    });
    expect(
      resolveWindow(inputs({ type: "SetPeriod", fromDay: "2026-03-02", toDay: "2026-03-01" }), facts).ok,
    ).toBe(false);
  });

  it("resolves each period type to its window", () => {
    expect(resolveWindow(inputs({ lastDays: "", lastHours: "6", lastMinutes: "30" }), facts)).toEqual({
      ok: true,
      from: NOW - 390 * 60_000,
      to: NOW,
    });
    expect(resolveWindow(inputs({ type: "AllValues" }), facts)).toEqual({
      ok: true,
      from: facts.dataFrom,
      to: facts.dataTo,
    });
    expect(resolveWindow(inputs({ type: "LastVoyage" }), facts)).toEqual({
      ok: true,
      from: facts.lastVoyageStart,
      to: NOW,
    });
    expect(resolveWindow(inputs({ type: "LastVoyage" }), { ...facts, lastVoyageStart: null })).toEqual({
      ok: false,
      message: TIME_MESSAGES.noLastVoyage,
    });
    expect(resolveWindow(inputs({ type: "SetPeriod", fromTime: "06:00", toTime: "18:30" }), facts)).toEqual({
      ok: true,
      from: Date.UTC(2026, 2, 1, 6),
      to: Date.UTC(2026, 2, 2, 18, 30),
    });
  });

  it("refuses a set period with a bad time or a date not in the calendar", () => {
    expect(timeInputProblems(inputs({ type: "SetPeriod", fromTime: "24:00", toDay: "2026-02-30" }))).toEqual({
      fromTime: TIME_MESSAGES.time,
      toDay: TIME_MESSAGES.date,
    });
    expect(dateTimeMs("2026-02-30", "")).toBeNull();
  });
});
