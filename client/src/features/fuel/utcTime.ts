import { formatTime } from "../../../../domain/shared/displayTime";

const pad = (n: number) => String(n).padStart(2, "0");

/** The hh:mm time box holds at most 5 characters (spec 2 §9). */
export const TIME_BOX_MAX_LENGTH = 5;
export const TIME_BOX_MESSAGE = "Enter a time as hh:mm (00:00 to 23:59).";

/** Minutes after midnight of an hh:mm box (hours 00-23, minutes 00-59), or null when it is not one. */
export function parseTimeBox(text: string): number | null {
  if (text.length > TIME_BOX_MAX_LENGTH) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The instant of a picked day and an hh:mm box, both read in UTC (voyage times are UTC on board and
 * ashore alike), or null when either is unusable. `day` is any Date on the wanted UTC calendar day.
 */
export function combineUtc(day: Date | null, time: string): Date | null {
  const minutes = parseTimeBox(time);
  if (!day || minutes === null || Number.isNaN(day.getTime())) return null;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, minutes));
}

/** The hh:mm (UTC) of an instant. */
export function timeBoxOf(date: Date): string {
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** '05. Jan, 2024 14:03' in UTC (spec 2 §9, as the server words it); '' for a missing date. */
export function formatFuelTime(value: string | Date | null | undefined, withTime = true): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const text = formatTime(date.toISOString());
  return withTime ? text : text.slice(0, -" HH:mm".length);
}

/**
 * PrimeReact's Calendar shows a Date in the browser's zone; these two convert between the UTC day we
 * mean and the local Date the picker shows, so a person picks the UTC calendar day they see.
 */
export function utcDayToPicker(date: Date): Date {
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
export function pickerToUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}
