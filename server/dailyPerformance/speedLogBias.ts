import { biasPctOfFactor, ratioBlocksOf, type SpeedPair } from "../../domain/dataQuality/speedLog.js";
import { calibrationStartsOf } from "../../domain/hullPerformance/events.js";
import {
  type CalibrationMethod,
  calibrationWindowStart,
  estimateCalibration,
  MIN_SECTOR_BLOCKS,
} from "../../domain/hullPerformance/speedLogCalibration.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { vesselFeatures } from "../shared/featureMapping.js";
import { vesselAnalysis } from "./dailyPerformance.js";
import { certifiedCalibrationsOf, eventsOf, readCourses, settingsOf } from "./hullReads.js";

export interface SpeedLogBias {
  /** How much the log reads high over [from, to), %, or null when it could not be calibrated. */
  biasPct: number | null;
  method: CalibrationMethod;
  /** Why the figure is missing or provisional, or that the log reads far off; null when nothing to say. */
  note: string | null;
  /** Where the figure comes from: the Fouling page's calibration, or the Speed Log page's own pairs. */
  source: "fouling" | "pairs";
  /** The start of the stretch the figure is estimated over (ms): its calibration period's, or `from`. */
  calibratedFrom: number;
}

/**
 * The speed log's bias at the end of [from, to) by the calibration the Fouling page folds with
 * (domain/hullPerformance/speedLogCalibration.ts: SOG/STW on opposite headings, where a mean current along
 * the route cancels). It is the Fouling analysis' latest calibration period, estimated over the whole of
 * that period up to `to` — from the latest log servicing (dry docking, speed-log calibration event) or
 * certified calibration on, when that lies before `from` (`calibrationWindowStart`: one month holds one
 * season's current, which opposite headings cannot cancel) — when the vessel has a speed-power reference
 * and accepted blocks; otherwise the same estimator over `pairs` (the Speed Log page's at-sea readings of
 * the window) in 10-minute blocks with the hourly courses, from MIN_SECTOR_BLOCKS blocks on.
 */
export async function calibratedSpeedLogBias(
  ctx: AppContext,
  vessel: VesselView,
  pairs: readonly SpeedPair[],
  from: number,
  to: number,
): Promise<SpeedLogBias> {
  const settings = settingsOf(ctx, vessel.id);
  if (settings && ctx.daily) {
    const starts = [
      ...calibrationStartsOf(eventsOf(ctx, vessel.id)),
      ...certifiedCalibrationsOf(ctx, vessel.id).map((c) => c.validFrom),
    ];
    const calibratedFrom = calibrationWindowStart(starts, from, to);
    const { analysis } = await vesselAnalysis(ctx, vessel, settings, calibratedFrom, to);
    const latest = analysis.calibrations.at(-1);
    if (latest && latest.method !== "none")
      return {
        biasPct: biasPctOfFactor(latest.factor),
        method: latest.method,
        note: latest.note,
        source: "fouling",
        calibratedFrom: Math.max(calibratedFrom, latest.from),
      };
  }
  const courses = await readCourses(ctx, await vesselFeatures(ctx, vessel), from, to);
  // The page answers from six hours at sea on (provisional on one heading), as it did before.
  const estimate = estimateCalibration(ratioBlocksOf(pairs, courses), MIN_SECTOR_BLOCKS);
  return {
    biasPct: estimate.method === "none" ? null : biasPctOfFactor(estimate.factor),
    method: estimate.method,
    note: estimate.note,
    source: "pairs",
    calibratedFrom: from,
  };
}
