import {
  DASHBOARD_MESSAGES,
  type DashboardView,
  type Widget,
} from "../../../../../domain/dashboards/dashboard";
import { failureText } from "../../../shared/api/failureText";
import { readCookie, writeCookie } from "../../../shared/cookies";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { cookieNames, ONE_YEAR_IN_DAYS } from "../../../shared/storageKeys";
import { createStore } from "../../../shared/store/createStore";
import { type DashboardUpdate, dashboardApi } from "../api/dashboardApi";

/**
 * The signed-in user's dashboards (own ones in their order, then those shared with them) and the
 * active one (spec 3 §4): exactly one is active, chosen from the cookie (one year), else the first.
 */
export interface DashboardsState {
  dashboards: DashboardView[];
  activeId: string | null;
  status: "idle" | "loading" | "ready" | "error";
}

export const dashboardStore = createStore<DashboardsState>({
  dashboards: [],
  activeId: null,
  status: "idle",
});

export const ownDashboards = (state: DashboardsState) => state.dashboards.filter((d) => d.owned);
export const sharedDashboards = (state: DashboardsState) => state.dashboards.filter((d) => !d.owned);
export const activeDashboardOf = (state: DashboardsState): DashboardView | null =>
  state.dashboards.find((d) => d.id === state.activeId) ?? state.dashboards[0] ?? null;

function chooseActive(dashboards: DashboardView[], wanted: string | null): string | null {
  if (wanted && dashboards.some((d) => d.id === wanted)) return wanted;
  return dashboards[0]?.id ?? null;
}

export function selectDashboard(id: string): void {
  writeCookie(cookieNames.activeDashboard, id, { days: ONE_YEAR_IN_DAYS });
  dashboardStore.set((state) => ({ ...state, activeId: id }));
}

function replaceDashboard(view: DashboardView): void {
  dashboardStore.set((state) => ({
    ...state,
    dashboards: state.dashboards.map((d) => (d.id === view.id ? view : d)),
  }));
}

/** Own dashboards first (in their sequence), then the shared ones by name, as the server orders them. */
const ordered = (dashboards: DashboardView[]) => [
  ...dashboards.filter((d) => d.owned).sort((a, b) => a.sequence - b.sequence),
  ...dashboards.filter((d) => !d.owned),
];

let initialising: Promise<void> | null = null;

/**
 * Loads the dashboards; when the user owns none, creates the first one (New Dashboard) with the widgets
 * `firstWidgets` makes (Welcome and the user's vessels' latest values). Runs once at a time.
 */
export function initDashboards(firstWidgets: () => Promise<Widget[]>): Promise<void> {
  if (initialising) return initialising;
  initialising = (async () => {
    dashboardStore.set((state) => ({ ...state, status: state.status === "ready" ? "ready" : "loading" }));
    try {
      let dashboards = await dashboardApi.list();
      if (!dashboards.some((d) => d.owned)) {
        const first = await dashboardApi.create({ widgets: await firstWidgets() });
        dashboards = [first, ...dashboards];
      }
      dashboards = ordered(dashboards);
      dashboardStore.set({
        dashboards,
        activeId: chooseActive(dashboards, readCookie(cookieNames.activeDashboard)),
        status: "ready",
      });
    } catch (error) {
      console.error(error);
      showSnackbar({ text: DASHBOARD_MESSAGES.failedInitialize });
      dashboardStore.set((state) => ({ ...state, status: "error" }));
    } finally {
      initialising = null;
    }
  })();
  return initialising;
}

/** Reads the list again (after a change elsewhere); keeps the active one when it still exists. */
export async function refreshDashboards(): Promise<void> {
  try {
    const dashboards = ordered(await dashboardApi.list());
    dashboardStore.set((state) => ({
      dashboards,
      activeId: chooseActive(dashboards, state.activeId),
      status: "ready",
    }));
  } catch (error) {
    console.error(error);
    showSnackbar({ text: DASHBOARD_MESSAGES.failedRefresh });
  }
}

/** POST /Dashboard without a name: the server names it New dashboard N. The new one becomes active. */
export async function addDashboard(): Promise<DashboardView | null> {
  try {
    const created = await dashboardApi.create({});
    dashboardStore.set((state) => ({ ...state, dashboards: ordered([...state.dashboards, created]) }));
    selectDashboard(created.id);
    showSnackbar({ text: DASHBOARD_MESSAGES.created, color: "success" });
    return created;
  } catch (error) {
    showSnackbar({ text: failureText(error, DASHBOARD_MESSAGES.failedAdd) });
    return null;
  }
}

const updateOf = (d: DashboardView, patch: Partial<DashboardUpdate>): DashboardUpdate => ({
  id: d.id,
  name: d.name,
  widgets: d.widgets,
  userIdsSharedWith: d.userIdsSharedWith,
  version: d.version,
  ...patch,
});

