import {
  dateTimeMs,
  resolveWindow,
  timeInputProblems,
} from "../../../../domain/dataAnalysis/timeConfiguration";

/**
 * The time period of the long-trend pages (spec 3 §2 long trend configuration, §4 period types, §5
 * time inputs): recent days up to now, from and to dates, or (the Long Trend page) All values and Last
 * voyage, which the server resolves. The server answers at most 367 days for dates, so a longer period
 * is refused here with the server's message.
 */
export type NamedTrendPeriod = "AllValues" | "LastVoyage";
export type TrendWindowType = "LastPeriod" | "SetPeriod" | NamedTrendPeriod;
const isNamed = (type: string): type is NamedTrendPeriod => type === "AllValues" || type === "LastVoyage";

export interface TrendWindowInputs {
  type: TrendWindowType;
  lastDays: string;
  fromDay: string;
  toDay: string;
}

export const MAX_TREND_DAYS = 367;
export const DEFAULT_TREND_DAYS = 365;
export const TREND_WINDOW_MESSAGES = {
  tooLong: "The period may be at most 367 days long.",
} as const;

const DAY_MS = 86_400_000;
const dayText = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The default: the last 365 days; the dates prefilled with the same span. */
export function defaultTrendWindow(now: number): TrendWindowInputs {
  return {
    type: "LastPeriod",
    lastDays: String(DEFAULT_TREND_DAYS),
    fromDay: dayText(now - DEFAULT_TREND_DAYS * DAY_MS),
    toDay: dayText(now),
  };
}

export type TrendWindow =
  | { ok: true; from: string; to: string }
  | { ok: true; period: NamedTrendPeriod }
  | { ok: false; message: string };

/**
 * The window the inputs mean. Recent days run to the end of today (UTC) as the server's default does;
 * "From and to" takes whole days, the to-day included.
 */
export function trendWindowOf(inputs: TrendWindowInputs, now: number): TrendWindow {
  if (isNamed(inputs.type)) return { ok: true, period: inputs.type };
  const endOfToday = Math.ceil(now / DAY_MS) * DAY_MS;
  const time = {
    type: inputs.type,
    lastDays: inputs.lastDays,
    lastHours: "",
    lastMinutes: "",
    fromDay: inputs.fromDay,
    fromTime: "",
    toDay: inputs.toDay,
    toTime: "",
  };
  const problems = timeInputProblems(time);
  const first = Object.values(problems)[0];
  if (first) return { ok: false, message: first };
  const toDay = inputs.type === "SetPeriod" ? dateTimeMs(inputs.toDay, "") : null;
  const resolved = resolveWindow(
    inputs.type === "SetPeriod" ? { ...time, toDay: dayText((toDay ?? 0) + DAY_MS) } : time,
    { now: endOfToday, lastVoyageStart: null, dataFrom: null, dataTo: null },
  );
  if (!resolved.ok) return resolved;
  if (resolved.to - resolved.from > MAX_TREND_DAYS * DAY_MS)
    return { ok: false, message: TREND_WINDOW_MESSAGES.tooLong };
  return { ok: true, from: new Date(resolved.from).toISOString(), to: new Date(resolved.to).toISOString() };
}

/** A saved period (spec 3 §3 Long trend configuration) as the selector's inputs; null for a type it has not. */
export function trendWindowFromSaved(
  saved: {
    timeConfigurationType: string;
    lastNumberDays: number;
    fromDateTime: string | null;
    toDateTime: string | null;
  },
  now: number,
): TrendWindowInputs | null {
  const inputs = defaultTrendWindow(now);
  if (isNamed(saved.timeConfigurationType)) return { ...inputs, type: saved.timeConfigurationType };
  if (saved.timeConfigurationType === "LastPeriod" && saved.lastNumberDays > 0)
    return { ...inputs, lastDays: String(saved.lastNumberDays) };
  if (saved.timeConfigurationType === "SetPeriod" && saved.fromDateTime && saved.toDateTime)
    return {
      ...inputs,
      type: "SetPeriod",
      fromDay: dayText(Date.parse(saved.fromDateTime)),
      // The saved end is exclusive (the day after the to-day).
      toDay: dayText(Date.parse(saved.toDateTime) - DAY_MS),
    };
  return null;
}
