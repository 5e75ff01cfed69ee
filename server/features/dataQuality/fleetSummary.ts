import { DAY_MS } from "../../../domain/dataQuality/detectors.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import { mapInSlices } from "../../shared/yieldingLoop.js";
import type { IntervalStatistics, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { type VesselSummary, vesselSummary } from "./vesselQuality.js";

const DQ_FEATURE_ID = featureByName("DataQuality")!.id;
export const hasDataQualityFeature = (vessel: VesselView) => vessel.featureIds.includes(DQ_FEATURE_ID);

/** The Summary's span when the caller names none: the 30 days up to the end of today. */
export const SUMMARY_DEFAULT_DAYS = 30;

/** Variables whose span statistics one statement reads (about 0.1 ms each on SQLite). */
const STATISTICS_CHUNK = 60;

/** Summaries kept per process (vessel and span); the oldest go first beyond this many. */
const KEPT = 4_096;

interface Kept {
  key: string;
  summary: VesselSummary;
}

const keptByContext = new WeakMap<AppContext, Map<string, Kept>>();

function keptOf(ctx: AppContext): Map<string, Kept> {
  let kept = keptByContext.get(ctx);
  if (!kept) {
    kept = new Map();
    keptByContext.set(ctx, kept);
  }
  return kept;
}

/**
 * What a vessel's summary is computed from: its name, the mapped features' settings and variables, the
 * day (the span is clipped at the start of today) and what the store holds of each mapped variable in the
 * span (count, sum, extremes, first and last point: an import that adds or replaces points changes them).
 */
function inputKey(
  vessel: VesselView,
  features: readonly MappedFeature[],
  stats: ReadonlyMap<number, IntervalStatistics>,
  from: number,
  to: number,
  today: number,
): string {
  const mapped = features.flatMap((f) => {
    if (!f.variable) return [];
    const c = f.config;
    const s = stats.get(f.variable.id);
    return [
      [
        c.featureName,
        f.variable.id,
        c.configured,
        c.intervalSeconds,
        c.min,
        c.max,
        c.frozenLimitMinutes,
        f.variable.firstAt,
        f.variable.lastAt,
        s ? [s.count, s.sum, s.min, s.max, s.first?.t, s.first?.v, s.last?.t, s.last?.v] : null,
      ],
    ];
  });
  return JSON.stringify([vessel.name, from, to, today, mapped]);
}

/**
 * The Summary page's rows (docs/data-quality.md, "The Summary"): one statement reads what the store holds
 * of every mapped variable of the fleet in the span; a vessel whose inputs did not change since its summary
 * was last computed (by a call or after an import, refreshAfterImport) answers that summary, the others are
 * computed from their hourly rollups. The loop lets other callers in between vessels (issue 32: a 200-vessel
 * fleet held every request for 2–3 s).
 */
export async function fleetSummaries(
  ctx: AppContext,
  store: TimeSeriesStore,
  vessels: readonly VesselView[],
  from: number,
  to: number,
): Promise<VesselSummary[]> {
  const features = await mapInSlices(vessels, (vessel) => vesselFeatures(ctx, vessel));
  const ids = features.flatMap((list) => list.flatMap((f) => (f.variable ? [f.variable.id] : [])));
  // One statement per chunk: a single one for 3,000 variables held the event loop for a second (issue 32).
  const chunks = Array.from({ length: Math.ceil(ids.length / STATISTICS_CHUNK) }, (_, i) =>
    ids.slice(i * STATISTICS_CHUNK, (i + 1) * STATISTICS_CHUNK),
  );
  const stats = new Map(
    (await mapInSlices(chunks, (chunk) => store.statistics(chunk, from, to - 1)))
      .flat()
      .map((s) => [s.variableId, s]),
  );
  const today = Math.floor(ctx.now().getTime() / DAY_MS) * DAY_MS;
  const kept = keptOf(ctx);
  return mapInSlices(vessels, async (vessel, i) => {
    const key = inputKey(vessel, features[i]!, stats, from, to, today);
    const slot = `${vessel.id}/${from}/${to}`;
    const hit = kept.get(slot);
    if (hit?.key === key) return hit.summary;
    const summary = await vesselSummary(ctx, store, vessel, from, to, features[i]);
    kept.delete(slot);
    kept.set(slot, { key, summary });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return summary;
  });
}

/**
 * After an import: the vessel's summary over the default span computed now, so that the next Summary call
 * finds it (the import changed its inputs). Other spans are recomputed on their next call.
 */
export async function refreshSummaryAfterImport(ctx: AppContext, vessel: VesselView): Promise<void> {
  if (!ctx.timeSeries || !hasDataQualityFeature(vessel)) return;
  const to = Math.ceil(ctx.now().getTime() / DAY_MS) * DAY_MS;
  await fleetSummaries(ctx, ctx.timeSeries, [vessel], to - SUMMARY_DEFAULT_DAYS * DAY_MS, to);
}
