import { describe, expect, it } from "vitest";
import type { ConsumptionOrigin } from "../../../../domain/fuel/referenceData";
import { editBecomesCorrection, isRemovable, rowTone, spansOverlap } from "./consumptionRows";

const row = (source: ConsumptionOrigin, corrected: number | null = null) => ({
  fuelConsumptionSource: source,
  correctedFuelConsumptionInTon: corrected,
});

describe("row colour by source (spec 2 §4)", () => {
  it.each([
    ["LogData", "teal"],
    ["Manual", "orange"],
    ["Regression", "lightTeal"],
    ["ManualEstimate", "lightOrange"],
  ] as const)("a %s row is %s", (source, tone) => {
    expect(rowTone(row(source))).toBe(tone);
  });
  it.each(["LogData", "Regression", "ManualEstimate"] as const)("a corrected %s row is orange", (source) => {
    expect(rowTone(row(source, 3))).toBe("orange");
  });
  it("a correction of zero still counts as a correction", () => {
    expect(rowTone(row("LogData", 0))).toBe("orange");
  });
});

describe("removing and editing rows", () => {
  it.each([
    ["Manual", true],
    ["LogData", false],
    ["Regression", false],
    ["ManualEstimate", false],
  ] as const)("a %s row removable: %s", (source, removable) => {
    expect(isRemovable(row(source))).toBe(removable);
  });
  it("a Manual row's edit replaces its value; others keep it as the corrected value", () => {
    expect(editBecomesCorrection(row("Manual"))).toBe(false);
    expect(editBecomesCorrection(row("LogData"))).toBe(true);
    expect(editBecomesCorrection(row("Regression"))).toBe(true);
    expect(editBecomesCorrection(row("ManualEstimate"))).toBe(true);
  });
});

describe("overlapping spans", () => {
  const span = (startAt: string, endAt: string) => ({ startAt, endAt });
  it("share time", () => {
    expect(
      spansOverlap(
        span("2024-01-01T00:00Z", "2024-01-01T06:00Z"),
        span("2024-01-01T05:00Z", "2024-01-01T08:00Z"),
      ),
    ).toBe(true);
    expect(
      spansOverlap(
        span("2024-01-01T00:00Z", "2024-01-02T00:00Z"),
        span("2024-01-01T05:00Z", "2024-01-01T08:00Z"),
      ),
    ).toBe(true);
  });
  it("do not when they only touch or are apart", () => {
    expect(
      spansOverlap(
        span("2024-01-01T00:00Z", "2024-01-01T06:00Z"),
        span("2024-01-01T06:00Z", "2024-01-01T08:00Z"),
      ),
    ).toBe(false);
    expect(
      spansOverlap(
        span("2024-01-01T00:00Z", "2024-01-01T06:00Z"),
        span("2024-01-02T00:00Z", "2024-01-02T08:00Z"),
      ),
    ).toBe(false);
  });
});
