import { describe, expect, it } from "vitest";
import { formatValue, unitAxes } from "./unitAxes";

describe("unitAxes", () => {
  it("gives each unit one visible axis shared by its series, alternating sides", () => {
    const axes = unitAxes([
      { name: "SOG", unit: "knot", precision: 1 },
      { name: "Fuel", unit: "MT/hr", precision: 3 },
      { name: "STW", unit: "knot", precision: 2 },
    ]);
    expect(axes.map((a) => [a.seriesName, a.show, a.opposite, a.title?.text])).toEqual([
      ["SOG", true, false, "knot"],
      ["Fuel", true, true, "MT/hr"],
      ["SOG", false, false, "knot"],
    ]);
    const label = axes[1]!.labels!.formatter as (v: number) => string;
    expect(label(2.34567)).toBe("2.35");
  });

  it("formats values as plain text and leaves gaps blank", () => {
    expect(formatValue(12.345, 1)).toBe("12.3");
    expect(formatValue(null, 1)).toBe("");
    expect(formatValue(Number.NaN, 1)).toBe("");
  });
});
