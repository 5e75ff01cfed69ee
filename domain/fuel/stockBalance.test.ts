import { describe, expect, it } from "vitest";
import type { FuelEvent } from "./state.js";
import { STOCK_MESSAGES, soundingNear, stockBalanceWarnings, voyageStockBalance } from "./stockBalance.js";
import { VESSEL_ID, voyageLog } from "./testFixtures.js";

// Voyage d1: departs 1 Mar 2024 00:00, arrives 3 Mar 00:00, ends at the next departure d2, 4 Mar 00:00.
// Tank T1 (HFO), flow meter ME (HFO).

const sounding = (id: string, timestamp: string, tons: number): FuelEvent => ({
  type: "FuelTankSoundingAdded",
  data: {
    id,
    vesselId: VESSEL_ID,
    timestamp,
    fuelTankId: "t1",
    fuelAmountInTon: tons,
    fuelAmountInCubicMetres: tons,
    fuelTemperatureInDegreesCelcius: 40,
  },
});
const operation = (id: string, timestamp: string, tons: number): FuelEvent => ({
  type: "FuelTankOperationAdded",
  data: {
    id,
    timestamp,
    fuelTypeId: "default-hfo",
    fuelTankId: "t1",
    fuelDensity: 0.98,
    fuelAdjustmentInTon: tons,
    sulphurContent: 0.5,
  },
});
const transfer = (
  id: string,
  timestamp: string,
  direction: "Delivered" | "Received",
  tons: number,
  fuelTankId: string | null = "t1",
): FuelEvent => ({
  type: "ShipToShipTransferRecorded",
  data: {
    id,
    vesselId: VESSEL_ID,
    timestamp,
    direction,
    fuelTypeId: "default-hfo",
    fuelTankId,
    amountInTon: tons,
    otherShipName: "Bunker Queen",
    otherShipImoNumber: null,
  },
});
const tankConsumption = (id: string, vesselEventId: string, tons: number): FuelEvent => ({
  type: "FuelTankConsumptionAdded",
  data: {
    id,
    fuelTankId: "t1",
    vesselEventId,
    fuelTypeId: "default-hfo",
    timestamp: "2024-03-01T12:00:00.000Z",
    startAt: "2024-03-01T00:00:00.000Z",
    endAt: "2024-03-01T12:00:00.000Z",
    fuelConsumptionInTon: tons,
  },
});
const meterConsumption = (id: string, vesselEventId: string, tons: number): FuelEvent => ({
  type: "FlowMeterConsumptionAdded",
  data: {
    id,
    vesselEventId,
    flowMeterId: "me",
    startAt: "2024-03-01T00:00:00.000Z",
    endAt: "2024-03-01T12:00:00.000Z",
    fuelTypeId: "default-hfo",
    fuelConsumptionInTon: tons,
    correctedFuelConsumptionInTon: null,
    fuelConsumptionSource: "Manual",
  },
});

/** The hand-checked voyage: 500 + 200 − 10 + 30 − 120.5 − 40 = 559.5 t expected, 560 t sounded. */
const RECORDS: FuelEvent[] = [
  sounding("s-old", "2024-02-26T12:00:00.000Z", 999), // more than 2 days before: not the opening
  sounding("s-open", "2024-02-29T12:00:00.000Z", 500),
  operation("bunker", "2024-03-01T00:00:00.000Z", 200), // at the departure: this voyage's
  transfer("x-out", "2024-03-02T06:00:00.000Z", "Delivered", 120.5),
  operation("debunker", "2024-03-03T06:00:00.000Z", -10),
  transfer("x-in", "2024-03-03T12:00:00.000Z", "Received", 30),
  tankConsumption("c-before", "d1", 7), // the departure's own span: the previous berth stay
  tankConsumption("c1", "a1", 12),
  tankConsumption("c2", "arr", 25),
  tankConsumption("c3", "d2", 3), // the berth stay up to the end of voyage
  meterConsumption("m1", "a1", 10), // shown beside, not counted: the tank figures are entered
  operation("next-bunker", "2024-03-04T00:00:00.000Z", 50), // at the end: the next voyage's
  sounding("s-close", "2024-03-04T06:00:00.000Z", 560),
  sounding("s-late", "2024-03-06T12:00:00.000Z", 1),
];

