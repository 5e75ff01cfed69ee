import type { CurvePoint } from "../../../domain/curves/referenceCurve.js";
import { CURVE_LIMITS } from "../../../domain/curves/referenceCurve.js";
import type { Granularity, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";

const PAGE = 5_000;

async function averages(
  store: TimeSeriesStore,
  variableId: number,
  from: number,
  to: number,
  granularity: Granularity,
): Promise<Map<number, number>> {
  const byBucket = new Map<number, number>();
  let after: number | undefined;
  do {
    const page = await store.series({ variableId, from, to, granularity, limit: PAGE, after });
    for (const p of page.points) if (Number.isFinite(p.avg)) byBucket.set(p.t, p.avg);
    after = page.nextAfter ?? undefined;
  } while (after !== undefined);
  return byBucket;
}

/**
 * Points (x, y) for a pair of log variables: the averages of both over each bucket (hour or day) where
 * both have data, one point per x (rounded to 2 decimals; y averaged over buckets sharing it), sorted by
 * x, at most the curve's limit (evenly thinned beyond it).
 */
export async function pointsOfVariables(
  store: TimeSeriesStore,
  xVariableId: number,
  yVariableId: number,
  window: { from: number; to: number },
  granularity: Granularity,
): Promise<{ points: CurvePoint[]; buckets: number; thinned: boolean }> {
  const [xs, ys] = await Promise.all([
    averages(store, xVariableId, window.from, window.to, granularity),
    averages(store, yVariableId, window.from, window.to, granularity),
  ]);
  const byX = new Map<number, { sum: number; count: number }>();
  let buckets = 0;
  for (const [t, x] of xs) {
    const y = ys.get(t);
    if (y === undefined) continue;
    buckets += 1;
    const key = Math.round(x * 100) / 100;
    const entry = byX.get(key) ?? { sum: 0, count: 0 };
    byX.set(key, { sum: entry.sum + y, count: entry.count + 1 });
  }
  let points = [...byX.entries()]
    .map(([x, { sum, count }]) => ({ x, y: sum / count }))
    .sort((a, b) => a.x - b.x);
  const thinned = points.length > CURVE_LIMITS.pointsMax;
  if (thinned) {
    const step = points.length / CURVE_LIMITS.pointsMax;
    points = Array.from({ length: CURVE_LIMITS.pointsMax }, (_, i) => points[Math.floor(i * step)]!);
  }
  return { points, buckets, thinned };
}
