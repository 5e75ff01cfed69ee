import { entryOf } from "../../../domain/shared/records.js";
import { featureById } from "../../../domain/vessels/features.js";
import { formatImo } from "../../../domain/vessels/imo.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { lastDataSentOf } from "../../imports/importPipelineOf.js";
import { performanceDto } from "../../shared/performanceStatus.js";

export async function vesselDto(ctx: AppContext, vessel: VesselView) {
  const company = vessel.companyId
    ? entryOf(ctx.readModels.state("companies").byId, vessel.companyId)
    : undefined;
  return {
    ...vessel,
    imoDisplay: formatImo(vessel.imoNumber),
    lastExportDate: lastDataSentOf(ctx, vessel),
    companyName: company?.name ?? "",
    features: vessel.featureIds.flatMap((id) => {
      const feature = featureById(id);
      return feature ? [{ id: feature.id, name: feature.name, displayName: feature.displayName }] : [];
    }),
    performance: await performanceDto(ctx, vessel),
  };
}
