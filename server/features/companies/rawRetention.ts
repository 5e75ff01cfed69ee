import { rawRetentionCutoff } from "../../../domain/companies/company.js";
import { LocalLocks, singletonTimer } from "../../cluster/ClusterLocks.js";
import type { AppContext } from "../../context.js";
import type { RawRemoval } from "../../timeseries/TimeSeriesStore.js";

/** How often raw points past their company's retention are looked for, besides at start. */
export const RAW_RETENTION_INTERVAL_MS = 6 * 3_600_000;
/** The cluster role whose holder removes raw points past retention. */
export const RAW_RETENTION_ROLE = "raw-retention";

/** Each vessel of a company with a raw retention, with the oldest time its raw points are kept from. */
export function rawRetentionCutoffs(ctx: AppContext, nowMs: number): Map<string, number> {
  const companies = ctx.readModels.state("companies").byId;
  const cutoffs = new Map<string, number>();
  for (const vessel of Object.values(ctx.readModels.state("vessels").byId)) {
    const months = vessel.companyId ? companies[vessel.companyId]?.rawRetentionMonths : null;
    if (months != null) cutoffs.set(vessel.id, rawRetentionCutoff(months, nowMs));
  }
  return cutoffs;
}

/**
 * Removes the raw points of every vessel older than its company's retention (docs/operations.md,
 * "Raw data retention"). Vessels without a company, or of a company without retention, keep theirs.
 */
export async function applyRawRetention(ctx: AppContext): Promise<RawRemoval & { vessels: number }> {
  const cutoffs = rawRetentionCutoffs(ctx, ctx.now().getTime());
  if (!ctx.timeSeries || cutoffs.size === 0) return { points: 0, partitionsDropped: 0, vessels: 0 };
  return { ...(await ctx.timeSeries.removeRawBefore(cutoffs)), vessels: cutoffs.size };
}

/** Runs the raw retention at start and every RAW_RETENTION_INTERVAL_MS in one process (startServer). */
export function startRawRetention(ctx: AppContext): { stop(): void } {
  return singletonTimer(
    ctx.cluster ?? new LocalLocks(),
    RAW_RETENTION_ROLE,
    RAW_RETENTION_INTERVAL_MS,
    async () => {
      const done = await applyRawRetention(ctx);
      if (done.points > 0 || done.partitionsDropped > 0)
        ctx.logger.info("raw log data past retention removed", { ...done });
    },
    (error) => ctx.logger.warn("raw data retention failed", { error: String(error) }),
  );
}
