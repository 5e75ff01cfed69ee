import { randomUUID } from "node:crypto";
import { NotFoundError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import {
  activateFeature,
  activateVessel,
  assignVessel,
  registerVessel,
  setDataReceiver,
  type VesselParticulars,
  vesselAggregate,
} from "../../../domain/vessels/vessel.js";
import { vesselsOfCompany } from "../../../projections/admin/vessels.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

export async function registerVesselCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  input: { imoNumber: string; particulars: VesselParticulars },
): Promise<string> {
  const vesselId = randomUUID();
  await execute(
    ctx,
    vesselAggregate,
    vesselId,
    (state) => registerVessel(state, { vesselId, ...input, created: ctx.now().toISOString() }),
    { metadata },
  );
  return vesselId;
}

export async function assignVesselCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  companyId: string,
) {
  if (!ctx.readModels.state("companies").byId[companyId]) throw new NotFoundError("Company not found.");
  await ctx.uniqueness.run(`company-vessels:${companyId}`, () =>
    execute(
      ctx,
      vesselAggregate,
      vesselId,
      (state) =>
        assignVessel(state, {
          vesselId,
          companyId,
          imoExistsInCompany: vesselsOfCompany(ctx.readModels.state("vessels"), companyId).some(
            (v) => v.imoNumber === state.imoNumber && v.id !== vesselId,
          ),
        }),
      { metadata },
    ),
  );
}

export const activateVesselCommand = (ctx: AppContext, metadata: EventMetadataInput, vesselId: string) =>
  execute(ctx, vesselAggregate, vesselId, (state) => activateVessel(state, { vesselId }), { metadata });

export const activateFeatureCommand = (
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  featureId: number,
) =>
  execute(ctx, vesselAggregate, vesselId, (state) => activateFeature(state, { vesselId, featureId }), {
    metadata,
  });

export const setDataReceiverCommand = (ctx: AppContext, metadata: EventMetadataInput, vesselId: string) =>
  execute(ctx, vesselAggregate, vesselId, (state) => setDataReceiver(state, { vesselId }), { metadata });
