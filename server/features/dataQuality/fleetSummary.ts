import { DAY_MS } from "../../../domain/dataQuality/detectors.js";
import {
  foldQualityParts,
  type QualityPart,
  qualityPartOf,
} from "../../../domain/dataQuality/summaryDays.js";
import { entryOf } from "../../../domain/shared/records.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { DailyStore } from "../../dailyPerformance/DailyStore.js";
import { configuredMappingOf, type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import { mapInSlices } from "../../shared/yieldingLoop.js";
import type { TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { KeptParts } from "./keptParts.js";
import {
  computeQualityDays,
  daysOf,
  defaultQualityDays,
  foldedFeatures,
  hourlyAlignmentRules,
  hourlyOf,
  noonVerdict,
  rangedFeatures,
} from "./qualityDays.js";
import {
  missingDays,
  type StoredKeys,
  storedKeysOf,
  storedPartsOf,
  summaryOf,
  summaryOfParts,
  type VesselSummary,
} from "./storedSummary.js";
import { dataSpan } from "./vesselQuality.js";

export { type Light, lightRank, type SummaryCheck } from "../../../domain/dataQuality/summaryDays.js";

const DQ_FEATURE_ID = featureByName("DataQuality")!.id;
export const hasDataQualityFeature = (vessel: VesselView) => vessel.featureIds.includes(DQ_FEATURE_ID);

/** The Summary's span when the caller names none: the 30 days up to the end of today. */
export const SUMMARY_DEFAULT_DAYS = 30;

export type { VesselSummary } from "./storedSummary.js";

/**
 * One vessel's Summary over [from, to) computed on the spot from its hourly rollups and noon reports (the
 * whole span as one part): the path of a span that is not whole days, and what the stored days must equal.
 */
export async function computedSummary(
  ctx: AppContext,
  store: TimeSeriesStore,
  vessel: VesselView,
  features: readonly MappedFeature[],
  from: number,
  to: number,
  pause?: () => Promise<void>,
): Promise<VesselSummary> {
  ({ from, to } = dataSpan(ctx, features, from, to));
  const hourly = await hourlyOf(store, features, from, to, pause);
  const reports = await store.noonReports(vessel.id, from + DAY_MS, to);
  const rules = hourlyAlignmentRules(features);
  const noon = reports.map((r) => {
    const verdict = noonVerdict(r, hourly, rules);
    return { t: r.t, clipped: verdict, full: verdict };
  });
  const part = qualityPartOf(rangedFeatures(features), hourly, noon);
  return summaryOf(vessel, features, foldQualityParts([part], foldedFeatures(features), from, to));
}

/** Each server's parsed parts (keptParts.ts). */
const keptOf = new WeakMap<AppContext, KeptParts>();
const keptParts = (ctx: AppContext): KeptParts => {
  let kept = keptOf.get(ctx);
  if (!kept) {
    kept = new KeptParts();
    keptOf.set(ctx, kept);
  }
  return kept;
};

/**
 * The parts of a vessel's days [fromDay, toDay) (storedPartsOf); days not stored, or stored for another
 * mapping or valid range, are computed and stored first.
 */
async function storedParts(
  ctx: AppContext,
  daily: DailyStore,
  store: TimeSeriesStore,
  vessel: VesselView,
  features: readonly MappedFeature[],
  stored: StoredKeys,
  fromDay: number,
  toDay: number,
  pause?: () => Promise<void>,
): Promise<Map<number, QualityPart>> {
  const parts = await storedPartsOf(keptParts(ctx), daily, vessel.id, features, stored, fromDay, toDay);
  const missing = missingDays(parts, fromDay, toDay);
  if (missing.length > 0) {
    const fresh = await computeQualityDays(
      ctx,
      store,
      vessel.id,
      features,
      missing[0]!,
      missing[missing.length - 1]! + DAY_MS,
      pause,
    );
    await daily.writeQualityDays(fresh);
    for (const d of fresh) parts.set(d.day, keptParts(ctx).keep(vessel.id, d.day, d.key, d.data));
  }
  return parts;
}

/**
 * The Summary page's rows (docs/data-quality.md, "The Summary"). A span of whole days is a fold over the
 * vessels' stored days, done in the Summary thread (summaryInThread.ts) so that a fleet's fold never holds
 * this thread; a vessel the thread could not answer from stored days alone (a day not stored yet, or stored
 * for another mapping) is answered here, its days computed once and stored. Another span is computed vessel
 * by vessel here. The loops here let other callers in between slices.
 */
export async function fleetSummaries(
  ctx: AppContext,
  store: TimeSeriesStore,
  vessels: readonly VesselView[],
  from: number,
  to: number,
): Promise<VesselSummary[]> {
  const daily = ctx.daily;
  if (!daily || from % DAY_MS !== 0 || to % DAY_MS !== 0) {
    const features = await mapInSlices(vessels, (vessel) => vesselFeatures(ctx, vessel));
    return mapInSlices(vessels, (vessel, i, pause) =>
      computedSummary(ctx, store, vessel, features[i]!, from, to, pause),
    );
  }
  const fromThread = await summariesInThread(ctx, vessels, from, to);
  const answered = new Map(fromThread.map((row) => [row.vesselId, row]));
  const rest = vessels.filter((v) => !answered.has(v.id));
  const features = await mapInSlices(rest, (vessel) => vesselFeatures(ctx, vessel));
  const stored = await storedKeysOf(
    daily,
    rest.map((v) => v.id),
    from,
    to,
  );
  const computed = await mapInSlices(rest, async (vessel, i, pause) => {
    const span = dataSpan(ctx, features[i]!, from, to);
    const days = daysOf(span);
    const parts = await storedParts(
      ctx,
      daily,
      store,
      vessel,
      features[i]!,
      stored.get(vessel.id) ?? [],
      days.fromDay,
      days.toDay,
      pause,
    );
    return summaryOfParts(vessel, features[i]!, parts, span, days);
  });
  for (const row of computed) answered.set(row.vesselId, row);
  return vessels.map((v) => answered.get(v.id)!);
}

/**
 * The rows the Summary thread folds from stored days alone; none when this server has no thread (a bare
 * context) or the thread failed (logged: the rows are then computed here, as slowly as before).
 */
async function summariesInThread(
  ctx: AppContext,
  vessels: readonly VesselView[],
  from: number,
  to: number,
): Promise<VesselSummary[]> {
  const thread = ctx.summaryThread;
  if (!thread) return [];
  try {
    return await thread.summaries({
      from,
      to,
      now: ctx.now().getTime(),
      vessels: vessels.map((v) => ({
        id: v.id,
        name: v.name,
        maxContinuousRating: v.maxContinuousRating,
        configured: configuredMappingOf(ctx, v.id),
      })),
    });
  } catch (error) {
    ctx.logger.error("the Summary thread failed; the Summary is folded on the server's thread", {
      error: String(error),
    });
    return [];
  }
}

/**
 * After a change of what the stored days depend on besides the data (the feature mapping, a valid range,
 * the taxa the mapping's suggestion reads): the vessel's days of the default span brought to the new
 * mapping, so that the next Summary finds them. Other spans follow on their next call.
 */
export async function refreshQualityModelOf(ctx: AppContext, vesselId: string): Promise<void> {
  const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
  if (!vessel || !ctx.timeSeries || !ctx.daily) return;
  const features = await vesselFeatures(ctx, vessel);
  const { fromDay, toDay } = defaultQualityDays(ctx, SUMMARY_DEFAULT_DAYS);
  const days = daysOf(dataSpan(ctx, features, fromDay, toDay));
  const stored = await ctx.daily.readQualityKeys([vessel.id], fromDay, toDay);
  await storedParts(ctx, ctx.daily, ctx.timeSeries, vessel, features, stored, days.fromDay, days.toDay);
}
