import type { HullPerformanceSettings } from "../../../domain/hullPerformance/reference.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { settingsOf } from "../../dailyPerformance/hullReads.js";
import { slicer } from "../../shared/yieldingLoop.js";
import { FOULING_FEATURE, HULL_MESSAGES } from "./access.js";

type RowOf = { vesselId: string; vesselName: string };

/**
 * A row per vessel of the calls about several vessels (Fouling Overview, LatestStatistics,
 * AddedFuelConsumptions): its figures, or its error when it has no Fouling module or no reference, with
 * `empty` in place of the figures where the answer keeps them. Yields between vessels.
 */
export async function fleetRows<T extends object, E extends object>(
  ctx: AppContext,
  vessels: readonly VesselView[],
  figures: (vessel: VesselView, settings: HullPerformanceSettings) => Promise<T>,
  empty: E,
): Promise<Array<(RowOf & { error: null } & T) | (RowOf & E & { error: string })>> {
  const rows: Array<(RowOf & { error: null } & T) | (RowOf & E & { error: string })> = [];
  const clock = slicer();
  for (const vessel of vessels) {
    await clock.pause();
    const row = { vesselId: vessel.id, vesselName: vessel.name };
    const hasFouling = vessel.featureIds.includes(FOULING_FEATURE);
    const settings = hasFouling ? settingsOf(ctx, vessel.id) : null;
    if (settings) rows.push({ ...row, error: null, ...(await figures(vessel, settings)) });
    else
      rows.push({
        ...row,
        ...empty,
        error: hasFouling ? HULL_MESSAGES.noReference : HULL_MESSAGES.foulingNotActivated,
      });
  }
  return rows;
}
