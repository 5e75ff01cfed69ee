import { describe, expect, it } from "vitest";
import { companyRequest } from "../companies/schemas.js";
import { createFlowMeterRequest, createFuelTypeRequest } from "../fuel/dto.js";
import { emissionSettingsRequest } from "../fuel/emissionSettings.js";
import { createUserRequest } from "../users/schemas.js";
import { vesselCargoUnitRequest, vesselParticularsShape } from "../vessels/schemas.js";
import { cargoDetailRequest } from "../voyages/dto.js";
import { optionalText, requiredText, toNumber, wholeNumber } from "./fields.js";
import { TEXT_LIMITS } from "./limits.js";

const refused = (result: { success: boolean }) => expect(result.success).toBe(false);

describe("shared fields refuse wrong types instead of coercing them", () => {
  it("reads numbers and form strings with a decimal comma, nothing else", () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber("12,5")).toBe(12.5);
    for (const value of [true, false, {}, [], [3], null, "NaN", "Infinity", "1e3", ""])
      expect(toNumber(value)).toBeNaN();
  });

  it("text fields take strings only and state their length", () => {
    const notes = optionalText("notes", 10);
    expect(notes.parse(undefined)).toBe("");
    expect(notes.parse(" a ")).toBe("a");
    for (const value of [{}, [], true, 5]) refused(notes.safeParse(value));
    refused(notes.safeParse("x".repeat(11)));
    const name = requiredText("name", 10, "Name is required");
    expect(name.safeParse("").error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse({}).error?.issues[0]?.message).toBe("The name must be text.");
  });

  it("whole numbers are not made of booleans", () => {
    const n = wholeNumber("n must be a number");
    expect(n.parse(3)).toBe(3);
    expect(n.parse("3")).toBe(3);
    for (const value of [true, false, {}, [], [1], "1.5", 1.5, null]) refused(n.safeParse(value));
  });
});

describe("request schemas (issue 9 point 13)", () => {
  it("numberOfShafts: true and cargoUnitId: true are refused, not read as 1", () => {
    refused(emissionSettingsRequest.safeParse({ numberOfShafts: true }));
    expect(emissionSettingsRequest.parse({ numberOfShafts: "2" }).numberOfShafts).toBe(2);
    refused(vesselCargoUnitRequest.safeParse({ cargoUnitId: true }));
    refused(
      cargoDetailRequest.safeParse({
        vesselEventId: "00000000-0000-4000-8000-000000000000",
        cargoUnitId: true,
        cargoCarried: 1,
      }),
    );
  });

  it("objects and arrays sent to text fields are refused, not stored as empty text", () => {
    refused(emissionSettingsRequest.safeParse({ homePort: {} }));
    refused(emissionSettingsRequest.safeParse({ emissionsContactPersonPhone: [] }));
    refused(companyRequest.safeParse({ name: "Acme", notes: {} }));
    refused(createFuelTypeRequest.safeParse({ name: ["x"], shortName: "X", carbonEmissionFactor: 3 }));
  });

  it("a megabyte of text is refused in names, phones, passwords, contact fields and notes", () => {
    const mb = "x".repeat(1_000_000);
    refused(companyRequest.safeParse({ name: "Acme", contactPhone: mb }));
    refused(companyRequest.safeParse({ name: "Acme", notes: mb }));
    refused(createUserRequest.safeParse({ name: mb, email: "a@b.c", title: "T", role: "User" }));
    refused(
      createUserRequest.safeParse({ name: "A", email: "a@b.c", title: "T", role: "User", password: mb }),
    );
    refused(emissionSettingsRequest.safeParse({ ownerCompanyAddress: mb }));
    refused(
      createFlowMeterRequest.safeParse({
        vesselId: "00000000-0000-4000-8000-000000000000",
        name: mb,
        fuelTypeId: "default-hfo",
        fuelConsumptionSources: [1],
      }),
    );
    const particulars = vesselParticularsShape.notes;
    expect(particulars.safeParse("x".repeat(TEXT_LIMITS.notes)).success).toBe(true);
    refused(particulars.safeParse("x".repeat(TEXT_LIMITS.notes + 1)));
  });
});
