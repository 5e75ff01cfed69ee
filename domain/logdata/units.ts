import { entryOf } from "../shared/records.js";
/**
 * Units of log variables: the unit type each belongs to, how many decimals it is shown with, the
 * accumulated-unit rule of spec 3 §5 and the conversions a caller may ask for with `unitName`.
 */

export type UnitType =
  | "Speed"
  | "MassFlowRate"
  | "VolumeFlowRate"
  | "Power"
  | "RotationalSpeed"
  | "Torque"
  | "Temperature"
  | "Length"
  | "Distance"
  | "Angle"
  | "Pressure"
  | "Percent"
  | "Mass"
  | "Volume"
  | "Energy"
  | "Coordinate";

const UNIT_TYPES: Record<string, UnitType> = {
  knot: "Speed",
  knots: "Speed",
  kn: "Speed",
  kt: "Speed",
  "m/s": "Speed",
  "km/h": "Speed",
  "mt/hr": "MassFlowRate",
  "mt/h": "MassFlowRate",
  "t/h": "MassFlowRate",
  "mt/day": "MassFlowRate",
  "t/day": "MassFlowRate",
  "kg/hr": "MassFlowRate",
  "kg/h": "MassFlowRate",
  "l/hr": "VolumeFlowRate",
  "l/h": "VolumeFlowRate",
  "m3/h": "VolumeFlowRate",
  "m3/hr": "VolumeFlowRate",
  kw: "Power",
  mw: "Power",
  hp: "Power",
  rpm: "RotationalSpeed",
  "rev/min": "RotationalSpeed",
  knm: "Torque",
  nm: "Distance",
  "n.m.": "Distance",
  km: "Distance",
  m: "Length",
  degc: "Temperature",
  "°c": "Temperature",
  c: "Temperature",
  deg: "Angle",
  "°": "Angle",
  degree: "Angle",
  degrees: "Angle",
  bar: "Pressure",
  kpa: "Pressure",
  "%": "Percent",
  mt: "Mass",
  t: "Mass",
  kg: "Mass",
  m3: "Volume",
  l: "Volume",
  kwh: "Energy",
  mwh: "Energy",
};

const normalise = (unit: string): string => unit.trim().toLowerCase();

/** The unit type of a unit, or null when the unit is not one Keelson knows. */
export const unitTypeOf = (unit: string): UnitType | null => entryOf(UNIT_TYPES, normalise(unit)) ?? null;

/**
 * Decimals a value is shown with. Spec 3 §9 fixes distance 1, fuel in tons 1, fuel amounts
 * (flow rates) 3 and temperature 1; the rest are our choice for readable sensor values.
 */
const PRECISION: Record<UnitType, number> = {
  Speed: 1,
  MassFlowRate: 3,
  VolumeFlowRate: 1,
  Power: 0,
  RotationalSpeed: 1,
  Torque: 1,
  Temperature: 1,
  Length: 2,
  Distance: 1,
  Angle: 0,
  Pressure: 2,
  Percent: 1,
  Mass: 1,
  Volume: 1,
  Energy: 0,
  Coordinate: 5,
};

export const DEFAULT_DISPLAY_PRECISION = 2;

export const displayPrecisionOf = (unit: string): number => {
  const type = unitTypeOf(unit);
  return type ? PRECISION[type] : DEFAULT_DISPLAY_PRECISION;
};

/**
 * Spec 3 §5: accumulated calculations are allowed only for these units (the tooltip also lists
 * Rev/Min). Each is a rate; accumulating it over time gives the total in `total`, with `perMs` the
 * length of the rate's time unit.
 */
const HOUR_MS = 3_600_000;
const ACCUMULATION: Record<string, { caption: string; total: string; perMs: number }> = {
  rpm: { caption: "rpm", total: "rev", perMs: 60_000 },
  "rev/min": { caption: "Rev/Min", total: "rev", perMs: 60_000 },
  "mt/hr": { caption: "MT/hr", total: "MT", perMs: HOUR_MS },
  "mt/day": { caption: "MT/day", total: "MT", perMs: 24 * HOUR_MS },
  knot: { caption: "knot", total: "nm", perMs: HOUR_MS },
  kw: { caption: "kW", total: "kWh", perMs: HOUR_MS },
  "kg/hr": { caption: "kg/hr", total: "kg", perMs: HOUR_MS },
  "l/hr": { caption: "l/hr", total: "l", perMs: HOUR_MS },
};

export const ACCUMULATED_UNITS: readonly string[] = Object.values(ACCUMULATION).map((a) => a.caption);

export const isAccumulatedUnit = (unit: string): boolean => normalise(unit) in ACCUMULATION;

export const ACCUMULATION_MESSAGES = {
  notAllowed: (names: readonly string[]) =>
    `Accumulated values cannot be calculated for ${names.join(", ")}: the unit must be one of ${ACCUMULATED_UNITS.join(", ")}.`,
} as const;

/** The variables whose unit forbids an accumulated calculation (empty when all are allowed). */
export const variablesNotAccumulable = <V extends { name: string; unit: string }>(
  variables: readonly V[],
): V[] => variables.filter((v) => !isAccumulatedUnit(v.unit));

/**
 * The total of a rate over a time: the mean rate times the time covered, in the rate's own time unit
 * (MT/hr over 90 minutes of data at 2 MT/hr gives 3 MT). Null for a unit outside the rule.
 */
export function accumulate(
  mean: number,
  durationMs: number,
  unit: string,
): { value: number; unit: string } | null {
  const rule = entryOf(ACCUMULATION, normalise(unit));
  if (!rule) return null;
  return { value: mean * (durationMs / rule.perMs), unit: rule.total };
}

/** Factors to a base unit per unit type; conversion is possible between units of one table. */
const CONVERSIONS: ReadonlyArray<Record<string, number>> = [
  { knot: 1, knots: 1, kn: 1, kt: 1, "m/s": 3600 / 1852, "km/h": 1000 / 1852 },
  { "mt/hr": 1, "mt/h": 1, "t/h": 1, "mt/day": 1 / 24, "t/day": 1 / 24, "kg/hr": 1 / 1000, "kg/h": 1 / 1000 },
  { kw: 1, mw: 1000, hp: 0.7457 },
  { rpm: 1, "rev/min": 1 },
  { "l/hr": 1, "l/h": 1, "m3/h": 1000, "m3/hr": 1000 },
  { mt: 1, t: 1, kg: 1 / 1000 },
  { nm: 1, "n.m.": 1, km: 1 / 1.852 },
  { kwh: 1, mwh: 1000 },
];

/** A function converting values from one unit to another, or null when no conversion exists. */
export function unitConverter(from: string, to: string): ((value: number) => number) | null {
  const a = normalise(from);
  const b = normalise(to);
  if (a === b) return (value) => value;
  for (const table of CONVERSIONS) {
    const fa = table[a];
    const fb = table[b];
    if (fa !== undefined && fb !== undefined) {
      const factor = fa / fb;
      return (value) => value * factor;
    }
  }
  return null;
}
