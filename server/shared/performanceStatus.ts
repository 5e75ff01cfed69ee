import {
  type VesselPerformanceStatus,
  vesselOverallStatus,
} from "../../domain/performance/performanceStatus.js";
import { featureByName } from "../../domain/vessels/features.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { longTrendsForStatus } from "./longTrendData.js";

const DIAGNOSTICS = featureByName("Diagnostics")?.id;

/**
 * The vessel's overall performance status (spec 3 §3), from its Diagnostics feature and its long trends
 * over the status window, folded from the daily store (server/shared/longTrendData.ts): every process
 * answers the same, for every vessel with data.
 */
export async function performanceStatusOf(
  ctx: AppContext,
  vessel: VesselView,
): Promise<VesselPerformanceStatus> {
  const diagnosticsActivated = DIAGNOSTICS !== undefined && vessel.featureIds.includes(DIAGNOSTICS);
  return vesselOverallStatus({
    diagnosticsActivated,
    longTrends: diagnosticsActivated && ctx.daily ? await longTrendsForStatus(ctx, vessel) : [],
  });
}

/** The `performance` object of a vessel answer and of GET /VesselPerformanceStatuses/{id}. */
export async function performanceDto(ctx: AppContext, vessel: VesselView) {
  return { vesselId: vessel.id, performanceStatus: await performanceStatusOf(ctx, vessel) };
}
