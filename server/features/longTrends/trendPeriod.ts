import {
  MAX_NAMED_PERIOD_DAYS,
  type ResolvedTrendPeriod,
  resolveTrendPeriod,
  type TrendPeriod,
} from "../../../domain/longTrends/trendWindow.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { dataFingerprints, vesselInputs } from "../../dailyPerformance/dailyPerformance.js";

const DAY_MS = 86_400_000;

/** The vessel's first day with log data in the longest named period (the day rollups, one row a day). */
async function firstDataDay(ctx: AppContext, vessel: VesselView): Promise<number | null> {
  const to = Math.ceil(ctx.now().getTime() / DAY_MS) * DAY_MS;
  const { variableIds } = await vesselInputs(ctx, vessel);
  const days = await dataFingerprints(ctx, variableIds, to - MAX_NAMED_PERIOD_DAYS * DAY_MS, to);
  let first: number | null = null;
  for (const day of days.keys()) if (first === null || day < first) first = day;
  return first;
}

/**
 * All values or Last voyage of the named vessels (docs/long-trends.md "Time period"): All values starts
 * at the earliest first data day of them; Last voyage is the first vessel's.
 */
export async function trendPeriodWindow(
  ctx: AppContext,
  period: TrendPeriod,
  vessels: readonly VesselView[],
): Promise<ResolvedTrendPeriod> {
  const now = ctx.now().getTime();
  if (period === "AllValues") {
    const firsts = (await Promise.all(vessels.map((v) => firstDataDay(ctx, v)))).filter(
      (d): d is number => d !== null,
    );
    return resolveTrendPeriod(period, {
      now,
      firstDataDay: firsts.length ? Math.min(...firsts) : null,
      voyageEvents: [],
    });
  }
  const log = vessels[0] ? await ctx.readModels.stored("voyageLogs").get(vessels[0].id) : undefined;
  const voyageEvents = (log ? vesselEventsOf(log.voyages) : []).map((e) => ({
    type: e.type,
    at: Date.parse(e.timestamp),
  }));
  return resolveTrendPeriod(period, { now, firstDataDay: null, voyageEvents });
}
