import type { SeriesPoint, SeriesQuery, TimeSeriesStore } from "./TimeSeriesStore.js";

const PAGE = 20_000;

/** Every point of a series query, page after page (the store answers at most `limit` per call). */
export async function readAllPoints(
  store: TimeSeriesStore,
  query: Omit<SeriesQuery, "limit" | "after">,
): Promise<SeriesPoint[]> {
  const points: SeriesPoint[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await store.series({ ...query, limit: PAGE, ...(after === undefined ? {} : { after }) });
    for (const p of page.points) points.push(p);
    if (page.nextAfter === null) return points;
    after = page.nextAfter;
  }
}
