/**
 * The accumulated value of a rate over a window (spec 3 §4 Accumulated): the rectangle rule with the
 * mean sample interval, i.e. the mean rate times the time the samples cover. With samples every minute
 * from 00:00 to 23:59 the covered time is 24 hours, not 23 h 59 min.
 */
export function coveredMs(stats: {
  count: number;
  first: { t: number } | null;
  last: { t: number } | null;
}): number {
  if (stats.count < 2 || !stats.first || !stats.last) return 0;
  const span = stats.last.t - stats.first.t;
  return (span * stats.count) / (stats.count - 1);
}
