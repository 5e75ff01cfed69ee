import { describe, expect, it } from "vitest";
import {
  ACCUMULATED_UNITS,
  accumulate,
  displayPrecisionOf,
  isAccumulatedUnit,
  unitConverter,
  unitTypeOf,
  variablesNotAccumulable,
} from "./units.js";

describe("units of log variables", () => {
  it("maps units to unit types (the spec names MassFlowRate and Speed)", () => {
    expect(unitTypeOf("knot")).toBe("Speed");
    expect(unitTypeOf(" MT/hr ")).toBe("MassFlowRate");
    expect(unitTypeOf("kg/hr")).toBe("MassFlowRate");
    expect(unitTypeOf("kW")).toBe("Power");
    expect(unitTypeOf("rpm")).toBe("RotationalSpeed");
    expect(unitTypeOf("furlongs")).toBeNull();
  });

  it("shows flow rates with 3 decimals, temperature and distance with 1 (spec 3 §9)", () => {
    expect(displayPrecisionOf("MT/hr")).toBe(3);
    expect(displayPrecisionOf("degC")).toBe(1);
    expect(displayPrecisionOf("nm")).toBe(1);
    expect(displayPrecisionOf("whatever")).toBe(2);
  });
});

describe("the accumulated-unit rule (spec 3 §5)", () => {
  it("allows rpm, MT/hr, MT/day, knot, kW, kg/hr, l/hr and Rev/Min only", () => {
    expect(ACCUMULATED_UNITS).toEqual(["rpm", "Rev/Min", "MT/hr", "MT/day", "knot", "kW", "kg/hr", "l/hr"]);
    expect(isAccumulatedUnit("MT/day")).toBe(true);
    expect(isAccumulatedUnit("degC")).toBe(false);
    expect(
      variablesNotAccumulable([
        { name: "Speed", unit: "knot" },
        { name: "Sea temperature", unit: "degC" },
      ]).map((v) => v.name),
    ).toEqual(["Sea temperature"]);
  });

  it("accumulates a mean rate over the covered time in the rate's own time unit", () => {
    expect(accumulate(2, 90 * 60_000, "MT/hr")).toEqual({ value: 3, unit: "MT" });
    expect(accumulate(24, 12 * 3_600_000, "MT/day")).toEqual({ value: 12, unit: "MT" });
    expect(accumulate(12, 2 * 3_600_000, "knot")).toEqual({ value: 24, unit: "nm" });
    expect(accumulate(80, 60 * 60_000, "rpm")).toEqual({ value: 4800, unit: "rev" });
    expect(accumulate(1, 1, "degC")).toBeNull();
  });
});

describe("unit conversion", () => {
  it("converts within a unit type and refuses across types", () => {
    expect(unitConverter("MT/day", "MT/hr")!(48)).toBeCloseTo(2);
    expect(unitConverter("kg/hr", "MT/hr")!(1500)).toBeCloseTo(1.5);
    expect(unitConverter("m/s", "knot")!(1)).toBeCloseTo(1.94384, 4);
    expect(unitConverter("kW", "kW")!(7)).toBe(7);
    expect(unitConverter("kW", "knot")).toBeNull();
  });
});
