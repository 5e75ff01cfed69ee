/**
 * Speed-log calibration (docs/fouling.md "Speed-log calibration"), pure. A speed log reads a few per cent
 * off after each calibration, one-for-one into PV. Over ground the ship's speed is the log's true speed
 * plus the current along its course, so SOG/STW measures the log only where the current cancels: a ship
 * on one route meets the same mean current with the opposite sign on the way back. So the ratios are
 * grouped by course over ground into eight 45° sectors, each sector's median taken (the median resists
 * blocks where SOG and STW part for another reason), and a sector counts only with its opposite sector:
 * the factor is the block-weighted mean of (median(θ) + median(θ + 180°)) / 2 over such pairs. A period
 * sailed on one heading only (the first leg after a docking) gets the median of its blocks, marked as
 * provisional: a log 1.5–6 % off read as it is errs more than a current of a few tenths of a knot does.
 *
 * Without positions (no course known at all) the median of every block is the estimate, as before, and
 * the answer says the current may be in it. A certified calibration (a vessel setting) replaces the
 * estimate from its date on.
 */
import type { TimeValue } from "./timeValue.js";

/** Blocks each of two opposite sectors needs before they count (six hours of 10-minute blocks). */
export const MIN_SECTOR_BLOCKS = 36;
/** A factor further than this from 1 is worth a warning (a log this far off should be recalibrated). */
export const CALIBRATION_WARNING = 0.02;
const SECTORS = 8;

export const CALIBRATION_METHODS = [
  "oppositeHeadings",
  "oneHeading",
  "allBlocks",
  "certified",
  "none",
] as const;
export type CalibrationMethod = (typeof CALIBRATION_METHODS)[number];

export interface CalibrationEstimate {
  /** What to multiply the logged speed through water by (1 when not calibrated). */
  factor: number;
  method: CalibrationMethod;
  /** Blocks the factor was estimated from. */
  blocks: number;
  /** Why the factor is 1 or may be off, or that the log reads far off; null when there is nothing to say. */
  note: string | null;
}

export interface RatioSample {
  /** SOG / STW of a block. */
  ratio: number;
  /** Course over ground, degrees, or null when unknown. */
  course: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Sector 0–7 of a course (sector 0 is 337.5°–22.5°). */
export const courseSector = (course: number): number =>
  Math.floor((((course % 360) + 360 + 22.5) % 360) / (360 / SECTORS));

const percentOff = (factor: number) => `${(Math.abs(1 / factor - 1) * 100).toFixed(1)} %`;

/** The warning for a factor more than CALIBRATION_WARNING off 1, else null. */
export function calibrationWarning(factor: number): string | null {
  if (Math.abs(factor - 1) <= CALIBRATION_WARNING) return null;
  return `The speed log reads ${percentOff(factor)} ${factor < 1 ? "high" : "low"}: have it recalibrated, or enter its certified calibration.`;
}

/** The factor of one period from its blocks' ratios (see the module comment); `minBlocks` for any estimate. */
export function estimateCalibration(samples: readonly RatioSample[], minBlocks: number): CalibrationEstimate {
  if (samples.length < minBlocks)
    return {
      factor: 1,
      method: "none",
      blocks: samples.length,
      note: `Not calibrated: ${samples.length} blocks with speed over ground, ${minBlocks} needed.`,
    };
  const withCourse = samples.filter((s) => s.course !== null);
  if (withCourse.length === 0) {
    const factor = median(samples.map((s) => s.ratio));
    return {
      factor,
      method: "allBlocks",
      blocks: samples.length,
      note:
        calibrationWarning(factor) ??
        "Courses unknown (no positions): a mean current along the route may be in this factor.",
    };
  }
  const sectors = Array.from({ length: SECTORS }, () => [] as number[]);
  for (const s of withCourse) sectors[courseSector(s.course!)]!.push(s.ratio);
  let weighted = 0;
  let weight = 0;
  for (let k = 0; k < SECTORS / 2; k++) {
    const a = sectors[k]!;
    const b = sectors[k + SECTORS / 2]!;
    if (a.length < MIN_SECTOR_BLOCKS || b.length < MIN_SECTOR_BLOCKS) continue;
    const n = a.length + b.length;
    weighted += ((median(a) + median(b)) / 2) * n;
    weight += n;
  }
  if (weight === 0) {
    const factor = median(samples.map((s) => s.ratio));
    return {
      factor,
      method: "oneHeading",
      blocks: samples.length,
      note:
        calibrationWarning(factor) ??
        `Provisional: no two opposite headings with ${MIN_SECTOR_BLOCKS} blocks each yet, so a mean current along the course may be in this factor.`,
    };
  }
  const factor = weighted / weight;
  return { factor, method: "oppositeHeadings", blocks: weight, note: calibrationWarning(factor) };
}

/** A certified calibration (vessel setting): the factor applies from `validFrom` on. */
export interface CertifiedCalibration {
  validFrom: number;
  factor: number;
}

/**
 * Where a log's calibration over a window ending at `to` is estimated from: the start of the calibration
 * period that holds `to` (the latest log-servicing event or certified calibration before it, `starts`)
 * when it lies before `from`, else `from`. A log's error belongs to its calibration period, not to a
 * display window: a month has one season's current, the same on both headings (the opposite headings
 * cancel only the route's), so a 30-day estimate reads the season; the period since the last servicing
 * spans more of them. Without a servicing recorded the window is all there is.
 */
export function calibrationWindowStart(starts: readonly number[], from: number, to: number): number {
  const start = starts.filter((s) => s < to).reduce<number | null>((m, s) => Math.max(m ?? s, s), null);
  return start !== null && start < from ? start : from;
}

/**
 * Course over ground of each hour from the hourly mean positions (initial great-circle bearing from one
 * hour's position to the next); hours without a next position or with under 0.5 nm made are left out.
 */
export function hourlyCourses(latitude: readonly TimeValue[], longitude: readonly TimeValue[]) {
  const lon = new Map(longitude.map((p) => [p.t, p.value]));
  const out = new Map<number, number>();
  const rad = Math.PI / 180;
  for (let i = 0; i + 1 < latitude.length; i++) {
    const a = latitude[i]!;
    const b = latitude[i + 1]!;
    if (b.t - a.t !== 3600_000) continue;
    const lonA = lon.get(a.t);
    const lonB = lon.get(b.t);
    if (lonA === undefined || lonB === undefined) continue;
    const φ1 = a.value * rad;
    const φ2 = b.value * rad;
    const Δλ = ((((lonB - lonA + 540) % 360) - 180) as number) * rad;
    const distanceNm =
      (Math.acos(Math.min(1, Math.sin(φ1) * Math.sin(φ2) + Math.cos(φ1) * Math.cos(φ2) * Math.cos(Δλ))) *
        10800) /
      Math.PI;
    if (!(distanceNm >= 0.5)) continue;
    const y = Math.sin(Δλ) * Math.cos(φ2);
    const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
    out.set(a.t, (Math.atan2(y, x) / rad + 360) % 360);
  }
  return out;
}
