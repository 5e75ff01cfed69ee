import { type PerformanceIndicator, performanceIndicators } from "../../domain/hullPerformance/indicators.js";
import { entryOf } from "../../domain/shared/records.js";
import { featureByName } from "../../domain/vessels/features.js";
import type { AppContext } from "../context.js";
import { vesselAnalysis } from "./dailyPerformance.js";
import { eventsOf, settingsOf, triggerValueOf } from "./hullReads.js";

const ISO19030_FEATURE_ID = featureByName("ISO19030")!.id;

/**
 * The maintenance trigger indicator of a vessel at `end` (ISO 19030, `performanceIndicators`), or null
 * when it cannot be computed: no trigger value, no speed-power reference, no dry docking recorded or the
 * ISO19030 module off. Folds the stored days from the latest dry docking to `end` (the reference and the
 * last three months lie in it), whole UTC days (docs/alerts.md). The alert engine and the ISO 19030 page
 * read it alike.
 */
export async function maintenanceTriggerOf(
  ctx: AppContext,
  vesselId: string,
  end: number,
): Promise<PerformanceIndicator | null> {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  const triggerValue = triggerValueOf(ctx, vesselId);
  const settings = settingsOf(ctx, vesselId);
  if (!vessel?.featureIds.includes(ISO19030_FEATURE_ID) || triggerValue === null || !settings) return null;
  const events = eventsOf(ctx, vesselId).filter((e) => e.endTime <= end);
  const latest = events
    .filter((e) => e.eventType === "DryDocking")
    .map((e) => e.endTime)
    .sort((a, b) => a - b)
    .at(-1);
  if (latest === undefined) return null;
  const { analysis } = await vesselAnalysis(ctx, vessel, settings, latest, end);
  const indicators = performanceIndicators(analysis.days, events, end, triggerValue);
  return indicators.find((i) => i.kind === "MaintenanceTrigger") ?? null;
}
