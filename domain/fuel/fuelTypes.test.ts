import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import { createFuelTypeRequest } from "./dto.js";
import { addFuelType, fuelTypesAggregate, removeFuelType } from "./fuelTypes.js";
import { DEFAULT_FUEL_TYPES } from "./referenceData.js";

const add = { fuelTypeId: "bio", companyId: "co", name: "B30", shortName: "B30", carbonEmissionFactor: 2.9 };
const withBio = foldEvents(fuelTypesAggregate, addFuelType(fuelTypesAggregate.initialState, add));

describe("fuel types", () => {
  it("has the reference defaults with their carbon factors (MEPC.364(79))", () => {
    expect(DEFAULT_FUEL_TYPES.map((t) => [t.shortName, t.carbonEmissionFactor])).toEqual([
      ["MDO/MGO", 3.206],
      ["LFO", 3.151],
      ["HFO", 3.114],
      ["LPG-P", 3.0],
      ["LPG-B", 3.03],
      ["Ethane", 2.927],
      ["LNG", 2.75],
      ["Methanol", 1.375],
      ["Ethanol", 1.913],
    ]);
  });

  it.each([
    [{ name: "", shortName: "X", carbonEmissionFactor: 1 }, "Please enter a name."],
    [{ name: "X", shortName: " ", carbonEmissionFactor: 1 }, "Please enter a short name."],
    [
      { name: "X", shortName: "X", carbonEmissionFactor: "abc" },
      "Please enter the carbon emission factor as a number.",
    ],
    [{ name: "X", shortName: "X" }, "Please enter the carbon emission factor as a number."],
  ])("refuses the request %j", (body, message) => {
    const result = createFuelTypeRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("accepts a numeric string factor", () => {
    expect(
      createFuelTypeRequest.parse({ name: "X", shortName: "X", carbonEmissionFactor: "3,1" })
        .carbonEmissionFactor,
    ).toBe(3.1);
  });

  it.each([
    [
      { name: "Heavy fuel oil", shortName: "HFO2", carbonEmissionFactor: 2 },
      "is the regulatory fuel type Heavy fuel oil",
    ],
    [
      { name: "My HFO", shortName: " h f o ", carbonEmissionFactor: 3.114 },
      "is the regulatory fuel type Heavy fuel oil",
    ],
    [
      { name: "heavy-fuel OIL", shortName: "X", carbonEmissionFactor: 3.114 },
      "is the regulatory fuel type Heavy fuel oil",
    ],
    [
      { name: "VLSFO", shortName: "V", carbonEmissionFactor: 3.1 },
      "is the regulatory fuel type Heavy fuel oil",
    ],
    [
      { name: "MGO", shortName: "G", carbonEmissionFactor: 3.2 },
      "is the regulatory fuel type Diesel / gas oil",
    ],
    [
      { name: "Bio blend", shortName: "B30", carbonEmissionFactor: 99 },
      "A carbon emission factor of 99 t CO₂/t fuel is outside the range",
    ],
    [
      { name: "Bio blend", shortName: "B30", carbonEmissionFactor: 3.5 },
      "outside the range of marine fuels (0 to 3.3",
    ],
  ])("refuses a type that shadows a default or has an implausible factor: %j", (body, message) => {
    const result = createFuelTypeRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(" ")).toContain(message);
    expect(() =>
      addFuelType(fuelTypesAggregate.initialState, { ...body, fuelTypeId: "x", companyId: "co" }),
    ).toThrow(message);
  });

  it("accepts a fuel of its own with a plausible factor, zero-carbon fuels included", () => {
    expect(
      createFuelTypeRequest.safeParse({ name: "B30 blend", shortName: "B30", carbonEmissionFactor: 2.2 })
        .success,
    ).toBe(true);
    expect(
      createFuelTypeRequest.safeParse({ name: "Ammonia", shortName: "NH3", carbonEmissionFactor: 0 }).success,
    ).toBe(true);
  });

  it("refuses a second company type with the same name or short name", () => {
    expect(() =>
      addFuelType(withBio, { ...add, fuelTypeId: "bio2", name: "b 30", shortName: "Other" }),
    ).toThrow('Your company already has a fuel type named "b 30".');
  });

  it("removes only the company's own types", () => {
    expect(removeFuelType(withBio, { fuelTypeId: "bio", companyId: "co" })).toHaveLength(1);
    expect(() => removeFuelType(withBio, { fuelTypeId: "default-hfo", companyId: "co" })).toThrow(
      "Only fuel types your company added can be removed.",
    );
    const removed = foldEvents(fuelTypesAggregate, [
      ...addFuelType(fuelTypesAggregate.initialState, add),
      ...removeFuelType(withBio, { fuelTypeId: "bio", companyId: "co" }),
    ]);
    expect(() => removeFuelType(removed, { fuelTypeId: "bio", companyId: "co" })).toThrow(
      "Fuel type not found.",
    );
  });
});
