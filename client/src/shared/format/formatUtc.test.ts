import { describe, expect, it } from "vitest";
import { formatDateTime } from "./formatDateTime";
import { formatUtc } from "./formatUtc";

describe("the spec's one date form, 'DD. MMM, YYYY HH:mm'", () => {
  it("shows a ship time in UTC, with or without the time", () => {
    expect(formatUtc("2024-01-05T14:03:59Z")).toBe("05. Jan, 2024 14:03");
    expect(formatUtc("2026-10-29T23:30:00-02:00", false)).toBe("30. Oct, 2026");
    expect(formatUtc(Date.UTC(2026, 10, 20, 6, 10))).toBe("20. Nov, 2026 06:10");
  });

  it("shows nothing for a missing or unreadable date", () => {
    expect(formatUtc(null)).toBe("");
    expect(formatUtc(Number.NaN)).toBe("");
    expect(formatUtc("29/10/2026")).toBe("");
    expect(formatDateTime(undefined)).toBe("");
  });

  it("shows an app moment in the same form, in the browser's time zone", () => {
    const iso = "2024-01-05T14:03:00Z";
    const local = new Date(iso);
    const expected = `${String(local.getDate()).padStart(2, "0")}. Jan, 2024 ${String(local.getHours()).padStart(2, "0")}:03`;
    expect(formatDateTime(iso)).toBe(expected);
  });
});
