import { useStore } from "../../shared/store/createStore";
import type { Vessel } from "./types";
import { useVesselRoute } from "./useVesselRoute";
import { currentVesselOf, vesselStore } from "./vesselStore";

/**
 * On a vessel route, that vessel (with no name until the server has listed it: a name is never taken
 * from the URL); elsewhere the selected vessel (default: the first).
 */
export function useCurrentVessel(): Pick<Vessel, "id" | "name"> & Partial<Vessel> {
  const state = useStore(vesselStore);
  const route = useVesselRoute();
  if (route) {
    return (
      state.vessels.find((vessel) => vessel.id === route.vesselId) ?? {
        id: route.vesselId,
        name: "",
      }
    );
  }
  return currentVesselOf(state) ?? { id: "", name: "" };
}
