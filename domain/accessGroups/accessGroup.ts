import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { isBlank } from "../shared/text.js";

export type AccessGroupCreated = DomainEvent<
  "AccessGroupCreated",
  { groupId: string; companyId: string; name: string; isDefault: boolean }
>;
export type AccessGroupRenamed = DomainEvent<"AccessGroupRenamed", { groupId: string; name: string }>;
export type AccessGroupDeleted = DomainEvent<"AccessGroupDeleted", { groupId: string }>;
export type AccessGroupVesselAdded = DomainEvent<
  "AccessGroupVesselAdded",
  { groupId: string; vesselId: string }
>;
export type AccessGroupVesselRemoved = DomainEvent<
  "AccessGroupVesselRemoved",
  { groupId: string; vesselId: string }
>;
export type AccessGroupUserAdded = DomainEvent<"AccessGroupUserAdded", { groupId: string; userId: string }>;
export type AccessGroupUserRemoved = DomainEvent<
  "AccessGroupUserRemoved",
  { groupId: string; userId: string }
>;
export type AccessGroupEvent =
  | AccessGroupCreated
  | AccessGroupRenamed
  | AccessGroupDeleted
  | AccessGroupVesselAdded
  | AccessGroupVesselRemoved
  | AccessGroupUserAdded
  | AccessGroupUserRemoved;

export interface AccessGroupState {
  /** False before creation and again after deletion. */
  exists: boolean;
  companyId: string | null;
  name: string;
  isDefault: boolean;
  vesselIds: string[];
  userIds: string[];
}

export const accessGroupAggregate: Aggregate<AccessGroupState, AccessGroupEvent> = {
  streamName: (groupId) => `accessgroup-${groupId}`,
  initialState: { exists: false, companyId: null, name: "", isDefault: false, vesselIds: [], userIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case "AccessGroupCreated":
        return {
          ...state,
          exists: true,
          companyId: event.data.companyId,
          name: event.data.name,
          isDefault: event.data.isDefault,
        };
      case "AccessGroupRenamed":
        return { ...state, name: event.data.name };
      case "AccessGroupDeleted":
        return { ...state, exists: false };
      case "AccessGroupVesselAdded":
        return { ...state, vesselIds: [...state.vesselIds, event.data.vesselId] };
      case "AccessGroupVesselRemoved":
        return { ...state, vesselIds: state.vesselIds.filter((id) => id !== event.data.vesselId) };
      case "AccessGroupUserAdded":
        return { ...state, userIds: [...state.userIds, event.data.userId] };
      case "AccessGroupUserRemoved":
        return { ...state, userIds: state.userIds.filter((id) => id !== event.data.userId) };
    }
  },
};

export const ACCESS_GROUP_NAME_TAKEN = "An access group with that name already exists.";
export const ACCESS_GROUP_NAME_REQUIRED = "Access group name is required";
export const ACCESS_GROUP_NOT_FOUND = "Access group not found.";
export const DEFAULT_GROUP_FIXED = "The default access group cannot be renamed or deleted.";
export const DEFAULT_GROUP_HOLDS_ALL =
  "The default access group always holds every vessel of the company; its vessels cannot be changed.";
export const ACCESS_GROUP_NOT_EMPTY =
  "Only an access group without vessels and users can be deleted. Remove its vessels and users first.";

/** POST /VesselCategories and PUT /VesselCategories/{id}. */
export const accessGroupNameRequest = z.object({
  name: z
    .string({ error: ACCESS_GROUP_NAME_REQUIRED })
    .refine((v) => !isBlank(v), ACCESS_GROUP_NAME_REQUIRED)
    .transform((v) => v.trim())
    .refine((v) => v.length <= 100, "Access group name may not be longer than 100 characters"),
  /** PUT only: the group's version as last read; a stale one answers 409 naming who changed it. */
  version: z.number().int().nonnegative().nullish(),
});

const mustExist = (state: AccessGroupState): void => {
  if (!state.exists) throw new NotFoundError(ACCESS_GROUP_NOT_FOUND);
};

export function createAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; companyId: string; name: string; isDefault: boolean; nameTaken: boolean },
): AccessGroupEvent[] {
  if (state.exists) throw new ConflictError("An access group with that id already exists.");
  if (isBlank(command.name)) throw new ValidationError(ACCESS_GROUP_NAME_REQUIRED);
  if (command.nameTaken) throw new ConflictError(ACCESS_GROUP_NAME_TAKEN);
  const { nameTaken: _, ...data } = command;
  return [{ type: "AccessGroupCreated", data: { ...data, name: data.name.trim() } }];
}

/** `nameTaken`: another group of the company holds the name ignoring case (keeping its own is allowed). */
export function renameAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; name: string; nameTaken: boolean },
): AccessGroupEvent[] {
  mustExist(state);
  if (state.isDefault) throw new ConflictError(DEFAULT_GROUP_FIXED);
  if (isBlank(command.name)) throw new ValidationError(ACCESS_GROUP_NAME_REQUIRED);
  if (command.nameTaken) throw new ConflictError(ACCESS_GROUP_NAME_TAKEN);
  const name = command.name.trim();
  if (name === state.name) return [];
  return [{ type: "AccessGroupRenamed", data: { groupId: command.groupId, name } }];
}

/** Only a non-default group with no vessels and no users can be deleted (spec 1 §2). */
export function deleteAccessGroup(state: AccessGroupState, command: { groupId: string }): AccessGroupEvent[] {
  mustExist(state);
  if (state.isDefault) throw new ConflictError(DEFAULT_GROUP_FIXED);
  if (state.vesselIds.length > 0 || state.userIds.length > 0) throw new ConflictError(ACCESS_GROUP_NOT_EMPTY);
  return [{ type: "AccessGroupDeleted", data: command }];
}

export function addVesselToAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; vesselId: string; vesselCompanyId: string | null },
): AccessGroupEvent[] {
  mustExist(state);
  if (command.vesselCompanyId !== state.companyId)
    throw new ValidationError("The vessel does not belong to this company.");
  if (state.vesselIds.includes(command.vesselId)) return [];
  return [{ type: "AccessGroupVesselAdded", data: { groupId: command.groupId, vesselId: command.vesselId } }];
}

/** A default group's explicit list is used only by the demo seeding; managing it is refused. */
export function assertNotDefault(state: AccessGroupState): void {
  mustExist(state);
  if (state.isDefault) throw new ConflictError(DEFAULT_GROUP_HOLDS_ALL);
}

export function removeVesselFromAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; vesselId: string },
): AccessGroupEvent[] {
  mustExist(state);
  if (!state.vesselIds.includes(command.vesselId)) return [];
  return [{ type: "AccessGroupVesselRemoved", data: command }];
}

export function addUserToAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; userId: string; userCompanyId: string | null },
): AccessGroupEvent[] {
  mustExist(state);
  if (command.userCompanyId !== state.companyId)
    throw new ValidationError("The user does not belong to this company.");
  if (state.userIds.includes(command.userId)) return [];
  return [{ type: "AccessGroupUserAdded", data: { groupId: command.groupId, userId: command.userId } }];
}

export function removeUserFromAccessGroup(
  state: AccessGroupState,
  command: { groupId: string; userId: string },
): AccessGroupEvent[] {
  mustExist(state);
  if (!state.userIds.includes(command.userId)) return [];
  return [{ type: "AccessGroupUserRemoved", data: command }];
}
