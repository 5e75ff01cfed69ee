import type { VesselEventRecord } from "../voyages/model.js";
import { type PortCode, SIM_PORTS } from "./ports.js";
import type { ScheduledCall } from "./voyagePlan.js";

const isSimPort = (loCode: string): loCode is PortCode => loCode in SIM_PORTS;

/**
 * The port calls a vessel's voyage log records (its departures and arrivals, in time order) as the
 * schedule its simulated plan keeps. A port the simulator cannot sail to ends the schedule there.
 */
export function scheduleFromVoyageEvents(events: readonly VesselEventRecord[]): ScheduledCall[] {
  const calls: ScheduledCall[] = [];
  const ordered = [...events].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  for (const event of ordered) {
    if (event.type !== "Departure" && event.type !== "Arrival") continue;
    const loCode = event.port?.loCode ?? "";
    if (!isSimPort(loCode)) break;
    const at = Date.parse(event.timestamp);
    const last = calls.at(-1);
    if (event.type === "Arrival") {
      calls.push({ port: loCode, arrival: at, departure: null, ladenOnDeparture: false });
    } else if (last && last.port === loCode && last.departure === null) {
      last.departure = at;
      last.ladenOnDeparture = event.voyage?.type === "Laden";
    } else {
      calls.push({
        port: loCode,
        arrival: null,
        departure: at,
        ladenOnDeparture: event.voyage?.type === "Laden",
      });
    }
  }
  return calls;
}
