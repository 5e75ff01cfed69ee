import type { ActiveStatus, VesselParticulars } from "../../domain/vessels/vessel.js";
import { type Projection, updateEntry, withEntry } from "../projection.js";

export interface VesselView extends VesselParticulars {
  id: string;
  imoNumber: string;
  created: string;
  companyId: string | null;
  activeStatus: ActiveStatus;
  isDataReceiver: boolean;
  featureIds: number[];
  lastExportDate: string | null;
}

export interface VesselsState {
  byId: Record<string, VesselView>;
}

export const vesselsProjection: Projection<VesselsState> = {
  name: "vessels",
  version: 1,
  initialState: () => ({ byId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "VesselRegistered": {
        const { vesselId, ...rest } = event.data;
        const view: VesselView = {
          id: vesselId,
          ...rest,
          companyId: null,
          activeStatus: "Unassigned",
          isDataReceiver: false,
          featureIds: [],
          lastExportDate: null,
        };
        return { byId: withEntry(state.byId, vesselId, view) };
      }
      case "VesselAssignedToCompany":
        return {
          byId: updateEntry(state.byId, event.data.vesselId, (v) => ({
            ...v,
            companyId: event.data.companyId,
            activeStatus: "Assigned",
          })),
        };
      case "VesselActivated":
        return {
          byId: updateEntry(state.byId, event.data.vesselId, (v) => ({ ...v, activeStatus: "Active" })),
        };
      case "VesselFeatureActivated":
        return {
          byId: updateEntry(state.byId, event.data.vesselId, (v) => ({
            ...v,
            featureIds: [...v.featureIds, event.data.featureId],
          })),
        };
      case "VesselDataReceiverSet": {
        const target = state.byId[event.data.vesselId];
        if (!target) return state;
        const byId: Record<string, VesselView> = {};
        for (const [id, vessel] of Object.entries(state.byId)) {
          const sameImo = vessel.imoNumber === target.imoNumber;
          byId[id] = sameImo ? { ...vessel, isDataReceiver: id === target.id } : vessel;
        }
        return { byId };
      }
      default:
        return state;
    }
  },
};

export const vesselsOfCompany = (state: VesselsState, companyId: string): VesselView[] =>
  Object.values(state.byId).filter((v) => v.companyId === companyId);
