import { DAY_MS } from "../../../domain/dataQuality/detectors.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import { mapInSlices } from "../../shared/yieldingLoop.js";
import { SqliteTimeSeriesStore } from "../../timeseries/sqlite/SqliteTimeSeriesStore.js";
import type { IntervalStatistics, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { summariesInThread } from "./summaryThread.js";
import { dataSpan, type SummaryInput, summaryOver, type VesselSummary } from "./vesselQuality.js";

const DQ_FEATURE_ID = featureByName("DataQuality")!.id;
export const hasDataQualityFeature = (vessel: VesselView) => vessel.featureIds.includes(DQ_FEATURE_ID);

/** The Summary's span when the caller names none: the 30 days up to the end of today. */
export const SUMMARY_DEFAULT_DAYS = 30;

/** Variables whose span statistics one statement reads (about 0.1 ms each on SQLite). */
const STATISTICS_CHUNK = 20;

/** Vessels handed to the summary thread at once: concurrent Summary calls take turns on it. */
const THREAD_BATCH = 20;

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
 * computed from their hourly rollups: on SQLite in the summary thread (summaryThread.ts), on PostgreSQL here
 * in slices that let other callers in between reads (issue 32: a 200-vessel fleet held every request for
 * 2–3 s, then for 150–900 ms at a time with slices of a vessel).
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
  const keys = vessels.map((vessel, i) => inputKey(vessel, features[i]!, stats, from, to, today));
  const slot = (vessel: VesselView) => `${vessel.id}/${from}/${to}`;
  const summaries: Array<VesselSummary | undefined> = vessels.map((vessel, i) => {
    const hit = kept.get(slot(vessel));
    return hit && hit.key === keys[i] ? hit.summary : undefined;
  });
  const keep = (i: number, summary: VesselSummary) => {
    summaries[i] = summary;
    kept.delete(slot(vessels[i]!));
    kept.set(slot(vessels[i]!), { key: keys[i]!, summary });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  };
  const misses = vessels.flatMap((_, i) => (summaries[i] ? [] : [i]));
  const inputOf = (i: number): SummaryInput => {
    const mapped = features[i]!.filter((f) => f.variable);
    return {
      vessel: { id: vessels[i]!.id, name: vessels[i]!.name },
      features: mapped,
      span: dataSpan(ctx, mapped, from, to),
    };
  };
  const file = threadFileOf(store);
  if (file) {
    for (let at = 0; at < misses.length; at += THREAD_BATCH) {
      const batch = misses.slice(at, at + THREAD_BATCH);
      const computed = await summariesInThread(file, batch.map(inputOf));
      for (const [n, i] of batch.entries()) keep(i, computed[n]!);
    }
  } else {
    await mapInSlices(misses, async (i, _, pause) => {
      const { vessel, features: mapped, span } = inputOf(i);
      keep(i, await summaryOver(store, vessel, mapped, span, pause));
    });
  }
  return summaries as VesselSummary[];
}

/**
 * The SQLite file a summary thread can read the store from; none for PostgreSQL (its reads do not hold
 * this thread) or an in-memory SQLite database.
 */
function threadFileOf(store: TimeSeriesStore): string | null {
  return store instanceof SqliteTimeSeriesStore && !store.db.memory ? store.db.name : null;
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
