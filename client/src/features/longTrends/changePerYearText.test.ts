import { describe, expect, it } from "vitest";
import { changePerYearText } from "./changePerYearText";

describe("changePerYearText", () => {
  it("withholds a change per year extrapolated from fewer than 30 days", () => {
    expect(changePerYearText(15, 27.59)).toBe("from 30 days");
  });

  it("gives it in percentage points from 30 days on", () => {
    expect(changePerYearText(30, -0.624)).toBe("-0.62 pp");
  });

  it("says there is none when the period has none", () => {
    expect(changePerYearText(40, null)).toBe("–");
  });
});
