import type { ReportPeriod } from "../reports/inputs.js";
import { END_OF, type EventType, type StartType } from "./model.js";

/** Activities during which a ship is not underway under its own propulsion: at anchor, drifting. */
const NOT_UNDERWAY: readonly StartType[] = ["StartAnchoring", "StartDrifting"];

/**
 * The periods, within a voyage's events from departure to arrival (in time order), when the ship was at
 * anchor or drifting: each start to its end, or to the arrival when the end is missing.
 */
export function notUnderwayPeriods(
  events: readonly { type: EventType; timestamp: string }[],
  arrivalAt: string,
): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  const open = new Map<StartType, string>();
  for (const event of events) {
    if (event.timestamp > arrivalAt) break;
    const start = NOT_UNDERWAY.find((s) => s === event.type);
    if (start) {
      if (!open.has(start)) open.set(start, event.timestamp);
      continue;
    }
    const started = NOT_UNDERWAY.find((s) => END_OF[s] === event.type);
    const from = started && open.get(started);
    if (started && from) {
      periods.push({ from, to: event.timestamp });
      open.delete(started);
    }
  }
  for (const from of open.values()) periods.push({ from, to: arrivalAt });
  return mergeOverlaps(periods);
}

/** Anchoring and drifting do not overlap in a valid log, but time is never subtracted twice. */
function mergeOverlaps(periods: ReportPeriod[]): ReportPeriod[] {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const merged: ReportPeriod[] = [];
  for (const period of sorted) {
    const last = merged.at(-1);
    if (last && period.from <= last.to) {
      if (period.to > last.to) last.to = period.to;
    } else merged.push({ ...period });
  }
  return merged;
}
