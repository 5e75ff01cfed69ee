import { DASHBOARD_MESSAGES } from "../../../../../domain/dashboards/dashboard";
import {
  type ConfigViewByKind,
  WIDGET_CONFIG_MESSAGES,
} from "../../../../../domain/dashboards/widgetConfigs";
import type { WidgetConfigKind } from "../../../../../domain/dashboards/widgetTypes";
import { failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { createStore, useStore } from "../../../shared/store/createStore";
import { type ConfigRequestByKind, widgetConfigApi } from "../api/dashboardApi";

type Configs = { [K in WidgetConfigKind]?: Record<string, ConfigViewByKind[K]> };

/**
 * The widget configurations, cached per kind (spec 3 §4): a kind's cache is marked expired after an
 * add, update or delete and read again (GET /{kind}) on the next lookup.
 */
interface ConfigCacheState {
  configs: Configs;
  expired: Partial<Record<WidgetConfigKind, boolean>>;
}

export const widgetConfigStore = createStore<ConfigCacheState>({ configs: {}, expired: {} });

const loading = new Map<WidgetConfigKind, Promise<void>>();

export function markExpired(kind: WidgetConfigKind): void {
  widgetConfigStore.set((s) => ({ ...s, expired: { ...s.expired, [kind]: true } }));
}

/** GET /{kind} when the kind was never read or is expired; one call at a time per kind. */
export function refreshKind(kind: WidgetConfigKind): Promise<void> {
  const running = loading.get(kind);
  if (running) return running;
  const next = (async () => {
    try {
      const list = await widgetConfigApi.list(kind);
      widgetConfigStore.set((s) => ({
        configs: { ...s.configs, [kind]: Object.fromEntries(list.map((c) => [c.id, c])) },
        expired: { ...s.expired, [kind]: false },
      }));
    } catch (error) {
      console.error(error);
      showSnackbar({ text: "Failed to refresh widget config(s)" });
    } finally {
      loading.delete(kind);
    }
  })();
  loading.set(kind, next);
  return next;
}

/** A widget's configuration from the cache, reading its kind again when expired (or never read). */
export function useWidgetConfig<K extends WidgetConfigKind>(
  kind: K | null,
  id: string | null,
): { config: ConfigViewByKind[K] | null; loading: boolean } {
  const state = useStore(widgetConfigStore);
  if (!kind || !id) return { config: null, loading: false };
  const byId = state.configs[kind] as Record<string, ConfigViewByKind[K]> | undefined;
  const stale = !byId || state.expired[kind] === true;
  if (stale && !loading.has(kind)) queueMicrotask(() => void refreshKind(kind));
  return { config: byId?.[id] ?? null, loading: stale };
}

export async function createConfig<K extends WidgetConfigKind>(
  kind: K,
  body: ConfigRequestByKind[K],
): Promise<ConfigViewByKind[K] | null> {
  try {
    const created = await widgetConfigApi.create(kind, body);
    markExpired(kind);
    return created;
  } catch (error) {
    showSnackbar({ text: failureText(error, "Failed to add new widget config") });
    return null;
  }
}

export async function updateConfig<K extends WidgetConfigKind>(
  kind: K,
  id: string,
  body: ConfigRequestByKind[K],
): Promise<boolean> {
  try {
    await widgetConfigApi.update(kind, id, body);
    markExpired(kind);
    return true;
  } catch (error) {
    showSnackbar({ text: failureText(error, "Failed to update widget config") });
    return false;
  }
}

export async function deleteConfig(kind: WidgetConfigKind, id: string): Promise<void> {
  try {
    await widgetConfigApi.remove(kind, id);
  } catch (error) {
    // The widget is gone either way; an orphaned configuration is only logged (spec 3 §8 text).
    console.warn("Failed to delete widget config", error);
  }
  markExpired(kind);
}

export function resetWidgetConfigs(): void {
  widgetConfigStore.set({ configs: {}, expired: {} });
}

export const CONFIG_NOT_FOUND = WIDGET_CONFIG_MESSAGES.notFound;
export const WIDGET_NOT_FOUND = DASHBOARD_MESSAGES.widgetToUpdateNotFound;
