/**
 * Filters a caller may apply to log data: a value range (spec 3 §9 "min/max filter removes values
 * outside each selected item's range") and Chauvenet's criterion (reference §6 step 2: reject x when
 * n * erfc(|x - mean| / (sd * sqrt 2)) < 0.5).
 */

export interface ValueRange {
  min?: number | undefined;
  max?: number | undefined;
}

export function withinRange<T>(
  items: readonly T[],
  range: ValueRange,
  valueOfItem: (item: T) => number,
): T[] {
  const low = range.min ?? Number.NEGATIVE_INFINITY;
  const high = range.max ?? Number.POSITIVE_INFINITY;
  return items.filter((item) => {
    const value = valueOfItem(item);
    return value >= low && value <= high;
  });
}

/** Items Chauvenet's criterion keeps (one pass over mean and sample standard deviation of all items). */
export function withoutOutliers<T>(items: readonly T[], valueOfItem: (item: T) => number): T[] {
  const n = items.length;
  if (n < 3) return [...items];
  let mean = 0;
  for (const item of items) mean += valueOfItem(item);
  mean /= n;
  let squares = 0;
  for (const item of items) squares += (valueOfItem(item) - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  if (sd === 0) return [...items];
  const scale = sd * Math.SQRT2;
  return items.filter((item) => n * erfc(Math.abs(valueOfItem(item) - mean) / scale) >= 0.5);
}

/** Complementary error function (Numerical Recipes erfcc, fractional error below 1.2e-7). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
