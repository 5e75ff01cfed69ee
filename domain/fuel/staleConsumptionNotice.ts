import { formatTime } from "../shared/displayTime.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { EVENT_NAMES } from "../voyages/model.js";
import { vesselEventById } from "../voyages/state.js";
import { effectiveTons } from "./model.js";
import { staleVoyageConsumptions } from "./voyageConsumptionPlan.js";

/**
 * What confirming the voyage information again would clear, in words, for the warning beside the
 * button: every entered (not placeholder) flow-meter consumption whose event moved, was deleted or whose
 * meter was removed, e.g. "Arrival (03. Mar, 2024 00:00), ME: 24.5 t".
 */
export function consumptionsToClear(state: VoyageLogState, departureId: string): string[] {
  return staleVoyageConsumptions(state, departureId)
    .filter((row) => !row.isPlaceholder)
    .map((row) => {
      const event = vesselEventById(state.voyages, row.vesselEventId);
      const where = event ? `${EVENT_NAMES[event.type]} (${formatTime(event.timestamp)})` : "A deleted event";
      const meter = state.fuel.flowMeters[row.flowMeterId]?.name ?? "a removed meter";
      return `${where}, ${meter}: ${effectiveTons(row).toFixed(1)} t`;
    });
}
