/** Geo coordinates as the crew reads them off a chart: degrees, decimal minutes and hemisphere (spec 2 §5). */
export type Axis = "latitude" | "longitude";
export type Hemisphere = "N" | "S" | "E" | "W";

export interface DegreesMinutes {
  degrees: number;
  minutes: number;
  hemisphere: Hemisphere;
}

export const MAX_DEGREES: Record<Axis, number> = { latitude: 89, longitude: 179 };
export const MAX_MINUTES = 59.9999;
const LIMIT: Record<Axis, number> = { latitude: 90, longitude: 180 };
const HEMISPHERES: Record<Axis, [positive: Hemisphere, negative: Hemisphere]> = {
  latitude: ["N", "S"],
  longitude: ["E", "W"],
};

export function hemispheresOf(axis: Axis): [Hemisphere, Hemisphere] {
  return HEMISPHERES[axis];
}

/** A decimal value outside ±90 (latitude) or ±180 (longitude), or not a number, is treated as 0. */
export function normalizeDecimal(axis: Axis, value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.abs(value) > LIMIT[axis] ? 0 : value;
}

/** Decimal degrees → degrees, decimal minutes (4 decimals) and hemisphere. */
export function toDegreesMinutes(axis: Axis, value: number | null | undefined): DegreesMinutes {
  const decimal = normalizeDecimal(axis, value);
  const [positive, negative] = HEMISPHERES[axis];
  const absolute = Math.abs(decimal);
  let degrees = Math.floor(absolute);
  let minutes = Math.round((absolute - degrees) * 60 * 10_000) / 10_000;
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  return { degrees, minutes, hemisphere: decimal < 0 ? negative : positive };
}

/** The rule a degrees/minutes entry breaks, or null when it is within the §5 limits. */
export function degreesMinutesProblem(axis: Axis, value: DegreesMinutes): string | null {
  const max = MAX_DEGREES[axis];
  if (!Number.isInteger(value.degrees) || value.degrees < 0 || value.degrees > max) {
    return `Degrees must be a whole number from 0 to ${max}.`;
  }
  if (!Number.isFinite(value.minutes) || value.minutes < 0 || value.minutes > MAX_MINUTES) {
    return `Minutes must be from 0 to ${MAX_MINUTES}.`;
  }
  if (!HEMISPHERES[axis].includes(value.hemisphere)) {
    return `Choose ${HEMISPHERES[axis].join(" or ")}.`;
  }
  return null;
}

/** Degrees, minutes and hemisphere → signed decimal degrees. */
export function toDecimal(axis: Axis, value: DegreesMinutes): number {
  const magnitude = value.degrees + value.minutes / 60;
  const signed = value.hemisphere === HEMISPHERES[axis][1] ? -magnitude : magnitude;
  return normalizeDecimal(axis, Math.round(signed * 1e7) / 1e7);
}

/** "59° 54.6000' N" */
export function formatDegreesMinutes(axis: Axis, value: number | null | undefined): string {
  const { degrees, minutes, hemisphere } = toDegreesMinutes(axis, value);
  return `${degrees}° ${minutes.toFixed(4)}' ${hemisphere}`;
}
