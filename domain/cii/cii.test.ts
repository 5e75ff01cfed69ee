import { describe, expect, it } from "vitest";
import {
  adjustmentDeductions,
  correctedAttained,
  NO_CORRECTION,
  partialDeductionShare,
  recordAdjustment,
  removeAdjustment,
  setCorrectionFactors,
} from "./adjustments.js";
import {
  CAPACITY_BASIS,
  CII_TABLE,
  type CiiShipType,
  capacityOf,
  ciiLineOf,
  ciiOf,
  ciiShipTypeOf,
  ciiShipTypeOfText,
  co2GramsOf,
  ratingOf,
  zFactorOf,
} from "./cii.js";
import { CII_VESSEL_MESSAGES } from "./vesselLine.js";
import { type CiiDay, dateOfIndex, yearFiguresOf } from "./year.js";

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The reference's table (regulations.md §2), row for row: ship type, a capacity inside the range,
 * the capacity the reference line must use, a, c and the dd vector — typed in again from the text,
 * not read from CII_TABLE.
 */
const REFERENCE_ROWS: Array<[string, CiiShipType, number, number, number, number, number[]]> = [
  ["Bulk carrier >= 279,000 DWT", "bulkCarrier", 300_000, 279_000, 4745, 0.622, [0.86, 0.94, 1.06, 1.18]],
  ["Bulk carrier < 279,000 DWT", "bulkCarrier", 82_000, 82_000, 4745, 0.622, [0.86, 0.94, 1.06, 1.18]],
  ["Gas carrier >= 65,000 DWT", "gasCarrier", 80_000, 80_000, 14405e7, 2.071, [0.81, 0.91, 1.12, 1.44]],
  ["Gas carrier < 65,000 DWT", "gasCarrier", 30_000, 30_000, 8104, 0.639, [0.85, 0.95, 1.06, 1.25]],
  ["Tanker", "tanker", 115_000, 115_000, 5247, 0.61, [0.82, 0.93, 1.08, 1.28]],
  ["Container ship", "containerShip", 60_000, 60_000, 1984, 0.489, [0.83, 0.94, 1.07, 1.19]],
  ["General cargo >= 20,000 DWT", "generalCargo", 25_000, 25_000, 31948, 0.792, [0.83, 0.94, 1.06, 1.19]],
  ["General cargo < 20,000 DWT", "generalCargo", 8_000, 8_000, 588, 0.3885, [0.83, 0.94, 1.06, 1.19]],
  ["Refrigerated cargo", "refrigeratedCargo", 12_000, 12_000, 4600, 0.557, [0.78, 0.91, 1.07, 1.2]],
  ["Combination carrier", "combinationCarrier", 100_000, 100_000, 5119, 0.622, [0.87, 0.96, 1.06, 1.14]],
  ["LNG carrier >= 100,000 DWT", "lngCarrier", 110_000, 110_000, 9.827, 0, [0.89, 0.98, 1.06, 1.13]],
  ["LNG carrier 65,000-100,000 DWT", "lngCarrier", 80_000, 80_000, 14479e10, 2.673, [0.78, 0.92, 1.1, 1.37]],
  ["LNG carrier < 65,000 DWT", "lngCarrier", 40_000, 65_000, 14779e10, 2.673, [0.78, 0.92, 1.1, 1.37]],
  [
    "Vehicle carrier >= 57,700 GT",
    "roRoVehicleCarrier",
    70_000,
    57_700,
    3627,
    0.59,
    [0.86, 0.94, 1.06, 1.16],
  ],
  [
    "Vehicle carrier 30,000-57,700 GT",
    "roRoVehicleCarrier",
    45_000,
    45_000,
    3627,
    0.59,
    [0.86, 0.94, 1.06, 1.16],
  ],
  ["Vehicle carrier < 30,000 GT", "roRoVehicleCarrier", 20_000, 20_000, 330, 0.329, [0.86, 0.94, 1.06, 1.16]],
  ["Ro-ro cargo", "roRoCargo", 15_000, 15_000, 1967, 0.485, [0.76, 0.89, 1.08, 1.27]],
  ["Ro-ro passenger", "roPax", 25_000, 25_000, 2023, 0.46, [0.76, 0.92, 1.14, 1.3]],
  ["Ro-pax high-speed craft", "roPaxHighSpeed", 5_000, 5_000, 4196, 0.46, [0.76, 0.92, 1.14, 1.3]],
  ["Cruise passenger", "cruisePassenger", 90_000, 90_000, 930, 0.383, [0.87, 0.95, 1.06, 1.16]],
];

