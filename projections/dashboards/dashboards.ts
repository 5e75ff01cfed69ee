import type { Widget } from "../../domain/dashboards/dashboard.js";
import type { WidgetConfigSettings } from "../../domain/dashboards/widgetConfigs.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface DashboardRecord {
  id: string;
  companyId: string;
  ownerId: string;
  name: string;
  widgets: Widget[];
  sharedWith: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface WidgetConfigRecord {
  id: string;
  companyId: string;
  ownerId: string;
  settings: WidgetConfigSettings;
  version: number;
  updatedAt: string;
}

export interface DashboardsState {
  dashboards: Record<string, DashboardRecord>;
  /** userId → the owner's order of their dashboards (ids of deleted ones are skipped when read). */
  order: Record<string, string[]>;
  configs: Record<string, WidgetConfigRecord>;
}

/** Dashboards, their order per owner and widget configurations (docs/dashboards.md). */
export const dashboardsProjection: Projection<DashboardsState> = {
  name: "dashboards",
  version: 1,
  initialState: () => ({ dashboards: {}, order: {}, configs: {} }),
  evolve(state, event) {
    const touch = (id: string, change: (d: DashboardRecord) => DashboardRecord): DashboardsState => ({
      ...state,
      dashboards: updateEntry(state.dashboards, id, (d) => ({
        ...change(d),
        version: event.version,
        updatedAt: event.metadata.recordedAt,
      })),
    });
    switch (event.type) {
      case "DashboardCreated": {
        const d = event.data;
        return {
          ...state,
          dashboards: withEntry<DashboardRecord>(state.dashboards, d.dashboardId, {
            id: d.dashboardId,
            companyId: d.companyId,
            ownerId: d.ownerId,
            name: d.name,
            widgets: d.widgets,
            sharedWith: [],
            version: event.version,
            createdAt: event.metadata.recordedAt,
            updatedAt: event.metadata.recordedAt,
          }),
        };
      }
      case "DashboardRenamed":
        return touch(event.data.dashboardId, (d) => ({ ...d, name: event.data.name }));
      case "DashboardWidgetAdded":
        return touch(event.data.dashboardId, (d) => ({ ...d, widgets: [...d.widgets, event.data.widget] }));
      case "DashboardWidgetUpdated":
        return touch(event.data.dashboardId, (d) => ({
          ...d,
          widgets: d.widgets.map((w) => (w.id === event.data.widget.id ? event.data.widget : w)),
        }));
      case "DashboardWidgetRemoved":
        return touch(event.data.dashboardId, (d) => ({
          ...d,
          widgets: d.widgets.filter((w) => w.id !== event.data.widgetId),
        }));
      case "DashboardShared":
        return touch(event.data.dashboardId, (d) => ({
          ...d,
          sharedWith: [...d.sharedWith, event.data.userId],
        }));
      case "DashboardUnshared":
        return touch(event.data.dashboardId, (d) => ({
          ...d,
          sharedWith: d.sharedWith.filter((id) => id !== event.data.userId),
        }));
      case "DashboardDeleted":
        return { ...state, dashboards: withoutEntry(state.dashboards, event.data.dashboardId) };
      case "DashboardsReordered":
        return { ...state, order: withEntry(state.order, event.data.userId, event.data.dashboardIds) };
      case "WidgetConfigCreated": {
        const d = event.data;
        return {
          ...state,
          configs: withEntry<WidgetConfigRecord>(state.configs, d.configId, {
            id: d.configId,
            companyId: d.companyId,
            ownerId: d.ownerId,
            settings: d.settings,
            version: event.version,
            updatedAt: event.metadata.recordedAt,
          }),
        };
      }
      case "WidgetConfigUpdated":
        return entryOf(state.configs, event.data.configId)
          ? {
              ...state,
              configs: updateEntry(state.configs, event.data.configId, (c) => ({
                ...c,
                settings: event.data.settings,
                version: event.version,
                updatedAt: event.metadata.recordedAt,
              })),
            }
          : state;
      case "WidgetConfigDeleted":
        return { ...state, configs: withoutEntry(state.configs, event.data.configId) };
      default:
        return state;
    }
  },
};
