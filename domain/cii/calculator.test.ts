import { describe, expect, it } from "vitest";
import { ValidationError } from "../shared/errors.js";
import { calculatorAnswer, calculatorCapacity, fuelLinesOf } from "./calculator.js";
import { ciiOf } from "./cii.js";

describe("CII calculator input", () => {
  it("takes the capacity the ship type's basis names", () => {
    expect(calculatorCapacity({ vesselTypeId: 1, deadweight: 80_000, grossTonnage: 40_000 })).toEqual({
      shipType: "bulkCarrier",
      basis: "DWT",
      capacity: 80_000,
    });
    expect(calculatorCapacity({ vesselTypeId: 12, deadweight: 8_000, grossTonnage: 90_000 })).toMatchObject({
      basis: "GT",
      capacity: 90_000,
    });
  });

  it("refuses a type without a reference line, an unknown type and a missing capacity", () => {
    expect(() => calculatorCapacity({ vesselTypeId: 13, deadweight: 5_000 })).toThrow(
      "vesselTypeId 13 (Offshore supply vessel) has no CII reference line: the CII does not apply to it.",
    );
    expect(() => calculatorCapacity({ vesselTypeId: 99, deadweight: 5_000 })).toThrow(
      "vesselTypeId must be the id of a vessel type (GET /VesselTypes).",
    );
    expect(() => calculatorCapacity({ vesselTypeId: 1, grossTonnage: 40_000 })).toThrow(
      "deadweight is required: the CII capacity of this ship type is its deadweight (DWT).",
    );
    expect(() => calculatorCapacity({ vesselTypeId: 12, deadweight: 8_000 })).toThrow(ValidationError);
  });

  it("names the fuel types of the lines, refusing a line that names none", () => {
    const types = new Map([["HFO", { cf: 3.114 }]]);
    expect(fuelLinesOf([{ fuelType: "HFO", tonnes: 5 }], types)).toEqual([
      { line: { fuelType: "HFO", tonnes: 5 }, type: { cf: 3.114 } },
    ]);
    expect(() =>
      fuelLinesOf(
        [
          { fuelType: "HFO", tonnes: 5 },
          { fuelType: "XYZ", tonnes: 1 },
        ],
        types,
      ),
    ).toThrow("fuels[1].fuelType 'XYZ' is not the short name of one of your fuel types (GET /FuelTypes).");
  });

  it("answers the figures rounded to 4 decimals", () => {
    const result = ciiOf({
      shipType: "bulkCarrier",
      capacity: 80_000,
      year: 2025,
      co2Grams: 1e10,
      distanceNm: 50_000,
    });
    const answer = calculatorAnswer({ basis: "DWT", capacity: 80_000 }, result);
    expect(answer.capacityBasis).toBe("DWT");
    expect(answer.attained).toBe(2.5);
    expect(answer.required).toBe(Math.round(result.required * 1e4) / 1e4);
    expect(answer.rating).toBe(result.rating);
  });
});
