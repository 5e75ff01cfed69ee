import { readTimeBox } from "../../../../../domain/shared/dateInput";

/** The hh:mm time box of the event editors (spec 2 §5), read by the shared rule. */
export const parseTimeBox = readTimeBox;

export const isValidTimeBox = (text: string): boolean => parseTimeBox(text) !== null;

/** "yyyy-mm-dd" of a date in UTC. */
export function utcDateOf(iso: string): string {
  return iso.slice(0, 10);
}

/** "hh:mm" of a date in UTC. */
export function utcTimeOf(iso: string): string {
  return new Date(iso).toISOString().slice(11, 16);
}

/**
 * A UTC day ("yyyy-mm-dd", or a Date whose calendar day is taken as shown to the user) and an hh:mm box
 * → an ISO timestamp in UTC, or null when either part is invalid.
 */
export function combineDateAndTime(day: string | Date | null, time: string): string | null {
  const minutes = parseTimeBox(time);
  if (minutes === null || day === null) return null;
  const date =
    typeof day === "string"
      ? /^\d{4}-\d{2}-\d{2}$/.test(day)
        ? new Date(`${day}T00:00:00.000Z`)
        : new Date(Number.NaN)
      : new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + minutes * 60_000).toISOString();
}

/**
 * The Date a calendar picker shows for a UTC day: the picker works in the browser's zone, so the same
 * calendar day is rebuilt locally (otherwise a user west of Greenwich would see the day before).
 */
export function pickerDateOf(iso: string): Date {
  const date = new Date(iso);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