describe("CII reference lines and boundaries (MEPC.353(78), MEPC.354(78))", () => {
  it("has exactly the reference's rows", () => {
    expect(CII_TABLE).toHaveLength(REFERENCE_ROWS.length);
  });

  it.each(REFERENCE_ROWS)("%s", (_name, shipType, capacity, referenceCapacity, a, c, dd) => {
    for (const year of [2019, 2023, 2026, 2030]) {
      const line = ciiLineOf(shipType, capacity, year);
      const reference = a * referenceCapacity ** -c;
      const required = (1 - zFactorOf(year)! / 100) * reference;
      expect(line.capacity).toBe(capacity);
      expect(line.referenceCapacity).toBe(referenceCapacity);
      expect(line.reference).toBeCloseTo(reference, 10);
      expect(line.required).toBeCloseTo(required, 10);
      expect(line.boundaries.superior).toBeCloseTo(dd[0]! * required, 10);
      expect(line.boundaries.lower).toBeCloseTo(dd[1]! * required, 10);
      expect(line.boundaries.upper).toBeCloseTo(dd[2]! * required, 10);
      expect(line.boundaries.inferior).toBeCloseTo(dd[3]! * required, 10);
    }
  });

  it("takes the row by its range: the lower bound inclusive, the upper exclusive", () => {
    expect(ciiLineOf("bulkCarrier", 279_000, 2023).referenceCapacity).toBe(279_000);
    expect(ciiLineOf("bulkCarrier", 278_999, 2023).referenceCapacity).toBe(278_999);
    expect(ciiLineOf("gasCarrier", 65_000, 2023).reference).toBeCloseTo(14405e7 * 65_000 ** -2.071, 10);
    expect(ciiLineOf("lngCarrier", 100_000, 2023).reference).toBeCloseTo(9.827, 10);
    expect(ciiLineOf("roRoVehicleCarrier", 30_000, 2023).reference).toBeCloseTo(3627 * 30_000 ** -0.59, 10);
  });

  it("reproduces the public worked example (ro-pax, GT 25,000, 150,000 nm, 19,000 t MDO/MGO, 2019, B)", () => {
    const result = ciiOf({
      shipType: "roPax",
      capacity: 25_000,
      year: 2019,
      co2Grams: co2GramsOf([{ tonnes: 19_000, carbonEmissionFactor: 3.206 }]),
      distanceNm: 150_000,
    });
    expect(r4(result.attained!)).toBe(16.2437);
    expect(r4(result.required)).toBe(19.1842);
    expect(r4(result.boundaries.superior)).toBe(14.58);
    expect(r4(result.boundaries.lower)).toBe(17.6495);
    expect(r4(result.boundaries.upper)).toBe(21.87);
    expect(r4(result.boundaries.inferior)).toBe(24.9394);
    expect(result.rating).toBe("B");
  });

  it("rates a ro-ro cargo ship on its GT, the capacity of its MEPC.353(78) line (12,000 DWT / 30,000 GT, 6,000 t MGO, 60,000 nm, 2025: B, not E)", () => {
    // Issue 33 §1 worked example; reference §2 row "Ro-ro cargo, all, GT, 1967, 0.485".
    const ship = { deadweight: 12_000, grossTonnage: 30_000 };
    expect(CAPACITY_BASIS.roRoCargo).toBe("GT");
    expect(capacityOf("roRoCargo", ship)).toBe(30_000);
    const co2Grams = co2GramsOf([{ tonnes: 6_000, carbonEmissionFactor: 3.206 }]);
    const onGt = ciiOf({ shipType: "roRoCargo", capacity: 30_000, year: 2025, co2Grams, distanceNm: 60_000 });
    expect(r4(onGt.attained!)).toBe(r4((6_000e6 * 3.206) / (30_000 * 60_000)));
    expect(onGt.required).toBeCloseTo(0.91 * 1967 * 30_000 ** -0.485, 10);
    expect(onGt.rating).toBe("B");
    // The same ship read on its DWT (the former, wrong basis) would rate E.
    expect(
      ciiOf({ shipType: "roRoCargo", capacity: 12_000, year: 2025, co2Grams, distanceNm: 60_000 }).rating,
    ).toBe("E");
  });

  it("gives a value on a boundary the worse rating", () => {
    const b = { superior: 1, lower: 2, upper: 3, inferior: 4 };
    expect([0.99, 1, 1.99, 2, 2.99, 3, 3.99, 4, 9].map((x) => ratingOf(x, b))).toEqual([
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
      "E",
      "E",
    ]);
  });

  it("has Z for 2019 to 2030 only", () => {
    expect([2019, 2022, 2023, 2026, 2027, 2030].map(zFactorOf)).toEqual([0, 3, 5, 11, 13.625, 21.5]);
    expect(zFactorOf(2018)).toBeNull();
    expect(zFactorOf(2031)).toBeNull();
  });

  it("maps GET /VesselTypes to CII ship types; offshore supply and other have none", () => {
    expect(ciiShipTypeOf(1)).toBe("bulkCarrier");
    expect(ciiShipTypeOf(11)).toBe("roPax");
    expect(ciiShipTypeOf(13)).toBeNull();
    expect(ciiShipTypeOf(14)).toBeNull();
    expect(ciiShipTypeOf(null)).toBeNull();
  });

  it("reads a free-text ship type when the vessel has no ship type id", () => {
    expect(
      [
        "Bulk carrier (Kamsarmax)",
        "Crude oil tanker (Aframax)",
        "LNG carrier",
        "LPG gas carrier",
        "Ro-ro",
        "Yacht",
      ].map(ciiShipTypeOfText),
    ).toEqual(["bulkCarrier", "tanker", "lngCarrier", "gasCarrier", "roRoCargo", null]);
  });

  it("has no attained CII without distance", () => {
    expect(
      ciiOf({ shipType: "tanker", capacity: 1000, year: 2024, co2Grams: 5, distanceNm: 0 }).rating,
    ).toBeNull();
  });
});

