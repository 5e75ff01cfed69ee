import { withinRange, withoutOutliers } from "../../../domain/logdata/filters.js";
import { unitConverter } from "../../../domain/logdata/units.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import type {
  LogVariableRecord,
  SeriesColumnsText,
  SeriesPoint,
  SeriesQuery,
  TimeSeriesStore,
} from "../../timeseries/TimeSeriesStore.js";
import type { Continuation } from "./continuation.js";
import { type DateTimeFormat, formatTime } from "./query.js";

export const SERIES_MESSAGES = {
  noConversion: (v: LogVariableRecord, unitName: string) =>
    `Log data of ${v.name} is in ${v.unit || "no unit"} and cannot be shown in ${unitName}.`,
} as const;

export interface SeriesAnswer {
  variable: LogVariableRecord;
  unit: string;
  /** Converted and filtered, in time order. */
  points: SeriesPoint[];
}

/** A series read as the database's column texts (seriesColumnsTextPage). */
export interface ColumnsTextAnswer {
  variable: LogVariableRecord;
  unit: string;
  columns: SeriesColumnsText;
}

/** The answer's points as objects (the default shape): one per point, its time formatted as asked. */
export const pointObjects = (points: readonly SeriesPoint[], format: DateTimeFormat) =>
  points.map((p) => ({
    timestamp: formatTime(p.t, format),
    value: p.avg,
    min: p.min,
    max: p.max,
    count: p.count,
  }));

/**
 * One page of each pending variable's series: converted to the asked unit, then filtered by value
 * range and by Chauvenet's criterion on the bucket averages (over the points of this page).
 */
export async function seriesPage(
  store: TimeSeriesStore,
  variables: readonly LogVariableRecord[],
  q: Continuation,
): Promise<{ series: SeriesAnswer[]; next: Continuation | null }> {
  // No unit asked: the store's points as they are (a copy of each cost as much as reading it).
  const converters = variables.map((v) => {
    if (!q.unitName) return null;
    const convert = unitConverter(v.unit, q.unitName);
    if (!convert) throw new ValidationError(SERIES_MESSAGES.noConversion(v, q.unitName));
    return convert;
  });
  const pending: Array<[number, number]> = [];
  const series: SeriesAnswer[] = [];
  for (const [i, query] of pageQueries(variables, q).entries()) {
    const variable = variables[i]!;
    const read = await store.series(query);
    if (read.nextAfter !== null) pending.push([variable.id, read.nextAfter]);
    const convert = converters[i];
    let points: SeriesPoint[] = convert
      ? read.points.map((p) => ({ ...p, avg: convert(p.avg), min: convert(p.min), max: convert(p.max) }))
      : read.points;
    if (q.minValue !== undefined || q.maxValue !== undefined) {
      points = withinRange(points, { min: q.minValue, max: q.maxValue }, (p) => p.avg);
    }
    if (q.filterOutliers) points = withoutOutliers(points, (p) => p.avg);
    series.push({ variable, unit: q.unitName ?? variable.unit, points });
  }
  return { series, next: pending.length > 0 ? { ...q, after: pending } : null };
}

/**
 * One page of each pending variable's series as the database's column texts, when the page needs no
 * conversion or filter (format=columns without unitName, value range or outlier filter); null when it
 * must be read as points (`seriesPage`): then, or when the store cannot answer a variable so.
 */
export async function seriesColumnsTextPage(
  store: TimeSeriesStore,
  variables: readonly LogVariableRecord[],
  q: Continuation,
): Promise<{ series: ColumnsTextAnswer[]; next: Continuation | null } | null> {
  const asColumns =
    q.columns && !q.unitName && q.minValue === undefined && q.maxValue === undefined && !q.filterOutliers;
  if (!asColumns || !store.seriesColumnsText) return null;
  const pending: Array<[number, number]> = [];
  const series: ColumnsTextAnswer[] = [];
  for (const [i, query] of pageQueries(variables, q).entries()) {
    const variable = variables[i]!;
    const columns = await store.seriesColumnsText(query);
    if (!columns) return null;
    if (columns.nextAfter !== null) pending.push([variable.id, columns.nextAfter]);
    series.push({ variable, unit: variable.unit, columns });
  }
  return { series, next: pending.length > 0 ? { ...q, after: pending } : null };
}

/**
 * The store query of each variable on this page: the page size is shared by the pending variables, so
 * a page holds at most `pageSize` points in all (at least one per variable).
 */
function pageQueries(variables: readonly LogVariableRecord[], q: Continuation): SeriesQuery[] {
  const afterById = new Map(q.after);
  const perVariable = Math.max(1, Math.floor(q.pageSize / Math.max(1, variables.length)));
  const merge = q.granularity === "Raw" ? 1 : (q.merge ?? 1);
  return variables.map((variable) => {
    const after = afterById.get(variable.id);
    return {
      variableId: variable.id,
      from: q.from,
      to: q.to,
      granularity: q.granularity,
      limit: perVariable,
      ...(after === undefined ? {} : { after }),
      ...(merge > 1 ? { merge } : {}),
    };
  });
}
