/**
 * IMO Carbon Intensity Indicator (regulations reference §2): capacity by ship type, reference line
 * (MEPC.353(78)), reduction factor Z (MEPC.338(76), MEPC.400(83)), rating boundaries from the dd vectors
 * (MEPC.354(78)) and the rating A–E. Pure; every decision where the reference says "check" and its
 * source is in docs/cii.md — keep the two in step.
 */

export const CII_SHIP_TYPES = [
  "bulkCarrier",
  "gasCarrier",
  "tanker",
  "containerShip",
  "generalCargo",
  "refrigeratedCargo",
  "combinationCarrier",
  "lngCarrier",
  "roRoVehicleCarrier",
  "roRoCargo",
  "roPax",
  "roPaxHighSpeed",
  "cruisePassenger",
] as const;
export type CiiShipType = (typeof CII_SHIP_TYPES)[number];

export type CapacityBasis = "DWT" | "GT";
export type CiiRating = "A" | "B" | "C" | "D" | "E";
export const CII_RATINGS: readonly CiiRating[] = ["A", "B", "C", "D", "E"];

type DdVector = readonly [number, number, number, number];

export interface CiiRow {
  shipType: CiiShipType;
  /** The range the row covers, in the basis' unit: from (inclusive) up to (exclusive); null: open. */
  from: number | null;
  to: number | null;
  /** The reference line's capacity when it is a fixed figure (279,000 DWT, 65,000 DWT, 57,700 GT). */
  fixedCapacity: number | null;
  a: number;
  c: number;
  dd: DdVector;
}

/**
 * Capacity in the attained CII and in the reference line: the capacity column of MEPC.353(78) Table 1
 * (reference §2); ro-ro cargo ships on GT, as their line a = 1967, c = 0.485 was fitted (docs/cii.md, "Capacity").
 */
export const CAPACITY_BASIS: Readonly<Record<CiiShipType, CapacityBasis>> = {
  bulkCarrier: "DWT",
  gasCarrier: "DWT",
  tanker: "DWT",
  containerShip: "DWT",
  generalCargo: "DWT",
  refrigeratedCargo: "DWT",
  combinationCarrier: "DWT",
  lngCarrier: "DWT",
  roRoVehicleCarrier: "GT",
  roRoCargo: "GT",
  roPax: "GT",
  roPaxHighSpeed: "GT",
  cruisePassenger: "GT",
};

const row = (
  shipType: CiiShipType,
  from: number | null,
  to: number | null,
  fixedCapacity: number | null,
  a: number,
  c: number,
  dd: DdVector,
): CiiRow => ({ shipType, from, to, fixedCapacity, a, c, dd });

const BULK: DdVector = [0.86, 0.94, 1.06, 1.18];
const GENERAL: DdVector = [0.83, 0.94, 1.06, 1.19];
const LNG_SMALL: DdVector = [0.78, 0.92, 1.1, 1.37];
const VEHICLE: DdVector = [0.86, 0.94, 1.06, 1.16];
const RO_PAX: DdVector = [0.76, 0.92, 1.14, 1.3];

