import type { HullCoating } from "../../domain/hullPerformance/coating.js";
import { type FoulingChartConfig, foulingConfigId } from "../../domain/hullPerformance/foulingConfig.js";
import { type ManualSeaTemperature, withUpdates } from "../../domain/hullPerformance/manualSeaTemperature.js";
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
  /** vesselId → bucket start (ISO) → the sea surface temperature entered by hand. */
  seaTemperatures: Record<string, Record<string, ManualSeaTemperature>>;
}

/**
 * Vessels' hull coatings, users' fouling chart configurations and sea surface temperatures entered by hand
 * (domain/hullPerformance/coating.ts, foulingConfig.ts, manualSeaTemperature.ts).
 */
export const foulingProjection: Projection<FoulingReadState> = {
  name: "fouling",
  version: 2,
  initialState: () => ({ coatings: {}, configs: {}, seaTemperatures: {} }),
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
      case "SeaSurfaceTemperatureUpdated":
        return {
          ...state,
          seaTemperatures: withEntry(
            state.seaTemperatures,
            event.data.vesselId,
            withUpdates(state.seaTemperatures[event.data.vesselId] ?? {}, event.data.entries),
          ),
        };
      default:
        return state;
    }
  },
};
