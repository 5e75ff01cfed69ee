import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { voyageSlice } from "../voyages/timeline.js";
import type { FuelTankSounding } from "./model.js";
import { soundingNear } from "./stockBalance.js";
import { closingEvent, timelineOfLog, voyageHolds } from "./voyageContext.js";

/**
 * The soundings a voyage's Soundings tab lists: those inside the voyage, and the opening and closing
 * soundings its stock balance reads, which may lie up to 2 days outside it (spec 2 §5). So the sounding
 * taken in port before a departure is listed in the voyage it opens as well as in the one it closes; no
 * other sounding of another voyage is. Null when `departureId` is no departure of the log.
 */
export function soundingsOfVoyage(
  state: VoyageLogState,
  departureId: string,
  soundings: readonly FuelTankSounding[],
): FuelTankSounding[] | null {
  const voyage = voyageSlice(timelineOfLog(state), departureId);
  if (!voyage) return null;
  const ends = [voyage.departure.timestamp, closingEvent(voyage)?.timestamp].filter((t) => t !== undefined);
  const read = new Set<string>();
  for (const tankId of new Set(soundings.map((s) => s.fuelTankId)))
    for (const at of ends) {
      const sounding = soundingNear(soundings, tankId, at);
      if (sounding) read.add(sounding.id);
    }
  return soundings.filter((s) => voyageHolds(voyage, s.timestamp) || read.has(s.id));
}
