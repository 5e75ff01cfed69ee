import { describe, expect, it } from "vitest";
import {
  defaultReportWindow,
  isInWindow,
  lastDayOf,
  shiftReportWindow,
  windowFromDays,
} from "./reportWindow";

describe("the emission report window", () => {
  it("defaults to two months before the current month up to the start of next month (UTC)", () => {
    expect(defaultReportWindow(new Date("2024-05-17T10:00:00Z"))).toEqual({
      from: "2024-03-01T00:00:00.000Z",
      to: "2024-06-01T00:00:00.000Z",
    });
  });

  it("crosses year boundaries", () => {
    expect(defaultReportWindow(new Date("2024-01-03T00:00:00Z"))).toEqual({
      from: "2023-11-01T00:00:00.000Z",
      to: "2024-02-01T00:00:00.000Z",
    });
    expect(defaultReportWindow(new Date("2023-12-31T23:59:59Z"))).toEqual({
      from: "2023-10-01T00:00:00.000Z",
      to: "2024-01-01T00:00:00.000Z",
    });
  });

  it("uses the UTC month, not the browser's", () => {
    // 1 June 00:30 in UTC+2 is still 31 May in UTC.
    expect(defaultReportWindow(new Date("2024-05-31T22:30:00Z")).to).toBe("2024-06-01T00:00:00.000Z");
  });

  it("Earlier and Later move both ends by two months", () => {
    const window = { from: "2024-03-01T00:00:00.000Z", to: "2024-06-01T00:00:00.000Z" };
    expect(shiftReportWindow(window, -1)).toEqual({
      from: "2024-01-01T00:00:00.000Z",
      to: "2024-04-01T00:00:00.000Z",
    });
    expect(shiftReportWindow(window, 1)).toEqual({
      from: "2024-05-01T00:00:00.000Z",
      to: "2024-08-01T00:00:00.000Z",
    });
    expect(shiftReportWindow(shiftReportWindow(window, -1), 1)).toEqual(window);
  });

  it("keeps a picked day of month, clamped to a shorter month", () => {
    const window = { from: "2024-04-30T00:00:00.000Z", to: "2024-12-31T00:00:00.000Z" };
    expect(shiftReportWindow(window, -1)).toEqual({
      from: "2024-02-29T00:00:00.000Z",
      to: "2024-10-31T00:00:00.000Z",
    });
  });

  it("builds a window from two picked days, the last day included", () => {
    const window = windowFromDays("2024-02-01", "2024-02-29");
    expect(window).toEqual({ from: "2024-02-01T00:00:00.000Z", to: "2024-03-01T00:00:00.000Z" });
    expect(window && lastDayOf(window)).toBe("2024-02-29");
    expect(windowFromDays("2024-03-02", "2024-03-01")).toBeNull();
    expect(windowFromDays("", "2024-03-01")).toBeNull();
  });

  it("tells whether a time is inside (start inclusive, end exclusive)", () => {
    const window = { from: "2024-03-01T00:00:00.000Z", to: "2024-06-01T00:00:00.000Z" };
    expect(isInWindow(window, "2024-03-01T00:00:00.000Z")).toBe(true);
    expect(isInWindow(window, "2024-06-01T00:00:00.000Z")).toBe(false);
  });
});
