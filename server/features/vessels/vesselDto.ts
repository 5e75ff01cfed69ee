import type { VesselPerformanceStatus } from "../../../domain/performance/performanceStatus.js";
import { entryOf } from "../../../domain/shared/records.js";
import { featureById } from "../../../domain/vessels/features.js";
import { formatImo } from "../../../domain/vessels/imo.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { lastDataSentOf } from "../../imports/exportDates.js";
import { performanceDto } from "../longTrends/vesselStatus.js";

/** `status`: the vessel's performance status when already computed for a list (performanceStatusesOf). */
export async function vesselDto(ctx: AppContext, vessel: VesselView, status?: VesselPerformanceStatus) {
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
    performance:
      status === undefined
        ? await performanceDto(ctx, vessel)
        : { vesselId: vessel.id, performanceStatus: status },
  };
}
