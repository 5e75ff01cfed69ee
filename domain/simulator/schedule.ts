import type { VesselEventRecord } from "../voyages/model.js";
import { type PortCode, SIM_PORTS } from "./ports.js";
import type { ScheduledCall, ScheduledStop } from "./voyagePlan.js";

const isSimPort = (loCode: string): loCode is PortCode => loCode in SIM_PORTS;

const STOP_STARTS = { StartAnchoring: true, StartDrifting: false } as const;
const STOP_ENDS = { EndAnchoring: true, EndDrifting: false } as const;

/**
 * The port calls a vessel's voyage log records (its departures and arrivals, in time order), with the
 * anchoring and drifting on each passage, as the schedule its simulated plan keeps. A port the
 * simulator cannot sail to ends the schedule there.
 */
export function scheduleFromVoyageEvents(events: readonly VesselEventRecord[]): ScheduledCall[] {
  const calls: Array<ScheduledCall & { stops: ScheduledStop[] }> = [];
  const ordered = [...events].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  for (const event of ordered) {
    const at = Date.parse(event.timestamp);
    const last = calls.at(-1);
    // Stops count at sea only: after a departure, before the next arrival.
    const atSea = last !== undefined && last.departure !== null;
    if (event.type in STOP_STARTS) {
      if (!atSea) continue;
      const location = event.location;
      last.stops.push({
        anchored: STOP_STARTS[event.type as keyof typeof STOP_STARTS],
        start: at,
        end: null,
        at: location ? { lat: location.latitude, lon: location.longitude } : null,
      });
      continue;
    }
    if (event.type in STOP_ENDS) {
      const anchored = STOP_ENDS[event.type as keyof typeof STOP_ENDS];
      const open = atSea ? last.stops.findLast((s) => s.end === null && s.anchored === anchored) : undefined;
      if (open) open.end = at;
      continue;
    }
    if (event.type !== "Departure" && event.type !== "Arrival") continue;
    const loCode = event.port?.loCode ?? "";
    if (!isSimPort(loCode)) break;
    if (event.type === "Arrival") {
      // Arrived: a stop the log never ended ended on the way in.
      for (const stop of last?.stops ?? []) stop.end ??= at;
      calls.push({ port: loCode, arrival: at, departure: null, ladenOnDeparture: false, stops: [] });
    } else if (last && last.port === loCode && last.departure === null) {
      last.departure = at;
      last.ladenOnDeparture = event.voyage?.type === "Laden";
    } else {
      calls.push({
        port: loCode,
        arrival: null,
        departure: at,
        ladenOnDeparture: event.voyage?.type === "Laden",
        stops: [],
      });
    }
  }
  return calls;
}
