import { instantOf } from "../../../../domain/shared/dateInput";
import { formatTime } from "../../../../domain/shared/displayTime";
import type { DateTimeValue } from "../../shared/ui/DateTimeInput";

/** The instant of a date-time input (its UTC day and hh:mm box), or null when either is unusable. */
export function instantOfInput(value: DateTimeValue): Date | null {
  const iso = instantOf(value.day, value.time);
  return iso ? new Date(iso) : null;
}

/** The date-time input showing an instant (its UTC day and hh:mm); empty for an unreadable one. */
export function inputOf(value: string | Date): DateTimeValue {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return { day: "", time: "" };
  const iso = date.toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** '05. Jan, 2024 14:03' in UTC (spec 2 §9, as the server words it); '' for a missing date. */
export function formatFuelTime(value: string | Date | null | undefined, withTime = true): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const text = formatTime(date.toISOString());
  return withTime ? text : text.slice(0, -" HH:mm".length);
}
