import { z } from "zod";
import { GRANULARITIES } from "./granularity.js";

/**
 * A column of numbers that `accepts` each of, checked in one loop: zod's `z.array(z.number())` checks an
 * array's elements through a parse each, which took 2.5 times as long on a day of ten raw series (28,800
 * numbers, 0.67 against 0.26 ms). `items` is the JSON Schema of an element, as zod writes it for the
 * number schema the column stands for (written out: converting at import cost every process 4.4 ms).
 */
function numberColumn(accepts: (x: number) => boolean, items: Record<string, unknown>, what: string) {
  return z
    .custom<number[]>(
      (value) => Array.isArray(value) && value.every((x) => typeof x === "number" && accepts(x)),
      { message: `must be a list of ${what}` },
    )
    .meta({ type: "array", items });
}

const SAFE_INTEGER = {
  type: "integer",
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
} as const;
const finiteNumbers = () => numberColumn(Number.isFinite, { type: "number" }, "numbers");

/**
 * The compact answer of a log-data series (`format=columns`, docs/api.md "Series as columns"): one array
 * per statistic instead of an object per point. `t` holds epoch ms, `v` the values (bucket means for
 * rollups); `min`, `max` and `count` are present only when some point's differ from `v` (min, max) or
 * from 1 (count), so a raw series is two arrays of numbers.
 */
export const seriesColumnsShape = {
  t: numberColumn(Number.isSafeInteger, SAFE_INTEGER, "whole numbers (epoch ms)"),
  v: finiteNumbers(),
  min: finiteNumbers().optional(),
  max: finiteNumbers().optional(),
  count: numberColumn(
    (x) => Number.isSafeInteger(x) && x >= 0,
    { ...SAFE_INTEGER, minimum: 0 },
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
