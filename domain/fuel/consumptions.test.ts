import { describe, expect, it } from "vitest";
import {
  addFlowMeterConsumption,
  addFuelTankConsumption,
  removeFlowMeterConsumption,
  updateFlowMeterConsumption,
} from "./consumptions.js";
import { createFuelTankConsumptionRequest } from "./dto.js";
import type { FlowMeterFuelConsumption } from "./model.js";
import { consumptionsOfEvent } from "./queries.js";
import type { FuelEvent } from "./state.js";
import { applied, FUEL_TYPE_IDS, voyageLog } from "./testFixtures.js";

// The span of event a1 runs from d1 (1 Mar 00:00) to a1 (1 Mar 12:00).
const manual = (startAt: string, endAt: string, tons = 1.5, id = "c1") => ({
  consumptionId: id,
  vesselEventId: "a1",
  flowMeterId: "me",
  startAt,
  endAt,
  fuelConsumptionInTon: tons,
});
const T = (hhmm: string, day = "01") => `2024-03-${day}T${hhmm}:00.000Z`;

const loaded = (row: Partial<FlowMeterFuelConsumption>): FuelEvent => ({
  type: "FlowMeterConsumptionsLoaded",
  data: {
    departureId: "d1",
    consumptions: [
      {
        id: "log",
        vesselEventId: "a1",
        flowMeterId: "me",
        startAt: T("00:00"),
        endAt: T("06:00"),
        fuelTypeId: "default-hfo",
        fuelConsumptionInTon: 10,
        correctedFuelConsumptionInTon: null,
        fuelConsumptionSource: "LogData",
        ...row,
      },
    ],
  },
});

describe("adding a flow-meter consumption", () => {
  it("records a Manual row with the meter's fuel type", () => {
    expect(addFlowMeterConsumption(voyageLog(), manual(T("00:00"), T("12:00")))).toEqual([
      {
        type: "FlowMeterConsumptionAdded",
        data: {
          id: "c1",
          vesselEventId: "a1",
          flowMeterId: "me",
          startAt: T("00:00"),
          endAt: T("12:00"),
          fuelTypeId: "default-hfo",
          fuelConsumptionInTon: 1.5,
          correctedFuelConsumptionInTon: null,
          fuelConsumptionSource: "Manual",
        },
      },
    ]);
  });

  it.each([
    ["end equal to start", manual(T("06:00"), T("06:00")), "End must be ahead of start."],
    ["end before start", manual(T("08:00"), T("06:00")), "End must be ahead of start."],
    [
      "a start before the previous event",
      manual("2024-02-29T23:00:00.000Z", T("06:00")),
      "Start and end must be between 01. Mar, 2024 00:00 and 01. Mar, 2024 12:00.",
    ],
    [
      "an end after this event",
      manual(T("06:00"), T("12:01")),
      "Start and end must be between 01. Mar, 2024 00:00 and 01. Mar, 2024 12:00.",
    ],
    ["negative tons", manual(T("00:00"), T("01:00"), -1), "The fuel consumption in tons cannot be negative."],
  ])("refuses %s", (_, command, message) => {
    expect(() => addFlowMeterConsumption(voyageLog(), command)).toThrow(message);
  });

  it("refuses a span overlapping an existing consumption of the meter, but not one touching it", () => {
    const state = applied(voyageLog(), addFlowMeterConsumption(voyageLog(), manual(T("00:00"), T("06:00"))));
    expect(() => addFlowMeterConsumption(state, manual(T("05:59"), T("08:00"), 1, "c2"))).toThrow(
      "The time span is overlapping an existing fuel consumption. Please adjust.",
    );
    expect(addFlowMeterConsumption(state, manual(T("06:00"), T("12:00"), 1, "c2"))).toHaveLength(1);
  });

  it("takes the fuel type of the meter's operation in effect at the start", () => {
    const operation: FuelEvent = {
      type: "FlowMeterOperationAdded",
      data: {
        id: "op",
        flowMeterId: "me",
        timestamp: T("03:00"),
        fuelTypeId: "default-mdo-mgo",
        estimatedFuelMassFlowRateInTonDay: null,
      },
    };
    const [event] = addFlowMeterConsumption(
      voyageLog({ extra: [operation] }),
      manual(T("04:00"), T("05:00")),
    );
    expect(event?.data).toMatchObject({ fuelTypeId: "default-mdo-mgo" });
  });

  it.each([
    [
      "the voyage information is not confirmed",
      { information: false },
      "Confirm the information of voyage Voyage d1 (departure 01. Mar, 2024 00:00) before",
    ],
    [
      "the voyage data is confirmed",
      { data: true },
      "The voyage data of voyage Voyage d1 (departure 01. Mar, 2024 00:00) is confirmed.",
    ],
  ])("refuses while %s", (_, options, message) => {
    expect(() => addFlowMeterConsumption(voyageLog(options), manual(T("00:00"), T("06:00")))).toThrow(
      message,
    );
  });

  it("refuses the voyage's first departure (it has no span) and unknown events or meters", () => {
    expect(() =>
      addFlowMeterConsumption(voyageLog(), { ...manual(T("00:00"), T("06:00")), vesselEventId: "d1" }),
    ).toThrow("The start event of a voyage has no fuel consumption of its own.");
    expect(() =>
      addFlowMeterConsumption(voyageLog(), { ...manual(T("00:00"), T("06:00")), vesselEventId: "x" }),
    ).toThrow("Vessel event not found.");
    expect(() =>
      addFlowMeterConsumption(voyageLog(), { ...manual(T("00:00"), T("06:00")), flowMeterId: "x" }),
    ).toThrow("Flow meter not found.");
  });
});

