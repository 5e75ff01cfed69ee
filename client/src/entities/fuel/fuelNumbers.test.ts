import { describe, expect, it } from "vitest";
import { DECIMALS, fixed, readNumber, totalsByFuelType } from "./fuelNumbers";

describe("fuel numbers (spec 2 §9)", () => {
  it("shows tons with 1 decimal and carbon factors with 3", () => {
    expect(fixed(12.345, DECIMALS.tons)).toBe("12.3");
    expect(fixed(3.1144, DECIMALS.carbonFactor)).toBe("3.114");
    expect(fixed(0.99123, DECIMALS.density)).toBe("0.9912");
  });
  it("shows nothing for a missing value", () => {
    expect(fixed(null, 1)).toBe("");
    expect(fixed(Number.NaN, 1)).toBe("");
  });
  it("reads typed numbers with a decimal point or comma", () => {
    expect(readNumber("3,114")).toBe(3.114);
    expect(readNumber(" 12.5 ")).toBe(12.5);
    expect(readNumber(".5")).toBe(0.5);
    expect(readNumber("")).toBeNull();
    expect(readNumber("12a")).toBeNull();
  });
});

describe("the fuel consumption summary", () => {
  const types = [
    { id: "hfo", name: "Heavy fuel oil" },
    { id: "mgo", name: "Diesel / gas oil" },
  ];
  it("adds tons per fuel type, ordered by name", () => {
    const rows = [
      { fuelTypeId: "hfo", tons: 10.04 },
      { fuelTypeId: "mgo", tons: 1 },
      { fuelTypeId: "hfo", tons: 2.5 },
    ];
    expect(totalsByFuelType(rows, types)).toEqual([
      { fuelTypeId: "mgo", name: "Diesel / gas oil", tons: 1 },
      { fuelTypeId: "hfo", name: "Heavy fuel oil", tons: 12.54 },
    ]);
  });
  it("names a fuel type it does not know", () => {
    expect(totalsByFuelType([{ fuelTypeId: "x", tons: 1 }], types)[0]?.name).toBe("Unknown fuel type");
  });
});
