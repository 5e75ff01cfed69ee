import { randomUUID } from "node:crypto";
import {
  accessGroupAggregate,
  addUserToAccessGroup,
  addVesselToAccessGroup,
  createAccessGroup,
} from "../../../domain/accessGroups/accessGroup.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
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
        vesselCompanyId: ctx.readModels.state("vessels").byId[vesselId]?.companyId ?? null,
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
        userCompanyId: ctx.readModels.state("users").byId[userId]?.companyId ?? null,
      }),
    { metadata },
  );
