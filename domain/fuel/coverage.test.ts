import { describe, expect, it } from "vitest";
import { updateFlowMeterConsumption } from "./consumptions.js";
import { flowMeterConsumptionCoverage, flowMeterGaps } from "./coverage.js";
import type { FlowMeterFuelConsumption } from "./model.js";
import type { FuelEvent } from "./state.js";
import { applied, METER, VOYAGE, voyageLog } from "./testFixtures.js";

const row = (
  id: string,
  vesselEventId: string,
  startAt: string,
  endAt: string,
  flowMeterId = "me",
): FlowMeterFuelConsumption => ({
  id,
  vesselEventId,
  flowMeterId,
  startAt,
  endAt,
  fuelTypeId: "default-hfo",
  fuelConsumptionInTon: 1,
  correctedFuelConsumptionInTon: null,
  fuelConsumptionSource: "LogData",
});
const loaded = (...consumptions: FlowMeterFuelConsumption[]): FuelEvent => ({
  type: "FlowMeterConsumptionsLoaded",
  data: { departureId: "d1", consumptions },
});
const events = VOYAGE.slice(0, 3); // d1 00:00, a1 12:00 (1 Mar), a2 00:00 (2 Mar)

describe("flow-meter consumption coverage", () => {
  it("counts the first event as covered and an event without rows as not", () => {
    expect(flowMeterConsumptionCoverage(voyageLog().fuel, events)).toEqual({
      d1: true,
      a1: false,
      a2: false,
    });
  });

  it("is covered when rows fill [previous event, event] without a gap, in any order", () => {
    const state = voyageLog({
      extra: [
        loaded(
          row("r2", "a1", "2024-03-01T06:00:00.000Z", "2024-03-01T12:00:00.000Z"),
          row("r1", "a1", "2024-03-01T00:00:00.000Z", "2024-03-01T06:00:00.000Z"),
          row("r3", "a2", "2024-03-01T12:00:00.000Z", "2024-03-01T20:00:00.000Z"),
        ),
      ],
    });
    expect(flowMeterConsumptionCoverage(state.fuel, events)).toEqual({ d1: true, a1: true, a2: false });
  });

  it("forgives less than a minute at the edges", () => {
    const state = voyageLog({
      extra: [loaded(row("r1", "a1", "2024-03-01T00:00:30.000Z", "2024-03-01T11:59:30.000Z"))],
    });
    expect(flowMeterConsumptionCoverage(state.fuel, events).a1).toBe(true);
  });

  it("needs every active meter covered, and none while the vessel has no active meter", () => {
    const second: FuelEvent = {
      ...METER,
      data: { ...(METER.data as object), id: "ae", name: "AE" },
    } as FuelEvent;
    const full = row("r1", "a1", "2024-03-01T00:00:00.000Z", "2024-03-01T12:00:00.000Z");
    expect(flowMeterConsumptionCoverage(voyageLog({ extra: [second, loaded(full)] }).fuel, events).a1).toBe(
      false,
    );
    const noMeter: FuelEvent = { type: "FlowMeterDeactivated", data: { flowMeterId: "me" } };
    expect(flowMeterConsumptionCoverage(voyageLog({ extra: [noMeter] }).fuel, events)).toEqual({
      d1: true,
      a1: true,
      a2: true,
    });
  });
});

describe("placeholder rows (the Manual 0 t rows confirming voyage information creates over gaps)", () => {
  const placeholder = row("p1", "a1", "2024-03-01T00:00:00.000Z", "2024-03-01T12:00:00.000Z");
  const withPlaceholder = () =>
    voyageLog({
      extra: [loaded({ ...placeholder, fuelConsumptionInTon: 0, fuelConsumptionSource: "Manual" })],
    });

  it("do not count as entered, and the gap names the meter", () => {
    const state = withPlaceholder();
    expect(flowMeterConsumptionCoverage(state.fuel, events).a1).toBe(false);
    expect(flowMeterGaps(state.fuel, events).a1).toEqual(["ME"]);
  });

  it("count once a person saves a value, a real zero included", () => {
    const state = withPlaceholder();
    const saved = updateFlowMeterConsumption(state, { consumptionId: "p1", fuelConsumptionInTon: 0 });
    expect(saved).toHaveLength(1);
    expect(flowMeterConsumptionCoverage(applied(state, saved).fuel, events).a1).toBe(true);
  });

  it("LogData and estimated rows are not placeholders", () => {
    const state = voyageLog({ extra: [loaded({ ...placeholder, fuelConsumptionSource: "ManualEstimate" })] });
    expect(flowMeterConsumptionCoverage(state.fuel, events).a1).toBe(true);
  });
});
