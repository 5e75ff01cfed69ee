import { createStore } from "../../shared/store/createStore";

/**
 * Unacknowledged alerts (incidents). The alert list and acknowledging arrive with the alerts issue;
 * until then the list stays empty, so the bell counts announcements only.
 */
export interface AlertItem {
  id: string;
  title: string;
  vesselName: string;
  raisedAt: string;
  acknowledged: boolean;
}

export const alertsStore = createStore<{ items: AlertItem[] }>({ items: [] });

/** Refetch point for the live `alerts` event and the 60 s refresh; the alert list itself arrives later. */
export async function refreshAlerts(): Promise<void> {
  // Intentionally empty until the alerts (incidents) API is part of docs/api.md.
}
