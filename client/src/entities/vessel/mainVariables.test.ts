import { describe, expect, it } from "vitest";
import { formatValue, type LogVariableDto, pickMainVariables } from "./mainVariables";

const variable = (id: number, name: string, hasLogData = true, unit = "knot"): LogVariableDto => ({
  id,
  vesselId: "v",
  name,
  displayName: name.replace(/([a-z])([A-Z])/g, "$1 $2"),
  unit: { caption: unit, unitType: null },
  displayPrecision: 2,
  taxa: [],
  hasLogData,
});

describe("main variables", () => {
  it("are found by name, preferring a variable with data", () => {
    const picked = pickMainVariables([
      variable(1, "SpeedOverGround", false),
      variable(2, "Speed Over Ground"),
      variable(3, "Shaft Power", true, "kW"),
      variable(4, "Shaft Speed", true, "rpm"),
      variable(5, "Sea Temperature", true, "degC"),
    ]);
    expect(picked.get("sog")?.id).toBe(2);
    expect(picked.get("shaftPower")?.id).toBe(3);
    expect(picked.get("shaftSpeed")?.id).toBe(4);
    expect(picked.has("stw")).toBe(false);
  });

  it("show a value with its precision and unit, or a dash", () => {
    expect(formatValue(12.3456, variable(1, "Speed Over Ground"))).toBe("12.35 knot");
    expect(formatValue(7012.5, { ...variable(3, "Shaft Power", true, "kW"), displayPrecision: 0 })).toBe(
      "7,013 kW",
    );
    expect(formatValue(null, variable(1, "x"))).toBe("—");
  });
});