describe("editing a flow-meter consumption", () => {
  it.each(["LogData", "Regression", "ManualEstimate"] as const)(
    "stores the edit of a %s row as its corrected value",
    (source) => {
      const state = voyageLog({ extra: [loaded({ fuelConsumptionSource: source })] });
      expect(updateFlowMeterConsumption(state, { consumptionId: "log", fuelConsumptionInTon: 9.25 })).toEqual(
        [
          {
            type: "FlowMeterConsumptionCorrected",
            data: { consumptionId: "log", correctedFuelConsumptionInTon: 9.25 },
          },
        ],
      );
    },
  );

  it("stores the edit of a Manual row as its value", () => {
    const state = applied(voyageLog(), addFlowMeterConsumption(voyageLog(), manual(T("00:00"), T("06:00"))));
    const events = updateFlowMeterConsumption(state, { consumptionId: "c1", fuelConsumptionInTon: 2 });
    expect(events).toEqual([
      {
        type: "FlowMeterConsumptionUpdated",
        data: { consumptionId: "c1", startAt: T("00:00"), endAt: T("06:00"), fuelConsumptionInTon: 2 },
      },
    ]);
    const row = consumptionsOfEvent(applied(state, events).fuel, "a1")[0];
    expect(row).toMatchObject({ fuelConsumptionInTon: 2, correctedFuelConsumptionInTon: null });
  });

  it("keeps the span rules when a Manual row moves, ignoring the row itself", () => {
    let state = applied(voyageLog(), addFlowMeterConsumption(voyageLog(), manual(T("00:00"), T("06:00"))));
    state = applied(state, addFlowMeterConsumption(state, manual(T("06:00"), T("12:00"), 1, "c2")));
    expect(
      updateFlowMeterConsumption(state, {
        consumptionId: "c1",
        fuelConsumptionInTon: 1,
        startAt: T("01:00"),
      }),
    ).toHaveLength(1);
    expect(() =>
      updateFlowMeterConsumption(state, { consumptionId: "c1", fuelConsumptionInTon: 1, endAt: T("07:00") }),
    ).toThrow("The time span is overlapping an existing fuel consumption. Please adjust.");
  });

  it("refuses to move a row that did not come from a person", () => {
    const state = voyageLog({ extra: [loaded({})] });
    expect(() =>
      updateFlowMeterConsumption(state, {
        consumptionId: "log",
        fuelConsumptionInTon: 1,
        startAt: T("01:00"),
      }),
    ).toThrow("Only the start and end of a manually entered fuel consumption can be changed.");
  });
});

