import { BUCKET_MS, bucketStart } from "../../domain/logdata/granularity.js";
import type { SeriesPoint } from "./TimeSeriesStore.js";

/** Rollup levels held in storage; Minute is computed from raw points when read (see docs/architecture.md). */
export const STORED_LEVELS = ["Quarter", "Hour", "Day"] as const;
export type StoredLevel = (typeof STORED_LEVELS)[number];

export const QUARTER_MS = BUCKET_MS.Quarter;
export const HOUR_MS = BUCKET_MS.Hour;
export const DAY_MS = BUCKET_MS.Day;
/**
 * A level kept only to read long charts from (not a granularity of the API): a year asked for 1,200
 * points is 8-hour buckets, two 4-hour rows to merge instead of eight hourly ones (docs/performance.md).
 */
export const FOUR_HOURS_MS = 4 * HOUR_MS;

/** A rollup table's columns (both stores), in the order their statements write them. */
export const ROLLUP_COLUMNS = "variable_id, t, vmin, vmax, vsum, n, vfirst, tfirst, vlast, tlast";

/** Statistics of one bucket; the times of first and last let two partial buckets merge exactly. */
export interface BucketStats {
  min: number;
  max: number;
  sum: number;
  count: number;
  first: number;
  firstT: number;
  last: number;
  lastT: number;
}

export const statsOfPoint = (t: number, v: number): BucketStats => ({
  min: v,
  max: v,
  sum: v,
  count: 1,
  first: v,
  firstT: t,
  last: v,
  lastT: t,
});

/** Adds a point to bucket statistics in place (only on statistics this module created). */
export function addPoint(stats: BucketStats, t: number, v: number): void {
  if (v < stats.min) stats.min = v;
  if (v > stats.max) stats.max = v;
  stats.sum += v;
  stats.count += 1;
  if (t < stats.firstT) {
    stats.firstT = t;
    stats.first = v;
  }
  if (t >= stats.lastT) {
    stats.lastT = t;
    stats.last = v;
  }
}

/** Merges `other` into `stats` in place. */
export function mergeInto(stats: BucketStats, other: BucketStats): void {
  if (other.min < stats.min) stats.min = other.min;
  if (other.max > stats.max) stats.max = other.max;
  stats.sum += other.sum;
  stats.count += other.count;
  if (other.firstT < stats.firstT) {
    stats.firstT = other.firstT;
    stats.first = other.first;
  }
  if (other.lastT > stats.lastT) {
    stats.lastT = other.lastT;
    stats.last = other.last;
  }
}

export const toSeriesPoint = (t: number, s: BucketStats): SeriesPoint => ({
  t,
  avg: s.sum / s.count,
  min: s.min,
  max: s.max,
  sum: s.sum,
  count: s.count,
  first: s.first,
  last: s.last,
});

/**
 * Minutes of raw points read in time order, one pass with no object per point: `add` answers the
 * minute a point closes (the one before it), `finish` the last minute still open.
 */
export class MinuteRollup {
  #t = Number.NaN;
  #min = 0;
  #max = 0;
  #sum = 0;
  #count = 0;
  #first = 0;
  #last = 0;

