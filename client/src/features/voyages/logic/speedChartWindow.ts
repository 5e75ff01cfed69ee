/** The speed chart's time range (spec 2 §9): 12 h either side of the events, or 168 h when there is one. */
export const SPEED_MARGIN_HOURS = 12;
export const SINGLE_EVENT_HOURS = 168;
const HOUR = 3_600_000;

export interface TimeRange {
  from: number;
  to: number;
}

/** Range in epoch ms; with a single event the 168 h window follows it (the voyage is still to come). */
export function speedChartRange(eventTimes: string[]): TimeRange | null {
  const times = eventTimes.map((iso) => new Date(iso).getTime()).filter(Number.isFinite);
  if (times.length === 0) return null;
  const first = Math.min(...times);
  const last = Math.max(...times);
  if (times.length === 1) return { from: first, to: first + SINGLE_EVENT_HOURS * HOUR };
  return { from: first - SPEED_MARGIN_HOURS * HOUR, to: last + SPEED_MARGIN_HOURS * HOUR };
}

/** A log data answer's points: a list of {timestamp, value} or a map epoch ms → value. */
export type LogDataPoints =
  | Array<{ timestamp: string | number; value: number | null }>
  | Record<string, number | null>
  | null
  | undefined;

const epochOf = (time: string | number): number =>
  typeof time === "number" ? time : /^\d+$/.test(time) ? Number(time) : Date.parse(time);

/** The chart's sorted [epoch ms, value] pairs, gaps dropped. */
export function toSeriesPoints(data: LogDataPoints): [number, number][] {
  if (!data) return [];
  const pairs = Array.isArray(data)
    ? data.map((point) => [epochOf(point.timestamp), point.value] as const)
    : Object.entries(data).map(([time, value]) => [epochOf(time), value] as const);
  return pairs
    .filter(
      (pair): pair is readonly [number, number] => Number.isFinite(pair[0]) && typeof pair[1] === "number",
    )
    .map(([time, value]): [number, number] => [time, value])
    .sort((a, b) => a[0] - b[0]);
}
