import type { Granularity } from "../../../../domain/logdata/granularity";
import type { ColumnBatchPage } from "../../../../domain/logdata/seriesColumns";

/** One variable's series over the window, [epoch ms, value] in time order. */
export interface LoadedSeries {
  id: number;
  name: string;
  unit: string;
  precision: number;
  points: [number, number][];
}

export interface SeriesRequest {
  ids: readonly number[];
  from: number;
  to: number;
  granularity: Granularity;
  filterOutliers: boolean;
}

/** Pages followed for one answer at most (a year of minutes would be far more; the interval prevents it). */
export const MAX_PAGES = 100;
/** Columns allow 100,000 points a page: a day of raw data of 10 variables at 1-minute logging comes in one. */
export const PAGE_SIZE = 50_000;

export function firstPageQuery(r: SeriesRequest): string {
  return new URLSearchParams({
    logVariableIds: r.ids.join(","),
    fromDate: new Date(r.from).toISOString(),
    toDate: new Date(r.to).toISOString(),
    granularity: r.granularity,
    format: "columns",
    pageSize: String(PAGE_SIZE),
    filterOutliers: String(r.filterOutliers),
  }).toString();
}

/**
 * The whole answer of GET /LogData/BatchFind: the first page, then every page its continuationFilter
 * names (spec 3 §4 "Continued log data"), merged per variable in the order asked.
 */
export async function loadSeries(
  request: SeriesRequest,
  fetchPage: (query: string) => Promise<ColumnBatchPage>,
): Promise<{ series: LoadedSeries[]; pages: number }> {
  const byId = new Map<number, LoadedSeries>();
  let query = firstPageQuery(request);
  let pages = 0;
  for (;;) {
    const page = await fetchPage(query);
    pages++;
    mergePage(byId, page);
    if (!page.continuationFilter || pages >= MAX_PAGES) break;
    query = new URLSearchParams({ continuationFilter: page.continuationFilter }).toString();
  }
  return {
    series: request.ids.map(
      (id) => byId.get(id) ?? { id, name: String(id), unit: "", precision: 2, points: [] },
    ),
    pages,
  };
}

export function mergePage(byId: Map<number, LoadedSeries>, page: ColumnBatchPage): void {
  for (const s of page.series) {
    const target = byId.get(s.logVariableId) ?? {
      id: s.logVariableId,
      name: s.displayName,
      unit: s.unit,
      precision: s.displayPrecision,
      points: [],
    };
    for (let i = 0; i < s.t.length; i++) target.points.push([s.t[i]!, s.v[i]!]);
    byId.set(s.logVariableId, target);
  }
}
