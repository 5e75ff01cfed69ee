import type { HullCoating } from "../../domain/hullPerformance/coating.js";
import { type FoulingChartConfig, foulingConfigId } from "../../domain/hullPerformance/foulingConfig.js";
import type { StoredKeelsonEvent } from "../../domain/index.js";
import { type Projection, withEntry } from "../projection.js";

export interface VesselHullCoatingView extends HullCoating {
  vesselId: string;
  /** Who set it and when (the event's metadata). */
  setBy: string;
  setAt: string;
}

export interface FoulingConfigView extends FoulingChartConfig {
  userId: string;
  vesselId: string;
  savedAt: string;
}

export interface FoulingReadState {
  /** vesselId → its current hull coating. */
  coatings: Record<string, VesselHullCoatingView>;
  /** foulingConfigId(userId, vesselId) → the user's chart configuration for the vessel. */
  configs: Record<string, FoulingConfigView>;
}

/** Vessels' hull coatings and users' fouling chart configurations (domain/hullPerformance/coating.ts, foulingConfig.ts). */
export const foulingProjection: Projection<FoulingReadState> = {
  name: "fouling",
  version: 1,
  initialState: () => ({ coatings: {}, configs: {} }),
  evolve(state, event: StoredKeelsonEvent) {
    switch (event.type) {
      case "HullCoatingSet":
        return {
          ...state,
          coatings: withEntry(state.coatings, event.data.vesselId, {
            ...event.data,
            setBy: event.metadata.userId,
            setAt: event.metadata.recordedAt,
          }),
        };
      case "FoulingChartConfigured":
        return {
          ...state,
          configs: withEntry(state.configs, foulingConfigId(event.data.userId, event.data.vesselId), {
            ...event.data,
            savedAt: event.metadata.recordedAt,
          }),
        };
      default:
        return state;
    }
  },
};
