import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface VesselGroupView {
  id: string;
  companyId: string;
  name: string;
  vesselIds: string[];
  /** The group stream's version: a rename sends it back, and a stale one answers 409. */
  version: number;
}

export interface VesselGroupsState {
  byId: Record<string, VesselGroupView>;
}

export const vesselGroupsProjection: Projection<VesselGroupsState> = {
  name: "vesselGroups",
  version: 2,
  initialState: () => ({ byId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "VesselGroupCreated": {
        const { vesselGroupId, companyId, name } = event.data;
        return {
          byId: withEntry<VesselGroupView>(state.byId, vesselGroupId, {
            id: vesselGroupId,
            companyId,
            name,
            vesselIds: [],
            version: event.version,
          }),
        };
      }
      case "VesselGroupRenamed":
        return {
          byId: updateEntry(state.byId, event.data.vesselGroupId, (g) => ({
            ...g,
            name: event.data.name,
            version: event.version,
          })),
        };
      case "VesselGroupDeleted":
        return { byId: withoutEntry(state.byId, event.data.vesselGroupId) };
      case "VesselGroupVesselAdded":
        return {
          byId: updateEntry(state.byId, event.data.vesselGroupId, (g) => ({
            ...g,
            vesselIds: [...g.vesselIds, event.data.vesselId],
            version: event.version,
          })),
        };
      case "VesselGroupVesselRemoved":
        return {
          byId: updateEntry(state.byId, event.data.vesselGroupId, (g) => ({
            ...g,
            vesselIds: g.vesselIds.filter((id) => id !== event.data.vesselId),
            version: event.version,
          })),
        };
      default:
        return state;
    }
  },
};
