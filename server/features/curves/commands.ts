import { randomUUID } from "node:crypto";
import {
  addCurve,
  type CurveDefinition,
  changeCurve,
  deleteCurve,
  referenceCurveAggregate,
} from "../../../domain/curves/referenceCurve.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { ReferenceCurveView } from "../../../projections/curves/referenceCurves.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

const curveOf = (ctx: AppContext, curveId: string): ReferenceCurveView =>
  entryOf(ctx.readModels.state("referenceCurves").byId, curveId)!;

export async function addCurveCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  vesselId: string,
  definition: CurveDefinition,
  curveId: string = randomUUID(),
): Promise<ReferenceCurveView> {
  await execute(
    ctx,
    referenceCurveAggregate,
    curveId,
    (state) => addCurve(state, { curveId, vesselId, ...definition }),
    { metadata },
  );
  return curveOf(ctx, curveId);
}

export async function changeCurveCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  curve: ReferenceCurveView,
  definition: CurveDefinition,
  version: number | undefined,
): Promise<ReferenceCurveView> {
  await execute(
    ctx,
    referenceCurveAggregate,
    curve.id,
    (state) => changeCurve(state, { curveId: curve.id, ...definition }),
    { metadata, ...(version === undefined ? {} : { expectedVersion: version }) },
  );
  return curveOf(ctx, curve.id);
}

export async function deleteCurveCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  curve: ReferenceCurveView,
): Promise<void> {
  await execute(
    ctx,
    referenceCurveAggregate,
    curve.id,
    (state) => deleteCurve(state, { curveId: curve.id }),
    {
      metadata,
    },
  );
}