  add(t: number, v: number): SeriesPoint | null {
    const start = bucketStart(t, BUCKET_MS.Minute);
    if (start === this.#t) {
      if (v < this.#min) this.#min = v;
      if (v > this.#max) this.#max = v;
      this.#sum += v;
      this.#count += 1;
      this.#last = v;
      return null;
    }
    const closed = this.finish();
    this.#t = start;
    this.#min = v;
    this.#max = v;
    this.#sum = v;
    this.#count = 1;
    this.#first = v;
    this.#last = v;
    return closed;
  }

  finish(): SeriesPoint | null {
    if (this.#count === 0) return null;
    const point: SeriesPoint = {
      t: this.#t,
      avg: this.#sum / this.#count,
      min: this.#min,
      max: this.#max,
      sum: this.#sum,
      count: this.#count,
      first: this.#first,
      last: this.#last,
    };
    this.#count = 0;
    return point;
  }
}

/** Quarter-hour statistics of points as they are written, per variable, until drained to storage. */
export class QuarterAccumulator {
  readonly #byVariable = new Map<number, Map<number, BucketStats>>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(variableId: number, t: number, v: number): void {
    let buckets = this.#byVariable.get(variableId);
    if (!buckets) {
      buckets = new Map();
      this.#byVariable.set(variableId, buckets);
    }
    const start = bucketStart(t, QUARTER_MS);
    const stats = buckets.get(start);
    if (stats) addPoint(stats, t, v);
    else {
      buckets.set(start, statsOfPoint(t, v));
      this.#size++;
    }
  }

  /** Hands over every bucket and forgets them. */
  *drain(): Generator<[variableId: number, t: number, stats: BucketStats]> {
    const all = [...this.#byVariable];
    this.#byVariable.clear();
    this.#size = 0;
    for (const [variableId, buckets] of all) {
      for (const [t, stats] of buckets) yield [variableId, t, stats];
    }
  }
}

/** Per variable, the earliest and latest point time written. */
export class TouchedRanges {
  readonly byVariable = new Map<number, { from: number; to: number }>();

  add(variableId: number, t: number): void {
    const range = this.byVariable.get(variableId);
    if (!range) this.byVariable.set(variableId, { from: t, to: t });
    else if (t < range.from) range.from = t;
    else if (t > range.to) range.to = t;
  }
}

/**
 * Rolls rows sorted by time up into coarser buckets (raw points into minutes, quarters into hours and
 * days). Each row's statistics are merged whole into the bucket holding its time.
 */
export function rollUp(
  rows: Iterable<{ t: number; stats: BucketStats }>,
  bucketMs: number,
): Array<{ t: number; stats: BucketStats }> {
  const out: Array<{ t: number; stats: BucketStats }> = [];
  let current: { t: number; stats: BucketStats } | null = null;
  for (const row of rows) {
    const start = bucketStart(row.t, bucketMs);
    if (current && current.t === start) mergeInto(current.stats, row.stats);
    else {
      current = { t: start, stats: { ...row.stats } };
      out.push(current);
    }
  }
  return out;
}

/** A stretch of time served by one storage level, half-open [start, end). */
export interface Segment {
  level: StoredLevel | "Raw";
  start: number;
  end: number;
}

const COARSE_FIRST: ReadonlyArray<{ level: StoredLevel; ms: number }> = [
  { level: "Day", ms: DAY_MS },
  { level: "Hour", ms: HOUR_MS },
  { level: "Quarter", ms: QUARTER_MS },
];

/**
 * Covers [start, end) with as few stored rows as possible: whole days from the day rollup, whole
 * hours around them from the hour rollup, whole quarters from the quarter rollup and raw points at the
 * ragged edges. Segments come in time order.
 */
export function coverSegments(start: number, end: number, levels = COARSE_FIRST): Segment[] {
  if (start >= end) return [];
  const [level, ...finer] = levels;
  if (!level) return [{ level: "Raw", start, end }];
  const first = Math.ceil(start / level.ms) * level.ms;
  const last = Math.floor(end / level.ms) * level.ms;
  if (first >= last) return coverSegments(start, end, finer);
  return [
    ...coverSegments(start, first, finer),
    { level: level.level, start: first, end: last },
    ...coverSegments(last, end, finer),
  ];
}

/** Merges runs of sorted bucket starts into ranges [from, to) of neighbouring buckets. */
export function runsOf(starts: Iterable<number>, bucketMs: number): Array<{ from: number; to: number }> {
  const sorted = [...starts].sort((a, b) => a - b);
  const runs: Array<{ from: number; to: number }> = [];
  for (const start of sorted) {
    const last = runs[runs.length - 1];
    if (last && start <= last.to) last.to = Math.max(last.to, start + bucketMs);
    else runs.push({ from: start, to: start + bucketMs });
  }
  return runs;
}
