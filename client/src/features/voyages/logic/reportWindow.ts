/** The emission report's query window (spec 2 §4 "Default query window", §9): whole UTC months. */
export interface ReportWindow {
  /** Inclusive start, ISO UTC. */
  from: string;
  /** Exclusive end, ISO UTC. */
  to: string;
}

export const WINDOW_STEP_MONTHS = 2;

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

/** From the start of the month two months before now to the start of next month (UTC). */
export function defaultReportWindow(now: Date): ReportWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: monthStart(year, month - WINDOW_STEP_MONTHS).toISOString(),
    to: monthStart(year, month + 1).toISOString(),
  };
}

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const shifted = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes()),
  );
  // Keep the day of month when the target month has it, else its last day (31 Mar − 1 month = 29 Feb).
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return shifted.toISOString();
}

/** Earlier (−1) or Later (+1): both ends move by 2 months. */
export function shiftReportWindow(window: ReportWindow, direction: -1 | 1): ReportWindow {
  const months = direction * WINDOW_STEP_MONTHS;
  return { from: addMonths(window.from, months), to: addMonths(window.to, months) };
}

/** A window from two picked days; the end day is included (the window ends at the next midnight). */
export function windowFromDays(fromDay: string, toDay: string): ReportWindow | null {
  const from = new Date(`${fromDay}T00:00:00.000Z`);
  const to = new Date(`${toDay}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  const end = new Date(to.getTime() + 86_400_000);
  if (end <= from) return null;
  return { from: from.toISOString(), to: end.toISOString() };
}

/** The last day inside the window ("yyyy-mm-dd"), for the "to" picker. */
export function lastDayOf(window: ReportWindow): string {
  return new Date(new Date(window.to).getTime() - 1).toISOString().slice(0, 10);
}

export const isInWindow = (window: ReportWindow, iso: string): boolean =>
  iso >= window.from && iso < window.to;
