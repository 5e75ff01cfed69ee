import { formatShortDay } from "../../shared/format/formatUtc";

/** "5.Jan 2024 – 28.Nov 2026": the first and last daily value of the trends; null without any. */
export function longTrendRangeText(trends: ReadonlyArray<{ values: ReadonlyArray<{ timestamp: string }> }>) {
  let first: string | null = null;
  let last: string | null = null;
  for (const trend of trends)
    for (const { timestamp } of trend.values) {
      if (first === null || timestamp < first) first = timestamp;
      if (last === null || timestamp > last) last = timestamp;
    }
  return first && last ? `${formatShortDay(first)} – ${formatShortDay(last)}` : null;
}
