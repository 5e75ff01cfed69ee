import {
  type LongTrendForStatus,
  VESSEL_STATUS_LABELS,
  type VesselPerformanceStatus,
  vesselOverallStatus,
} from "../../../domain/performance/performanceStatus.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { StoredStatus } from "../../dailyPerformance/DailyStore.js";
import { mapWithPauses } from "../../shared/yieldingLoop.js";
import { longTrendsForStatus, statusSummariesOf } from "./statusStore.js";

const DIAGNOSTICS = featureByName("Diagnostics")?.id;

/**
 * The vessel's overall performance status (spec 3 §3), from its Diagnostics feature and its long trends
 * over the status window, kept in the daily store (statusStore.ts): every process
 * answers the same, for every vessel with data.
 */
export async function performanceStatusOf(
  ctx: AppContext,
  vessel: VesselView,
  summary?: StoredStatus | null,
): Promise<VesselPerformanceStatus> {
  const diagnosticsActivated = diagnosticsOf(vessel);
  if (!diagnosticsActivated || !ctx.daily)
    return vesselOverallStatus({ diagnosticsActivated, longTrends: [] });
  const longTrends = await longTrendsForStatus(ctx, vessel, summary);
  const kept = statusOfTrends.get(longTrends);
  if (kept) return kept;
  const status = vesselOverallStatus({ diagnosticsActivated: true, longTrends });
  statusOfTrends.set(longTrends, status);
  return status;
}

/** A read's trends are the same array while its stored summary stays the same (statusStore.ts). */
const statusOfTrends = new WeakMap<readonly LongTrendForStatus[], VesselPerformanceStatus>();

const diagnosticsOf = (vessel: VesselView) =>
  DIAGNOSTICS !== undefined && vessel.featureIds.includes(DIAGNOSTICS);

/**
 * performanceStatusOf of a vessel list, their stored summaries read in one go; the vessels in slices that
 * let the event loop turn (a fleet's list is not one piece of work).
 */
export async function performanceStatusesOf(
  ctx: AppContext,
  vessels: readonly VesselView[],
): Promise<Map<string, VesselPerformanceStatus>> {
  const ids = vessels.filter(diagnosticsOf).map((v) => v.id);
  const summaries = ctx.daily && ids.length ? await statusSummariesOf(ctx, ids) : new Map();
  const statuses = await mapWithPauses(
    vessels,
    async (v) => [v.id, await performanceStatusOf(ctx, v, summaries.get(v.id) ?? null)] as const,
  );
  return new Map(statuses);
}

/** The `performance` object of a vessel answer and of GET /VesselPerformanceStatuses/{id}. */
export async function performanceDto(ctx: AppContext, vessel: VesselView) {
  return { vesselId: vessel.id, performanceStatus: await performanceStatusOf(ctx, vessel) };
}

/** The vessel status of the long-trend answers: the status and its label. */
export async function vesselStatusAnswer(ctx: AppContext, vessel: VesselView) {
  const status = await performanceStatusOf(ctx, vessel);
  return { performanceStatus: status, label: VESSEL_STATUS_LABELS[status] };
}