/**
 * Saves of one dashboard go one after another, each with the version the previous answered, so a
 * layout save right after a widget change is not refused as stale.
 */
const queues = new Map<string, Promise<unknown>>();
function saveDashboard(
  id: string,
  patch: (d: DashboardView) => Partial<DashboardUpdate>,
): Promise<DashboardView> {
  const previous = queues.get(id) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const current = dashboardStore.get().dashboards.find((d) => d.id === id);
      if (!current) throw new Error(DASHBOARD_MESSAGES.notFound(id));
      const saved = await dashboardApi.update(updateOf(current, patch(current)));
      replaceDashboard(saved);
      return saved;
    });
  queues.set(id, next);
  return next;
}

export async function renameDashboard(id: string, name: string): Promise<boolean> {
  try {
    await saveDashboard(id, () => ({ name }));
    showSnackbar({ text: DASHBOARD_MESSAGES.renamed, color: "success" });
    return true;
  } catch (error) {
    showSnackbar({ text: failureText(error, DASHBOARD_MESSAGES.failedRename) });
    return false;
  }
}

/** Shares with one more colleague or stops sharing with one (spec 3 §8 notices name the colleague). */
export async function setSharing(id: string, colleague: { id: string; name: string }, shared: boolean) {
  try {
    await saveDashboard(id, (d) => ({
      userIdsSharedWith: shared
        ? [...new Set([...d.userIdsSharedWith, colleague.id])]
        : d.userIdsSharedWith.filter((u) => u !== colleague.id),
    }));
    showSnackbar({
      text: shared
        ? DASHBOARD_MESSAGES.sharedWith(colleague.name)
        : DASHBOARD_MESSAGES.noLongerSharedWith(colleague.name),
      color: "success",
    });
    return true;
  } catch (error) {
    showSnackbar({ text: failureText(error, DASHBOARD_MESSAGES.failedSharing) });
    return false;
  }
}

/** After deleting, the active index steps back by one unless it was 0 (spec 3 §4). */
export async function deleteDashboard(id: string): Promise<boolean> {
  const state = dashboardStore.get();
  if (ownDashboards(state).length <= 1) return false;
  try {
    await dashboardApi.remove(id);
  } catch (error) {
    showSnackbar({ text: failureText(error, DASHBOARD_MESSAGES.failedDelete) });
    return false;
  }
  const index = state.dashboards.findIndex((d) => d.id === (activeDashboardOf(state)?.id ?? ""));
  const dashboards = state.dashboards.filter((d) => d.id !== id);
  let activeId = state.activeId;
  if (!dashboards.some((d) => d.id === activeId)) {
    activeId = dashboards[Math.max(0, index - 1)]?.id ?? dashboards[0]?.id ?? null;
    if (activeId) writeCookie(cookieNames.activeDashboard, activeId, { days: ONE_YEAR_IN_DAYS });
  }
  dashboardStore.set({ ...state, dashboards, activeId });
  showSnackbar({ text: DASHBOARD_MESSAGES.deleted, color: "success" });
  return true;
}

/** Drag to reorder in the Manage dialog: the own dashboards in the new order (PUT /Dashboard/Sequence). */
export async function reorderDashboards(ids: string[]): Promise<void> {
  const state = dashboardStore.get();
  const byId = new Map(state.dashboards.map((d) => [d.id, d]));
  const own = ids.map((id, sequence) => ({ ...byId.get(id)!, sequence }));
  dashboardStore.set({ ...state, dashboards: [...own, ...sharedDashboards(state)] });
  try {
    const answered = await dashboardApi.sequence(ids);
    const fresh = new Map(answered.map((d) => [d.id, d]));
    dashboardStore.set((s) => ({ ...s, dashboards: s.dashboards.map((d) => fresh.get(d.id) ?? d) }));
  } catch (error) {
    showSnackbar({ text: failureText(error, DASHBOARD_MESSAGES.failedUpdate) });
    await refreshDashboards();
  }
}

/** Saves the widgets of a dashboard (add, update, delete and layout all go as a full update). */
export async function saveWidgets(
  id: string,
  change: (widgets: Widget[]) => Widget[],
  failure: string = DASHBOARD_MESSAGES.failedUpdate,
): Promise<boolean> {
  try {
    await saveDashboard(id, (d) => ({ widgets: change(d.widgets) }));
    return true;
  } catch (error) {
    showSnackbar({ text: failureText(error, failure) });
    await refreshDashboards();
    return false;
  }
}

export function resetDashboards(): void {
  dashboardStore.set({ dashboards: [], activeId: null, status: "idle" });
}
