import { beaufortOf } from "./beaufort.js";
import type { LogSlice } from "./hourSlices.js";

const HOUR_MS = 3_600_000;
/** Below this speed through water the ship is manoeuvring or drifting, not on passage. */
export const MIN_PASSAGE_SPEED_KN = 3;

export const EXCLUSION_REASONS = ["badWeather", "noWeatherData", "noLogData", "notOnPassage"] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];
export type ExcludedHours = Record<ExclusionReason, number>;

export const noExcludedHours = (): ExcludedHours => ({
  badWeather: 0,
  noWeatherData: 0,
  noLogData: 0,
  notOnPassage: 0,
});

/** A leg's span and the periods in it at anchor or drifting (ms). */
export interface LegSpan {
  from: number;
  to: number;
  notUnderway: readonly { from: number; to: number }[];
}

export interface WeatherSplit {
  /** Good-weather slices, each with the hours of it that lie underway inside the leg. */
  good: LogSlice[];
  excluded: ExcludedHours;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** Hours of a slice that lie inside the leg and not at anchor or drifting. */
export function underwayHoursOf(slice: LogSlice, leg: LegSpan): number {
  const start = slice.t;
  const end = slice.t + slice.hours * HOUR_MS;
  const inside = overlap(start, end, leg.from, leg.to);
  const idle = leg.notUnderway.reduce((sum, p) => sum + overlap(start, end, p.from, p.to), 0);
  return Math.max(0, inside - idle) / HOUR_MS;
}

/** Hours from departure to arrival less the time at anchor or drifting. */
export function underwayHoursOfLeg(leg: LegSpan): number {
  const idle = leg.notUnderway.reduce((sum, p) => sum + overlap(p.from, p.to, leg.from, leg.to), 0);
  return Math.max(0, leg.to - leg.from - idle) / HOUR_MS;
}

/**
 * The leg's hours that count under the charter party: underway, on passage, with speed and consumer
 * logged, and true wind at most `maxBeaufort`. Every other hour underway is counted by its reason.
 */
export function splitByWeather(slices: readonly LogSlice[], leg: LegSpan, maxBeaufort: number): WeatherSplit {
  const excluded = noExcludedHours();
  const good: LogSlice[] = [];
  for (const slice of slices) {
    const hours = underwayHoursOf(slice, leg);
    if (hours <= 0) continue;
    if (slice.stwKn === null || slice.consumerTonnesPerDay === null) excluded.noLogData += hours;
    else if (slice.stwKn < MIN_PASSAGE_SPEED_KN) excluded.notOnPassage += hours;
    else if (slice.trueWindKn === null) excluded.noWeatherData += hours;
    else if (beaufortOf(slice.trueWindKn) > maxBeaufort) excluded.badWeather += hours;
    else good.push({ ...slice, hours });
  }
  // Hours underway that no series logged at all have no slice: they count as no log data too.
  const counted =
    good.reduce((sum, s) => sum + s.hours, 0) + Object.values(excluded).reduce((a, b) => a + b, 0);
  excluded.noLogData += Math.max(0, underwayHoursOfLeg(leg) - counted);
  return { good, excluded };
}
