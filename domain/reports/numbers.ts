const HOUR_MS = 3_600_000;

/** Rounds for the answer only; sums are taken over unrounded figures. */
export const round = (value: number, decimals = 3): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

export const hoursBetween = (from: string, to: string): number =>
  Math.max(0, Date.parse(to) - Date.parse(from)) / HOUR_MS;

export const yearOf = (iso: string): number => new Date(iso).getUTCFullYear();

/** The calendar year in UTC as [start, end) in epoch ms. */
export const yearSpan = (year: number): [number, number] => [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)];

/**
 * The share of the interval [from, to] that lies in the span; an empty interval counts whole where
 * its instant lies in the span.
 */
export function shareInSpan(from: string, to: string, [start, end]: [number, number]): number {
  const a = Date.parse(from);
  const b = Date.parse(to);
  if (b <= a) return a >= start && a < end ? 1 : 0;
  const overlap = Math.max(0, Math.min(b, end) - Math.max(a, start));
  return overlap / (b - a);
}

/** Hours of the interval [from, to] inside the span. */
export function hoursInSpan(from: string, to: string, [start, end]: [number, number]): number {
  const overlap = Math.min(Date.parse(to), end) - Math.max(Date.parse(from), start);
  return Math.max(0, overlap) / HOUR_MS;
}
