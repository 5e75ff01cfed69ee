import type { HullPerformanceSettings } from "../../../domain/hullPerformance/reference.js";
import { speedLossTrend } from "../../../domain/hullPerformance/trend.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { vesselAnalysis } from "../../dailyPerformance/dailyPerformance.js";
import { addedFuelOf, eventImpactsOf } from "./foulingFigures.js";

const DAY = 24 * 3_600_000;
/** Daily values a period needs before its trend (change per year) is shown. */
export const TREND_MIN_DAYS = 30;

const iso = (t: number) => new Date(t).toISOString();
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Everything the Fouling page shows for a window, in one computation (GET /Fouling/SpeedLoss). */
export async function foulingDataOf(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
) {
  const result = await vesselAnalysis(ctx, vessel, settings, from, to);
  const { analysis } = result;
  const trend = speedLossTrend(analysis.days, result.periodStarts);
  const last = trend.periods.at(-1) ?? null;
  // A change per year from a few weeks is noise: it is given from TREND_MIN_DAYS daily values on.
  const lastTrusted = last && last.days >= TREND_MIN_DAYS ? last : null;
  const recent = analysis.days.filter((d) => d.dayStart >= to - 30 * DAY);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
  // The current speed loss: the trend's value at its end, or the last 30 days' mean before a trend exists.
  const recentMean = mean(recent.map((d) => d.speedLoss));
  const current = lastTrusted ? lastTrusted.current : recentMean;
  return {
    vesselId: vessel.id,
    fromDate: iso(from),
    toDate: iso(to),
    featureMapping: result.mapping,
    history: analysis.days.map((d) => ({
      timestamp: iso(d.dayStart),
      speedLoss: round(d.speedLoss),
      performanceValue: round(d.pv),
      blocks: d.blocks,
    })),
    periods: trend.periods
      .filter((p) => p.days >= TREND_MIN_DAYS)
      .map((p) => ({
        from: iso(p.from),
        to: iso(p.to),
        days: p.days,
        meanSpeedLoss: round(p.meanSpeedLoss),
        changePerYear: round(p.changePerYear),
        current: round(p.current),
      })),
    statistics: {
      currentSpeedLoss: current === null ? null : round(current),
      changePerYear: lastTrusted ? round(lastTrusted.changePerYear) : null,
      trendMinDays: TREND_MIN_DAYS,
      meanSpeedLossLast30Days: recentMean === null ? null : round(recentMean),
      daysWithValue: analysis.days.length,
      blocks: analysis.counts,
      speedLogCalibrations: analysis.calibrations.map((k) => ({
        from: iso(k.from),
        to: iso(k.to),
        factor: round(k.factor, 4),
      })),
      missingFeatures: analysis.missingFeatures,
    },
    addedFuelConsumption: addedFuelOf(result, settings, current),
    events: result.events.map((e) => ({ ...e, startTime: iso(e.startTime), endTime: iso(e.endTime) })),
    // Effect of each event inside the window: mean PV of the (up to) 91 days before it vs after it.
    eventImpacts: eventImpactsOf(result, from, to),
  };
}
