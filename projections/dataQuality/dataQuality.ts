import type { OutlierActionKind } from "../../domain/dataQuality/actions.js";
import type { FeatureName } from "../../domain/featureMapping/features.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, withEntry, withoutEntry } from "../projection.js";

export interface OutlierAction {
  id: string;
  action: OutlierActionKind;
  featureName: FeatureName;
  logVariableId: number;
  from: string;
  to: string;
  reason: string;
  recordedBy: string;
  recordedAt: string;
}

export interface VesselDataQuality {
  outageThresholdMinutes: number | null;
  /** Actions in force by id (a cleared action is gone; its events stay in the log). */
  actions: Record<string, OutlierAction>;
}

export interface DataQualityState {
  byVesselId: Record<string, VesselDataQuality>;
}

const empty = (): VesselDataQuality => ({ outageThresholdMinutes: null, actions: {} });

/** Outage thresholds and outlier actions in force per vessel (domain/dataQuality/actions.ts). */
export const dataQualityProjection: Projection<DataQualityState> = {
  name: "dataQuality",
  version: 1,
  initialState: () => ({ byVesselId: {} }),
  evolve(state, event) {
    const change = (
      vesselId: string,
      update: (v: VesselDataQuality) => VesselDataQuality,
    ): DataQualityState => ({
      byVesselId: withEntry(
        state.byVesselId,
        vesselId,
        update(entryOf(state.byVesselId, vesselId) ?? empty()),
      ),
    });
    switch (event.type) {
      case "DataOutageThresholdSet":
        return change(event.data.vesselId, (v) => ({
          ...v,
          outageThresholdMinutes: event.data.thresholdMinutes,
        }));
      case "OutlierActionTaken": {
        const { vesselId, actionId, ...rest } = event.data;
        return change(vesselId, (v) => ({
          ...v,
          actions: withEntry(v.actions, actionId, {
            id: actionId,
            ...rest,
            recordedBy: event.metadata.userId,
            recordedAt: event.metadata.recordedAt,
          }),
        }));
      }
      case "OutlierActionCleared":
        return change(event.data.vesselId, (v) => ({
          ...v,
          actions: withoutEntry(v.actions, event.data.actionId),
        }));
      default:
        return state;
    }
  },
};

/** Whether a reading of a variable at t is excluded from calculations by a Delete in force. */
export function excludedBy(
  vessel: VesselDataQuality | undefined,
  logVariableId: number,
): (t: number) => boolean {
  const spans = Object.values(vessel?.actions ?? {})
    .filter((a) => a.action === "Delete" && a.logVariableId === logVariableId)
    .map((a) => [Date.parse(a.from), Date.parse(a.to)] as const);
  return (t) => spans.some(([from, to]) => t >= from && t <= to);
}