describe("removing a flow-meter consumption", () => {
  it("removes a Manual row", () => {
    const state = applied(voyageLog(), addFlowMeterConsumption(voyageLog(), manual(T("00:00"), T("06:00"))));
    const events = removeFlowMeterConsumption(state, { consumptionId: "c1" });
    expect(consumptionsOfEvent(applied(state, events).fuel, "a1")).toEqual([]);
  });

  it.each(["LogData", "Regression", "ManualEstimate"] as const)("refuses a %s row", (source) => {
    const state = voyageLog({ extra: [loaded({ fuelConsumptionSource: source })] });
    expect(() => removeFlowMeterConsumption(state, { consumptionId: "log" })).toThrow(
      "Only manually entered fuel consumptions can be removed.",
    );
  });

  it("refuses once the voyage data is confirmed", () => {
    const state = voyageLog({ data: true, extra: [loaded({ fuelConsumptionSource: "Manual" })] });
    expect(() => removeFlowMeterConsumption(state, { consumptionId: "log" })).toThrow(
      "The voyage data of voyage Voyage d1 (departure 01. Mar, 2024 00:00) is confirmed.",
    );
  });
});

describe("fuel-tank consumption", () => {
  const tankRow = (startAt: string, endAt: string, id = "tc1") => ({
    consumptionId: id,
    fuelTankId: "t1",
    vesselEventId: "a2",
    fuelTypeId: null,
    startAt,
    endAt,
    fuelConsumptionInTon: 3,
    fuelTypeIds: FUEL_TYPE_IDS,
  });

  it("records the tank's fuel type and the event's time", () => {
    const [event] = addFuelTankConsumption(voyageLog(), tankRow(T("12:00"), T("00:00", "02")));
    expect(event?.data).toMatchObject({ fuelTypeId: "default-hfo", timestamp: T("00:00", "02") });
  });

  it("burns the fuel in the tank: the fuel type of its latest bunkering at or before the start", () => {
    const bunkered: FuelEvent = {
      type: "FuelTankOperationAdded",
      data: {
        id: "op1",
        timestamp: T("00:00"),
        fuelTypeId: "default-mdo-mgo",
        fuelTankId: "t1",
        fuelDensity: 0.9,
        fuelAdjustmentInTon: 100,
        sulphurContent: 0.1,
      },
    };
    const [event] = addFuelTankConsumption(
      voyageLog({ extra: [bunkered] }),
      tankRow(T("12:00"), T("00:00", "02")),
    );
    expect(event?.data).toMatchObject({ fuelTypeId: "default-mdo-mgo" });
  });

  it("takes the body the client sends: fuelTypeId null or absent means the fuel in the tank", () => {
    const body = {
      fuelTankId: "6f1c7a52-3d7e-4b8a-9c1e-2f4b5a6d7e8f",
      vesselEventId: "0b6d3c1e-8f2a-4c5d-9e7f-1a2b3c4d5e6f",
      startAt: T("12:00"),
      endAt: T("00:00", "02"),
      fuelConsumptionInTon: "3",
    };
    for (const fuelTypeId of [null, undefined, ""]) {
      const parsed = createFuelTankConsumptionRequest.safeParse({ ...body, fuelTypeId });
      expect(parsed.success && parsed.data.fuelTypeId).toBeNull();
    }
    expect(createFuelTankConsumptionRequest.safeParse({ ...body, fuelTypeId: 5 }).success).toBe(false);
  });

  it("keeps to the event's span", () => {
    expect(() => addFuelTankConsumption(voyageLog(), tankRow(T("11:00"), T("00:00", "02")))).toThrow(
      "Start and end must be between 01. Mar, 2024 12:00 and 02. Mar, 2024 00:00.",
    );
  });
});
