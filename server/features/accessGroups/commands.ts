import { randomUUID } from "node:crypto";
import {
  type AccessGroupEvent,
  type AccessGroupState,
  accessGroupAggregate,
  addUserToAccessGroup,
  addVesselToAccessGroup,
  createAccessGroup,
  renameAccessGroup,
} from "../../../domain/accessGroups/accessGroup.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import { accessGroupNameTaken } from "../../../projections/admin/accessGroups.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

export async function createAccessGroupCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  input: { companyId: string; name: string; isDefault: boolean },
): Promise<string> {
  const groupId = randomUUID();
  await ctx.uniqueness.run(`access-group-name:${input.companyId}:${input.name.trim().toLowerCase()}`, () =>
    execute(
      ctx,
      accessGroupAggregate,
      groupId,
      (state) =>
        createAccessGroup(state, {
          groupId,
          ...input,
          nameTaken: accessGroupNameTaken(ctx.readModels.state("accessGroups"), input.companyId, input.name),
        }),
      { metadata },
    ),
  );
  return groupId;
}

export const addVesselToAccessGroupCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  groupId: string,
  vesselId: string,
) =>
  execute(
    ctx,
    accessGroupAggregate,
    groupId,
    (state) =>
      addVesselToAccessGroup(state, {
        groupId,
        vesselId,
        vesselCompanyId: entryOf(ctx.readModels.state("vessels").byId, vesselId)?.companyId ?? null,
      }),
    { metadata },
  );

export const addUserToAccessGroupCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  groupId: string,
  userId: string,
) =>
  execute(
    ctx,
    accessGroupAggregate,
    groupId,
    (state) =>
      addUserToAccessGroup(state, {
        groupId,
        userId,
        userCompanyId: entryOf(ctx.readModels.state("users").byId, userId)?.companyId ?? null,
      }),
    { metadata },
  );

export const renameAccessGroupCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  group: { id: string; companyId: string },
  name: string,
  /** The version the person saw; a stale one answers 409 naming who changed the group. */
  expectedVersion?: number,
) =>
  ctx.uniqueness.run(`access-group-name:${group.companyId}:${name.trim().toLowerCase()}`, () =>
    execute(
      ctx,
      accessGroupAggregate,
      group.id,
      (state) =>
        renameAccessGroup(state, {
          groupId: group.id,
          name,
          nameTaken: accessGroupNameTaken(
            ctx.readModels.state("accessGroups"),
            group.companyId,
            name,
            group.id,
          ),
        }),
      { metadata, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
    ),
  );

/** Any other decision on one access group's stream. */
export const accessGroupCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  groupId: string,
  decide: (state: AccessGroupState) => AccessGroupEvent[],
) => execute(ctx, accessGroupAggregate, groupId, decide, { metadata });
