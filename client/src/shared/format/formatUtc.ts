const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "5 Jan 2024 14:03" in UTC; "" for a missing or unreadable date. */
export function formatUtc(iso: string | null | undefined, withTime = true): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (!withTime) return day;
  const hours = String(date.getUTCHours()).padStart(2, "0");
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${day} ${hours}:${minutes}`;
}

/** "5.Jan 2024" in UTC (spec 3 §2, the long-trend date range of the vessel breadcrumb); "" when unreadable. */
export function formatShortDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()}.${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
