import {
  type AnalysisPage,
  type AnalysisSettings,
  analysisConfigurationId,
} from "../../domain/dataAnalysis/configuration.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { type Projection, withEntry } from "../projection.js";

export interface AnalysisConfigurationView extends AnalysisSettings {
  page: AnalysisPage;
  userId: string;
  vesselId: string;
  savedAt: string;
}

export interface AnalysisConfigurationsState {
  /** By analysisConfigurationId(page, userId, vesselId). */
  byId: Record<string, AnalysisConfigurationView>;
}

/** The last saved Logging History and Data Analysis configuration of each user and vessel. */
export const analysisConfigurationsProjection: Projection<AnalysisConfigurationsState> = {
  name: "analysisConfigurations",
  version: 1,
  initialState: () => ({ byId: {} }),
  evolve(state, event: StoredKeelsonEvent) {
    if (event.type !== "AnalysisConfigurationSaved") return state;
    const { page, userId, vesselId, settings } = event.data;
    return {
      byId: withEntry(state.byId, analysisConfigurationId(page, userId, vesselId), {
        ...settings,
        page,
        userId,
        vesselId,
        savedAt: event.metadata.recordedAt,
      }),
    };
  },
};
