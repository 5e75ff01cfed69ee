import type {
  CertifiedSpeedLogCalibration,
  Iso19030EventFields,
  Iso19030EventType,
} from "../../domain/hullPerformance/events.js";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import type { DiagnosticType, LongTrendConfig } from "../../domain/longTrends/longTrends.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, withEntry, withoutEntry } from "../projection.js";

/** An ISO 19030 event as the API answers it. */
export interface Iso19030EventDto extends Iso19030EventFields {
  id: string;
  vesselId: string;
  eventType: Iso19030EventType;
  createdBy: string;
  updatedAt: string;
}

export interface HullPerformanceReadState {
  /** vesselId → eventId → event. */
  events: Record<string, Record<string, Iso19030EventDto>>;
  /** vesselId → trigger value (pp), absent = null. */
  triggerValues: Record<string, number | null>;
  /** vesselId → hull-performance settings (speed-power reference, breadth, wind coefficient). */
  settings: Record<string, HullPerformanceSettings>;
  /** vesselId → diagnostic type → long-trend configuration (absent = the defaults). */
  longTrendConfigs: Record<string, Partial<Record<DiagnosticType, LongTrendConfig>>>;
  /** vesselId → certified speed-log calibrations, ascending by validFrom (absent = none). */
  speedLogCalibrations: Record<string, CertifiedSpeedLogCalibration[]>;
}

export const hullPerformanceProjection: Projection<HullPerformanceReadState> = {
  name: "hullPerformance",
  version: 3,
  initialState: () => ({
    events: {},
    triggerValues: {},
    settings: {},
    longTrendConfigs: {},
    speedLogCalibrations: {},
  }),
  evolve(state, event) {
    switch (event.type) {
      case "Iso19030EventRecorded": {
        const { vesselId, eventId, ...fields } = event.data;
        const ofVessel = entryOf(state.events, vesselId) ?? {};
        const dto: Iso19030EventDto = {
          id: eventId,
          vesselId,
          ...fields,
          createdBy: event.metadata.userId,
          updatedAt: event.metadata.recordedAt,
        };
        return { ...state, events: withEntry(state.events, vesselId, withEntry(ofVessel, eventId, dto)) };
      }
      case "Iso19030EventChanged": {
        const { vesselId, eventId, ...changes } = event.data;
        const ofVessel = entryOf(state.events, vesselId) ?? {};
        const current = entryOf(ofVessel, eventId);
        if (!current) return state;
        const dto = { ...current, ...changes, updatedAt: event.metadata.recordedAt };
        return { ...state, events: withEntry(state.events, vesselId, withEntry(ofVessel, eventId, dto)) };
      }
      case "Iso19030EventDeleted": {
        const { vesselId, eventId } = event.data;
        const ofVessel = entryOf(state.events, vesselId) ?? {};
        return { ...state, events: withEntry(state.events, vesselId, withoutEntry(ofVessel, eventId)) };
      }
      case "Iso19030TriggerValueSet":
        return {
          ...state,
          triggerValues: withEntry(state.triggerValues, event.data.vesselId, event.data.triggerValue),
        };
      case "SpeedLogCalibrationsSet":
        return {
          ...state,
          speedLogCalibrations: withEntry(
            state.speedLogCalibrations,
            event.data.vesselId,
            event.data.calibrations,
          ),
        };
      case "HullPerformanceSettingsSet":
        return { ...state, settings: withEntry(state.settings, event.data.vesselId, event.data.settings) };
      case "LongTrendConfigured": {
        const { vesselId, diagnosticType, ...config } = event.data;
        const ofVessel = entryOf(state.longTrendConfigs, vesselId) ?? {};
        return {
          ...state,
          longTrendConfigs: withEntry(state.longTrendConfigs, vesselId, {
            ...ofVessel,
            [diagnosticType]: config,
          }),
        };
      }
      default:
        return state;
    }
  },
};
