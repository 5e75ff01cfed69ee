import { tableValues } from "../fuel/idTable.js";
import type { FuelState } from "../fuel/state.js";
import { formatTime } from "../shared/displayTime.js";
import type { RuleEvent } from "./timeline.js";

/**
 * The physical limits of voyage and fuel inputs, in one place (issue 10 point 8). What cannot be true
 * is refused (400) with a message naming the value; what is only unlikely is answered as a warning on
 * the voyage, shown before its data is confirmed.
 */
export const PLAUSIBILITY = {
  /** An event may lie this far ahead of the server's clock (clocks on board drift a little). */
  clockSkewMinutes: 10,
  /** No merchant ship sails faster over a leg; above this the distance or the times are wrong. */
  maxSpeedKnots: 50,
  /** Faster than any cargo ship's service speed: worth a second look. */
  warnSpeedKnots: 30,
  /**
   * The largest marine engines (about 80 MW at 170 g/kWh) burn about 330 t a day; 500 t/day bounds
   * any ship's consumption over an event span.
   */
  maxFuelTonsPerDay: 500,
  /** Above this daily rate a consumption is unusual for any but the largest ships. */
  warnFuelTonsPerDay: 150,
  /** The largest bunker stems and tank contents are below this. */
  maxTankTons: 25_000,
  /**
   * Densities at 15 °C are entered in t/m³ (kg/L). The heaviest residual fuel allowed by ISO 8217
   * (RMK) is 1.010 t/m³; a figure above 1.1 is a density in kg/m³ (870 for 0.870).
   */
  maxDensityTonsPerCubicMetre: 1.1,
  /** High-sulphur residual fuel holds up to 3.5 % by mass (MARPOL Annex VI outside the cap); 5 % bounds it. */
  maxSulphurPercent: 5,
} as const;

const HOUR_MS = 3_600_000;
const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / HOUR_MS;
const round = (n: number, decimals = 1) => Number(n.toFixed(decimals));

export const PLAUSIBILITY_MESSAGES = {
  inTheFuture: (at: string) =>
    `${formatTime(at)} is in the future. Events are recorded once they happened (UTC times).`,
  tooFast: (nm: number, hours: number, knots: number) =>
    `${nm} nm in ${round(hours)} h is ${round(knots)} kn, faster than any ship (${PLAUSIBILITY.maxSpeedKnots} kn). Check the distance and the event times.`,
  fastWarning: (event: string, nm: number, knots: number) =>
    `${event}: ${nm} nm is ${round(knots)} kn over its leg, above ${PLAUSIBILITY.warnSpeedKnots} kn. Check the distance.`,
  tooMuchFuel: (tons: number, hours: number, max: number) =>
    `${tons} t in ${round(hours)} h is more than any ship burns (at most ${round(max)} t at ${PLAUSIBILITY.maxFuelTonsPerDay} t/day). Check the figure and its unit (metric tons).`,
  manyTonsWarning: (event: string, tons: number, perDay: number) =>
    `${event}: ${round(tons, 3)} t of fuel is ${round(perDay)} t/day, above ${PLAUSIBILITY.warnFuelTonsPerDay} t/day. Check the figure.`,
  densityInKilograms: (density: number) =>
    `A density of ${density} t/m³ is heavier than any marine fuel (at most ${PLAUSIBILITY.maxDensityTonsPerCubicMetre} t/m³). Enter the density at 15 °C in t/m³: ${density} kg/m³ is ${(density / 1000).toFixed(4)} t/m³.`,
  sulphurTooHigh: (percent: number) =>
    `A sulphur content of ${percent} % is beyond any marine fuel (at most ${PLAUSIBILITY.maxSulphurPercent} % by mass). Enter it as a percentage of the fuel's mass, e.g. 0.48.`,
  tankTooLarge: (what: string, tons: number) =>
    `A ${what} of ${tons} t is beyond any ship's tanks (${PLAUSIBILITY.maxTankTons} t). Check the figure and its unit (metric tons).`,
} as const;

