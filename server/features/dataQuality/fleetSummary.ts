import type { VesselSummaryAnswer } from "../../../domain/dataQuality/answers.js";
import { DAY_MS } from "../../../domain/dataQuality/detectors.js";
import {
  foldQualityParts,
  type QualityPart,
  qualityPartOf,
  type SummaryChecks,
  worstOf,
} from "../../../domain/dataQuality/summaryDays.js";
import { entryOf } from "../../../domain/shared/records.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { DailyStore } from "../../dailyPerformance/DailyStore.js";
import { type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
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
  qualityModelKey,
  rangedFeatures,
} from "./qualityDays.js";
import { dataSpan } from "./vesselQuality.js";

export { type Light, lightRank, type SummaryCheck } from "../../../domain/dataQuality/summaryDays.js";

const DQ_FEATURE_ID = featureByName("DataQuality")!.id;
export const hasDataQualityFeature = (vessel: VesselView) => vessel.featureIds.includes(DQ_FEATURE_ID);

/** The Summary's span when the caller names none: the 30 days up to the end of today. */
export const SUMMARY_DEFAULT_DAYS = 30;

/** Vessels whose stored days' keys one read of the daily store fetches. */
const READ_CHUNK = 20;

export type VesselSummary = VesselSummaryAnswer;

function summaryOf(
  vessel: VesselView,
  features: readonly MappedFeature[],
  checks: SummaryChecks,
): VesselSummary {
  // The variable records carry their newest reading's time: no query per variable.
  const lastT = features.reduce<number | null>((m, f) => {
    const t = f.variable?.lastAt ?? null;
    return t !== null && (m === null || t > m) ? t : m;
  }, null);
  return {
    vesselId: vessel.id,
    vesselName: vessel.name,
    lastDataReceived: lastT === null ? null : new Date(lastT).toISOString(),
    worst: worstOf(Object.values(checks).map((c) => c.light)),
    checks,
  };
}

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
 * The parts of a vessel's days [fromDay, toDay) from its stored days' keys (`stored`, ascending): a part
 * kept under the same key is used as it is, another is read and parsed once; days not stored, or stored
 * for another mapping or valid range, are computed and stored first.
 */
async function storedParts(
  ctx: AppContext,
  daily: DailyStore,
  store: TimeSeriesStore,
  vessel: VesselView,
  features: readonly MappedFeature[],
  stored: ReadonlyArray<{ day: number; key: string }>,
  fromDay: number,
  toDay: number,
  pause?: () => Promise<void>,
): Promise<QualityPart[]> {
  const kept = keptParts(ctx);
  const model = `${qualityModelKey(features)}.`;
  const parts = new Map<number, QualityPart>();
  const unread: number[] = [];
  for (const { day, key } of stored) {
    if (day < fromDay || day >= toDay || !key.startsWith(model)) continue;
    const part = kept.get(vessel.id, day, key);
    if (part) parts.set(day, part);
    else unread.push(day);
  }
  if (unread.length > 0) {
    const rows = await daily.readQualityDays([vessel.id], unread[0]!, unread[unread.length - 1]! + DAY_MS);
    for (const d of rows)
      if (!parts.has(d.day) && d.key.startsWith(model))
        parts.set(d.day, kept.keep(vessel.id, d.day, d.key, d.data));
  }
  const missing: number[] = [];
  for (let day = fromDay; day < toDay; day += DAY_MS) if (!parts.has(day)) missing.push(day);
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
    for (const d of fresh) parts.set(d.day, kept.keep(vessel.id, d.day, d.key, d.data));
  }
  const out: QualityPart[] = [];
  for (let day = fromDay; day < toDay; day += DAY_MS) out.push(parts.get(day)!);
  return out;
}

/**
 * The Summary page's rows (docs/data-quality.md, "The Summary"). A span of whole days is a fold over the
 * vessels' stored days (one read of the stored days' keys per 20 vessels; a part already parsed under the
 * same key is not read again; a day not stored yet is computed once and stored); another span is computed
 * vessel by vessel. The loops let other callers in between slices.
 */
export async function fleetSummaries(
  ctx: AppContext,
  store: TimeSeriesStore,
  vessels: readonly VesselView[],
  from: number,
  to: number,
): Promise<VesselSummary[]> {
  const features = await mapInSlices(vessels, (vessel) => vesselFeatures(ctx, vessel));
  const daily = ctx.daily;
  if (!daily || from % DAY_MS !== 0 || to % DAY_MS !== 0)
    return mapInSlices(vessels, (vessel, i, pause) =>
      computedSummary(ctx, store, vessel, features[i]!, from, to, pause),
    );
  const chunks = Array.from({ length: Math.ceil(vessels.length / READ_CHUNK) }, (_, i) =>
    vessels.slice(i * READ_CHUNK, (i + 1) * READ_CHUNK).map((v) => v.id),
  );
  const stored = new Map<string, Array<{ day: number; key: string }>>();
  for (const rows of await mapInSlices(chunks, (ids) => daily.readQualityKeys(ids, from, to)))
    for (const row of rows) {
      const list = stored.get(row.vesselId) ?? [];
      list.push(row);
      stored.set(row.vesselId, list);
    }
  return mapInSlices(vessels, async (vessel, i, pause) => {
    const span = dataSpan(ctx, features[i]!, from, to);
    const { fromDay, toDay } = daysOf(span);
    const parts = await storedParts(
      ctx,
      daily,
      store,
      vessel,
      features[i]!,
      stored.get(vessel.id) ?? [],
      fromDay,
      toDay,
      pause,
    );
    return summaryOf(
      vessel,
      features[i]!,
      foldQualityParts(parts, foldedFeatures(features[i]!), span.from, span.to),
    );
  });
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
