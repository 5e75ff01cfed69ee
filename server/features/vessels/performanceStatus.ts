import {
  type LongTrendForStatus,
  type VesselPerformanceStatus,
  vesselOverallStatus,
} from "../../../domain/performance/performanceStatus.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";

const DIAGNOSTICS = featureByName("Diagnostics")?.id;

/**
 * The vessel's long trends as the overall status reads them. Long trends (spec 3 §2 "Vessel data,
 * long trends and comparison") are not built yet, so every vessel has none: a vessel with the
 * Diagnostics feature is "No performance parameters", one without it "Diagnostics module not
 * activated". The long-trend read model plugs in here.
 */
function longTrendsOf(_ctx: AppContext, _vesselId: string): LongTrendForStatus[] {
  return [];
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
