import { isFuelEvent } from "../../domain/fuel/state.js";
import { entryOf } from "../../domain/shared/records.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
  vesselIdOfVoyageLogStream,
} from "../../domain/voyageLog/voyageLog.js";
import { isVoyagesEvent } from "../../domain/voyages/state.js";
import type { Projection } from "../projection.js";
import { withEntry } from "../projection.js";

export interface VoyageLogsState {
  /** Each vessel's voyage log, folded with the same evolve the aggregate decides on. */
  byVesselId: Record<string, VoyageLogState>;
}

/**
 * Every vessel's voyage log as a read model. Because it is the aggregate's own fold, the audit replay
 * "as it stood at a moment" is this fold over the stream's events recorded up to that moment.
 */
export const voyageLogsProjection: Projection<VoyageLogsState> = {
  name: "voyageLogs",
  version: 3,
  initialState: () => ({ byVesselId: {} }),
  evolve(state, event) {
    const vesselId = vesselIdOfVoyageLogStream(event.stream);
    if (!vesselId) return state;
    const logEvent = event as unknown as VoyageLogEvent;
    if (!isVoyagesEvent(logEvent) && !isFuelEvent(logEvent)) return state;
    const current = entryOf(state.byVesselId, vesselId) ?? { ...initialVoyageLogState, vesselId };
    return { byVesselId: withEntry(state.byVesselId, vesselId, evolveVoyageLog(current, logEvent)) };
  },
};
