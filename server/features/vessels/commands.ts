import { randomUUID } from "node:crypto";
import {
  accessGroupAggregate,
  removeVesselFromAccessGroup,
} from "../../../domain/accessGroups/accessGroup.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { removeVesselFromGroup, vesselGroupAggregate } from "../../../domain/vesselGroups/vesselGroup.js";
import { particularsOf, type UpdateVesselRequest } from "../../../domain/vessels/schemas.js";
import {
  activateFeature,
  activateVessel,
  assignVessel,
  handOverDataReceiver,
  registerVessel,
  setDataReceiver,
  updateParticulars,
  type VesselEvent,
  type VesselParticulars,
  type VesselState,
  vesselAggregate,
} from "../../../domain/vessels/vessel.js";
import { vesselsOfCompany } from "../../../projections/admin/vessels.js";
import { knownCompany } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

/** Registers a vessel, assigned to `companyId` in the same append when one is given. */
export async function registerVesselCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  input: { imoNumber: string; particulars: VesselParticulars; companyId?: string | null },
): Promise<string> {
  const vesselId = randomUUID();
  const { companyId, ...vessel } = input;
  const register = () =>
    execute(
      ctx,
      vesselAggregate,
      vesselId,
      (state) =>
        registerVessel(state, {
          vesselId,
          ...vessel,
          created: ctx.now().toISOString(),
          ...(companyId
            ? {
                assignTo: {
                  companyId,
                  imoExistsInCompany: imoExistsInCompany(ctx, companyId, vessel.imoNumber),
                },
              }
            : {}),
        }),
      { metadata },
    );
  if (!companyId) {
    await register();
    return vesselId;
  }
  mustBeCompany(ctx, companyId);
  await ctx.uniqueness.run(`company-vessels:${companyId}`, register);
  return vesselId;
}

const imoExistsInCompany = (
  ctx: AppContext,
  companyId: string,
  imoNumber: string | null,
  exceptId?: string,
) =>
  vesselsOfCompany(ctx.readModels.state("vessels"), companyId).some(
    (v) => v.imoNumber === imoNumber && v.id !== exceptId,
  );

const mustBeCompany = (ctx: AppContext, companyId: string) => knownCompany(ctx, companyId);

/**
 * Takes a vessel out of every access group and vessel group outside `keepCompanyId`, each as an
 * event of that group, so no group keeps a vessel of another company.
 */
async function dropMemberships(
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  keepCompanyId: string | null,
) {
  for (const group of Object.values(ctx.readModels.state("accessGroups").byId)) {
    if (group.companyId === keepCompanyId || !group.vesselIds.includes(vesselId)) continue;
    await execute(
      ctx,
      accessGroupAggregate,
      group.id,
      (s) => removeVesselFromAccessGroup(s, { groupId: group.id, vesselId }),
      { metadata },
    );
  }
  for (const group of Object.values(ctx.readModels.state("vesselGroups").byId)) {
    if (group.companyId === keepCompanyId || !group.vesselIds.includes(vesselId)) continue;
    await execute(
      ctx,
      vesselGroupAggregate,
      group.id,
      (s) => removeVesselFromGroup(s, { vesselGroupId: group.id, vesselId }),
      { metadata },
    );
  }
}

export async function assignVesselCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  companyId: string,
) {
  mustBeCompany(ctx, companyId);
  await ctx.uniqueness.run(`company-vessels:${companyId}`, () =>
    execute(
      ctx,
      vesselAggregate,
      vesselId,
      (state) =>
        assignVessel(state, {
          vesselId,
          companyId,
          imoExistsInCompany: imoExistsInCompany(ctx, companyId, state.imoNumber, vesselId),
        }),
      { metadata },
    ),
  );
  await dropMemberships(ctx, metadata, vesselId, companyId);
}

/** Runs one vessel decision; used by the state changes that need nothing beyond the vessel's own stream. */
export const vesselCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  decide: (state: VesselState) => VesselEvent[],
  expectedVersion?: number,
) =>
  execute(ctx, vesselAggregate, vesselId, decide, {
    metadata,
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
  });

/** Updates a vessel's particulars (company users and administrators); the IMO number only as the rules allow. */
export const updateVesselCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  request: UpdateVesselRequest,
) =>
  vesselCommand(
    ctx,
    metadata,
    vesselId,
    (s) =>
      updateParticulars(s, {
        vesselId,
        particulars: particularsOf(request),
        requestedImoNumber: request.imoNumber ?? null,
      }),
    request.version ?? undefined,
  );

/** Unassigning or deleting also takes the vessel out of every group. */
export async function vesselCommandDroppingMemberships(
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  decide: (state: VesselState) => VesselEvent[],
) {
  await vesselCommand(ctx, metadata, vesselId, decide);
  await dropMemberships(ctx, metadata, vesselId, null);
}

export const activateVesselCommand = (ctx: AppContext, metadata: EventMetadataInput, vesselId: string) =>
  vesselCommand(ctx, metadata, vesselId, (state) => activateVessel(state, { vesselId }));

export const activateFeatureCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  featureId: number,
) => vesselCommand(ctx, metadata, vesselId, (state) => activateFeature(state, { vesselId, featureId }));

/**
 * Makes a vessel the data receiver of its IMO number. The vessels that held the flag lose it, each
 * with an event on its own stream caused by this one, so their history shows when and why.
 */
export async function setDataReceiverCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
) {
  const imoNumber = ctx.readModels.state("vessels").byId[vesselId]?.imoNumber ?? vesselId;
  await ctx.uniqueness.run(`data-receiver:${imoNumber}`, async () => {
    const previous = Object.values(ctx.readModels.state("vessels").byId)
      .filter((v) => v.imoNumber === imoNumber && v.isDataReceiver && v.id !== vesselId)
      .map((v) => v.id);
    const outcome = await vesselCommand(ctx, metadata, vesselId, (state) =>
      setDataReceiver(state, { vesselId, replacesVesselIds: previous }),
    );
    const causationId = outcome.events[0]?.id ?? metadata.causationId;
    for (const id of previous)
      await vesselCommand(ctx, { ...metadata, causationId }, id, (state) =>
        handOverDataReceiver(state, { vesselId: id, replacedByVesselId: vesselId }),
      );
  });
}
