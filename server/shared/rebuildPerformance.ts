import type { AppContext } from "../context.js";
import { rebuildDailyStore } from "../dailyPerformance/dailyPerformance.js";
import { SUMMARY_DEFAULT_DAYS } from "../features/dataQuality/fleetSummary.js";
import { defaultQualityDays, refreshStaleQualityDays } from "../features/dataQuality/qualityDays.js";
import { refreshStaleStatus } from "../features/longTrends/statusStore.js";

/**
 * Fills the daily performance store (rebuildDailyStore), then checks every vessel's stored status and its
 * data-quality days of the Summary's default span against its log data and recomputes the stale ones
 * (server/features/longTrends/statusStore.ts, server/features/dataQuality/qualityDays.ts): what makes them
 * rebuildable from the data after a writer that did not refresh them. Idempotent.
 */
export async function rebuildPerformanceStores(
  ctx: AppContext,
  options: { vesselIds?: readonly string[]; force?: boolean; stop?: { stopped: boolean } } = {},
): Promise<{ vessels: number; days: number; computed: number; statuses: number; qualityDays: number }> {
  const result = await rebuildDailyStore(ctx, options);
  const { fromDay, toDay } = defaultQualityDays(ctx, SUMMARY_DEFAULT_DAYS);
  let statuses = 0;
  let qualityDays = 0;
  for (const vessel of Object.values(ctx.readModels.state("vessels").byId)) {
    if (options.stop?.stopped) break;
    if (options.vesselIds && !options.vesselIds.includes(vessel.id)) continue;
    if (await refreshStaleStatus(ctx, vessel)) statuses++;
    qualityDays += await refreshStaleQualityDays(ctx, vessel, fromDay, toDay);
  }
  return { ...result, statuses, qualityDays };
}
