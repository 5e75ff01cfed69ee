import { withinRange, withoutOutliers } from "../../../domain/logdata/filters.js";
import { unitConverter } from "../../../domain/logdata/units.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import type { LogVariableRecord, SeriesPoint, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
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
 * range and by Chauvenet's criterion on the bucket averages (over the points of this page). The
 * page size is shared by the pending variables, so a page holds at most `pageSize` points in all
 * (at least one per variable).
 */
export async function seriesPage(
  store: TimeSeriesStore,
  variables: readonly LogVariableRecord[],
  q: Continuation,
): Promise<{ series: SeriesAnswer[]; next: Continuation | null }> {
  const afterById = new Map(q.after);
  // No unit asked: the store's points as they are (a copy of each cost as much as reading it).
  const converters = variables.map((v) => {
    if (!q.unitName) return null;
    const convert = unitConverter(v.unit, q.unitName);
    if (!convert) throw new ValidationError(SERIES_MESSAGES.noConversion(v, q.unitName));
    return convert;
  });
  const perVariable = Math.max(1, Math.floor(q.pageSize / Math.max(1, variables.length)));
  const merge = q.granularity === "Raw" ? 1 : (q.merge ?? 1);
  const pending: Array<[number, number]> = [];
  const series: SeriesAnswer[] = [];
  for (const [i, variable] of variables.entries()) {
    const after = afterById.get(variable.id);
    const read = await store.series({
      variableId: variable.id,
      from: q.from,
      to: q.to,
      granularity: q.granularity,
      limit: perVariable,
      ...(after === undefined ? {} : { after }),
      ...(merge > 1 ? { merge } : {}),
    });
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
