import { describe, expect, it } from "vitest";
import { DISPLAY_DECIMALS, formatFixed } from "./formatFixed";

describe("formatFixed", () => {
  it("shows tonnes and miles with the spec's one decimal, rounded, with thousands separators", () => {
    expect(formatFixed(1234.567, DISPLAY_DECIMALS.fuelTonnes)).toBe("1,234.6");
    expect(formatFixed(42.73, DISPLAY_DECIMALS.distance)).toBe("42.7");
    expect(formatFixed(-3.05, 1)).toBe("-3.1");
    expect(formatFixed(7, 1)).toBe("7.0");
  });

  it("shows a dash for a missing or non-finite figure", () => {
    expect(formatFixed(null, 1)).toBe("–");
    expect(formatFixed(undefined, 1)).toBe("–");
    expect(formatFixed(Number.NaN, 1)).toBe("–");
    expect(formatFixed(null, 1, "—")).toBe("—");
  });
});
