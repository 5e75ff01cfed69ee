import type { VoyageReportInput } from "../reports/inputs.js";
import { type CiiLine, type CiiRating, ratingOf } from "./cii.js";

/**
 * A vessel's CII over a calendar year, day by day (UTC): CO2 and distance per day from confirmed
 * voyages where a voyage covers the day, else from log data; running (cumulative) attained CII and
 * rating; year to date; and the year-end projection at the pace of the last PACE_DAYS days
 * (docs/cii.md, "Vessel CII").
 */

export const DAY_MS = 86_400_000;
/** The projection continues the pace of this many latest days with data. */
export const PACE_DAYS = 30;

export type CiiSource = "voyages" | "logData";

export interface DayFigures {
  co2Grams: number;
  distanceNm: number;
}

export interface CiiDay extends DayFigures {
  /** YYYY-MM-DD (UTC). */
  date: string;
  source: CiiSource | null;
}

export const daysInYear = (year: number): number =>
  (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
export const dayIndexOf = (ms: number, year: number): number =>
  Math.floor((ms - Date.UTC(year, 0, 1)) / DAY_MS);
export const dateOfIndex = (year: number, index: number): string =>
  new Date(Date.UTC(year, 0, 1) + index * DAY_MS).toISOString().slice(0, 10);

/** Spreads an amount over the days of [from, to) in proportion to time; an empty span lands on its day. */
function spread(
  target: DayFigures[],
  year: number,
  from: number,
  to: number,
  amount: DayFigures,
  covered: Set<number>,
): void {
  const n = target.length;
  if (to <= from) {
    const i = dayIndexOf(from, year);
    if (i >= 0 && i < n) {
      target[i]!.co2Grams += amount.co2Grams;
      target[i]!.distanceNm += amount.distanceNm;
      covered.add(i);
    }
    return;
  }
  const first = Math.max(0, dayIndexOf(from, year));
  const last = Math.min(n - 1, dayIndexOf(to - 1, year));
  const yearStart = Date.UTC(year, 0, 1);
  for (let i = first; i <= last; i++) {
    const dayStart = yearStart + i * DAY_MS;
    const overlap = Math.min(to, dayStart + DAY_MS) - Math.max(from, dayStart);
    if (overlap <= 0) continue;
    const share = overlap / (to - from);
    target[i]!.co2Grams += amount.co2Grams * share;
    target[i]!.distanceNm += amount.distanceNm * share;
    covered.add(i);
  }
}

/**
 * The year's days from confirmed voyages: sea fuel and distance spread over departure to arrival,
 * berth fuel over arrival to the next departure (as IMO DCS splits a voyage across a year end).
 * `covered` holds the days a voyage spans.
 */
export function voyageDaysOf(
  voyages: readonly VoyageReportInput[],
  year: number,
): { days: DayFigures[]; covered: Set<number> } {
  const days: DayFigures[] = Array.from({ length: daysInYear(year) }, () => ({ co2Grams: 0, distanceNm: 0 }));
  const covered = new Set<number>();
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  for (const v of voyages) {
    const dep = Date.parse(v.departure.at);
    const arr = Date.parse(v.arrival.at);
    const eov = Date.parse(v.endOfVoyageAt);
    if (eov < start || dep >= end) continue;
    const sea = v.fuels.reduce((s, f) => s + f.tonnesAtSea * f.fuelType.carbonEmissionFactor * 1e6, 0);
    const berth = v.fuels.reduce((s, f) => s + f.tonnesAtBerth * f.fuelType.carbonEmissionFactor * 1e6, 0);
    spread(days, year, dep, arr, { co2Grams: sea, distanceNm: v.distanceNm }, covered);
    spread(days, year, arr, eov, { co2Grams: berth, distanceNm: 0 }, covered);
  }
  return { days, covered };
}

/** Voyage days where a voyage covers the day, log-data days elsewhere, up to (excluding) `untilIndex`. */
export function mergeDays(
  year: number,
  voyages: { days: DayFigures[]; covered: Set<number> },
  logData: ReadonlyMap<number, DayFigures>,
  untilIndex: number,
): CiiDay[] {
  const out: CiiDay[] = [];
  const n = Math.min(daysInYear(year), untilIndex);
  for (let i = 0; i < n; i++) {
    const date = dateOfIndex(year, i);
    if (voyages.covered.has(i)) out.push({ date, source: "voyages", ...voyages.days[i]! });
    else {
      const log = logData.get(i);
      out.push(
        log ? { date, source: "logData", ...log } : { date, source: null, co2Grams: 0, distanceNm: 0 },
      );
    }
  }
  return out;
}

export interface RunningDay extends CiiDay {
  /** Attained CII of the year up to and including this day (null before any distance). */
  attained: number | null;
  rating: CiiRating | null;
}

export interface CiiYearFigures {
  co2Tonnes: number;
  distanceNm: number;
  attained: number | null;
  rating: CiiRating | null;
  /** Where the figures came from: voyages, logData, mixed, or none. */
  source: "voyages" | "logData" | "mixed" | "none";
  voyageDays: number;
  logDataDays: number;
  /** Days of the year with data (voyage or log-data days) and the days of the whole year. */
  daysWithData: number;
  daysInYear: number;
  /**
   * Fewer days with data than the whole year: the attained CII and its rating are provisional (a year to
   * date, or a year the data covers only in part; docs/cii.md, "Partial years").
   */
  partial: boolean;
}

export function yearFiguresOf(days: readonly CiiDay[], line: CiiLine, year: number): CiiYearFigures {
  let co2 = 0;
  let distance = 0;
  let voyageDays = 0;
  let logDataDays = 0;
  for (const d of days) {
    co2 += d.co2Grams;
    distance += d.distanceNm;
    if (d.source === "voyages") voyageDays++;
    else if (d.source === "logData") logDataDays++;
  }
  const attained = distance > 0 ? co2 / (line.capacity * distance) : null;
  return {
    co2Tonnes: co2 / 1e6,
    distanceNm: distance,
    attained,
    rating: attained === null ? null : ratingOf(attained, line.boundaries),
    source: voyageDays && logDataDays ? "mixed" : voyageDays ? "voyages" : logDataDays ? "logData" : "none",
    voyageDays,
    logDataDays,
    daysWithData: voyageDays + logDataDays,
    daysInYear: daysInYear(year),
    partial: voyageDays + logDataDays < daysInYear(year),
  };
}

export function runningDaysOf(days: readonly CiiDay[], line: CiiLine): RunningDay[] {
  let co2 = 0;
  let distance = 0;
  return days.map((d) => {
    co2 += d.co2Grams;
    distance += d.distanceNm;
    const attained = distance > 0 ? co2 / (line.capacity * distance) : null;
    return { ...d, attained, rating: attained === null ? null : ratingOf(attained, line.boundaries) };
  });
}

export interface CiiProjection {
  /** The days whose pace is continued, and the days it is continued for. */
  paceDays: number;
  remainingDays: number;
  co2Tonnes: number;
  distanceNm: number;
  attained: number | null;
  rating: CiiRating | null;
}

/**
 * Year-end figures if the rest of the year goes at the pace of the latest PACE_DAYS days that have
 * data (CO2 and distance per day); null without any such day.
 */
export function projectionOf(days: readonly CiiDay[], year: number, line: CiiLine): CiiProjection | null {
  const withData = days.filter((d) => d.source !== null);
  if (withData.length === 0) return null;
  const pace = withData.slice(-PACE_DAYS);
  const perDayCo2 = pace.reduce((s, d) => s + d.co2Grams, 0) / pace.length;
  const perDayDistance = pace.reduce((s, d) => s + d.distanceNm, 0) / pace.length;
  const remainingDays = Math.max(0, daysInYear(year) - days.length);
  const co2 = days.reduce((s, d) => s + d.co2Grams, 0) + perDayCo2 * remainingDays;
  const distance = days.reduce((s, d) => s + d.distanceNm, 0) + perDayDistance * remainingDays;
  const attained = distance > 0 ? co2 / (line.capacity * distance) : null;
  return {
    paceDays: pace.length,
    remainingDays,
    co2Tonnes: co2 / 1e6,
    distanceNm: distance,
    attained,
    rating: attained === null ? null : ratingOf(attained, line.boundaries),
  };
}
