import type { ConditionSettings, NotificationChannel, Severity } from "../../domain/alerts/conditions.js";
import { severityRank } from "../../domain/alerts/conditions.js";
import type { IncidentView } from "../../domain/alerts/incidents.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface ConditionRecord extends ConditionSettings {
  id: string;
  companyId: string;
  channels: NotificationChannel[];
}

/** An incident as folded; `vesselName` is today's name, added when read. */
export type IncidentRecord = Omit<IncidentView, "vesselName"> & { companyId: string; mailed: Severity[] };

export interface AlertsState {
  conditions: Record<string, ConditionRecord>;
  incidents: Record<string, IncidentRecord>;
  /** `conditionId|targetKey` → the open incident's id (one at a time per condition and target). */
  openByTarget: Record<string, string>;
}

export const targetSlot = (conditionId: string, targetKey: string) => `${conditionId}|${targetKey}`;

export const alertsProjection: Projection<AlertsState> = {
  name: "alerts",
  version: 1,
  initialState: () => ({ conditions: {}, incidents: {}, openByTarget: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "NotificationConditionCreated": {
        const { conditionId, companyId, ...settings } = event.data;
        return {
          ...state,
          conditions: withEntry<ConditionRecord>(state.conditions, conditionId, {
            id: conditionId,
            companyId,
            ...settings,
            channels: [],
          }),
        };
      }
      case "NotificationConditionUpdated": {
        const { conditionId, ...settings } = event.data;
        return {
          ...state,
          conditions: updateEntry(state.conditions, conditionId, (c) => ({ ...c, ...settings })),
        };
      }
      case "NotificationConditionDeleted":
        return { ...state, conditions: withoutEntry(state.conditions, event.data.conditionId) };
      case "NotificationChannelAdded":
        return {
          ...state,
          conditions: updateEntry(state.conditions, event.data.conditionId, (c) => ({
            ...c,
            channels: [...c.channels, event.data],
          })),
        };
      case "NotificationChannelRemoved":
        return {
          ...state,
          conditions: updateEntry(state.conditions, event.data.conditionId, (c) => ({
            ...c,
            channels: c.channels.filter((ch) => ch.id !== event.data.channelId),
          })),
        };
      case "IncidentOpened": {
        const d = event.data;
        const incident: IncidentRecord = {
          id: d.incidentId,
          companyId: d.companyId,
          severity: d.severity,
          vesselId: d.vesselId,
          conditionId: d.conditionId,
          conditionName: d.conditionName,
          conditionTargetKey: d.conditionTargetKey,
          conditionDetails: d.conditionDetails,
          kind: d.kind,
          acknowledged: false,
          acknowledgedBy: null,
          isOpen: true,
          openVesselEvent: { timestamp: d.openedAt },
          closeVesselEvent: null,
          value: d.value,
          mailed: [],
        };
        return {
          ...state,
          incidents: withEntry(state.incidents, d.incidentId, incident),
          openByTarget: withEntry(
            state.openByTarget,
            targetSlot(d.conditionId, d.conditionTargetKey),
            d.incidentId,
          ),
        };
      }
      case "IncidentSeverityRaised": {
        const d = event.data;
        return {
          ...state,
          incidents: updateEntry(state.incidents, d.incidentId, (i) =>
            severityRank(d.severity) > severityRank(i.severity)
              ? {
                  ...i,
                  severity: d.severity,
                  conditionDetails: d.conditionDetails,
                  value: d.value,
                  acknowledged: false,
                  acknowledgedBy: null,
                }
              : i,
          ),
        };
      }
      case "IncidentAcknowledged":
        return {
          ...state,
          incidents: updateEntry(state.incidents, event.data.incidentId, (i) => ({
            ...i,
            acknowledged: true,
            acknowledgedBy: { userId: event.data.userId, at: event.data.at },
          })),
        };
      case "IncidentClosed": {
        const d = event.data;
        const incident = entryOf(state.incidents, d.incidentId);
        if (!incident) return state;
        const slot = targetSlot(incident.conditionId, incident.conditionTargetKey);
        return {
          ...state,
          incidents: withEntry<IncidentRecord>(state.incidents, d.incidentId, {
            ...incident,
            isOpen: false,
            closeVesselEvent: { timestamp: d.at, reason: d.reason },
          }),
          openByTarget:
            entryOf(state.openByTarget, slot) === d.incidentId
              ? withoutEntry(state.openByTarget, slot)
              : state.openByTarget,
        };
      }
      case "IncidentMailed":
        return {
          ...state,
          incidents: updateEntry(state.incidents, event.data.incidentId, (i) => ({
            ...i,
            mailed: [...i.mailed, event.data.severity],
          })),
        };
      default:
        return state;
    }
  },
};