/** MEPC.353(78) Table 1 with the dd vectors of MEPC.354(78) Table 1: reference §2, row for row. */
export const CII_TABLE: readonly CiiRow[] = [
  row("bulkCarrier", 279_000, null, 279_000, 4745, 0.622, BULK),
  row("bulkCarrier", null, 279_000, null, 4745, 0.622, BULK),
  row("gasCarrier", 65_000, null, null, 14405e7, 2.071, [0.81, 0.91, 1.12, 1.44]),
  row("gasCarrier", null, 65_000, null, 8104, 0.639, [0.85, 0.95, 1.06, 1.25]),
  row("tanker", null, null, null, 5247, 0.61, [0.82, 0.93, 1.08, 1.28]),
  row("containerShip", null, null, null, 1984, 0.489, [0.83, 0.94, 1.07, 1.19]),
  row("generalCargo", 20_000, null, null, 31948, 0.792, GENERAL),
  row("generalCargo", null, 20_000, null, 588, 0.3885, GENERAL),
  row("refrigeratedCargo", null, null, null, 4600, 0.557, [0.78, 0.91, 1.07, 1.2]),
  row("combinationCarrier", null, null, null, 5119, 0.622, [0.87, 0.96, 1.06, 1.14]),
  row("lngCarrier", 100_000, null, null, 9.827, 0, [0.89, 0.98, 1.06, 1.13]),
  row("lngCarrier", 65_000, 100_000, null, 14479e10, 2.673, LNG_SMALL),
  row("lngCarrier", null, 65_000, 65_000, 14779e10, 2.673, LNG_SMALL),
  row("roRoVehicleCarrier", 57_700, null, 57_700, 3627, 0.59, VEHICLE),
  row("roRoVehicleCarrier", 30_000, 57_700, null, 3627, 0.59, VEHICLE),
  row("roRoVehicleCarrier", null, 30_000, null, 330, 0.329, VEHICLE),
  row("roRoCargo", null, null, null, 1967, 0.485, [0.76, 0.89, 1.08, 1.27]),
  row("roPax", null, null, null, 2023, 0.46, RO_PAX),
  row("roPaxHighSpeed", null, null, null, 4196, 0.46, RO_PAX),
  row("cruisePassenger", null, null, null, 930, 0.383, [0.87, 0.95, 1.06, 1.16]),
];

/** The ship types of GET /VesselTypes the CII applies to; the others (offshore supply, other) have none. */
export const CII_SHIP_TYPE_BY_VESSEL_TYPE: Readonly<Record<number, CiiShipType>> = {
  1: "bulkCarrier",
  2: "gasCarrier",
  3: "tanker",
  4: "containerShip",
  5: "generalCargo",
  6: "refrigeratedCargo",
  7: "combinationCarrier",
  8: "lngCarrier",
  9: "roRoVehicleCarrier",
  10: "roRoCargo",
  11: "roPax",
  12: "cruisePassenger",
};

export const ciiShipTypeOf = (vesselTypeId: number | null | undefined): CiiShipType | null =>
  vesselTypeId != null && Object.hasOwn(CII_SHIP_TYPE_BY_VESSEL_TYPE, vesselTypeId)
    ? CII_SHIP_TYPE_BY_VESSEL_TYPE[vesselTypeId]!
    : null;

/**
 * Reduction factor Z, percent below the 2019 reference: MEPC.338(76) for 2019–2026, MEPC.400(83)
 * (adopted April 2025) for 2027–2030 (docs/cii.md, "Z after 2026").
 */
export const Z_FACTORS: Readonly<Record<number, number>> = {
  2019: 0,
  2020: 1,
  2021: 2,
  2022: 3,
  2023: 5,
  2024: 7,
  2025: 9,
  2026: 11,
  2027: 13.625,
  2028: 16.25,
  2029: 18.875,
  2030: 21.5,
};
export const CII_FIRST_YEAR = 2019;
export const CII_LAST_YEAR = 2030;

export const zFactorOf = (year: number): number | null =>
  Object.hasOwn(Z_FACTORS, year) ? Z_FACTORS[year]! : null;

/** The table row of a ship type at its capacity (DWT or GT by CAPACITY_BASIS). */
export function ciiRowOf(shipType: CiiShipType, capacity: number): CiiRow {
  const found = CII_TABLE.find(
    (r) =>
      r.shipType === shipType &&
      (r.from === null || capacity >= r.from) &&
      (r.to === null || capacity < r.to),
  );
  if (!found) throw new Error(`No CII row for ${shipType} at ${capacity}.`);
  return found;
}

/** The vessel's capacity: DWT or GT by ship type, uncapped (the attained CII's denominator). */
export const capacityOf = (
  shipType: CiiShipType,
  particulars: { deadweight: number | null; grossTonnage: number | null },
): number | null => (CAPACITY_BASIS[shipType] === "DWT" ? particulars.deadweight : particulars.grossTonnage);

export interface CiiBoundaries {
  superior: number;
  lower: number;
  upper: number;
  inferior: number;
}

