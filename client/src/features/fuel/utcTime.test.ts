import { describe, expect, it } from "vitest";
import { formatFuelTime, inputOf, instantOfInput } from "./utcTime";

describe("a date-time input and its instant", () => {
  it("gives the UTC instant of the day and the hh:mm box", () => {
    expect(instantOfInput({ day: "2024-03-10", time: "14:30" })?.toISOString()).toBe(
      "2024-03-10T14:30:00.000Z",
    );
  });
  it("is null without a day or with a bad time", () => {
    expect(instantOfInput({ day: "", time: "10:00" })).toBeNull();
    expect(instantOfInput({ day: "2024-03-10", time: "25:00" })).toBeNull();
  });
  it("splits an instant back into the boxes, in UTC", () => {
    expect(inputOf("2024-03-10T07:05:00Z")).toEqual({ day: "2024-03-10", time: "07:05" });
    expect(inputOf(new Date("2024-12-31T23:59:00Z"))).toEqual({ day: "2024-12-31", time: "23:59" });
    expect(inputOf("not a date")).toEqual({ day: "", time: "" });
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
