import { storageKeys } from "../../shared/storageKeys";
import { createStore } from "../../shared/store/createStore";
import type { Vessel } from "./types";
import { vesselApi } from "./vesselApi";

export interface VesselListState {
  vessels: Vessel[];
  status: "idle" | "loading" | "ready" | "error";
  /** The vessel the sidebar groups point at (kept in localStorage; default the first vessel). */
  selectedVesselId: string | null;
}

export const vesselStore = createStore<VesselListState>({
  vessels: [],
  status: "idle",
  selectedVesselId: localStorage.getItem(storageKeys.selectedVesselId),
});

export function selectVessel(vesselId: string): void {
  localStorage.setItem(storageKeys.selectedVesselId, vesselId);
  vesselStore.set((state) => ({ ...state, selectedVesselId: vesselId }));
}

/** The selected vessel, or the first vessel when the stored id is unknown. */
export function currentVesselOf(state: VesselListState): Vessel | null {
  return state.vessels.find((vessel) => vessel.id === state.selectedVesselId) ?? state.vessels[0] ?? null;
}

/** Whether the list is known: loaded (or failed) once, or kept from before while it is read again. */
export function vesselListKnown(state: VesselListState): boolean {
  return state.status === "ready" || state.status === "error" || state.vessels.length > 0;
}

/** The vessel list once a load has ended (empty when it failed), at once when it already has. */
export function loadedVessels(): Promise<Vessel[]> {
  return new Promise((resolve) => {
    const settled = () => {
      const { status, vessels } = vesselStore.get();
      if (status !== "ready" && status !== "error") return false;
      resolve(vessels);
      return true;
    };
    if (settled()) return;
    const off = vesselStore.subscribe(() => {
      if (settled()) off();
    });
  });
}

/** A failed load logs a warning and falls back to an empty list (spec §8). */
export async function loadVessels(): Promise<void> {
  vesselStore.set((state) => ({ ...state, status: "loading" }));
  try {
    const vessels = await vesselApi.list();
    vesselStore.set((state) => ({ ...state, vessels, status: "ready" }));
  } catch (error) {
    console.warn("Failed to refresh vessels", error);
    vesselStore.set((state) => ({ ...state, vessels: [], status: "error" }));
  }
}

export function resetVessels(): void {
  vesselStore.set((state) => ({ ...state, vessels: [], status: "idle" }));
}
