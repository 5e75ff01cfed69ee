/** How the hull performance answers write figures: times as ISO 8601 UTC, figures rounded for the answer only. */

export const isoTime = (t: number): string => new Date(t).toISOString();

export const rounded = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

export const roundedOrNull = (x: number | null | undefined, digits = 3): number | null =>
  x === null || x === undefined ? null : rounded(x, digits);

/** The window an answer covers, as it names it. */
export const windowAnswer = (vesselId: string, from: number, to: number) => ({
  vesselId,
  fromDate: isoTime(from),
  toDate: isoTime(to),
});
