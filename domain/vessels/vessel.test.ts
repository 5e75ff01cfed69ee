import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider.js";
import { createVesselRequest } from "./schemas.js";
import {
  activateVessel,
  addCargoUnit,
  archiveVessel,
  assignVessel,
  DUPLICATE_IMO_IN_COMPANY,
  deactivateFeature,
  deactivateVessel,
  deleteVessel,
  registerVessel,
  unassignVessel,
  updateParticulars,
  type VesselEvent,
  type VesselParticulars,
  vesselAggregate,
} from "./vessel.js";

const particulars: VesselParticulars = {
  name: "Test",
  draftMean: 10,
  ballastDraftHigh: null,
  ballastDraftLow: null,
  ladenDraftHigh: null,
  ladenDraftLow: null,
  maxContinuousRating: 1000,
  speedMaxContinuousRating: null,
  numberOfShafts: 1,
  vesselType: "",
  deadweight: null,
  grossTonnage: null,
  yearBuilt: null,
  notes: "",
};
const history: VesselEvent[] = registerVessel(vesselAggregate.initialState, {
  vesselId: "v",
  imoNumber: "9312482",
  particulars,
  created: "2024",
});
const apply = (events: VesselEvent[]) => {
  history.push(...events);
  return foldEvents(vesselAggregate, history);
};

describe("vessel lifecycle (spec 1 §4)", () => {
  it("walks unassigned → assigned → active → assigned → archived → active → unassigned", () => {
    let s = foldEvents(vesselAggregate, history);
    expect(() => activateVessel(s, { vesselId: "v" })).toThrow(/Assign the vessel/);
    expect(() => assignVessel(s, { vesselId: "v", companyId: "nb", imoExistsInCompany: true })).toThrow(
      DUPLICATE_IMO_IN_COMPANY,
    );
    s = apply(assignVessel(s, { vesselId: "v", companyId: "nb", imoExistsInCompany: false }));
    expect(s.status).toBe("Assigned");
    s = apply(activateVessel(s, { vesselId: "v" }));
    expect(s.status).toBe("Active");
    s = apply(deactivateVessel(s, { vesselId: "v" }));
    expect(s.status).toBe("Assigned");
    expect(() => deleteVessel(s, { vesselId: "v" })).toThrow("Only an archived vessel can be deleted.");
    s = apply(archiveVessel(s, { vesselId: "v" }));
    expect(() => unassignVessel(s, { vesselId: "v" })).toThrow(/reactivated/);
    s = apply(activateVessel(s, { vesselId: "v" }));
    expect(s.status).toBe("Active");
    s = apply(unassignVessel(s, { vesselId: "v" }));
    expect(s).toMatchObject({ status: "Unassigned", companyId: null });
  });

  it("keeps the IMO number fixed and toggles features and cargo units idempotently", () => {
    const s = foldEvents(vesselAggregate, history);
    expect(() => updateParticulars(s, { vesselId: "v", particulars, requestedImoNumber: "1234567" })).toThrow(
      /cannot be changed/,
    );
    expect(deactivateFeature(s, { vesselId: "v", featureId: 1 })).toEqual([]);
    expect(() => addCargoUnit(s, { vesselId: "v", cargoUnitId: 999 })).toThrow(/no cargo unit/);
    const withUnit = apply(addCargoUnit(s, { vesselId: "v", cargoUnitId: 3 }));
    expect(addCargoUnit(withUnit, { vesselId: "v", cargoUnitId: 3 })).toEqual([]);
  });
});

describe("vessel form (spec 1 §5 messages)", () => {
  const messages = (input: unknown) =>
    createVesselRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it("names every broken rule", () => {
    expect(messages({})).toEqual([
      "Vessel name is required",
      "The Draft field is required",
      "The Max Continuous Rating field is required",
      "IMO number is required",
    ]);
    expect(
      messages({
        name: "x".repeat(31),
        imoNumber: "12345678",
        draftMean: "abc",
        ballastDraftHigh: 26,
        ladenDraftLow: "n/a",
        maxContinuousRating: -1,
        speedMaxContinuousRating: -2,
      }),
    ).toEqual([
      "Vessel name may not be longer than 30 characters",
      "The Draft field must be a number",
      "The Ballast Draft High field must be between 0 and 25",
      "The Laden Draft Low field must be a number",
      "The Max Continuous Rating field must be greater than 0",
      "The Speed at Max Continuous Rating field must be greater than 0",
      "Imo number must be a 7 digit number",
    ]);
    expect(messages({ name: "A", imoNumber: "12a", draftMean: 30, maxContinuousRating: 1 })).toEqual([
      "The Draft field must be between 0 and 25",
      "IMO number must be a number",
    ]);
  });

  it("accepts numeric strings and pads the IMO number to seven digits", () => {
    const parsed = createVesselRequest.parse({
      name: " A ",
      imoNumber: "74729",
      draftMean: "10.5",
      maxContinuousRating: 0,
    });
    expect(parsed).toMatchObject({
      name: "A",
      imoNumber: "0074729",
      draftMean: 10.5,
      ballastDraftHigh: null,
    });
  });

  it("reads a decimal comma as a decimal point, and refuses other text", () => {
    const base = { name: "A", imoNumber: "9074729", maxContinuousRating: 1 };
    expect(createVesselRequest.parse({ ...base, draftMean: "12,5" }).draftMean).toBe(12.5);
    expect(messages({ ...base, draftMean: "12.5.1" })).toEqual(["The Draft field must be a number"]);
    expect(messages({ ...base, draftMean: "1e3" })).toEqual(["The Draft field must be a number"]);
  });
});

describe("registering a vessel for a company", () => {
  const particulars = {
    name: "Nordic Tern",
    draftMean: 9,
    ballastDraftHigh: null,
    ballastDraftLow: null,
    ladenDraftHigh: null,
    ladenDraftLow: null,
    maxContinuousRating: 4000,
    speedMaxContinuousRating: null,
    numberOfShafts: 1 as const,
    vesselType: "General cargo",
    deadweight: null,
    grossTonnage: null,
    yearBuilt: null,
    notes: "",
  };
  const base = { vesselId: "v1", imoNumber: "9722041", particulars, created: "2026-01-01T00:00:00Z" };

  it("registers and assigns in one decision, so one append writes both", () => {
    const events = registerVessel(vesselAggregate.initialState, {
      ...base,
      assignTo: { companyId: "c1", imoExistsInCompany: false },
    });
    expect(events.map((e) => e.type)).toEqual(["VesselRegistered", "VesselAssignedToCompany"]);
  });

  it("writes nothing when the company already has the IMO number", () => {
    expect(() =>
      registerVessel(vesselAggregate.initialState, {
        ...base,
        assignTo: { companyId: "c1", imoExistsInCompany: true },
      }),
    ).toThrow("A vessel with this IMO number exists in this company");
  });
});