describe("MEPC.355(78) corrections", () => {
  const adjustment = (kind: "IceNavigation" | "CargoHeating", tonnes: number, distanceNm: number) => ({
    id: "a",
    kind,
    from: "2025-02-01T00:00:00Z",
    to: "2025-02-03T00:00:00Z",
    distanceNm,
    fuels: [{ fuelTypeId: "hfo", tonnes }],
    note: "",
  });
  const bulker = { vesselTypeId: null, vesselType: "Bulk carrier", deadweight: 80_000, grossTonnage: 45_000 };

  it("excludes a whole ice period and the share k of cargo heating", () => {
    expect(partialDeductionShare(2025)).toBeCloseTo(0.66, 10);
    const d = adjustmentDeductions(
      [adjustment("IceNavigation", 100, 500), adjustment("CargoHeating", 50, 999)],
      2025,
      () => 3.114,
    );
    expect(d.distanceNm).toBe(500);
    expect(d.co2Grams).toBeCloseTo((100 + 0.66 * 50) * 3.114e6, 3);
    const attained = correctedAttained({
      co2Grams: 10_000 * 3.114e6,
      distanceNm: 50_000,
      capacity: 80_000,
      deductions: d,
      factors: { ...NO_CORRECTION, fi: 1.05 },
    });
    expect(attained).toBeCloseTo(((10_000 - 133) * 3.114e6) / (1.05 * 80_000 * 49_500), 8);
  });

  it("refuses a period that ends before it starts or crosses a year", () => {
    expect(() =>
      recordAdjustment(
        { adjustmentIds: [] },
        {
          vesselId: "v",
          vessel: bulker,
          adjustment: { ...adjustment("IceNavigation", 1, 1), to: "2025-01-01T00:00:00Z" },
        },
      ),
    ).toThrow(/after/);
    expect(() =>
      recordAdjustment(
        { adjustmentIds: [] },
        {
          vesselId: "v",
          vessel: bulker,
          adjustment: { ...adjustment("IceNavigation", 1, 1), to: "2026-01-02T00:00:00Z" },
        },
      ),
    ).toThrow(/same calendar year/);
    expect(() => removeAdjustment({ adjustmentIds: [] }, { vesselId: "v", adjustmentId: "x" })).toThrow(
      /not found/,
    );
  });

  it.each([
    ["no deadweight", { ...bulker, deadweight: null }, 2025, CII_VESSEL_MESSAGES.noCapacity("DWT")],
    ["no ship type", { ...bulker, vesselType: "" }, 2025, CII_VESSEL_MESSAGES.noShipType("none")],
    ["a year without Z", bulker, 2018, CII_VESSEL_MESSAGES.year],
  ])("decides nothing for a vessel whose CII cannot be rated (%s)", (_, vessel, year, message) => {
    const factors = { ...NO_CORRECTION, fi: 1.05 };
    expect(() =>
      setCorrectionFactors({ adjustmentIds: [] }, { vesselId: "v", vessel, year, factors }),
    ).toThrow(message);
    const within = (day: number) => `${year}-02-0${day}T00:00:00Z`;
    expect(() =>
      recordAdjustment(
        { adjustmentIds: [] },
        {
          vesselId: "v",
          vessel,
          adjustment: { ...adjustment("IceNavigation", 1, 1), from: within(1), to: within(2) },
        },
      ),
    ).toThrow(message);
  });

  it("records corrections of a vessel whose CII can be rated", () => {
    const factors = { ...NO_CORRECTION, fi: 1.05 };
    expect(
      setCorrectionFactors({ adjustmentIds: [] }, { vesselId: "v", vessel: bulker, year: 2025, factors }),
    ).toHaveLength(1);
    expect(
      recordAdjustment(
        { adjustmentIds: [] },
        { vesselId: "v", vessel: bulker, adjustment: adjustment("IceNavigation", 1, 1) },
      ),
    ).toHaveLength(1);
  });
});

