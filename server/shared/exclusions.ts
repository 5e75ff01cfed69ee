import { BUCKET_MS } from "../../domain/logdata/granularity.js";
import type { DataQualityState } from "../../projections/dataQuality/dataQuality.js";
import { SCOPE_MESSAGES } from "../access/requestScope.js";
import type { AppContext } from "../context.js";
import { readAllPoints } from "../timeseries/readAll.js";
import type {
  IntervalStatistics,
  RecentWindow,
  SeriesPage,
  SeriesPoint,
  SeriesQuery,
  TimeSeriesStore,
} from "../timeseries/TimeSeriesStore.js";

/**
 * Readings excluded from the analytics: the Deletes in force of the data-quality read model
 * (docs/data-quality.md, "Outlier actions"), as closed spans [from, to] in ms per log variable.
 * This is the one place analytics slices ask; they read the store through `analyticsStore`.
 */
export type Span = readonly [number, number];

const indexCache = new WeakMap<DataQualityState, Map<number, Span[]>>();

/** Deletes in force per log variable, sorted and merged; rebuilt only when the read model changes. */
export function deletionIndex(state: DataQualityState): Map<number, Span[]> {
  const cached = indexCache.get(state);
  if (cached) return cached;
  const raw = new Map<number, Span[]>();
  for (const vessel of Object.values(state.byVesselId)) {
    for (const a of Object.values(vessel.actions)) {
      if (a.action !== "Delete") continue;
      const list = raw.get(a.logVariableId) ?? [];
      list.push([Date.parse(a.from), Date.parse(a.to)]);
      raw.set(a.logVariableId, list);
    }
  }
  const index = new Map<number, Span[]>();
  for (const [id, spans] of raw) index.set(id, mergeSpans(spans));
  indexCache.set(state, index);
  return index;
}

function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** The excluded spans of a variable that touch [from, to] (both inclusive); empty for most variables. */
export function excludedSpans(ctx: AppContext, variableId: number, from: number, to: number): Span[] {
  const spans = deletionIndex(ctx.readModels.state("dataQuality")).get(variableId);
  if (!spans) return [];
  return spans.filter(([a, b]) => b >= from && a <= to);
}

export const isExcluded = (spans: readonly Span[], t: number): boolean =>
  spans.some(([a, b]) => t >= a && t <= b);

/** Statistics of raw points (what a bucket holds once some of its readings are excluded). */
function bucketOf(t: number, points: readonly SeriesPoint[]): SeriesPoint | null {
  if (points.length === 0) return null;
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    sum += p.avg;
    if (p.avg < min) min = p.avg;
    if (p.avg > max) max = p.avg;
  }
  return {
    t,
    sum,
    count: points.length,
    avg: sum / points.length,
    min,
    max,
    first: points[0]!.avg,
    last: points[points.length - 1]!.avg,
  };
}

/**
 * The time-series store as analytics read it: `series` and `statistics` leave out excluded readings;
 * everything else is the store's own. Rolled-up buckets (Minute … Day) that hold an excluded reading are
 * recomputed at read time from their raw readings minus the excluded ones (a bucket left empty is
 * dropped); the others are the stored rollups. A variable without a Delete in force costs one map lookup.
 */
export function analyticsStore(ctx: AppContext): TimeSeriesStore {
  const store = ctx.timeSeries;
  if (!store) throw new Error(SCOPE_MESSAGES.noStore);
  return withExclusions(store, (id, from, to) => excludedSpans(ctx, id, from, to));
}

