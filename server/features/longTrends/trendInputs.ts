import { calibrationStartsOf, periodStartsOf } from "../../../domain/hullPerformance/events.js";
import type { HullPerformanceSettings } from "../../../domain/hullPerformance/reference.js";
import {
  inputsOfWindow,
  inputsWithoutReference,
  type LongTrendInputs,
  type WindowSeries,
} from "../../../domain/longTrends/inputs.js";
import { foldDays } from "../../../domain/performance/dailyRecord.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { vesselDays } from "../../dailyPerformance/dailyPerformance.js";
import { eventsOf, isoOptionsOf, settingsOf } from "../../dailyPerformance/hullReads.js";
import { analyseVessel } from "../../dailyPerformance/rawAnalysis.js";
import { vesselFeatures } from "../../shared/featureMapping.js";

/**
 * Reads a vessel's long-trend inputs (domain/longTrends/inputs.ts) from the stored days
 * (server/dailyPerformance), or from the raw log data (rawLongTrendInputs, the path the tests compare
 * with): the same values without re-reading a year of raw points.
 */
type WindowReader = (
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
) => Promise<WindowSeries>;

const inputsFrom =
  (read: WindowReader) =>
  async (ctx: AppContext, vesselId: string, from: number, to: number): Promise<LongTrendInputs> => {
    const head = { vesselId, from, to, computedAt: ctx.now().getTime() };
    const settings = settingsOf(ctx, vesselId);
    const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
    if (!settings || !vessel) return inputsWithoutReference(head, periodStartsOf(eventsOf(ctx, vesselId)));
    return inputsOfWindow(head, await read(ctx, vessel, settings, from, to), vessel.maxContinuousRating);
  };

/** The vessel's daily values of every diagnostic type in [from, to) (whole UTC days), from the stored days. */
export const longTrendInputs = inputsFrom(async (ctx, vessel, settings, from, to) => {
  // The fold options the Fouling page folds with (calibration starts, courses, certified log calibrations):
  // the same speed loss.
  const options = await isoOptionsOf(ctx, vessel.id, await vesselFeatures(ctx, vessel), from, to);
  const folded = foldDays(await vesselDays(ctx, vessel, from, to), settings, options);
  return {
    speedDays: folded.analysis!.days,
    power: folded.power,
    rpm: folded.rpm,
    fuel: folded.fuel,
    logged: {
      power: folded.present.has("Shaft Power"),
      rpm: folded.present.has("Shaft Rpm"),
      fuel: folded.present.has("ME Fuel Mass Flow"),
    },
    periodStarts: options.periodStarts,
    renewalStarts: calibrationStartsOf(eventsOf(ctx, vessel.id)),
  };
});

/** The raw path of longTrendInputs: reads the vessel's log data in [from, to) (what fills the store). */
export const rawLongTrendInputs = inputsFrom(async (ctx, vessel, settings, from, to) => {
  const result = await analyseVessel(ctx, vessel, settings, from, to);
  const power = result.series["Shaft Power"] ?? [];
  const rpm = result.series["Shaft Rpm"] ?? [];
  return {
    speedDays: result.analysis.days,
    power,
    rpm,
    fuel: result.fuel,
    logged: { power: power.length > 0, rpm: rpm.length > 0, fuel: result.fuel.length > 0 },
    periodStarts: result.periodStarts,
    renewalStarts: calibrationStartsOf(result.events),
  };
});
