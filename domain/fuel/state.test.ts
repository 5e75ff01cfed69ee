import { describe, expect, it } from "vitest";
import { emptyTable, tableDelete, tableGet, tableSet, tableValues } from "./idTable.js";
import { consumptionsOfEvent } from "./queries.js";
import { evolveFuel, type FuelEvent, initialFuelState } from "./state.js";
import { METER, TANK } from "./testFixtures.js";

describe("the fuel state", () => {
  it("never changes the state it is given (states are cached and shared)", () => {
    const before = evolveFuel(evolveFuel(initialFuelState, METER), TANK);
    const snapshot = JSON.stringify(before);
    const events: FuelEvent[] = [
      { type: "FlowMeterDeactivated", data: { flowMeterId: "me" } },
      {
        type: "FlowMeterConsumptionAdded",
        data: {
          id: "c",
          vesselEventId: "e",
          flowMeterId: "me",
          startAt: "a",
          endAt: "b",
          fuelTypeId: "f",
          fuelConsumptionInTon: 1,
          correctedFuelConsumptionInTon: null,
          fuelConsumptionSource: "Manual",
        },
      },
      {
        type: "FlowMeterConsumptionCorrected",
        data: { consumptionId: "c", correctedFuelConsumptionInTon: 2 },
      },
      { type: "FlowMeterConsumptionRemoved", data: { consumptionId: "c" } },
    ];
    events.reduce(evolveFuel, before);
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  // Its speed is measured by `npm run bench` (voyage-log replay), not timed here.
  it("folds 20,000 consumptions and finds one event's among them", () => {
    let state = evolveFuel(initialFuelState, METER);
    for (let i = 0; i < 20_000; i++)
      state = evolveFuel(state, {
        type: "FlowMeterConsumptionAdded",
        data: {
          id: `c${i}`,
          vesselEventId: `e${i % 5000}`,
          flowMeterId: "me",
          startAt: `${i}`,
          endAt: `${i + 1}`,
          fuelTypeId: "f",
          fuelConsumptionInTon: 1,
          correctedFuelConsumptionInTon: null,
          fuelConsumptionSource: "Manual",
        },
      });
    expect(consumptionsOfEvent(state, "e7")).toHaveLength(4);
  });
});

describe("the id table", () => {
  it("sets, gets, replaces and deletes without touching older versions", () => {
    const one = tableSet(emptyTable<number>(), "a", 1);
    const two = tableSet(one, "a", 2);
    const gone = tableDelete(two, "a");
    expect([tableGet(one, "a"), tableGet(two, "a"), tableGet(gone, "a")]).toEqual([1, 2, undefined]);
    expect([one.size, two.size, gone.size]).toEqual([1, 1, 0]);
    expect(tableGet(one, "constructor")).toBeUndefined();
    expect(tableValues(tableSet(one, "b", 3)).sort()).toEqual([1, 3]);
  });
});
