import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { requiredText } from "../shared/fields.js";
import { uuidId } from "../shared/ids.js";
import { TEXT_LIMITS } from "../shared/limits.js";

import {
  MAX_VESSEL_GROUPS_PER_COMPANY,
  VESSEL_GROUP_MESSAGES,
  VESSEL_GROUP_NAME_MAX,
  vesselGroupNameProblem,
} from "./rules.js";

export { MAX_VESSEL_GROUPS_PER_COMPANY, VESSEL_GROUP_MESSAGES, VESSEL_GROUP_NAME_MAX };

export const vesselGroupNameRequest = z.object({
  name: requiredText("vessel group name", TEXT_LIMITS.name, VESSEL_GROUP_MESSAGES.nameRequired).refine(
    (v) => v.length <= VESSEL_GROUP_NAME_MAX,
    VESSEL_GROUP_MESSAGES.nameTooLong,
  ),
  /** PUT only: the group's version as last read; a stale one answers 409 naming who changed it. */
  version: z.number().int().nonnegative().nullish(),
});

export const vesselGroupMembershipRequest = z.object({
  vesselId: uuidId("vesselId"),
  vesselGroupId: uuidId("vesselGroupId"),
});

export type VesselGroupCreated = DomainEvent<
  "VesselGroupCreated",
  { vesselGroupId: string; companyId: string; name: string }
>;
export type VesselGroupRenamed = DomainEvent<"VesselGroupRenamed", { vesselGroupId: string; name: string }>;
export type VesselGroupDeleted = DomainEvent<"VesselGroupDeleted", { vesselGroupId: string }>;
export type VesselGroupVesselAdded = DomainEvent<
  "VesselGroupVesselAdded",
  { vesselGroupId: string; vesselId: string }
>;
export type VesselGroupVesselRemoved = DomainEvent<
  "VesselGroupVesselRemoved",
  { vesselGroupId: string; vesselId: string }
>;
export type VesselGroupEvent =
  | VesselGroupCreated
  | VesselGroupRenamed
  | VesselGroupDeleted
  | VesselGroupVesselAdded
  | VesselGroupVesselRemoved;

export interface VesselGroupState {
  exists: boolean;
  companyId: string | null;
  name: string;
  vesselIds: string[];
}

export const vesselGroupAggregate: Aggregate<VesselGroupState, VesselGroupEvent> = {
  streamName: (id) => `vesselgroup-${id}`,
  initialState: { exists: false, companyId: null, name: "", vesselIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case "VesselGroupCreated":
        return { ...state, exists: true, companyId: event.data.companyId, name: event.data.name };
      case "VesselGroupRenamed":
        return { ...state, name: event.data.name };
      case "VesselGroupDeleted":
        return { ...state, exists: false };
      case "VesselGroupVesselAdded":
        return { ...state, vesselIds: [...state.vesselIds, event.data.vesselId] };
      case "VesselGroupVesselRemoved":
        return { ...state, vesselIds: state.vesselIds.filter((id) => id !== event.data.vesselId) };
    }
  },
};

const checkName = (name: string): string => {
  const problem = vesselGroupNameProblem(name);
  if (problem) throw new ValidationError(problem);
  return name.trim();
};

const mustExist = (state: VesselGroupState): void => {
  if (!state.exists) throw new NotFoundError(VESSEL_GROUP_MESSAGES.notFound);
};

export function createVesselGroup(
  state: VesselGroupState,
  command: { vesselGroupId: string; companyId: string; name: string; groupsInCompany: number },
): VesselGroupEvent[] {
  if (state.exists) throw new ConflictError("A vessel group with that id already exists.");
  if (command.groupsInCompany >= MAX_VESSEL_GROUPS_PER_COMPANY)
    throw new ConflictError(VESSEL_GROUP_MESSAGES.tooMany);
  const { groupsInCompany: _, ...group } = command;
  return [{ type: "VesselGroupCreated", data: { ...group, name: checkName(group.name) } }];
}

export function renameVesselGroup(
  state: VesselGroupState,
  command: { vesselGroupId: string; name: string },
): VesselGroupEvent[] {
  mustExist(state);
  const name = checkName(command.name);
  if (name === state.name) return [];
  return [{ type: "VesselGroupRenamed", data: { vesselGroupId: command.vesselGroupId, name } }];
}

export function deleteVesselGroup(
  state: VesselGroupState,
  command: { vesselGroupId: string },
): VesselGroupEvent[] {
  mustExist(state);
  return [{ type: "VesselGroupDeleted", data: command }];
}

export function addVesselToGroup(
  state: VesselGroupState,
  command: { vesselGroupId: string; vesselId: string; vesselCompanyId: string | null },
): VesselGroupEvent[] {
  mustExist(state);
  if (command.vesselCompanyId !== state.companyId)
    throw new ValidationError("The vessel does not belong to this company.");
  if (state.vesselIds.includes(command.vesselId)) return [];
  return [
    {
      type: "VesselGroupVesselAdded",
      data: { vesselGroupId: command.vesselGroupId, vesselId: command.vesselId },
    },
  ];
}

export function removeVesselFromGroup(
  state: VesselGroupState,
  command: { vesselGroupId: string; vesselId: string },
): VesselGroupEvent[] {
  mustExist(state);
  if (!state.vesselIds.includes(command.vesselId)) return [];
  return [{ type: "VesselGroupVesselRemoved", data: command }];
}
