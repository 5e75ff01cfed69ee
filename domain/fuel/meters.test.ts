import { describe, expect, it } from "vitest";
import { addFlowMeter, addFuelTank, deactivateFlowMeter, deactivateFuelTank } from "./meters.js";
import { activeFlowMeters } from "./queries.js";
import { applied, FUEL_TYPE_IDS, VESSEL_ID, voyageLog } from "./testFixtures.js";

const meter = (name: string, overrides: Partial<Parameters<typeof addFlowMeter>[1]> = {}) => ({
  flowMeterId: `id-${name}`,
  vesselId: VESSEL_ID,
  name,
  fuelTypeId: "default-mdo-mgo",
  fuelConsumptionSources: [2],
  fuelMassFlowRateLogVariableId: null,
  fuelTypeIds: FUEL_TYPE_IDS,
  ...overrides,
});

describe("adding a flow meter", () => {
  it("adds an active meter with a trimmed name", () => {
    const [event] = addFlowMeter(voyageLog(), meter("  AE  "));
    expect(event).toMatchObject({ type: "FlowMeterAdded", data: { name: "AE", isDeactivated: false } });
  });

  it.each([
    ["no name", { name: " " }, "Please enter a name."],
    ["no fuel type", { fuelTypeId: "" }, "Please choose a fuel type."],
    ["an unknown fuel type", { fuelTypeId: "nope" }, "That fuel type does not exist."],
    [
      "no consumption source",
      { fuelConsumptionSources: [] },
      "Please choose at least one fuel consumption source.",
    ],
    [
      "an unknown consumption source",
      { fuelConsumptionSources: [99] },
      "There is no fuel consumption source with id 99.",
    ],
  ])("refuses %s", (_, overrides, message) => {
    expect(() => addFlowMeter(voyageLog(), meter("AE", overrides))).toThrow(message);
  });

  it("refuses the name of an active meter, compared case-insensitively", () => {
    expect(() => addFlowMeter(voyageLog(), meter("me"))).toThrow(
      "A flow meter with the name me already exists. Please choose a different name.",
    );
  });

  it("allows the name of a deleted meter again, and keeps the deleted one's history", () => {
    const state = applied(voyageLog(), deactivateFlowMeter(voyageLog(), { flowMeterId: "me" }));
    expect(activeFlowMeters(state.fuel)).toEqual([]);
    expect(state.fuel.flowMeters.me?.isDeactivated).toBe(true);
    expect(addFlowMeter(state, meter("ME"))).toHaveLength(1);
  });

  it("answers 404 when deleting a meter that is unknown or already deleted", () => {
    const state = applied(voyageLog(), deactivateFlowMeter(voyageLog(), { flowMeterId: "me" }));
    expect(() => deactivateFlowMeter(state, { flowMeterId: "me" })).toThrow("Flow meter not found.");
    expect(() => deactivateFlowMeter(state, { flowMeterId: "x" })).toThrow("Flow meter not found.");
  });
});

describe("adding a fuel tank", () => {
  const tank = (name: string) => ({
    fuelTankId: `id-${name}`,
    vesselId: VESSEL_ID,
    name,
    fuelTypeId: "default-hfo",
    fuelConsumptionSources: [1, 1, 3],
    fuelTypeIds: FUEL_TYPE_IDS,
  });

  it("adds a tank with its sources once each", () => {
    const [event] = addFuelTank(voyageLog(), tank("T2"));
    expect(event).toMatchObject({
      type: "FuelTankAdded",
      data: { name: "T2", fuelConsumptionSources: [1, 3] },
    });
  });

  it("refuses the name of an active tank", () => {
    expect(() => addFuelTank(voyageLog(), tank("t1"))).toThrow(
      "A fuel tank with the name t1 already exists. Please choose a different name.",
    );
  });

  it("deletes by deactivating", () => {
    expect(deactivateFuelTank(voyageLog(), { fuelTankId: "t1" })).toEqual([
      { type: "FuelTankDeactivated", data: { fuelTankId: "t1" } },
    ]);
  });
});
