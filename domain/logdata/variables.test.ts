import { describe, expect, it } from "vitest";
import { displayNameOf, isHiddenVariable, taxonCategory } from "./variables.js";

describe("log variable rules", () => {
  it("hides Vrs variables that are statistics of others (spec 3 §3)", () => {
    expect(isHiddenVariable({ name: "SpeedLogDeviation", onboardSystem: "Vrs" })).toBe(true);
    expect(isHiddenVariable({ name: "ShaftRpmMax", onboardSystem: "VRS" })).toBe(true);
    expect(isHiddenVariable({ name: "GpsFirstSample", onboardSystem: "Vrs" })).toBe(true);
    expect(isHiddenVariable({ name: "ShaftRpm", onboardSystem: "Vrs" })).toBe(false);
    expect(isHiddenVariable({ name: "ShaftRpmMax", onboardSystem: "Nautilus" })).toBe(false);
  });

  it("derives display names from variable names", () => {
    expect(displayNameOf("ME_FuelMassFlow")).toBe("ME Fuel Mass Flow");
    expect(displayNameOf("speed.over-ground")).toBe("speed over ground");
    expect(displayNameOf("GPSSpeed")).toBe("GPS Speed");
  });

  it("takes a taxon's category from the text before the first colon", () => {
    expect(taxonCategory("Propulsion: Shaft: Power")).toBe("Propulsion");
    expect(taxonCategory("Navigation")).toBe("Navigation");
  });
});
