import { describe, expect, it } from "vitest";
import { coverageText, formatCell } from "./vesselData";

const HOUR = 3_600_000;

describe("a table widget's calculated cell", () => {
  it("says the coverage of a rolling window its data covers only in part (11.3 t of 11 of 24 h)", () => {
    expect(
      formatCell({
        value: 11.3,
        unit: "MT",
        timestamp: null,
        implausibleSkipped: 0,
        coverage: { coveredMs: 11 * HOUR, windowMs: 24 * HOUR },
      }),
    ).toBe("11.3 MT · 11 of 24 h");
  });

  it("shows a fully covered window's value alone", () => {
    expect(
      formatCell({
        value: 21.7,
        unit: "MT",
        timestamp: null,
        implausibleSkipped: 0,
        coverage: { coveredMs: 24 * HOUR - 600_000, windowMs: 24 * HOUR },
      }),
    ).toBe("21.7 MT");
    expect(formatCell({ value: 12.5, unit: "knot", timestamp: null, implausibleSkipped: 0 })).toBe(
      "12.5 knot",
    );
  });

  it("never shows a window without data as a value", () => {
    expect(
      formatCell({
        value: null,
        unit: "MT",
        timestamp: null,
        implausibleSkipped: 0,
        coverage: { coveredMs: 0, windowMs: 24 * HOUR },
      }),
    ).toBe("—");
  });

  it("writes short windows with a decimal", () => {
    expect(coverageText({ coveredMs: 2.5 * HOUR, windowMs: 6 * HOUR })).toBe("2.5 of 6 h");
  });
});
