/** What the yearly MRV / IMO buttons need of a voyage. */
export interface YearlyVoyage {
  departedAt: string;
  dataConfirmedAt: string | null | undefined;
}

export const YEARLY_REPORT_NOTICE =
  "The annual report becomes available after at least one voyage is confirmed and completed.";

/** Offered only when at least one departure in the year (UTC) has its voyage data confirmed (spec 2 §2). */
export function yearlyReportAvailable(voyages: YearlyVoyage[], year: number): boolean {
  return voyages.some(
    (voyage) => Boolean(voyage.dataConfirmedAt) && new Date(voyage.departedAt).getUTCFullYear() === year,
  );
}

/** The years to choose from: every year with a departure and the current one, newest first. */
export function reportYears(voyages: YearlyVoyage[], now: Date): number[] {
  const years = new Set([
    now.getUTCFullYear(),
    ...voyages.map((v) => new Date(v.departedAt).getUTCFullYear()),
  ]);
  return [...years].filter(Number.isFinite).sort((a, b) => b - a);
}
