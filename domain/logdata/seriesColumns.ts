import { z } from "zod";
import { GRANULARITIES } from "./granularity.js";

/**
 * A column of numbers that `accepts` each of, as `z.array(element)` would take them, checked in one loop:
 * zod checks an array's elements through a parse each, which took 2.5 times as long on a day of ten raw
 * series (28,800 numbers, 0.67 against 0.26 ms). Its JSON Schema is the array's.
 */
function numberColumn(element: z.ZodNumber, accepts: (x: number) => boolean, what: string) {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(z.array(element));
  return z
    .custom<number[]>(
      (value) => Array.isArray(value) && value.every((x) => typeof x === "number" && accepts(x)),
      { message: `must be a list of ${what}` },
    )
    .meta(jsonSchema);
}

/**
 * The compact answer of a log-data series (`format=columns`, docs/api.md "Series as columns"): one array
 * per statistic instead of an object per point. `t` holds epoch ms, `v` the values (bucket means for
 * rollups); `min`, `max` and `count` are present only when some point's differ from `v` (min, max) or
 * from 1 (count), so a raw series is two arrays of numbers.
 */
export const seriesColumnsShape = {
  t: numberColumn(z.number().int(), Number.isSafeInteger, "whole numbers (epoch ms)"),
  v: numberColumn(z.number(), Number.isFinite, "numbers"),
  min: numberColumn(z.number(), Number.isFinite, "numbers").optional(),
  max: numberColumn(z.number(), Number.isFinite, "numbers").optional(),
  count: numberColumn(
    z.number().int().nonnegative(),
    (x) => Number.isSafeInteger(x) && x >= 0,
    "whole numbers of at least 0",
  ).optional(),
};
export const everyColumnAsLong = {
  check: (c: z.infer<z.ZodObject<typeof seriesColumnsShape>>) =>
    [c.v, c.min, c.max, c.count].every((column) => column === undefined || column.length === c.t.length),
  message: "every column has one entry per time",
};
export const seriesColumnsSchema = z
  .object(seriesColumnsShape)
  .refine(everyColumnAsLong.check, { message: everyColumnAsLong.message });
export type SeriesColumns = z.infer<typeof seriesColumnsSchema>;

/** The head of a series answer: which variable, in which unit. */
export const seriesHeadShape = {
  logVariableId: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  unit: z.string(),
  displayPrecision: z.number().int(),
};
export const columnSeriesSchema = z
  .object({ ...seriesHeadShape, ...seriesColumnsShape })
  .refine(everyColumnAsLong.check, { message: everyColumnAsLong.message });
export type ColumnSeries = z.infer<typeof columnSeriesSchema>;

/** A page of GET /LogData/BatchFind?format=columns. */
export const columnBatchPageSchema = z.object({
  granularity: z.enum(GRANULARITIES),
  intervalMs: z.number().nullable(),
  fromDate: z.number().int(),
  toDate: z.number().int(),
  series: z.array(columnSeriesSchema),
  continuationFilter: z.string().nullable(),
});
export type ColumnBatchPage = z.infer<typeof columnBatchPageSchema>;

/** Points of a series as columns; `avg` is the value. */
export function toColumns(
  points: ReadonlyArray<{ t: number; avg: number; min: number; max: number; count: number }>,
): SeriesColumns {
  const n = points.length;
  const t = new Array<number>(n);
  const v = new Array<number>(n);
  let minDiffers = false;
  let maxDiffers = false;
  let countDiffers = false;
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    t[i] = p.t;
    v[i] = p.avg;
    if (p.min !== p.avg) minDiffers = true;
    if (p.max !== p.avg) maxDiffers = true;
    if (p.count !== 1) countDiffers = true;
  }
  const columns: SeriesColumns = { t, v };
  if (minDiffers) columns.min = points.map((p) => p.min);
  if (maxDiffers) columns.max = points.map((p) => p.max);
  if (countDiffers) columns.count = points.map((p) => p.count);
  return columns;
}