/** Refusal of an event time beyond the clock skew ahead of `now` (both ISO UTC). */
export function futureTimeProblem(timestamp: string, now: string | undefined): string | null {
  if (!now) return null;
  const limit = Date.parse(now) + PLAUSIBILITY.clockSkewMinutes * 60_000;
  return Date.parse(timestamp) > limit ? PLAUSIBILITY_MESSAGES.inTheFuture(timestamp) : null;
}

/** Refusal of a leg's distance that implies more than the maximum speed. */
export function legSpeedProblem(nm: number, from: string, to: string): string | null {
  const hours = hoursBetween(from, to);
  if (nm <= 0 || hours <= 0) return null;
  const knots = nm / hours;
  return knots > PLAUSIBILITY.maxSpeedKnots ? PLAUSIBILITY_MESSAGES.tooFast(nm, hours, knots) : null;
}

/** Refusal of a consumption over [startAt, endAt] above the physical maximum rate. */
export function fuelAmountProblem(tons: number, startAt: string, endAt: string): string | null {
  const hours = Math.max(hoursBetween(startAt, endAt), 1);
  const max = (PLAUSIBILITY.maxFuelTonsPerDay * hours) / 24;
  return tons > max ? PLAUSIBILITY_MESSAGES.tooMuchFuel(tons, hours, max) : null;
}

/** Refusal of a tank figure (bunkering, de-bunkering, sounding) beyond any ship's tanks. */
export function tankAmountProblem(what: string, tons: number): string | null {
  return Math.abs(tons) > PLAUSIBILITY.maxTankTons ? PLAUSIBILITY_MESSAGES.tankTooLarge(what, tons) : null;
}

/** Refusal of a bunkered fuel's density at 15 °C that cannot be in t/m³ (typically a figure in kg/m³). */
export function densityProblem(density: number): string | null {
  return density > PLAUSIBILITY.maxDensityTonsPerCubicMetre
    ? PLAUSIBILITY_MESSAGES.densityInKilograms(density)
    : null;
}

/** Refusal of a sulphur content beyond any marine fuel's. */
export function sulphurProblem(percent: number): string | null {
  return percent > PLAUSIBILITY.maxSulphurPercent ? PLAUSIBILITY_MESSAGES.sulphurTooHigh(percent) : null;
}

const nameOf = (e: RuleEvent) => `${e.name} (${formatTime(e.timestamp)})`;

/**
 * The implausible figures of a voyage (its events in time order, departure first): legs above the
 * warning speed and event spans whose entered fuel is above the warning rate.
 */
export function voyageWarnings(events: readonly RuleEvent[], fuel: FuelState | null): string[] {
  const warnings: string[] = [];
  events.forEach((event, index) => {
    const previous = events[index - 1];
    if (!previous) return;
    const hours = hoursBetween(previous.timestamp, event.timestamp);
    if (hours <= 0) return;
    const nm = event.distanceSailed
      ? event.distanceSailed.loggedDistanceByGPS +
        event.distanceSailed.estimatedDistanceByGPS +
        event.distanceSailed.manualDistanceByGPS
      : 0;
    if (nm / hours > PLAUSIBILITY.warnSpeedKnots)
      warnings.push(PLAUSIBILITY_MESSAGES.fastWarning(nameOf(event), nm, nm / hours));
    if (!fuel) return;
    const tons =
      tableValues(fuel.flowMeterConsumptions)
        .filter((c) => c.vesselEventId === event.id)
        .reduce((sum, c) => sum + (c.correctedFuelConsumptionInTon ?? c.fuelConsumptionInTon), 0) +
      tableValues(fuel.fuelTankConsumptions)
        .filter((c) => c.vesselEventId === event.id)
        .reduce((sum, c) => sum + c.fuelConsumptionInTon, 0);
    const perDay = (tons * 24) / Math.max(hours, 1);
    if (perDay > PLAUSIBILITY.warnFuelTonsPerDay)
      warnings.push(PLAUSIBILITY_MESSAGES.manyTonsWarning(nameOf(event), tons, perDay));
  });
  return warnings;
}
