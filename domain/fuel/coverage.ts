import type { FlowMeterFuelConsumption } from "./model.js";
import { activeFlowMeters, consumptionsOfEventAndMeter } from "./queries.js";
import type { FuelState } from "./state.js";

/** Entry times are whole minutes (hh:mm); a shortfall within one minute is no gap. */
const TOLERANCE_MS = 60_000;

/** Whether rows a person entered (placeholders do not count) cover [from, to] without a gap. */
function covers(rows: readonly FlowMeterFuelConsumption[], from: number, to: number): boolean {
  let reached = from;
  for (const row of rows) {
    if (row.isPlaceholder) continue;
    const start = Date.parse(row.startAt);
    if (start > reached + TOLERANCE_MS) return false;
    reached = Math.max(reached, Date.parse(row.endAt));
  }
  return reached >= to - TOLERANCE_MS;
}

/**
 * For each event, the active flow meters (by name) whose consumption over the event's span is not
 * entered; the span runs from the event before it in `events` (in time order, starting at the voyage's
 * departure). The first event has no span of its own and lacks nothing.
 */
export function flowMeterGaps(
  fuel: FuelState,
  events: readonly { id: string; timestamp: string }[],
): Record<string, string[]> {
  const meters = activeFlowMeters(fuel);
  const gaps: Record<string, string[]> = {};
  events.forEach((event, index) => {
    const previous = events[index - 1];
    gaps[event.id] =
      previous === undefined
        ? []
        : meters
            .filter(
              (meter) =>
                !covers(
                  consumptionsOfEventAndMeter(fuel, event.id, meter.id),
                  Date.parse(previous.timestamp),
                  Date.parse(event.timestamp),
                ),
            )
            .map((meter) => meter.name);
  });
  return gaps;
}

/** For each event, whether every active flow meter has entered consumption over its span (see flowMeterGaps). */
export function flowMeterConsumptionCoverage(
  fuel: FuelState,
  events: readonly { id: string; timestamp: string }[],
): Record<string, boolean> {
  const gaps = flowMeterGaps(fuel, events);
  return Object.fromEntries(Object.entries(gaps).map(([id, meters]) => [id, meters.length === 0]));
}
