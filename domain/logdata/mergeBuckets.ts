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
