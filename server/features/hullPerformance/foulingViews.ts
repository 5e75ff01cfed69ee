import type { FoulingConfigAnswer, VesselCoatingAnswer } from "../../../domain/hullPerformance/answers.js";
import { coatingTypeName, manufacturerName } from "../../../domain/hullPerformance/coating.js";
import type { SeaTemperatureSeries } from "../../../domain/hullPerformance/diagnosticsAnswers.js";
import { DEFAULT_FOULING_CONFIG, foulingConfigId } from "../../../domain/hullPerformance/foulingConfig.js";
import type { ManualSeaTemperature } from "../../../domain/hullPerformance/manualSeaTemperature.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { hourlyFeatureSeries } from "../../dailyPerformance/hullReads.js";
import { vesselFeatures } from "../../shared/featureMapping.js";

/** What the Fouling page's calls read from the read models and the log data, in their answers' shapes. */

/** A vessel's hull coating with its type's, manufacturer's and setter's names; null until set. */
export function vesselCoatingOf(ctx: AppContext, vesselId: string): VesselCoatingAnswer {
  const coating = entryOf(ctx.readModels.state("fouling").coatings, vesselId);
  if (!coating) return { vesselId, coating: null };
  const user = entryOf(ctx.readModels.state("users").byId, coating.setBy);
  return {
    vesselId,
    coating: {
      ...coating,
      coatingTypeName: coatingTypeName(coating.coatingTypeId),
      manufacturerName: manufacturerName(coating.manufacturerId),
      setByName: user?.name ?? null,
    },
  };
}

/** The user's fouling chart configuration for a vessel; the defaults until saved. */
export function foulingConfigOf(ctx: AppContext, userId: string, vesselId: string): FoulingConfigAnswer {
  const saved = entryOf(ctx.readModels.state("fouling").configs, foulingConfigId(userId, vesselId));
  if (!saved) return { vesselId, ...DEFAULT_FOULING_CONFIG, saved: false, savedAt: null };
  const { userId: _u, ...config } = saved;
  return { ...config, saved: true };
}

/** The vessel's certified speed-log calibrations, by validFrom. */
export const speedLogCalibrationsOf = (ctx: AppContext, vesselId: string) =>
  entryOf(ctx.readModels.state("hullPerformance").speedLogCalibrations, vesselId) ?? [];

/** The vessel's manual sea surface temperatures by 6-hour bucket start. */
export const manualSeaTemperaturesOf = (
  ctx: AppContext,
  vesselId: string,
): Record<string, ManualSeaTemperature> =>
  entryOf(ctx.readModels.state("fouling").seaTemperatures, vesselId) ?? {};

/** The hourly series of [from, to) the sea temperature map reads (outlier deletions applied). */
export async function seaTemperatureSeriesOf(
  ctx: AppContext,
  vessel: VesselView,
  from: number,
  to: number,
): Promise<SeaTemperatureSeries> {
  const [temperature, latitude, longitude, speedOverGround, speedThroughWater] = await hourlyFeatureSeries(
    ctx,
    await vesselFeatures(ctx, vessel),
    ["Sea Water Temperature", "Latitude", "Longitude", "Speed Over Ground", "Speed Through Water"],
    from,
    to,
  );
  return {
    temperature: temperature!,
    latitude: latitude!,
    longitude: longitude!,
    speedOverGround: speedOverGround!,
    speedThroughWater: speedThroughWater!,
  };
}
