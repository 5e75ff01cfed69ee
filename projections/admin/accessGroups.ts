import { type Projection, updateEntry, withEntry } from "../projection.js";

export interface AccessGroupView {
  id: string;
  companyId: string;
  name: string;
  isDefault: boolean;
  vesselIds: string[];
  userIds: string[];
}

export interface AccessGroupsState {
  byId: Record<string, AccessGroupView>;
}

export const accessGroupsProjection: Projection<AccessGroupsState> = {
  name: "accessGroups",
  version: 1,
  initialState: () => ({ byId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "AccessGroupCreated": {
        const { groupId, ...rest } = event.data;
        return {
          byId: withEntry<AccessGroupView>(state.byId, groupId, {
            id: groupId,
            ...rest,
            vesselIds: [],
            userIds: [],
          }),
        };
      }
      case "AccessGroupVesselAdded":
        return {
          byId: updateEntry(state.byId, event.data.groupId, (g) => ({
            ...g,
            vesselIds: [...g.vesselIds, event.data.vesselId],
          })),
        };
      case "AccessGroupUserAdded":
        return {
          byId: updateEntry(state.byId, event.data.groupId, (g) => ({
            ...g,
            userIds: [...g.userIds, event.data.userId],
          })),
        };
      default:
        return state;
    }
  },
};

export const accessGroupNameTaken = (state: AccessGroupsState, companyId: string, name: string): boolean => {
  const wanted = name.trim().toLowerCase();
  return Object.values(state.byId).some((g) => g.companyId === companyId && g.name.toLowerCase() === wanted);
};
