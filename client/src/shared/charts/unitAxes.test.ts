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

  it("spans the unit's values on nice ticks: −1,830 … 7,950 kW reads −2,000 … 8,000 by 2,000", () => {
    const [power, other] = unitAxes([
      { name: "Shaft power", unit: "kW", precision: 1, values: [-1830, 2000, null, 7950] },
      { name: "AE power", unit: "kW", precision: 1, values: [500] },
    ]);
    expect([power!.min, power!.max, power!.tickAmount]).toEqual([-2000, 8000, 5]);
    expect((power!.labels!.formatter as (v: number) => string)(8000)).toBe("8,000");
    expect(other!.show).toBe(false);
    expect(other!.min).toBe(-2000);
  });

  it("formats values as plain text and leaves gaps blank", () => {
    expect(formatValue(12.345, 1)).toBe("12.3");
    expect(formatValue(null, 1)).toBe("");
    expect(formatValue(Number.NaN, 1)).toBe("");
  });
});
