import {
  type LongTrendForStatus,
  type VesselPerformanceStatus,
  vesselOverallStatus,
} from "../../domain/performance/performanceStatus.js";
import { featureByName } from "../../domain/vessels/features.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { longTrendsForStatus } from "./longTrendData.js";

const DIAGNOSTICS = featureByName("Diagnostics")?.id;

/**
 * The vessel's long trends as the overall status reads them (server/shared/longTrendData.ts): the ones
 * last computed by the Long trends calls with the vessel's configuration; a vessel whose trends were
 * not computed since the server started has none ("No performance parameters").
 */
function longTrendsOf(ctx: AppContext, vesselId: string): LongTrendForStatus[] {
  return longTrendsForStatus(ctx, vesselId);
}

/** The vessel's overall performance status (spec 3 §3), from its Diagnostics feature and long trends. */
export function performanceStatusOf(ctx: AppContext, vessel: VesselView): VesselPerformanceStatus {
  return vesselOverallStatus({
    diagnosticsActivated: DIAGNOSTICS !== undefined && vessel.featureIds.includes(DIAGNOSTICS),
    longTrends: longTrendsOf(ctx, vessel.id),
  });
}

/** The `performance` object of a vessel answer and of GET /VesselPerformanceStatuses/{id}. */
export function performanceDto(ctx: AppContext, vessel: VesselView) {
  return { vesselId: vessel.id, performanceStatus: performanceStatusOf(ctx, vessel) };
}
