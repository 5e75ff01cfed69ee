import { describe, expect, it } from "vitest";
import { createFuelTankOperationRequest, createFuelTankSoundingRequest } from "./dto.js";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("fuel record requests say what is wrong with a figure", () => {
  const sounding = {
    fuelTankId: "7d0c2b8e-4a55-4e2a-9d2e-3b1f2a6c9e10",
    timestamp: "2024-03-02T12:00:00.000Z",
    fuelAmountInTon: "120,5",
    fuelAmountInCubicMetres: 121,
    fuelTemperatureInDegreesCelcius: 40,
  };

  it("reads a decimal comma in a sounding", () => {
    expect(createFuelTankSoundingRequest.parse(sounding)).toMatchObject({ fuelAmountInTon: 120.5 });
  });

  it("refuses a negative sounding as negative, not as 'not a number'", () => {
    const result = createFuelTankSoundingRequest.safeParse({ ...sounding, fuelAmountInTon: -3 });
    expect(messagesOf(result)).toEqual(["The fuel amount in tons cannot be negative."]);
  });

  it("still asks for a number when the figure is none", () => {
    const result = createFuelTankSoundingRequest.safeParse({ ...sounding, fuelAmountInCubicMetres: "abc" });
    expect(messagesOf(result)).toEqual(["Please enter the fuel amount in cubic metres as a number."]);
  });

  it("refuses a negative density or sulphur content by name", () => {
    const result = createFuelTankOperationRequest.safeParse({
      fuelTankId: sounding.fuelTankId,
      timestamp: sounding.timestamp,
      fuelTypeId: "default-hfo",
      fuelDensity: -0.9,
      fuelAdjustmentInTon: 100,
      sulphurContent: -1,
    });
    expect(messagesOf(result)).toEqual([
      "The fuel density cannot be negative.",
      "The sulphur content cannot be negative.",
    ]);
  });
});
