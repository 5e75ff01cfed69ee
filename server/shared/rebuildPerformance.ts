import type { AppContext } from "../context.js";
import { rebuildDailyStore } from "../dailyPerformance/dailyPerformance.js";
import { refreshStaleStatus } from "../features/longTrends/statusStore.js";

/**
 * Fills the daily performance store (rebuildDailyStore), then checks every vessel's stored status
 * against its log data and recomputes the stale ones (server/features/longTrends/statusStore.ts): what makes the
 * stored statuses rebuildable from the data after a writer that did not refresh them. Idempotent.
 */
export async function rebuildPerformanceStores(
  ctx: AppContext,
  options: { vesselIds?: readonly string[]; force?: boolean; stop?: { stopped: boolean } } = {},
): Promise<{ vessels: number; days: number; computed: number; statuses: number }> {
  const result = await rebuildDailyStore(ctx, options);
  let statuses = 0;
  for (const vessel of Object.values(ctx.readModels.state("vessels").byId)) {
    if (options.stop?.stopped) break;
    if (options.vesselIds && !options.vesselIds.includes(vessel.id)) continue;
    if (await refreshStaleStatus(ctx, vessel)) statuses++;
  }
  return { ...result, statuses };
}
