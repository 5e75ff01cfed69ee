import { describe, expect, it } from "vitest";
import {
  addFlowMeterOperation,
  addFuelTankOperation,
  addFuelTankSounding,
  removeFuelTankOperation,
  removeFuelTankSounding,
} from "./operations.js";
import {
  applied,
  dataConfirmed,
  FUEL_TYPE_IDS,
  fold,
  METER,
  recorded,
  TANK,
  VESSEL_ID,
  VOYAGE,
  voyageLog,
} from "./testFixtures.js";

// The voyage departs 1 Mar 2024 00:00 and ends (next departure) 4 Mar 2024 00:00.
const bunkering = (timestamp: string) => ({
  operationId: "op",
  fuelTankId: "t1",
  timestamp,
  fuelTypeId: "default-hfo",
  fuelDensity: 0.9912,
  fuelAdjustmentInTon: 500,
  sulphurContent: 0.48,
  fuelTypeIds: FUEL_TYPE_IDS,
});
const sounding = (timestamp: string) => ({
  soundingId: "s",
  vesselId: VESSEL_ID,
  fuelTankId: "t1",
  timestamp,
  fuelAmountInTon: 120,
  fuelAmountInCubicMetres: 121,
  fuelTemperatureInDegreesCelcius: 40,
});
const flowOperation = (timestamp: string) => ({
  operationId: "fo",
  flowMeterId: "me",
  timestamp,
  fuelTypeId: "default-mdo-mgo",
  estimatedFuelMassFlowRateInTonDay: 24,
  fuelTypeIds: FUEL_TYPE_IDS,
});

describe("date ranges for fuel data (spec 2 §5)", () => {
  // Here the voyage closes with its arrival on 3 Mar 00:00 (no next departure yet).
  const closedByArrival = () => fold([...VOYAGE.slice(0, 4).map(recorded), METER, TANK]);
  const decide = {
    "fuel operation": (t: string) => addFuelTankOperation(closedByArrival(), bunkering(t)),
    sounding: (t: string) => addFuelTankSounding(closedByArrival(), sounding(t)),
    "flow operation": (t: string) => addFlowMeterOperation(closedByArrival(), flowOperation(t)),
  };

  it.each([
    ["fuel operation", "12 months before departure", "2023-03-01T00:00:00.000Z", true],
    ["fuel operation", "just over 12 months before departure", "2023-02-28T23:59:00.000Z", false],
    ["fuel operation", "at the end event", "2024-03-03T00:00:00.000Z", true],
    ["fuel operation", "after the end event", "2024-03-03T00:01:00.000Z", false],
    ["sounding", "2 days before departure", "2024-02-28T00:00:00.000Z", true],
    ["sounding", "more than 2 days before departure", "2024-02-27T23:59:00.000Z", false],
    ["sounding", "2 days after the end event", "2024-03-05T00:00:00.000Z", true],
    ["sounding", "more than 2 days after the end event", "2024-03-05T00:01:00.000Z", false],
    ["flow operation", "at departure", "2024-03-01T00:00:00.000Z", true],
    ["flow operation", "before departure", "2024-02-29T23:59:00.000Z", false],
    ["flow operation", "at the end event", "2024-03-03T00:00:00.000Z", true],
    ["flow operation", "after the end event", "2024-03-03T00:01:00.000Z", false],
  ] as const)("a %s %s (%s) is accepted: %s", (kind, _, timestamp, accepted) => {
    if (accepted) expect(decide[kind](timestamp)).toHaveLength(1);
    else expect(() => decide[kind](timestamp)).toThrow(/must be between/);
  });

  it("counts a time after one voyage's end as part of the next voyage's range", () => {
    expect(addFuelTankOperation(voyageLog(), bunkering("2024-03-05T00:00:00.000Z"))).toHaveLength(1);
  });

  it("names the range in the refusal", () => {
    expect(() => decide.sounding("2024-03-10T00:00:00.000Z")).toThrow(
      "The sounding must be between 28. Feb, 2024 00:00 and 05. Mar, 2024 00:00.",
    );
  });

  it("has no upper bound while the voyage has no closing event", () => {
    const open = fold([
      recorded({ id: "d1", type: "Departure", timestamp: "2024-03-01T00:00:00.000Z" }),
      METER,
      TANK,
    ]);
    expect(addFuelTankOperation(open, bunkering("2025-01-01T00:00:00.000Z"))).toHaveLength(1);
    expect(() => addFuelTankOperation(open, bunkering("2023-01-01T00:00:00.000Z"))).toThrow(
      "The bunkering or de-bunkering must be after 01. Mar, 2023 00:00.",
    );
  });

  it("refuses fuel data on a vessel without any departure", () => {
    expect(() => addFuelTankOperation(fold([METER, TANK]), bunkering("2024-03-01T00:00:00.000Z"))).toThrow(
      "There is no voyage at that time. Record the departure first.",
    );
  });
});

