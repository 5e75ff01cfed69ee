import { describe, expect, it } from "vitest";
import { SIM_VARIABLES } from "../simulator/variables.js";
import { FEATURE_NAMES, suggestFeatureMapping } from "./features.js";

const simulated = SIM_VARIABLES.map((v, id) => ({ id, name: v.name, unit: v.unit, taxa: v.taxa }));

describe("suggested feature mapping", () => {
  it("maps every feature of a simulated vessel to the variable of the same quantity", () => {
    const mapping = suggestFeatureMapping(simulated);
    const names = Object.fromEntries(Object.entries(mapping).map(([f, v]) => [f, v?.name]));
    expect(names).toMatchObject({
      "Speed Through Water": "Speed Through Water",
      "Speed Over Ground": "Speed Over Ground",
      "Shaft Rpm": "Shaft Speed",
      "Shaft Power": "Shaft Power",
      "ME Fuel Mass Flow": "ME Fuel Mass Flow",
      "Draft Fore": "Draft Fore",
      "Draft Aft": "Draft Aft",
      "Sea Water Temperature": "Sea Water Temperature",
      "Relative Wind Speed": "Relative Wind Speed",
      "Relative Wind Direction": "Relative Wind Direction",
    });
    expect(Object.keys(mapping).sort()).toEqual([...FEATURE_NAMES].sort());
  });

  it("finds a differently named variable through its taxon", () => {
    const mapping = suggestFeatureMapping([
      { id: 1, name: "STW log", unit: "knot", taxa: ["ISO 19030: Speed through water"] },
      { id: 2, name: "Propeller shaft power", unit: "kW", taxa: ["ISO 19030: Delivered power"] },
    ]);
    expect(mapping["Speed Through Water"]?.id).toBe(1);
    expect(mapping["Shaft Power"]?.id).toBe(2);
  });

  it("leaves a feature out when no variable fits it", () => {
    const mapping = suggestFeatureMapping([
      { id: 1, name: "Cargo hold 3 temperature", unit: "°C", taxa: [] },
    ]);
    expect(mapping).toEqual({});
  });
});
