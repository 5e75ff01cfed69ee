import { describe, expect, it } from "vitest";
import {
  EMPTY_EMISSION_SETTINGS,
  emissionSettingsCompleteness,
  emissionSettingsRequest,
  type VesselEmissionSettings,
} from "./emissionSettings.js";
import { EMISSION_READY_VESSEL } from "./testFixtures.js";

const { cargoUnitIds: _, ...readyVessel } = EMISSION_READY_VESSEL;
const COMPLETE: VesselEmissionSettings = { ...readyVessel, numberOfShafts: 0 };
const complete = { vessel: COMPLETE, cargoUnitIds: [1], activeFlowMeters: 1, activeFuelTanks: 0 };

describe("emission settings completeness (spec 2 §5)", () => {
  it("is complete with every general field, a meter or tank, and a cargo unit", () => {
    expect(emissionSettingsCompleteness(complete)).toEqual({ complete: true, missing: [] });
    expect(
      emissionSettingsCompleteness({ ...complete, activeFlowMeters: 0, activeFuelTanks: 2 }).complete,
    ).toBe(true);
  });

  it.each([
    [{ vessel: { ...COMPLETE, homePort: " " } }, ["Home port"]],
    [{ vessel: { ...COMPLETE, deadweight: null, vesselTypeId: null } }, ["Deadweight (MT)", "Ship type"]],
    [{ activeFlowMeters: 0 }, ["At least one flow meter or fuel tank"]],
    [{ cargoUnitIds: [] }, ["At least one cargo unit the vessel carries"]],
  ])("lists what is missing: %j", (change, missing) => {
    expect(emissionSettingsCompleteness({ ...complete, ...change })).toEqual({ complete: false, missing });
  });

  it("lists every field of an empty vessel but ice class and shafts, which always have an answer", () => {
    const { missing } = emissionSettingsCompleteness({ ...complete, vessel: EMPTY_EMISSION_SETTINGS });
    expect(missing).toHaveLength(18);
    expect(missing).not.toContain("Ice class");
  });
});

describe("the emission settings request", () => {
  it("accepts blanks and numeric strings", () => {
    const parsed = emissionSettingsRequest.parse({ deadweight: "81950", homePort: "  Oslo " });
    expect(parsed).toMatchObject({
      deadweight: 81950,
      homePort: "Oslo",
      portOfRegistry: "",
      numberOfShafts: 1,
    });
  });

  it.each([
    [{ numberOfShafts: 3 }, "Number of shafts must be 0, 1 or 2"],
    [{ vesselTypeId: 999 }, "Please choose a ship type from the list."],
    [{ deadweight: -1 }, "Deadweight cannot be negative."],
    [
      { emissionsContactPersonEmail: "nope" },
      "Please enter a valid email address for the emissions contact person.",
    ],
  ])("refuses %j", (body, message) => {
    const result = emissionSettingsRequest.safeParse(body);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
