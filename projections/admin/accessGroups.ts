import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

export interface AccessGroupView {
  id: string;
  companyId: string;
  name: string;
  isDefault: boolean;
  vesselIds: string[];
  userIds: string[];
  /** The group stream's version: a rename sends it back, and a stale one answers 409. */
  version: number;
}

export interface AccessGroupsState {
  byId: Record<string, AccessGroupView>;
}

const change = (
  state: AccessGroupsState,
  groupId: string,
  update: (g: AccessGroupView) => Partial<AccessGroupView>,
  version: number,
): AccessGroupsState => ({
  byId: updateEntry(state.byId, groupId, (g) => ({ ...g, ...update(g), version })),
});

export const accessGroupsProjection: Projection<AccessGroupsState> = {
  name: "accessGroups",
  version: 3,
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
            version: event.version,
          }),
        };
      }
      case "AccessGroupRenamed":
        return change(state, event.data.groupId, () => ({ name: event.data.name }), event.version);
      case "AccessGroupDeleted":
        return { byId: withoutEntry(state.byId, event.data.groupId) };
      case "AccessGroupVesselAdded":
        return change(
          state,
          event.data.groupId,
          (g) => ({
            vesselIds: [...g.vesselIds, event.data.vesselId],
          }),
          event.version,
        );
      case "AccessGroupVesselRemoved":
        return change(
          state,
          event.data.groupId,
          (g) => ({
            vesselIds: g.vesselIds.filter((id) => id !== event.data.vesselId),
          }),
          event.version,
        );
      case "AccessGroupUserAdded":
        return change(
          state,
          event.data.groupId,
          (g) => ({ userIds: [...g.userIds, event.data.userId] }),
          event.version,
        );
      case "AccessGroupUserRemoved":
        return change(
          state,
          event.data.groupId,
          (g) => ({
            userIds: g.userIds.filter((id) => id !== event.data.userId),
          }),
          event.version,
        );
      default:
        return state;
    }
  },
};

/** Whether another group of the company already holds the name, ignoring case. */
export const accessGroupNameTaken = (
  state: AccessGroupsState,
  companyId: string,
  name: string,
  exceptId?: string,
): boolean => {
  const wanted = name.trim().toLowerCase();
  return Object.values(state.byId).some(
    (g) => g.id !== exceptId && g.companyId === companyId && g.name.toLowerCase() === wanted,
  );
};
