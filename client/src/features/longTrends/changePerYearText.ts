/** A change per year from a few days is noise: shown from 30 daily values on (as on the Fouling page). */
export const TREND_MIN_DAYS = 30;

/** A period's change per year in percentage points, or from how many days it is shown; "–" without one. */
export function changePerYearText(days: number, changePerYear: number | null | undefined): string {
  if (days < TREND_MIN_DAYS) return `from ${TREND_MIN_DAYS} days`;
  return changePerYear === null || changePerYear === undefined ? "–" : `${changePerYear.toFixed(2)} pp`;
}
