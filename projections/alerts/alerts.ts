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
  /**
   * Global position of the event that gave each condition its current settings: a re-evaluation in data
   * time corrects only incidents opened under them (opened later in the log).
   */
  settingsPosition: Record<string, number>;
}

export const alertsProjection: Projection<AlertsState> = {
  name: "alerts",
  version: 3,
  initialState: () => ({ conditions: {}, settingsPosition: {} }),
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
          settingsPosition: withEntry(state.settingsPosition, conditionId, event.position),
        };
      }
      case "NotificationConditionUpdated": {
        const { conditionId, ...settings } = event.data;
        return {
          ...state,
          conditions: updateEntry(state.conditions, conditionId, (c) => ({ ...c, ...settings })),
          settingsPosition: withEntry(state.settingsPosition, conditionId, event.position),
        };
      }
      case "NotificationConditionDeleted":
        return {
          conditions: withoutEntry(state.conditions, event.data.conditionId),
          settingsPosition: withoutEntry(state.settingsPosition, event.data.conditionId),
        };
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
