import { formatDay } from "../../../../domain/shared/dateInput";

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The spec's date form, "05. Jan, 2024 14:03", in the browser's time zone (for moments of the app itself:
 * sign-ins, announcements, imports seen by a user); "" for an unreadable date. Ship times use `formatUtc`.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = formatDay(`${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`);
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
