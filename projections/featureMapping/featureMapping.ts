import type { FeatureName } from "../../domain/featureMapping/features.js";
import type { FeatureConfig } from "../../domain/featureMapping/mapping.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, withEntry } from "../projection.js";

export interface FeatureMappingState {
  /** Per vessel, the features someone configured (the rest follow the suggestion). */
  byVesselId: Record<
    string,
    Partial<Record<FeatureName, FeatureConfig & { recordedBy: string; recordedAt: string }>>
  >;
}

/** Configured feature mappings per vessel (domain/featureMapping/mapping.ts). */
export const featureMappingProjection: Projection<FeatureMappingState> = {
  name: "featureMapping",
  version: 1,
  initialState: () => ({ byVesselId: {} }),
  evolve(state, event) {
    if (event.type !== "FeatureMappingConfigured") return state;
    const { vesselId, features } = event.data;
    let vessel = { ...(entryOf(state.byVesselId, vesselId) ?? {}) };
    for (const f of features)
      vessel = {
        ...vessel,
        [f.featureName]: { ...f, recordedBy: event.metadata.userId, recordedAt: event.metadata.recordedAt },
      };
    return { byVesselId: withEntry(state.byVesselId, vesselId, vessel) };
  },
};
