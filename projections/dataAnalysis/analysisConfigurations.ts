import {
  type AnalysisPage,
  type AnalysisSettings,
  analysisConfigurationId,
} from "../../domain/dataAnalysis/configuration.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { type LongTrendSettings, longTrendConfigurationId } from "../../domain/longTrends/configuration.js";
import { type Projection, withEntry } from "../projection.js";

export interface AnalysisConfigurationView extends AnalysisSettings {
  page: AnalysisPage;
  userId: string;
  vesselId: string;
  savedAt: string;
}

export interface LongTrendConfigurationView extends LongTrendSettings {
  userId: string;
  vesselId: string;
  savedAt: string;
}

export interface AnalysisConfigurationsState {
  /** By analysisConfigurationId(page, userId, vesselId). */
  byId: Record<string, AnalysisConfigurationView>;
  /** The Long Trend page's, by longTrendConfigurationId(userId, vesselId). */
  longTrends: Record<string, LongTrendConfigurationView>;
}

/** The last saved Logging History, Data Analysis and Long Trend configuration of each user and vessel. */
export const analysisConfigurationsProjection: Projection<AnalysisConfigurationsState> = {
  name: "analysisConfigurations",
  version: 2,
  initialState: () => ({ byId: {}, longTrends: {} }),
  evolve(state, event: StoredKeelsonEvent) {
    if (event.type === "LongTrendConfigurationSaved") {
      const { userId, vesselId, settings } = event.data;
      return {
        ...state,
        longTrends: withEntry(state.longTrends, longTrendConfigurationId(userId, vesselId), {
          ...settings,
          userId,
          vesselId,
          savedAt: event.metadata.recordedAt,
        }),
      };
    }
    if (event.type !== "AnalysisConfigurationSaved") return state;
    const { page, userId, vesselId, settings } = event.data;
    return {
      ...state,
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
