import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { createStore } from "../../shared/store/createStore";
import { incidentApi } from "./incidentApi";
import { acknowledgeLocally, sortIncidents, unreadIncidentsOf, upsertIncident } from "./incidentRules";
import { incidentOfLiveEvent } from "./liveEvent";
import type { Incident } from "./types";

/**
 * The signed-in user's recent incidents: every open and every unread one (up to OPEN_LIMIT each, enough
 * for the 99+ counter) and the latest closed ones. The bell, the Alerts tab of the panel and the vessel breadcrumb read it;
 * /Notifications pages through the server itself and refetches when `revision` moves.
 */
export interface IncidentsState {
  items: Incident[];
  status: "idle" | "loading" | "ready" | "error";
  /** Bumped on every live change, so screens holding their own page know to refetch. */
  revision: number;
  /** Bumped when a push rings (an incident open now was opened or raised): the bell shakes. */
  rings: number;
}

export const OPEN_LIMIT = 200;
export const RECENT_LIMIT = 30;

export const incidentsStore = createStore<IncidentsState>({
  items: [],
  status: "idle",
  revision: 0,
  rings: 0,
});

function mergeById(...lists: Incident[][]): Incident[] {
  const byId = new Map<string, Incident>();
  for (const list of lists) for (const item of list) byId.set(item.id, item);
  return sortIncidents([...byId.values()]);
}

/** Loads open and recent incidents; a failure keeps what is shown and logs (the next refresh retries). */
export async function refreshIncidents(): Promise<void> {
  incidentsStore.set((state) => ({ ...state, status: state.status === "ready" ? "ready" : "loading" }));
  try {
    const [open, unread, recent] = await Promise.all([
      incidentApi.find({ isOpen: true, limit: OPEN_LIMIT }),
      incidentApi.find({ unread: true, limit: OPEN_LIMIT }),
      incidentApi.find({ limit: RECENT_LIMIT }),
    ]);
    incidentsStore.set((state) => ({
      ...state,
      items: mergeById(recent.items, unread.items, open.items),
      status: "ready",
    }));
  } catch (error) {
    console.warn("Failed to load incidents", error);
    incidentsStore.set((state) => ({ ...state, status: state.status === "ready" ? "ready" : "error" }));
  }
}

export function resetIncidents(): void {
  incidentsStore.set({ items: [], status: "idle", revision: 0, rings: 0 });
}

/** `ring` of an AlertLiveMessage: true only when this change announced the incident (opened, raised, occurred and cleared). */
const ringsOf = (payload: unknown): boolean =>
  typeof payload === "object" && payload !== null && (payload as { ring?: unknown }).ring === true;

const withdrawn = (payload: unknown): boolean =>
  typeof payload === "object" && payload !== null && (payload as { kind?: unknown }).kind === "withdrawn";

let refetchTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Applies a push of the `alerts` channel: an incident in the payload goes straight in (no round trip);
 * anything else makes the list refetch (coalesced). Either way `revision` moves.
 */
export function applyIncidentLiveEvent(payload: unknown): void {
  const incident = incidentOfLiveEvent(payload);
  if (incident && withdrawn(payload)) {
    // Older data showed the data in time order never raised it: it leaves the lists.
    incidentsStore.set((state) => ({
      ...state,
      items: state.items.filter((item) => item.id !== incident.id),
      revision: state.revision + 1,
    }));
    return;
  }
  if (incident) {
    const rings = ringsOf(payload);
    incidentsStore.set((state) => ({
      ...state,
      items: upsertIncident(state.items, incident),
      revision: state.revision + 1,
      rings: rings ? state.rings + 1 : state.rings,
    }));
    return;
  }
  incidentsStore.set((state) => ({ ...state, revision: state.revision + 1 }));
  clearTimeout(refetchTimer);
  refetchTimer = setTimeout(() => void refreshIncidents(), 150);
}

export const unreadIncidentCount = (state: IncidentsState): number => unreadIncidentsOf(state.items).length;

/** PUT /Incidents/{id}. Answers whether it worked; a failure shows the spec's snackbar. */
export async function acknowledgeIncident(id: string): Promise<boolean> {
  let answer: Incident;
  try {
    answer = await incidentApi.acknowledge(id);
  } catch (error) {
    showSnackbar({ text: errorText(error) });
    return false;
  }
  incidentsStore.set((state) => ({
    ...state,
    items:
      answer?.id === id
        ? upsertIncident(state.items, answer)
        : acknowledgeLocally(state.items, new Set([id])),
    revision: state.revision + 1,
  }));
  return true;
}

/** POST /Incidents: acknowledges every open incident the user sees ("Mark all as read"); the server says when none is left. */
export async function acknowledgeAllIncidents(): Promise<boolean> {
  try {
    const answer = await incidentApi.acknowledgeAll();
    if (!answer.acknowledged) {
      showSnackbar({ text: answer.message ?? "No unread alerts to acknowledge", color: "info" });
      return false;
    }
  } catch (error) {
    showSnackbar({ text: errorText(error) });
    return false;
  }
  incidentsStore.set((state) => ({
    ...state,
    items: acknowledgeLocally(state.items, "all"),
    revision: state.revision + 1,
  }));
  return true;
}

/** Spec §8: "Error acknowledging incidents", with the server's reason when it gave one. */
function errorText(error: unknown): string {
  const reason =
    error instanceof Error && error.message && error.message !== "An error occurred" ? error.message : "";
  return reason ? `Error acknowledging incidents: ${reason}` : "Error acknowledging incidents";
}
