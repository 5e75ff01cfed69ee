import { formatTime } from "../shared/displayTime.js";
import { ValidationError } from "../shared/errors.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import { closingEvent, type FuelTimeline, type FuelVoyage, voyagesOf } from "./voyageContext.js";

/** Spec 2 §5 "Date ranges for fuel data": where each kind of fuel record may lie around a voyage. */
export type FuelDataKind = "fuelOperation" | "sounding" | "flowOperation";

const DAY_MS = 24 * 60 * 60_000;

const KIND_NAMES: Record<FuelDataKind, string> = {
  fuelOperation: "bunkering or de-bunkering",
  sounding: "sounding",
  flowOperation: "flow meter operation",
};

const monthsBefore = (iso: string, months: number): string => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
};
const shift = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();

/** [min, max] of a kind for one voyage; max is null while the voyage has no closing event. */
export function fuelDataRange(kind: FuelDataKind, voyage: FuelVoyage): { min: string; max: string | null } {
  const departedAt = voyage.departure.timestamp;
  const closedAt = closingEvent(voyage)?.timestamp ?? null;
  switch (kind) {
    case "fuelOperation":
      return { min: monthsBefore(departedAt, 12), max: closedAt };
    case "sounding":
      return { min: shift(departedAt, -2 * DAY_MS), max: closedAt && shift(closedAt, 2 * DAY_MS) };
    case "flowOperation":
      return { min: departedAt, max: closedAt };
  }
}

const inRange = (timestamp: string, range: { min: string; max: string | null }) =>
  timestamp >= range.min && (range.max === null || timestamp <= range.max);

/**
 * A fuel record must lie in the range of some voyage of the vessel. The refusal names the range of
 * the voyage nearest before the time (or the first voyage when the time is before all of them).
 */
export function mustBeInFuelDataRange(timeline: FuelTimeline, kind: FuelDataKind, timestamp: string): void {
  const voyages = voyagesOf(timeline);
  if (voyages.length === 0) throw new ValidationError(M.noVoyage);
  if (voyages.some((v) => inRange(timestamp, fuelDataRange(kind, v)))) return;
  const nearest = voyages.filter((v) => v.departure.timestamp <= timestamp).at(-1) ?? voyages[0]!;
  const range = fuelDataRange(kind, nearest);
  throw new ValidationError(
    M.outsideDateRange(KIND_NAMES[kind], formatTime(range.min), range.max ? formatTime(range.max) : null),
  );
}
