import { isFuelEvent } from "../../domain/fuel/state.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
  vesselIdOfVoyageLogStream,
  voyageLogStream,
} from "../../domain/voyageLog/voyageLog.js";
import { isVoyagesEvent } from "../../domain/voyages/state.js";
import type { KeyedProjection } from "../keyedProjection.js";
import { joinVoyageLog, voyageLogParts, voyageLogRefs } from "./voyageLogParts.js";

/**
 * Every vessel's voyage log as a stored read model (one key per vessel). Because it is the aggregate's
 * own fold, the audit replay "as it stood at a moment" is this fold over the stream's events recorded
 * up to that moment. It grows with the log, so it lives in the store, not in each process's memory.
 */
export const voyageLogsProjection: KeyedProjection<VoyageLogState> = {
  name: "voyageLogs",
  version: 4,
  keyOfStream: vesselIdOfVoyageLogStream,
  streamOf: voyageLogStream,
  streamPrefix: voyageLogStream(""),
  initialState: (vesselId) => ({ ...initialVoyageLogState, vesselId }),
  evolve(state, event) {
    const logEvent = event as unknown as VoyageLogEvent;
    if (!isVoyagesEvent(logEvent) && !isFuelEvent(logEvent)) return state;
    return evolveVoyageLog(state, logEvent);
  },
  parts: voyageLogParts,
  join: joinVoyageLog,
  refsOf: voyageLogRefs,
};
