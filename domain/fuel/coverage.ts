import type { FlowMeterFuelConsumption } from "./model.js";
import { activeFlowMeters, consumptionsOfEventAndMeter } from "./queries.js";
import type { FuelState } from "./state.js";

/** Entry times are whole minutes (hh:mm); a shortfall within one minute is no gap. */
const TOLERANCE_MS = 60_000;

/** Whether rows cover [from, to] without a gap. */
function covers(rows: readonly FlowMeterFuelConsumption[], from: number, to: number): boolean {
  let reached = from;
  for (const row of rows) {
    const start = Date.parse(row.startAt);
    if (start > reached + TOLERANCE_MS) return false;
    reached = Math.max(reached, Date.parse(row.endAt));
  }
  return reached >= to - TOLERANCE_MS;
}

/**
 * For each event, whether every active flow meter has consumption over the event's span, which runs
 * from the event before it in `events` (the list is in time order, starting at the voyage's departure).
 * The first event has no span of its own and counts as covered; so does every event while the vessel
 * has no active flow meter.
 */
export function flowMeterConsumptionCoverage(
  fuel: FuelState,
  events: readonly { id: string; timestamp: string }[],
): Record<string, boolean> {
  const meters = activeFlowMeters(fuel);
  const coverage: Record<string, boolean> = {};
  events.forEach((event, index) => {
    const previous = events[index - 1];
    coverage[event.id] =
      previous === undefined ||
      meters.every((meter) =>
        covers(
          consumptionsOfEventAndMeter(fuel, event.id, meter.id),
          Date.parse(previous.timestamp),
          Date.parse(event.timestamp),
        ),
      );
  });
  return coverage;
}
