/** A rolled-up bucket: `t` its start, statistics over its readings. */
export interface Bucket {
  t: number;
  avg: number;
  min: number;
  max: number;
  sum: number;
  count: number;
  first: number;
  last: number;
}

/**
 * Buckets in time order merged into buckets `widthMs` wide, aligned to the epoch (8 hours: 00, 08, 16
 * UTC): the statistics of the readings the merged ones held, as if rolled up at that width.
 */
export function mergeBuckets(buckets: readonly Bucket[], widthMs: number): Bucket[] {
  const out: Bucket[] = [];
  let open: Bucket | null = null;
  for (const b of buckets) {
    const start = Math.floor(b.t / widthMs) * widthMs;
    if (open && open.t === start) {
      open.min = Math.min(open.min, b.min);
      open.max = Math.max(open.max, b.max);
      open.sum += b.sum;
      open.count += b.count;
      open.avg = open.sum / open.count;
      open.last = b.last;
      continue;
    }
    open = { ...b, t: start };
    out.push(open);
  }
  return out;
}
