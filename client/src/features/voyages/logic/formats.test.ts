import { describe, expect, it } from "vitest";
import {
  formatCargo,
  formatDay,
  formatDayTime,
  formatDistance,
  formatTime,
  formatTonnes,
  parseCargo,
} from "./formats";

describe("emission area formats (spec 2 §9)", () => {
  it("dates read 'DD. MMM, YYYY' and times HH:mm, in UTC", () => {
    expect(formatDay("2024-03-05T23:59:00Z")).toBe("05. Mar, 2024");
    expect(formatTime("2024-03-05T07:04:00Z")).toBe("07:04");
    expect(formatDayTime("2024-12-31T00:00:00Z")).toBe("31. Dec, 2024 00:00");
    expect(formatDay(null)).toBe("");
    expect(formatDay("not a date")).toBe("");
  });

  it("distance has 1 decimal in nm", () => {
    expect(formatDistance(1234.56)).toBe("1,234.6 nm");
    expect(formatDistance(0)).toBe("0.0 nm");
    expect(formatDistance(null)).toBe("—");
  });

  it("cargo has 0 decimals", () => {
    expect(formatCargo(81949.6)).toBe("81,950");
    expect(formatCargo(undefined)).toBe("—");
  });

  it("tonnes have 1 decimal unless asked", () => {
    expect(formatTonnes(12.345)).toBe("12.3 t");
    expect(formatTonnes(12.3456, 3)).toBe("12.346 t");
  });

  it("cargo is read exactly or refused with a message, never truncated or made 0", () => {
    expect(parseCargo("52 000")).toEqual({ value: 52000 });
    expect(parseCargo("52\u202F000")).toEqual({ value: 52000 });
    expect(parseCargo("1,5")).toEqual({ value: 1.5 });
    expect(parseCargo("")).toEqual({ value: null });
    expect(parseCargo("abc")).toEqual({ error: '"abc" is not a number.' });
    expect(parseCargo("-500")).toEqual({ error: "The cargo carried cannot be negative (-500)." });
    expect(parseCargo("45000.7t")).toMatchObject({ error: expect.stringContaining("not a number") });
    expect(parseCargo("52,000")).toMatchObject({
      error: expect.stringContaining("could be 52 or 52000: write 52000 or 52."),
    });
  });
});
