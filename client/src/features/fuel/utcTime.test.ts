import { describe, expect, it } from "vitest";
import {
  combineUtc,
  formatFuelTime,
  parseTimeBox,
  pickerToUtcDay,
  timeBoxOf,
  utcDayToPicker,
} from "./utcTime";

describe("the hh:mm time box", () => {
  it.each([
    ["00:00", 0],
    ["23:59", 23 * 60 + 59],
    ["12:00", 720],
    ["09:05", 545],
  ])("reads %s", (text, minutes) => expect(parseTimeBox(text)).toBe(minutes));

  it.each(["24:00", "12:60", "1200", "9:05", "12:000", "", "ab:cd", "12:5"])("refuses %j", (text) =>
    expect(parseTimeBox(text)).toBeNull(),
  );
});

describe("combining a picked day and a time", () => {
  it("gives the UTC instant of that day and time", () => {
    const day = new Date("2024-03-10T00:00:00Z");
    expect(combineUtc(day, "14:30")?.toISOString()).toBe("2024-03-10T14:30:00.000Z");
  });
  it("is null without a day or with a bad time", () => {
    expect(combineUtc(null, "10:00")).toBeNull();
    expect(combineUtc(new Date("2024-03-10T00:00:00Z"), "25:00")).toBeNull();
  });
  it("splits back into the box text", () => {
    expect(timeBoxOf(new Date("2024-03-10T07:05:00Z"))).toBe("07:05");
  });
});

describe("showing a fuel time", () => {
  it("uses 'DD. MMM, YYYY HH:mm' in UTC", () => {
    expect(formatFuelTime("2024-01-05T14:03:00Z")).toBe("05. Jan, 2024 14:03");
    expect(formatFuelTime("2024-01-05T14:03:00Z", false)).toBe("05. Jan, 2024");
  });
  it("shows nothing for a missing or unreadable date", () => {
    expect(formatFuelTime(null)).toBe("");
    expect(formatFuelTime("not a date")).toBe("");
  });
});

describe("the date picker's local day", () => {
  it("round-trips a UTC day whatever the browser zone", () => {
    const day = new Date("2024-12-31T00:00:00Z");
    expect(pickerToUtcDay(utcDayToPicker(day)).toISOString()).toBe(day.toISOString());
  });
});
