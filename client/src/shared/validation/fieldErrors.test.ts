import { describe, expect, it } from "vitest";
import { createFlowMeterRequest, createFuelTypeRequest } from "../../../../domain/fuel/dto";
import { checkForm, nameTaken } from "./fieldErrors";

describe("checking a form with the server's schema", () => {
  it("answers the parsed body when the form passes", () => {
    const result = checkForm(createFuelTypeRequest, {
      name: " Bio ",
      shortName: "B",
      carbonEmissionFactor: "2,5",
    });
    expect(result).toEqual({ ok: true, body: { name: "Bio", shortName: "B", carbonEmissionFactor: 2.5 } });
  });
  it("answers one message per field that fails", () => {
    const result = checkForm(createFlowMeterRequest, {
      vesselId: "6f1c7a52-3d7e-4b8a-9c1e-2f4b5a6d7e8f",
      name: "",
      fuelTypeId: "",
      fuelConsumptionSources: [],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Please enter a name.",
      fuelTypeId: "Please choose a fuel type.",
      fuelConsumptionSources: "Please choose at least one fuel consumption source.",
    });
  });
});

describe("a name already in use", () => {
  const meters = [
    { name: "ME Flow", isDeactivated: false },
    { name: "Old meter", isDeactivated: true },
  ];
  it("is found whatever the case and surrounding spaces", () => {
    expect(nameTaken("  me flow ", meters)).toBe(true);
  });
  it("does not count removed records", () => {
    expect(nameTaken("old meter", meters)).toBe(false);
  });
  it("is never a blank name", () => {
    expect(nameTaken("  ", [{ name: "" }])).toBe(false);
  });
});
