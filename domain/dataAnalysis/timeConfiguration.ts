/**
 * The time configuration of the Logging History and Data Analysis pages (spec 3 §4 period types,
 * §5 time inputs and timespan): which window a configuration means, and every message a person sees
 * when an input is wrong. Pure: "now", the last voyage and the data's extent are passed in.
 */

export const TIME_CONFIGURATION_TYPES = ["AllValues", "LastVoyage", "LastPeriod", "SetPeriod"] as const;
export type TimeConfigurationType = (typeof TIME_CONFIGURATION_TYPES)[number];

export const TIME_CONFIGURATION_LABELS: Record<TimeConfigurationType, string> = {
  AllValues: "All values",
  LastVoyage: "Last voyage",
  LastPeriod: "Recent period",
  SetPeriod: "From and to",
};

export const TIME_MESSAGES = {
  time: "Please specify a valid time in the 00:00-23:59 range",
  positive: "The input field must be a positive number",
  totalSpan: "The total timespan must be greater than 0",
  date: "Please specify a valid date",
  noLastVoyage: "The vessel has no recorded voyage.",
  noData: "The selected variables hold no log data.",
} as const;

/** Longest last-period inputs: 5 characters as the time inputs, which also bounds the window. */
export const LAST_PERIOD_MAX_LENGTH = 5;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A time of day typed as HH:mm (hours 0-23, minutes 00-59, at most 5 characters); minutes past midnight or null. */
export function parseTimeOfDay(text: string): number | null {
  if (text.length > 5) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** The message for a time input, or null when it is valid (blank means 00:00 and is valid). */
export const timeOfDayProblem = (text: string): string | null =>
  text.trim() === "" || parseTimeOfDay(text) !== null ? null : TIME_MESSAGES.time;

/** A last-period input: blank is 0; otherwise a non-negative number of at most 5 characters. */
export function parseLastPeriodInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (trimmed.length > LAST_PERIOD_MAX_LENGTH || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export const lastPeriodInputProblem = (text: string): string | null =>
  parseLastPeriodInput(text) === null ? TIME_MESSAGES.positive : null;

export interface LastPeriod {
  days: number;
  hours: number;
  minutes: number;
}

/** Last days convert to minutes as days x 24 x 60 (spec 3 §5). */
export const lastPeriodMinutes = (p: LastPeriod): number => p.days * DAY_MINUTES + p.hours * 60 + p.minutes;

/** A calendar day (YYYY-MM-DD) and a time of day (HH:mm, blank = 00:00) as epoch ms (UTC), or null. */
export function dateTimeMs(day: string, time: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const minutes = time.trim() === "" ? 0 : parseTimeOfDay(time);
  if (minutes === null) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms + minutes * MINUTE_MS;
}

/** The time inputs of the form, as typed. */
export interface TimeInputs {
  type: TimeConfigurationType;
  lastDays: string;
  lastHours: string;
  lastMinutes: string;
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
}

/** Facts a window depends on that are not in the form. */
export interface WindowFacts {
  now: number;
  /** Start of the last voyage (its departure), or null when the vessel has none. */
  lastVoyageStart: number | null;
  /** Extent of the chosen variables' log data, or null when they hold none. */
  dataFrom: number | null;
  dataTo: number | null;
}

export type TimeField =
  | "lastDays"
  | "lastHours"
  | "lastMinutes"
  | "fromDay"
  | "fromTime"
  | "toDay"
  | "toTime";

/** Per input field, the message to show under it (only the fields the chosen type uses). */
export function timeInputProblems(inputs: TimeInputs): Partial<Record<TimeField, string>> {
  const problems: Partial<Record<TimeField, string>> = {};
  if (inputs.type === "LastPeriod") {
    for (const field of ["lastDays", "lastHours", "lastMinutes"] as const) {
      const problem = lastPeriodInputProblem(inputs[field]);
      if (problem) problems[field] = problem;
    }
  }
  if (inputs.type === "SetPeriod") {
    for (const field of ["fromTime", "toTime"] as const) {
      const problem = timeOfDayProblem(inputs[field]);
      if (problem) problems[field] = problem;
    }
    for (const field of ["fromDay", "toDay"] as const) {
      if (dateTimeMs(inputs[field], "") === null) problems[field] = TIME_MESSAGES.date;
    }
  }
  return problems;
}

export type WindowResult = { ok: true; from: number; to: number } | { ok: false; message: string };

/**
 * The window a configuration means: AllValues the data's extent, LastVoyage from the last departure
 * to now, LastPeriod the last days, hours and minutes up to now, SetPeriod the given dates and times.
 * A span of zero minutes or less is refused (The total timespan must be greater than 0).
 */
export function resolveWindow(inputs: TimeInputs, facts: WindowFacts): WindowResult {
  const problems = Object.values(timeInputProblems(inputs));
  if (problems.length > 0) return { ok: false, message: problems[0]! };
  switch (inputs.type) {
    case "AllValues":
      if (facts.dataFrom === null || facts.dataTo === null)
        return { ok: false, message: TIME_MESSAGES.noData };
      return spanOf(facts.dataFrom, facts.dataTo);
    case "LastVoyage":
      if (facts.lastVoyageStart === null) return { ok: false, message: TIME_MESSAGES.noLastVoyage };
      return spanOf(facts.lastVoyageStart, facts.now);
    case "LastPeriod": {
      const minutes = lastPeriodMinutes({
        days: parseLastPeriodInput(inputs.lastDays)!,
        hours: parseLastPeriodInput(inputs.lastHours)!,
        minutes: parseLastPeriodInput(inputs.lastMinutes)!,
      });
      return spanOf(facts.now - Math.round(minutes * MINUTE_MS), facts.now);
    }
    case "SetPeriod":
      return spanOf(dateTimeMs(inputs.fromDay, inputs.fromTime)!, dateTimeMs(inputs.toDay, inputs.toTime)!);
  }
}

/** The span in whole minutes must be greater than 0. */
function spanOf(from: number, to: number): WindowResult {
  if (Math.floor((to - from) / MINUTE_MS) <= 0) return { ok: false, message: TIME_MESSAGES.totalSpan };
  return { ok: true, from, to };
}
