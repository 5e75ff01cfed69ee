import type { SeriesPage, SeriesQuery } from "./TimeSeriesStore.js";

/**
 * A Raw or Minute series of a variable whose raw points before `rawFrom` were removed by the raw
 * retention: quarter-hour rollups up to `rawFrom`, then what `read` answers from the raw points, in one
 * time order and paged as usual (`after` below `rawFrom` continues in the quarters). A chart of a
 * removed day thus shows quarter-hour buckets (average, min, max) instead of nothing.
 */
export async function seriesAcrossRemovedRaw(
  query: SeriesQuery,
  rawFrom: number,
  read: (query: SeriesQuery) => Promise<SeriesPage>,
): Promise<SeriesPage> {
  const { after, from, to, limit } = query;
  if (from >= rawFrom || (after !== undefined && after >= rawFrom)) return read(query);
  const quarters = await read({
    variableId: query.variableId,
    from,
    to: Math.min(to, rawFrom - 1),
    granularity: "Quarter",
    limit,
    ...(after !== undefined ? { after } : {}),
  });
  if (quarters.nextAfter !== null || to < rawFrom) return quarters;
  const rest = limit - quarters.points.length;
  if (rest <= 0) {
    const last = quarters.points[quarters.points.length - 1];
    return { points: quarters.points, nextAfter: last ? last.t : null };
  }
  const raw = await read({
    variableId: query.variableId,
    from: rawFrom,
    to,
    granularity: query.granularity,
    limit: rest,
  });
  return { points: [...quarters.points, ...raw.points], nextAfter: raw.nextAfter };
}
