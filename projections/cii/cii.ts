import type { CiiAdjustment, CorrectionFactors } from "../../domain/cii/adjustments.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, withEntry } from "../projection.js";

/** Who recorded a change and when (from the event's metadata). */
export interface Recorded {
  recordedBy: string;
  recordedAt: string;
}

export interface VesselCiiRecord {
  /** By year (as text). */
  factors: Record<string, CorrectionFactors & Recorded>;
  adjustments: Record<string, CiiAdjustment & Recorded>;
}

export interface CiiState {
  byVesselId: Record<string, VesselCiiRecord>;
}

const empty = (): VesselCiiRecord => ({ factors: {}, adjustments: {} });

/** MEPC.355(78) correction factors and voyage adjustments per vessel (domain/cii/adjustments.ts). */
export const ciiProjection: Projection<CiiState> = {
  name: "cii",
  version: 1,
  initialState: () => ({ byVesselId: {} }),
  evolve(state, event) {
    const recorded = { recordedBy: event.metadata.userId, recordedAt: event.metadata.recordedAt };
    const change = (vesselId: string, update: (r: VesselCiiRecord) => VesselCiiRecord): CiiState => ({
      byVesselId: withEntry(
        state.byVesselId,
        vesselId,
        update(entryOf(state.byVesselId, vesselId) ?? empty()),
      ),
    });
    switch (event.type) {
      case "CiiCorrectionFactorsSet": {
        const { vesselId, year, fi, fm, fc, fiVse } = event.data;
        return change(vesselId, (r) => ({
          ...r,
          factors: withEntry(r.factors, String(year), { fi, fm, fc, fiVse, ...recorded }),
        }));
      }
      case "CiiAdjustmentRecorded": {
        const { vesselId, adjustmentId, ...rest } = event.data;
        return change(vesselId, (r) => ({
          ...r,
          adjustments: withEntry(r.adjustments, adjustmentId, { id: adjustmentId, ...rest, ...recorded }),
        }));
      }
      case "CiiAdjustmentRemoved": {
        const { vesselId, adjustmentId } = event.data;
        return change(vesselId, (r) => {
          const { [adjustmentId]: _, ...adjustments } = r.adjustments;
          return { ...r, adjustments };
        });
      }
      default:
        return state;
    }
  },
};
