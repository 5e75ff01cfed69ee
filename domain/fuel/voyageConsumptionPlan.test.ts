import { describe, expect, it } from "vitest";
import type { FlowMeterFuelConsumption } from "./model.js";
import { allFlowMeterConsumptions } from "./queries.js";
import type { FuelEvent } from "./state.js";
import { applied, METER, voyageLog } from "./testFixtures.js";
import {
  clearStaleVoyageConsumptions,
  logDataKey,
  planVoyageConsumptions,
  staleVoyageConsumptions,
} from "./voyageConsumptionPlan.js";

const ids = () => {
  let n = 0;
  return () => `row-${++n}`;
};
const rowsOf = (events: FuelEvent[]): FlowMeterFuelConsumption[] =>
  events.flatMap((e) => (e.type === "FlowMeterConsumptionsLoaded" ? e.data.consumptions : []));
const brief = (r: FlowMeterFuelConsumption) => [
  r.vesselEventId,
  r.startAt.slice(8, 16),
  r.endAt.slice(8, 16),
  r.fuelConsumptionSource,
  r.fuelConsumptionInTon,
];

describe("consumptions loaded when voyage information is confirmed", () => {
  it("gives a manual meter one Manual row per event after the departure", () => {
    const rows = rowsOf(planVoyageConsumptions(voyageLog(), "d1", new Map(), ids()));
    expect(rows.map(brief)).toEqual([
      ["a1", "01T00:00", "01T12:00", "Manual", 0],
      ["a2", "01T12:00", "02T00:00", "Manual", 0],
      ["arr", "02T00:00", "03T00:00", "Manual", 0],
      ["d2", "03T00:00", "04T00:00", "Manual", 0],
    ]);
  });

  it("estimates from the meter's operations, split where an operation changes rate or fuel", () => {
    const op = (
      id: string,
      timestamp: string,
      rate: number | null,
      fuelTypeId = "default-hfo",
    ): FuelEvent => ({
      type: "FlowMeterOperationAdded",
      data: { id, flowMeterId: "me", timestamp, fuelTypeId, estimatedFuelMassFlowRateInTonDay: rate },
    });
    const state = voyageLog({
      extra: [
        op("o1", "2024-02-28T00:00:00.000Z", 24),
        op("o2", "2024-03-01T06:00:00.000Z", 48, "default-mdo-mgo"),
      ],
    });
    const rows = rowsOf(planVoyageConsumptions(state, "d1", new Map(), ids())).filter(
      (r) => r.vesselEventId === "a1",
    );
    expect(rows.map((r) => [...brief(r), r.fuelTypeId])).toEqual([
      ["a1", "01T00:00", "01T06:00", "ManualEstimate", 6, "default-hfo"],
      ["a1", "01T06:00", "01T12:00", "ManualEstimate", 12, "default-mdo-mgo"],
    ]);
  });

  it("uses log data for a meter with a mass-flow variable and fills its gaps with Manual rows", () => {
    const logged: FuelEvent = {
      ...METER,
      data: { ...(METER.data as object), fuelMassFlowRateLogVariableId: 7 },
    } as FuelEvent;
    const state = voyageLog({ extra: [logged] });
    const logData = new Map([
      [
        logDataKey("a1", "me"),
        [{ startAt: "2024-03-01T02:00:00.000Z", endAt: "2024-03-01T10:00:00.000Z", tons: 8 }],
      ],
    ]);
    const rows = rowsOf(planVoyageConsumptions(state, "d1", logData, ids()));
    expect(rows.filter((r) => r.vesselEventId === "a1").map(brief)).toEqual([
      ["a1", "01T00:00", "01T02:00", "Manual", 0],
      ["a1", "01T02:00", "01T10:00", "LogData", 8],
      ["a1", "01T10:00", "01T12:00", "Manual", 0],
    ]);
    expect(rows.find((r) => r.vesselEventId === "a2")?.fuelConsumptionSource).toBe("Manual");
  });

  it("leaves events that already have consumption of the meter alone", () => {
    const first = planVoyageConsumptions(voyageLog(), "d1", new Map(), ids());
    expect(planVoyageConsumptions(applied(voyageLog(), first), "d1", new Map(), ids())).toEqual([]);
  });
});

describe("consumptions kept when the voyage information is edited and confirmed again", () => {
  const loaded = () => applied(voyageLog(), planVoyageConsumptions(voyageLog(), "d1", new Map(), ids()));
  const staleEvents = (state: ReturnType<typeof loaded>) => [
    ...new Set(staleVoyageConsumptions(state, "d1").map((row) => row.vesselEventId)),
  ];
  const voyageEvent = (type: string, data: object) =>
    ({ type, data: { vesselId: "vessel-1", departureId: "d1", ...data } }) as never;

  it("keeps every row while no event moved", () => {
    expect(staleVoyageConsumptions(loaded(), "d1")).toEqual([]);
    expect(clearStaleVoyageConsumptions(loaded(), "d1")).toEqual([]);
  });

  it("clears only the rows of the two spans a retimed event bounds", () => {
    const moved = applied(loaded(), [
      voyageEvent("VesselEventRetimed", { vesselEventId: "arr", timestamp: "2024-03-03T06:00:00.000Z" }),
    ]);
    expect(staleEvents(moved)).toEqual(["arr", "d2"]);
    const cleared = applied(moved, clearStaleVoyageConsumptions(moved, "d1"));
    expect(allFlowMeterConsumptions(cleared.fuel).map((row) => row.vesselEventId)).toEqual(["a1", "a2"]);
    // Confirming again loads the two spans afresh, over their new times.
    const reloaded = rowsOf(planVoyageConsumptions(cleared, "d1", new Map(), ids()));
    expect(reloaded.map(brief)).toEqual([
      ["arr", "02T00:00", "03T06:00", "Manual", 0],
      ["d2", "03T06:00", "04T00:00", "Manual", 0],
    ]);
  });

  it("clears the rows of a deleted event, found by their time inside the voyage", () => {
    const deleted = applied(loaded(), [voyageEvent("VesselEventDeleted", { vesselEventId: "a1" })]);
    expect(staleVoyageConsumptions(deleted, "d1").map((row) => row.vesselEventId)).toEqual(["a2", "a1"]);
  });

  it("clears the rows of a meter that was removed", () => {
    const removed = applied(loaded(), [{ type: "FlowMeterDeactivated", data: { flowMeterId: "me" } }]);
    expect(staleVoyageConsumptions(removed, "d1")).toHaveLength(4);
  });
});