describe("fuel data of a voyage with confirmed data", () => {
  const confirmed = () => voyageLog({ data: true });

  it("refuses adding inside the voyage (409)", () => {
    expect(() => addFuelTankOperation(confirmed(), bunkering("2024-03-02T00:00:00.000Z"))).toThrow(
      expect.objectContaining({
        status: 409,
        message:
          "02. Mar, 2024 00:00 lies in voyage Voyage d1 (departure 01. Mar, 2024 00:00), whose voyage data is confirmed. Unconfirm that voyage's data, or choose a time in another voyage (a record at a departure's exact time belongs to the voyage it starts).",
      }),
    );
    expect(() => addFuelTankSounding(confirmed(), sounding("2024-03-02T00:00:00.000Z"))).toThrow(/confirmed/);
    expect(() => addFlowMeterOperation(confirmed(), flowOperation("2024-03-02T00:00:00.000Z"))).toThrow(
      /confirmed/,
    );
  });

  it("accepts bunkering at the exact departure of the next voyage: it belongs to the voyage that departure starts", () => {
    expect(addFuelTankOperation(confirmed(), bunkering("2024-03-04T00:00:00.000Z"))).toHaveLength(1);
    expect(addFlowMeterOperation(confirmed(), flowOperation("2024-03-04T00:00:00.000Z"))).toHaveLength(1);
    expect(() => addFuelTankOperation(confirmed(), bunkering("2024-03-03T23:59:00.000Z"))).toThrow(
      /lies in voyage Voyage d1/,
    );
  });

  it("still accepts data before the departure, outside the confirmed voyage", () => {
    expect(addFuelTankOperation(confirmed(), bunkering("2024-02-20T00:00:00.000Z"))).toHaveLength(1);
  });

  it("refuses removing what lies inside the voyage", () => {
    const open = voyageLog();
    let state = applied(open, addFuelTankOperation(open, bunkering("2024-03-02T00:00:00.000Z")));
    state = applied(state, addFuelTankSounding(state, sounding("2024-03-02T00:00:00.000Z")));
    const withData = fold([dataConfirmed("d1")], state);
    expect(() => removeFuelTankOperation(withData, { operationId: "op" })).toThrow(/confirmed/);
    expect(() => removeFuelTankSounding(withData, { soundingId: "s" })).toThrow(/confirmed/);
    expect(removeFuelTankOperation(state, { operationId: "op" })).toHaveLength(1);
  });
});