export interface CiiLine {
  shipType: CiiShipType;
  capacityBasis: CapacityBasis;
  /** DWT or GT of the vessel (attained CII). */
  capacity: number;
  /** Capacity in the reference line: the fixed figure of the row where it has one, else `capacity`. */
  referenceCapacity: number;
  z: number;
  reference: number;
  required: number;
  boundaries: CiiBoundaries;
}

/** Reference, required CII and boundaries of a ship type, capacity and year (unrounded). */
export function ciiLineOf(shipType: CiiShipType, capacity: number, year: number): CiiLine {
  const z = zFactorOf(year);
  if (z === null) throw new Error(`No reduction factor for ${year}.`);
  const r = ciiRowOf(shipType, capacity);
  const referenceCapacity = r.fixedCapacity ?? capacity;
  const reference = r.a * referenceCapacity ** -r.c;
  const required = (1 - z / 100) * reference;
  const [d1, d2, d3, d4] = r.dd;
  return {
    shipType,
    capacityBasis: CAPACITY_BASIS[shipType],
    capacity,
    referenceCapacity,
    z,
    reference,
    required,
    boundaries: {
      superior: d1 * required,
      lower: d2 * required,
      upper: d3 * required,
      inferior: d4 * required,
    },
  };
}

/**
 * A at attained below the superior boundary, B below the lower, C below the upper, D below the
 * inferior, else E: a value exactly on a boundary takes the worse rating (docs/cii.md, "Boundaries").
 */
export function ratingOf(attained: number, b: CiiBoundaries): CiiRating {
  if (attained < b.superior) return "A";
  if (attained < b.lower) return "B";
  if (attained < b.upper) return "C";
  if (attained < b.inferior) return "D";
  return "E";
}

/** Attained CII in g CO2 per capacity-nautical-mile; null without distance. */
export const attainedOf = (co2Grams: number, capacity: number, distanceNm: number): number | null =>
  distanceNm > 0 && capacity > 0 ? co2Grams / (capacity * distanceNm) : null;

export interface CiiResult extends CiiLine {
  attained: number | null;
  rating: CiiRating | null;
}

export function ciiOf(input: {
  shipType: CiiShipType;
  capacity: number;
  year: number;
  co2Grams: number;
  distanceNm: number;
}): CiiResult {
  const line = ciiLineOf(input.shipType, input.capacity, input.year);
  const attained = attainedOf(input.co2Grams, input.capacity, input.distanceNm);
  return { ...line, attained, rating: attained === null ? null : ratingOf(attained, line.boundaries) };
}

/** Grams of CO2 of fuel masses: tonnes × Cf (t CO2 / t fuel) × 10^6. */
export const co2GramsOf = (fuels: ReadonlyArray<{ tonnes: number; carbonEmissionFactor: number }>): number =>
  fuels.reduce((sum, f) => sum + f.tonnes * f.carbonEmissionFactor * 1e6, 0);

/** Words of a free-text ship type, most specific first (docs/cii.md, "Ship type"). */
const SHIP_TYPE_WORDS: ReadonlyArray<[RegExp, CiiShipType]> = [
  [/\blng\b/i, "lngCarrier"],
  [/\b(gas carrier|lpg)\b/i, "gasCarrier"],
  [/\b(vehicle|pctc|pcc|car carrier)\b/i, "roRoVehicleCarrier"],
  [/\b(ro-?pax|passenger ferry)\b/i, "roPax"],
  [/\bcruise\b/i, "cruisePassenger"],
  [/\bro-?ro\b/i, "roRoCargo"],
  [/\bcombination\b/i, "combinationCarrier"],
  [/\bbulk\b/i, "bulkCarrier"],
  [/\btanker\b/i, "tanker"],
  [/\bcontainer\b/i, "containerShip"],
  [/\b(refrigerated|reefer)\b/i, "refrigeratedCargo"],
  [/\bgeneral cargo\b/i, "generalCargo"],
];

/** The CII ship type a free-text ship type names ("Crude oil tanker (Aframax)" → tanker), or null. */
export const ciiShipTypeOfText = (text: string | null | undefined): CiiShipType | null =>
  (text && SHIP_TYPE_WORDS.find(([re]) => re.test(text))?.[1]) || null;
