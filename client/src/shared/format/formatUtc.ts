import { formatDay } from "../../../../domain/shared/dateInput";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/**
 * The spec's one date form, "05. Jan, 2024 14:03" ('DD. MMM, YYYY HH:mm'), in UTC, of an ISO text or of
 * epoch milliseconds; "" for a missing or unreadable date. The date boxes read and show the same form
 * (domain/shared/dateInput).
 */
export function formatUtc(iso: string | number | null | undefined, withTime = true): string {
  if (iso === null || iso === undefined || iso === "") return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = formatDay(date.toISOString().slice(0, 10));
  if (!withTime) return day;
  return `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/** "5.Jan 2024" in UTC (spec 3 §2, the long-trend date range of the vessel breadcrumb); "" when unreadable. */
export function formatShortDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()}.${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
