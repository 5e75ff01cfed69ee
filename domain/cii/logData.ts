import type { DayFigures } from "./year.js";

/**
 * One day of log data as the CII reads it (docs/cii.md, "From log data"): the day's mean of each
 * fuel mass flow (t/h, with the Cf of its fuel, or null: split by the grade flag), the mean speed over
 * ground (knots), the mean of the grade flag (share of MDO/MGO) and the hours the day covers.
 */
export interface LogDay {
  hours: number;
  speedKnots: number;
  flows: ReadonlyArray<{ tonnesPerHour: number; cf: number | null }>;
  mgoShare: number;
}

/** CO2 and distance of a log-data day: each mean rate times the day's hours. */
export function logDayFigures(day: LogDay, cf: { mgo: number; hfo: number }): DayFigures {
  const share = Math.min(1, Math.max(0, day.mgoShare));
  let co2Grams = 0;
  for (const flow of day.flows) {
    const tonnes = Math.max(0, flow.tonnesPerHour) * day.hours;
    co2Grams += tonnes * (flow.cf ?? share * cf.mgo + (1 - share) * cf.hfo) * 1e6;
  }
  return { co2Grams, distanceNm: Math.max(0, day.speedKnots) * day.hours };
}
