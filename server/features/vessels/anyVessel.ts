import { NotFoundError } from "../../../domain/shared/errors.js";
import { entryOf } from "../../../domain/shared/records.js";
import { VESSEL_NOT_FOUND } from "../../../domain/vessels/vessel.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";

/** Any vessel by id, whoever sees it (administration, and the answer after a checked command); else 404. */
export function anyVesselOf(ctx: AppContext, id: string): VesselView {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, id);
  if (!vessel) throw new NotFoundError(VESSEL_NOT_FOUND);
  return vessel;
}
