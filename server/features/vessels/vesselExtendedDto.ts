import type { ExtendedVesselAnswer } from "../../../domain/vessels/answers.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { voyageSummaries } from "../../../projections/voyageLogs/voyageViews.js";
import type { AppContext } from "../../context.js";
import { vesselDto } from "./vesselDto.js";

/**
 * A vessel with what the front-page vessel lists show beside it (spec 1): the current voyage from the
 * voyage log (the latest departure while it has not ended), or null.
 */
export async function vesselExtendedDto(ctx: AppContext, vessel: VesselView): Promise<ExtendedVesselAnswer> {
  const latest = voyageSummaries(await ctx.readModels.stored("voyageLogs").get(vessel.id))[0];
  return { ...(await vesselDto(ctx, vessel)), currentVoyage: latest && !latest.endedAt ? latest : null };
}
