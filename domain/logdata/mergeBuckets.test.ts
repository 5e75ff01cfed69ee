import { describe, expect, it } from "vitest";
import { type Bucket, mergeBuckets } from "./mergeBuckets.js";

const HOUR = 3_600_000;
const hour = (i: number, values: number[]): Bucket => ({
  t: i * HOUR,
  avg: values.reduce((a, b) => a + b, 0) / values.length,
  min: Math.min(...values),
  max: Math.max(...values),
  sum: values.reduce((a, b) => a + b, 0),
  count: values.length,
  first: values[0]!,
  last: values.at(-1)!,
});

describe("mergeBuckets", () => {
  it("gives the statistics of the readings of the merged buckets, aligned to the epoch", () => {
    const merged = mergeBuckets(
      [hour(7, [1, 2]), hour(8, [10]), hour(9, [4, 6, 8]), hour(17, [3])],
      8 * HOUR,
    );
    expect(merged).toEqual([
      { t: 0, avg: 1.5, min: 1, max: 2, sum: 3, count: 2, first: 1, last: 2 },
      { t: 8 * HOUR, avg: 7, min: 4, max: 10, sum: 28, count: 4, first: 10, last: 8 },
      { t: 16 * HOUR, avg: 3, min: 3, max: 3, sum: 3, count: 1, first: 3, last: 3 },
    ]);
  });

  it("leaves its input untouched", () => {
    const input = [hour(0, [1]), hour(1, [2])];
    mergeBuckets(input, 2 * HOUR);
    expect(input[0]!.count).toBe(1);
  });
});