describe("partial years (issue 33 §4)", () => {
  const line = ciiLineOf("bulkCarrier", 81_950, 2025);
  const day = (i: number): CiiDay => ({
    date: dateOfIndex(2025, i),
    source: i % 2 ? "voyages" : "logData",
    co2Grams: 100e6,
    distanceNm: 300,
  });

  it("marks a year with fewer days of data than the whole year as partial (31 of 365 days)", () => {
    const january = yearFiguresOf(
      Array.from({ length: 31 }, (_, i) => day(i)),
      line,
      2025,
    );
    expect(january).toMatchObject({ daysWithData: 31, daysInYear: 365, partial: true });
    expect(january.rating).not.toBeNull();
  });

  it("counts days without data as missing, and a whole year of data as complete (2024: 366 days)", () => {
    const gap = Array.from(
      { length: 365 },
      (_, i): CiiDay => (i === 100 ? { ...day(i), source: null } : day(i)),
    );
    expect(yearFiguresOf(gap, line, 2025)).toMatchObject({ daysWithData: 364, partial: true });
    const whole = Array.from({ length: 366 }, (_, i) => ({ ...day(i), date: dateOfIndex(2024, i) }));
    expect(yearFiguresOf(whole, line, 2024)).toMatchObject({
      daysWithData: 366,
      daysInYear: 366,
      partial: false,
    });
  });
});
