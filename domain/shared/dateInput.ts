import { DATE_RANGE } from "./dates.js";

/**
 * The one rule for a calendar day a person types (the date box of every date and date-time input).
 * A day is read exactly or refused with a message; it is never guessed. Days are UTC calendar days,
 * given back as "yyyy-mm-dd".
 *
 * - The spec's display form, as the lists show it: "27. Oct, 2026", also "27 Oct 2026", "27 October 2026".
 * - A month name first: "Oct 27, 2026".
 * - ISO: "2026-10-27" (also with "/" or ".").
 * - Digits only ("27.10.2026", "10/27/2026"): only when one reading is possible. "12/05/2026" could be
 *   12 May or 5 December, so it is refused, naming both readings.
 * - The year has four digits ("26" could be 1926 or 2026) and lies in the plausible range of DATE_RANGE.
 */

export type DayReading = { ok: true; day: string } | { ok: false; message: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const FULL_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

export const DAY_INPUT_EXAMPLE = "27. Oct, 2026";

const two = (n: number) => String(n).padStart(2, "0");
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const refused = (message: string): DayReading => ({ ok: false, message });
const notADay = (text: string) =>
  refused(`"${text}" is not a date: type it as ${DAY_INPUT_EXAMPLE} (or pick it from the calendar).`);

/** 1-12 for "Oct", "oct.", "October", "Sept"; null otherwise. */
function monthOf(name: string): number | null {
  const word = name.toLowerCase().replace(/\.$/, "");
  if (word.length < 3) return null;
  const index = FULL_MONTHS.findIndex(
    (full) => full.startsWith(word) || (word === "sept" && full === "september"),
  );
  return index < 0 ? null : index + 1;
}

/** "27. Oct, 2026" of a day. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${two(date)}. ${MONTHS[month - 1]}, ${year}`;
}

function dayOf(text: string, year: string, month: number, date: number): DayReading {
  if (year.length !== 4) return refused(`"${text}": write the year with four digits (2026, not 26).`);
  const y = Number(year);
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(y, month))
    return refused(`"${text}" is not a date in the calendar.`);
  const ms = Date.UTC(y, month - 1, date);
  if (ms < DATE_RANGE.first || ms > DATE_RANGE.last)
    return refused(`"${text}": the date must lie between ${DATE_RANGE.text}.`);
  return { ok: true, day: `${year}-${two(month)}-${two(date)}` };
}

const NAMED_DAY_FIRST = /^(\d{1,2})\.?\s*([a-z]+\.?)\s*,?\s*(\d+)$/i;
const NAMED_MONTH_FIRST = /^([a-z]+\.?)\s*(\d{1,2})\s*,?\s*(\d+)$/i;
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DIGITS = /^(\d{1,2})([./-])(\d{1,2})\2(\d+)$/;
const WITH_TIME = /\d{1,2}:\d{2}/;

/** Reads a typed day; `null` for an empty box. */
export function readDayInput(raw: string): DayReading | null {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text === "") return null;
  if (WITH_TIME.test(text)) return refused(`"${text}": type the date here and the time in the hh:mm box.`);

  const named = NAMED_DAY_FIRST.exec(text);
  if (named) {
    const month = monthOf(named[2]!);
    return month === null ? notADay(text) : dayOf(text, named[3]!, month, Number(named[1]));
  }
  const monthFirst = NAMED_MONTH_FIRST.exec(text);
  if (monthFirst) {
    const month = monthOf(monthFirst[1]!);
    return month === null ? notADay(text) : dayOf(text, monthFirst[3]!, month, Number(monthFirst[2]));
  }
  const iso = YEAR_FIRST.exec(text);
  if (iso) return dayOf(text, iso[1]!, Number(iso[2]), Number(iso[3]));

  const digits = DIGITS.exec(text);
  if (digits) {
    const [a, b, year] = [Number(digits[1]), Number(digits[3]), digits[4]!];
    if (year.length !== 4) return dayOf(text, year, 1, 1);
    const dayFirst = dayOf(text, year, b, a);
    const monthFirst = dayOf(text, year, a, b);
    if (dayFirst.ok && monthFirst.ok && dayFirst.day !== monthFirst.day)
      return refused(
        `"${text}" could be ${formatDay(dayFirst.day)} or ${formatDay(monthFirst.day)}: write the month as a name, e.g. ${formatDay(dayFirst.day)}.`,
      );
    if (dayFirst.ok) return dayFirst;
    if (monthFirst.ok) return monthFirst;
    return refused(`"${text}" is not a date in the calendar.`);
  }
  return notADay(text);
}

/** The hh:mm box beside a date box: at most 5 characters, hours 00–23, minutes 00–59. */
export const TIME_BOX_MAX_LENGTH = 5;
export const TIME_BOX_MESSAGE = "Enter a time as hh:mm (00:00 to 23:59, UTC).";

/** Minutes after midnight of an hh:mm box, or null when it is not one. */
export function readTimeBox(text: string): number | null {
  if (text.length > TIME_BOX_MAX_LENGTH) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant (ISO, UTC) of a day "yyyy-mm-dd" and an hh:mm box, or null when either is missing or unreadable. */
export function instantOf(day: string, time: string): string | null {
  const minutes = readTimeBox(time);
  if (minutes === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(ms) ? null : new Date(ms + minutes * 60_000).toISOString();
}
