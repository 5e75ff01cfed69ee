import { analyseIso19030 } from "../../domain/hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../../domain/hullPerformance/reference.js";
import {
  fuelCurveOf,
  specificFuel,
  type VesselAnalysis,
} from "../../domain/hullPerformance/vesselAnalysis.js";
import type { VesselView } from "../../projections/admin/vessels.js";
import type { AppContext } from "../context.js";
import { vesselFeatures } from "../shared/featureMapping.js";
import { eventsOf, isoOptionsOf, readAnalysisSeries } from "./hullReads.js";

/**
 * The raw path: reads the vessel's features in [from, to) from the time-series store
 * (readAnalysisSeries) and runs the ISO 19030 method. Computed on each call; the pages read the daily
 * store instead (vesselAnalysis, dailyPerformance.ts) and this is what the tests compare it with.
 */
export async function analyseVessel(
  ctx: AppContext,
  vessel: VesselView,
  settings: HullPerformanceSettings,
  from: number,
  to: number,
): Promise<VesselAnalysis> {
  const features = await vesselFeatures(ctx, vessel);
  const { series, fuel, mapping } = await readAnalysisSeries(ctx, features, from, to);
  const events = eventsOf(ctx, vessel.id);
  const options = await isoOptionsOf(ctx, vessel.id, features, from, to);
  const analysis = analyseIso19030(series, settings, options);
  return {
    analysis,
    mapping,
    events,
    periodStarts: options.periodStarts,
    specificFuel: specificFuel(fuel, series["Shaft Power"] ?? []),
    fuelCurve: fuelCurveOf(fuel, series["Shaft Power"] ?? []),
    series,
    fuel,
  };
}