describe("an opening sounding of the next voyage inside a confirmed voyage (spec 2 §5: from 2 days before departure)", () => {
  // Voyage d1 (1–4 Mar) has its opening sounding at its departure, a closing sounding at 3 Mar 23:00
  // unless left out, and is confirmed; voyage d2 departs 4 Mar.
  const confirmedWith = (closing = true) => {
    let state = voyageLog();
    const taken = (id: string, timestamp: string) => ({ ...sounding(timestamp), soundingId: id });
    state = applied(state, addFuelTankSounding(state, taken("opening", "2024-03-01T00:00:00.000Z")));
    if (closing)
      state = applied(state, addFuelTankSounding(state, taken("closing", "2024-03-03T23:00:00.000Z")));
    return fold([dataConfirmed("d1")], state);
  };
  const withClosingSounding = () => confirmedWith(true);

  it("is accepted 2 days before the next departure when the confirmed voyage keeps its closing sounding", () => {
    const events = addFuelTankSounding(withClosingSounding(), sounding("2024-03-02T00:00:00.000Z"));
    expect(events).toEqual([expect.objectContaining({ type: "FuelTankSoundingAdded" })]);
  });

  it("is refused when it would become the confirmed voyage's closing sounding, naming both voyages", () => {
    expect(() => addFuelTankSounding(withClosingSounding(), sounding("2024-03-03T23:30:00.000Z"))).toThrow(
      expect.objectContaining({
        status: 409,
        message:
          "A sounding at 03. Mar, 2024 23:30 would change the closing sounding of voyage Voyage d1 (departure 01. Mar, 2024 00:00), whose voyage data is confirmed. Unconfirm that voyage's data, or take the opening sounding of voyage Voyage d2 (departure 04. Mar, 2024 00:00) nearer its departure.",
      }),
    );
  });

  it("is refused when the confirmed voyage has no closing sounding yet: it would become it", () => {
    expect(() => addFuelTankSounding(confirmedWith(false), sounding("2024-03-02T12:00:00.000Z"))).toThrow(
      /would change the closing sounding of voyage Voyage d1/,
    );
  });

  it("can be removed again while it is not read by the confirmed voyage, but the closing sounding cannot", () => {
    const state = applied(
      withClosingSounding(),
      addFuelTankSounding(withClosingSounding(), sounding("2024-03-02T00:00:00.000Z")),
    );
    expect(removeFuelTankSounding(state, { soundingId: "s" })).toHaveLength(1);
    expect(() => removeFuelTankSounding(state, { soundingId: "closing" })).toThrow(/confirmed/);
  });
});

describe("operations refer to active meters and tanks and known fuel types", () => {
  it("refuses an unknown tank, meter or fuel type", () => {
    expect(() =>
      addFuelTankOperation(voyageLog(), { ...bunkering("2024-03-02T00:00:00.000Z"), fuelTankId: "x" }),
    ).toThrow("Fuel tank not found.");
    expect(() =>
      addFlowMeterOperation(voyageLog(), { ...flowOperation("2024-03-02T00:00:00.000Z"), flowMeterId: "x" }),
    ).toThrow("Flow meter not found.");
    expect(() =>
      addFuelTankOperation(voyageLog(), { ...bunkering("2024-03-02T00:00:00.000Z"), fuelTypeId: "unknown" }),
    ).toThrow("That fuel type does not exist.");
  });

  it("keeps a de-bunkering as a negative adjustment", () => {
    const [event] = addFuelTankOperation(voyageLog(), {
      ...bunkering("2024-03-02T00:00:00.000Z"),
      fuelAdjustmentInTon: -20,
    });
    expect(event?.data).toMatchObject({ fuelAdjustmentInTon: -20 });
  });

  it("refuses a density in kg/m³ and says what it is in t/m³", () => {
    expect(() =>
      addFuelTankOperation(voyageLog(), { ...bunkering("2024-03-02T00:00:00.000Z"), fuelDensity: 870 }),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        message:
          "A density of 870 t/m³ is heavier than any marine fuel (at most 1.1 t/m³). Enter the density at 15 °C in t/m³: 870 kg/m³ is 0.8700 t/m³.",
      }),
    );
    expect(
      addFuelTankOperation(voyageLog(), { ...bunkering("2024-03-02T00:00:00.000Z"), fuelDensity: 1.01 }),
    ).toHaveLength(1);
  });

  it("refuses a sulphur content beyond any marine fuel's", () => {
    expect(() =>
      addFuelTankOperation(voyageLog(), { ...bunkering("2024-03-02T00:00:00.000Z"), sulphurContent: 48 }),
    ).toThrow(/sulphur content of 48 % is beyond any marine fuel/);
  });
});
