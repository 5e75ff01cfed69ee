import { describe, expect, it } from "vitest";
import {
  degreesMinutesProblem,
  formatDegreesMinutes,
  normalizeDecimal,
  toDecimal,
  toDegreesMinutes,
} from "./coordinates";

describe("geo coordinates in degrees, decimal minutes and hemisphere", () => {
  it.each([
    ["latitude", 59.91, { degrees: 59, minutes: 54.6, hemisphere: "N" }],
    ["latitude", -33.8568, { degrees: 33, minutes: 51.408, hemisphere: "S" }],
    ["longitude", 10.75, { degrees: 10, minutes: 45, hemisphere: "E" }],
    ["longitude", -70.6693, { degrees: 70, minutes: 40.158, hemisphere: "W" }],
    ["latitude", 0, { degrees: 0, minutes: 0, hemisphere: "N" }],
  ] as const)("%s %d reads as %o", (axis, decimal, expected) => {
    expect(toDegreesMinutes(axis, decimal)).toEqual(expected);
  });

  it("round-trips through degrees and minutes", () => {
    for (const value of [51.9225, -4.4792, 53.5511, -0.00001, 89.99]) {
      expect(toDecimal("latitude", toDegreesMinutes("latitude", value))).toBeCloseTo(value, 5);
    }
    expect(toDecimal("longitude", { degrees: 179, minutes: 59.9999, hemisphere: "W" })).toBeCloseTo(
      -179.999998,
      5,
    );
  });

  it("carries 60 rounded minutes into the next degree", () => {
    expect(toDegreesMinutes("latitude", 10.999999999)).toEqual({ degrees: 11, minutes: 0, hemisphere: "N" });
  });

  it.each([
    ["latitude", 90.5],
    ["latitude", -91],
    ["longitude", 180.01],
    ["longitude", -200],
    ["latitude", Number.NaN],
  ] as const)("treats %s %d (outside the globe) as 0", (axis, value) => {
    expect(normalizeDecimal(axis, value)).toBe(0);
  });

  it("keeps the edges of the globe", () => {
    expect(normalizeDecimal("latitude", -90)).toBe(-90);
    expect(normalizeDecimal("longitude", 180)).toBe(180);
  });

  it.each([
    ["latitude", { degrees: 89, minutes: 59.9999, hemisphere: "S" }, null],
    [
      "latitude",
      { degrees: 90, minutes: 0, hemisphere: "N" },
      "Degrees must be a whole number from 0 to 89.",
    ],
    ["longitude", { degrees: 179, minutes: 0, hemisphere: "E" }, null],
    [
      "longitude",
      { degrees: 180, minutes: 0, hemisphere: "E" },
      "Degrees must be a whole number from 0 to 179.",
    ],
    [
      "longitude",
      { degrees: -1, minutes: 0, hemisphere: "E" },
      "Degrees must be a whole number from 0 to 179.",
    ],
    [
      "latitude",
      { degrees: 10.5, minutes: 0, hemisphere: "N" },
      "Degrees must be a whole number from 0 to 89.",
    ],
    ["latitude", { degrees: 10, minutes: 60, hemisphere: "N" }, "Minutes must be from 0 to 59.9999."],
    ["latitude", { degrees: 10, minutes: -0.1, hemisphere: "N" }, "Minutes must be from 0 to 59.9999."],
    ["latitude", { degrees: 10, minutes: 1, hemisphere: "E" }, "Choose N or S."],
    ["longitude", { degrees: 10, minutes: 1, hemisphere: "N" }, "Choose E or W."],
  ] as const)("%s %o: %s", (axis, value, problem) => {
    expect(degreesMinutesProblem(axis, value)).toBe(problem);
  });

  it("formats for display", () => {
    expect(formatDegreesMinutes("latitude", 59.91)).toBe("59° 54.6000' N");
    expect(formatDegreesMinutes("longitude", -4.5)).toBe("4° 30.0000' W");
  });
});
