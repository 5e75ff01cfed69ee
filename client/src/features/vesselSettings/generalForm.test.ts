import { describe, expect, it } from "vitest";
import { EMPTY_EMISSION_SETTINGS } from "../../../../domain/fuel/emissionSettings";
import { checkGeneralForm, formValuesOf } from "./generalForm";

describe("the General settings form", () => {
  it("starts from the stored settings, numbers as text and blanks as empty", () => {
    const values = formValuesOf({
      ...EMPTY_EMISSION_SETTINGS,
      homePort: "Bergen",
      deadweight: 52000.5,
      iceClassId: 3,
    });
    expect(values.homePort).toBe("Bergen");
    expect(values.deadweight).toBe("52000.5");
    expect(values.netTonnage).toBe("");
    expect(values.iceClassId).toBe(3);
    expect(values.vesselTypeId).toBeNull();
    expect(values.numberOfShafts).toBe(1);
  });

  it("sends numbers as numbers and keeps 'None' as no ice class", () => {
    const values = {
      ...formValuesOf(EMPTY_EMISSION_SETTINGS),
      deadweight: "52000",
      grossTonnage: "31,5",
      numberOfShafts: 0 as const,
    };
    const result = checkGeneralForm(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.deadweight).toBe(52000);
    expect(result.body.grossTonnage).toBe(31.5);
    expect(result.body.iceClassId).toBeNull();
    expect(result.body.numberOfShafts).toBe(0);
  });

  it("names the fields that are not acceptable", () => {
    const result = checkGeneralForm({
      ...formValuesOf(EMPTY_EMISSION_SETTINGS),
      deadweight: "a lot",
      emissionsContactPersonEmail: "not an address",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.deadweight).toBe("Deadweight must be a number.");
    expect(result.errors.emissionsContactPersonEmail).toBe(
      "Please enter a valid email address for the emissions contact person.",
    );
  });
});
