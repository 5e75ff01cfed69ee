import { z } from "zod";

/**
 * Dates as the API takes them: ISO 8601 text (calendar-valid, UTC unless a zone is given) and, where
 * a call takes them, Unix epoch milliseconds. One reader for every schema and query parameter, so a
 * date is refused the same way everywhere: "2026-02-30" is an error, not 2 March.
 */

/** The plausible range of every date Keelson stores or queries: 1990-01-01 to 2100-12-31 (UTC). */
export const DATE_RANGE = {
  first: Date.UTC(1990, 0, 1),
  last: Date.UTC(2101, 0, 1) - 1,
  text: "1990-01-01 and 2100-12-31",
} as const;

export const DATE_MESSAGES = {
  required: (field: string) => `${field} is required.`,
  notDateTime: (field: string) =>
    `${field} must be a date and time in ISO 8601, for example 2025-03-01T12:00:00Z.`,
  notDateOrTime: (field: string) =>
    `${field} must be a date or date and time in ISO 8601, for example 2025-03-01 or 2025-03-01T12:00:00Z.`,
  notDateOrEpoch: (field: string) => `${field} must be a date (ISO 8601) or Unix epoch milliseconds.`,
  notDate: (field: string) => `${field} must be a date written YYYY-MM-DD.`,
  notInCalendar: (field: string, text: string) => `${field}: ${text} is not a date in the calendar.`,
  outOfRange: (field: string) => `${field} must be between ${DATE_RANGE.text}.`,
} as const;

export interface DateReading {
  /**
   * "required": date and time (a voyage event, a fuel record); "optional": a date alone means its
   * midnight UTC (query windows); "never": a calendar day only (YYYY-MM-DD).
   */
  time?: "required" | "optional" | "never";
  /** Accept Unix epoch milliseconds (a JSON number or a string of digits) as well. */
  epochMs?: boolean;
  /** Refuse a date and time without an explicit zone (Z or ±hh:mm); otherwise it is read as UTC. */
  zoneRequired?: boolean;
  /** Message for input that is not a date at all; the calendar and range messages name the field. */
  message?: string;
}

export type DateResult = { ok: true; ms: number } | { ok: false; message: string };

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const inRange = (ms: number) => ms >= DATE_RANGE.first && ms <= DATE_RANGE.last;

function zoneOffsetMs(zone: string): number | null {
  if (zone.toUpperCase() === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || "0");
  if (hours > 23 || minutes > 59) return null;
  return (zone[0] === "-" ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/** Reads one date; the message of a refusal names the field. */
export function readDate(value: unknown, field: string, reading: DateReading = {}): DateResult {
  const time = reading.time ?? "optional";
  const notADate =
    reading.message ??
    (time === "never"
      ? DATE_MESSAGES.notDate(field)
      : reading.epochMs
        ? DATE_MESSAGES.notDateOrEpoch(field)
        : time === "required"
          ? DATE_MESSAGES.notDateTime(field)
          : DATE_MESSAGES.notDateOrTime(field));
  const fail = (message: string): DateResult => ({ ok: false, message });

  if (
    reading.epochMs &&
    (typeof value === "number" || (typeof value === "string" && /^-?\d+$/.test(value.trim())))
  ) {
    const ms = Number(value);
    if (!Number.isSafeInteger(ms))
      return fail(Number.isFinite(ms) ? DATE_MESSAGES.outOfRange(field) : notADate);
    return inRange(ms) ? { ok: true, ms } : fail(DATE_MESSAGES.outOfRange(field));
  }
  if (typeof value !== "string") return fail(notADate);
  const text = value.trim();
  const match = ISO.exec(text);
  if (!match) return fail(notADate);
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const hasTime = h !== undefined;
  if ((time === "required" && !hasTime) || (time === "never" && hasTime)) return fail(notADate);
  if (hasTime && reading.zoneRequired && zone === undefined) return fail(notADate);

  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return fail(DATE_MESSAGES.notInCalendar(field, text.slice(0, 10)));
  }
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  const offset = zone === undefined ? 0 : zoneOffsetMs(zone);
  if (hours > 23 || minutes > 59 || seconds > 59 || offset === null) {
    return fail(DATE_MESSAGES.notInCalendar(field, text));
  }
  // Years outside the range are refused before Date.UTC, which reads years 0..99 as 1900..1999.
  if (year < 1989 || year > 2101) return fail(DATE_MESSAGES.outOfRange(field));
  const millis = Number((fraction ?? "0").padEnd(3, "0").slice(0, 3));
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis) - offset;
  return inRange(ms) ? { ok: true, ms } : fail(DATE_MESSAGES.outOfRange(field));
}

/** Like readDate, but throws the refusal (for callers that map errors themselves). */
export function dateOrThrow(
  value: unknown,
  field: string,
  reading: DateReading,
  toError: (message: string) => Error,
): number {
  const result = readDate(value, field, reading);
  if (!result.ok) throw toError(result.message);
  return result.ms;
}

/** What a client sends for a date, for the OpenAPI document. */
const dateFormat = (reading: DateReading) => {
  const text =
    reading.time === "never"
      ? { type: "string", format: "date" }
      : reading.time === "required"
        ? { type: "string", format: "date-time" }
        : { type: "string", description: "An ISO 8601 date or date and time." };
  return reading.epochMs ? { anyOf: [text, { type: "integer", description: "Epoch milliseconds." }] } : text;
};

/** A date as epoch milliseconds in a zod schema. A missing value is refused unless the schema is made optional. */
export const dateMs = (field: string, reading: DateReading = {}) =>
  z
    .unknown()
    .transform((value, ctx): number => {
      if (value === undefined || value === null || value === "") {
        ctx.addIssue({ code: "custom", message: reading.message ?? DATE_MESSAGES.required(field) });
        return z.NEVER;
      }
      const result = readDate(value, field, reading);
      if (!result.ok) {
        ctx.addIssue({ code: "custom", message: result.message });
        return z.NEVER;
      }
      return result.ms;
    })
    .meta(dateFormat(reading));

/** A date in a zod schema, answered as ISO 8601 UTC with milliseconds (what the store keeps). */
export const isoDate = (field: string, reading: DateReading = {}) =>
  dateMs(field, reading).transform((ms) => new Date(ms).toISOString());

/** A calendar day (YYYY-MM-DD) in a zod schema, answered as written. */
export const calendarDay = (field: string, message?: string) =>
  dateMs(field, { time: "never", ...(message ? { message } : {}) }).transform((ms) =>
    new Date(ms).toISOString().slice(0, 10),
  );