export function withExclusions(
  store: TimeSeriesStore,
  spansOf: (variableId: number, from: number, to: number) => Span[],
): TimeSeriesStore {
  const series = async (query: SeriesQuery): Promise<SeriesPage> => {
    const page = await store.series(query);
    if (page.points.length === 0) return page;
    const bucketMs = query.granularity === "Raw" ? 0 : BUCKET_MS[query.granularity] * (query.merge ?? 1);
    const lastT = page.points[page.points.length - 1]!.t;
    const spans = spansOf(query.variableId, page.points[0]!.t, lastT + Math.max(0, bucketMs - 1));
    if (spans.length === 0) return page;
    if (bucketMs === 0) return { ...page, points: page.points.filter((p) => !isExcluded(spans, p.t)) };
    const points: SeriesPoint[] = [];
    for (const p of page.points) {
      const end = p.t + bucketMs - 1;
      if (!spans.some(([a, b]) => b >= p.t && a <= end)) {
        points.push(p);
        continue;
      }
      const raw = await readAllPoints(store, {
        variableId: query.variableId,
        from: p.t,
        to: end,
        granularity: "Raw",
      });
      const kept = bucketOf(
        p.t,
        raw.filter((r) => !isExcluded(spans, r.t)),
      );
      if (kept) points.push(kept);
    }
    return { ...page, points };
  };

  // The database's column texts are answered only where no excluded reading lies near the window:
  // elsewhere `series` recomputes the buckets that hold one.
  const seriesColumnsText = async (query: SeriesQuery) => {
    if (!store.seriesColumnsText) return null;
    const reach = query.granularity === "Raw" ? 0 : BUCKET_MS[query.granularity] * (query.merge ?? 1);
    if (spansOf(query.variableId, query.from - reach, query.to + reach).length > 0) return null;
    return store.seriesColumnsText(query);
  };

  const statistics = async (
    variableIds: readonly number[],
    from: number,
    to: number,
  ): Promise<IntervalStatistics[]> => {
    const excluded = variableIds.map((id) => spansOf(id, from, to));
    if (excluded.every((s) => s.length === 0)) return store.statistics(variableIds, from, to);
    return Promise.all(
      variableIds.map(async (id, i) => {
        const spans = excluded[i]!;
        if (spans.length === 0) return (await store.statistics([id], from, to))[0]!;
        // The kept stretches between the excluded spans, combined.
        const parts: Array<[number, number]> = [];
        let cursor = from;
        for (const [a, b] of spans) {
          if (a > cursor) parts.push([cursor, Math.min(a - 1, to)]);
          cursor = Math.max(cursor, b + 1);
        }
        if (cursor <= to) parts.push([cursor, to]);
        const stats = await Promise.all(parts.map(([a, b]) => store.statistics([id], a, b)));
        return combine(
          id,
          stats.map((s) => s[0]!),
        );
      }),
    );
  };

  const recentRaw = async (variableIds: readonly number[], window: RecentWindow) => {
    const recent = await store.recentRaw(variableIds, window);
    for (const [id, points] of recent) {
      const spans = spansOf(id, points[0]!.t, points[points.length - 1]!.t);
      if (spans.length > 0)
        recent.set(
          id,
          points.filter((p) => !isExcluded(spans, p.t)),
        );
    }
    return recent;
  };

  return {
    beginImport: () => store.beginImport(),
    variables: (vesselId) => store.variables(vesselId),
    variablesOfVessels: (vesselIds) => store.variablesOfVessels(vesselIds),
    variablesByIds: (ids) => store.variablesByIds(ids),
    series,
    seriesColumnsText,
    statistics,
    lastReceived: (ids) => store.lastReceived(ids),
    recentRaw,
    positions: (vesselId, from, to) => store.positions(vesselId, from, to),
    sampledPositions: (vesselId, from, to, stepMs) => store.sampledPositions(vesselId, from, to, stepMs),
    latestPosition: (vesselId) => store.latestPosition(vesselId),
    noonReports: (vesselId, from, to) => store.noonReports(vesselId, from, to),
    removeRawBefore: (cutoffs) => store.removeRawBefore(cutoffs),
    totals: () => store.totals(),
    close: () => store.close(),
  };
}

function combine(variableId: number, parts: readonly IntervalStatistics[]): IntervalStatistics {
  let count = 0;
  let sum = 0;
  let min: number | null = null;
  let max: number | null = null;
  let first: IntervalStatistics["first"] = null;
  let last: IntervalStatistics["last"] = null;
  for (const s of parts) {
    if (s.count === 0) continue;
    count += s.count;
    sum += s.sum;
    min = min === null ? s.min : Math.min(min, s.min ?? min);
    max = max === null ? s.max : Math.max(max, s.max ?? max);
    first ??= s.first;
    last = s.last ?? last;
  }
  return { variableId, count, sum, avg: count > 0 ? sum / count : null, min, max, first, last };
}