describe("the fuel stock balance of a voyage", () => {
  it("reconciles opening, bunkering, de-bunkering, a transfer each way and consumption with the closing sounding", () => {
    const balance = voyageStockBalance(voyageLog({ extra: RECORDS }), "d1")!;
    expect(balance.from).toBe("2024-03-01T00:00:00.000Z");
    expect(balance.to).toBe("2024-03-04T00:00:00.000Z");
    expect(balance.tanks).toEqual([
      {
        fuelTankId: "t1",
        fuelTypeId: "default-hfo",
        openingSoundingAt: "2024-02-29T12:00:00.000Z",
        closingSoundingAt: "2024-03-04T06:00:00.000Z",
        consumptionByTank: true,
        openingTons: 500,
        bunkeredTons: 200,
        debunkeredTons: 10,
        receivedTons: 30,
        deliveredTons: 120.5,
        consumedTons: 40,
        expectedClosingTons: 559.5,
        measuredClosingTons: 560,
        differenceTons: 0.5,
        differencePercent: 1.25,
      },
    ]);
    expect(balance.fuelTypes).toEqual([
      expect.objectContaining({
        fuelTypeId: "default-hfo",
        fuelTankIds: ["t1"],
        consumptionSource: "fuelTank",
        fuelTankConsumptionTons: 40,
        flowMeterConsumptionTons: 10,
        consumedTons: 40,
        expectedClosingTons: 559.5,
        measuredClosingTons: 560,
        differenceTons: 0.5,
        differencePercent: 1.25,
        // the larger of 1 t and 5 % of 40 t
        toleranceTons: 2,
        exceedsTolerance: false,
        missing: [],
      }),
    ]);
    expect(stockBalanceWarnings(balance, () => "HFO")).toEqual([]);
  });

  it("answers no sounding, not zero, when a tank has none near the departure or the end", () => {
    const balance = voyageStockBalance(
      voyageLog({ extra: RECORDS.filter((e) => e.type !== "FuelTankSoundingAdded") }),
      "d1",
    )!;
    expect(balance.tanks[0]).toMatchObject({
      openingSoundingAt: null,
      openingTons: null,
      expectedClosingTons: null,
      measuredClosingTons: null,
      differenceTons: null,
      differencePercent: null,
      bunkeredTons: 200,
    });
    expect(balance.fuelTypes[0]).toMatchObject({
      openingTons: null,
      differenceTons: null,
      exceedsTolerance: false,
      missing: [STOCK_MESSAGES.noOpeningSounding("T1"), STOCK_MESSAGES.noClosingSounding("T1")],
    });
  });

  it("counts flow-meter consumption and a transfer without tank, and warns beyond tolerance naming the values", () => {
    const balance = voyageStockBalance(
      voyageLog({
        extra: [
          sounding("s-open", "2024-03-01T00:00:00.000Z", 500),
          meterConsumption("m1", "a1", 15),
          meterConsumption("m2", "arr", 25),
          transfer("x-in", "2024-03-02T00:00:00.000Z", "Received", 30, null),
          sounding("s-close", "2024-03-03T18:00:00.000Z", 400),
        ],
      }),
      "d1",
    )!;
    // 500 + 30 − 40 = 490 expected; 400 sounded.
    expect(balance.fuelTypes[0]).toMatchObject({
      consumptionSource: "flowMeter",
      receivedTons: 30,
      consumedTons: 40,
      expectedClosingTons: 490,
      measuredClosingTons: 400,
      differenceTons: -90,
      differencePercent: -225,
      toleranceTons: 2,
      exceedsTolerance: true,
    });
    // The tank line has no tankless transfer, and no expected stock: the flow meters do not say which tank fed them.
    expect(balance.tanks[0]).toMatchObject({
      receivedTons: 0,
      consumptionByTank: false,
      openingTons: 500,
      measuredClosingTons: 400,
      expectedClosingTons: null,
      differenceTons: null,
    });
    expect(stockBalanceWarnings(balance, () => "Heavy fuel oil")).toEqual([
      "Fuel stock of Heavy fuel oil: expected closing stock 490 t, measured 400 t, difference -90 t (-225 % of the 40 t consumption entered), beyond the tolerance of 2 t (the larger of 1 t and 5 % of the consumption). Check the soundings, bunkerings, transfers and consumptions.",
    ]);
  });

  it("opens the next voyage with the sounding that closed this one", () => {
    const log = voyageLog({ extra: RECORDS });
    const next = voyageStockBalance(log, "d2")!;
    expect(next.tanks[0]).toMatchObject({
      openingSoundingAt: "2024-03-04T06:00:00.000Z",
      openingTons: 560,
      bunkeredTons: 50,
    });
    expect(voyageStockBalance(log, "a1")).toBeNull();
  });
});

describe("the sounding near a moment", () => {
  const soundings = [
    sounding("a", "2024-03-01T00:00:00.000Z", 1),
    sounding("b", "2024-03-02T00:00:00.000Z", 2),
  ].map((e) => e.data as Extract<FuelEvent, { type: "FuelTankSoundingAdded" }>["data"]);

  it("takes the last at or before within 2 days, else the first after within 2 days", () => {
    expect(soundingNear(soundings, "t1", "2024-03-02T00:00:00.000Z")?.id).toBe("b");
    expect(soundingNear(soundings, "t1", "2024-03-01T12:00:00.000Z")?.id).toBe("a");
    expect(soundingNear(soundings, "t1", "2024-02-28T00:00:00.000Z")?.id).toBe("a");
    expect(soundingNear(soundings, "t1", "2024-02-27T23:00:00.000Z")).toBeNull();
    expect(soundingNear(soundings, "t1", "2024-03-04T00:00:00.000Z")?.id).toBe("b");
    expect(soundingNear(soundings, "t1", "2024-03-04T00:00:01.000Z")).toBeNull();
    expect(soundingNear(soundings, "t2", "2024-03-02T00:00:00.000Z")).toBeNull();
  });
});
