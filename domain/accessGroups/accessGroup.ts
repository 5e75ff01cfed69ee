import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { isBlank } from "../shared/text.js";

export type AccessGroupCreated = DomainEvent<
  "AccessGroupCreated",
  { groupId: string; companyId: string; name: string; isDefault: boolean }
>;
export type AccessGroupVesselAdded = DomainEvent<
  "AccessGroupVesselAdded",
  { groupId: string; vesselId: string }
>;
export type AccessGroupUserAdded = DomainEvent<"AccessGroupUserAdded", { groupId: string; userId: string }>;
export type AccessGroupEvent = AccessGroupCreated | AccessGroupVesselAdded | AccessGroupUserAdded;

export interface AccessGroupState {
  exists: boolean;
  companyId: string | null;
  vesselIds: string[];
  userIds: string[];
}

export const accessGroupAggregate: Aggregate<AccessGroupState, AccessGroupEvent> = {
  streamName: (groupId) => `accessgroup-${groupId}`,
  initialState: { exists: false, companyId: null, vesselIds: [], userIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case "AccessGroupCreated":
        return { ...state, exists: true, companyId: event.data.companyId };
      case "AccessGroupVesselAdded":
        return { ...state, vesselIds: [...state.vesselIds, event.data.vesselId] };
      case "AccessGroupUserAdded":
        return { ...state, userIds: [...state.userIds, event.data.userId] };
    }
  },
};

export const ACCESS_GROUP_NAME_TAKEN = "An access group with that name already exists.";

export function createAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; companyId: string; name: string; isDefault: boolean; nameTaken: boolean },
): AccessGroupEvent[] {
  if (state.exists) throw new ConflictError("An access group with that id already exists.");
  if (isBlank(command.name)) throw new ValidationError("Access group name is required");
  if (command.nameTaken) throw new ConflictError(ACCESS_GROUP_NAME_TAKEN);
  const { nameTaken: _, ...data } = command;
  return [{ type: "AccessGroupCreated", data: { ...data, name: data.name.trim() } }];
}

export function addVesselToAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; vesselId: string; vesselCompanyId: string | null },
): AccessGroupEvent[] {
  if (!state.exists) throw new NotFoundError("Access group not found.");
  if (command.vesselCompanyId !== state.companyId)
    throw new ValidationError("The vessel does not belong to this company.");
  if (state.vesselIds.includes(command.vesselId)) return [];
  return [{ type: "AccessGroupVesselAdded", data: { groupId: command.groupId, vesselId: command.vesselId } }];
}

export function addUserToAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; userId: string; userCompanyId: string | null },
): AccessGroupEvent[] {
  if (!state.exists) throw new NotFoundError("Access group not found.");
  if (command.userCompanyId !== state.companyId)
    throw new ValidationError("The user does not belong to this company.");
  if (state.userIds.includes(command.userId)) return [];
  return [{ type: "AccessGroupUserAdded", data: { groupId: command.groupId, userId: command.userId } }];
}
