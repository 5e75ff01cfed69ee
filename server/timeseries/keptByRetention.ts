import type { PointInput } from "./TimeSeriesStore.js";

/**
 * The points a writer stores: those at or after their variable's `raw_from` (raw retention,
 * docs/operations.md "Raw data retention"). A point of a removed span is left out: its quarter-hour
 * rollup already counts it, and storing it again would count it twice (SQLite merges new points into
 * stored quarters) or rebuild the quarter from that point alone (PostgreSQL rebuilds touched quarters
 * from raw points). `rawFromOf` answers a variable's raw_from (null: nothing removed); it is asked once
 * per variable and writer, through `known`. Answers `points` itself when every point is kept.
 */
export function keptByRetention(
  points: readonly PointInput[],
  known: Map<number, number | null>,
  rawFromOf: (variableId: number) => number | null,
): readonly PointInput[] {
  let kept: PointInput[] | null = null;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    let from = known.get(p.variableId);
    if (from === undefined) {
      from = rawFromOf(p.variableId);
      known.set(p.variableId, from);
    }
    if (from !== null && p.t < from) kept ??= points.slice(0, i);
    else kept?.push(p);
  }
  return kept ?? points;
}
