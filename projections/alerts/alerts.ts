import type { ConditionSettings, NotificationChannel } from "../../domain/alerts/conditions.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface ConditionRecord extends ConditionSettings {
  id: string;
  companyId: string;
  channels: NotificationChannel[];
}

/**
 * The notification conditions (company configuration: small, read on every evaluation, so in memory).
 * Incidents grow with the log and are a stored read model (`incidents.ts`), not part of this state.
 */
export interface AlertsState {
  conditions: Record<string, ConditionRecord>;
}

export const alertsProjection: Projection<AlertsState> = {
  name: "alerts",
  version: 2,
  initialState: () => ({ conditions: {} }),
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
      default:
        return state;
    }
  },
};
