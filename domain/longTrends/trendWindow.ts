import { z } from "zod";
import { TIME_MESSAGES } from "../dataAnalysis/timeConfiguration.js";

/**
 * The named periods of the long-trend calls (spec 3 §2 time period selector, §4 period types;
 * docs/long-trends.md "Time period"): All values and Last voyage, resolved on the server. Pure.
 */
export const TREND_PERIODS = ["AllValues", "LastVoyage"] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

const DAY_MS = 86_400_000;
/** The longest named period: ten years of daily values (about 3,650 stored days to fold). */
export const MAX_NAMED_PERIOD_DAYS = 3_660;

export const TREND_PERIOD_MESSAGES = {
  period: `period must be one of ${TREND_PERIODS.join(", ")}.`,
  noLastVoyage: TIME_MESSAGES.noLastVoyage,
} as const;

export const trendPeriodQuery = z.enum(TREND_PERIODS, { error: TREND_PERIOD_MESSAGES.period }).optional();

export interface TrendPeriodFacts {
  /** Now, ms. */
  now: number;
  /** Midnight UTC of the vessel's first day with log data, or null without any. */
  firstDataDay: number | null;
  /** The vessel's voyage events (Departure and Arrival), any order. */
  voyageEvents: ReadonlyArray<{ type: string; at: number }>;
}

export type ResolvedTrendPeriod = { ok: true; from: number; to: number } | { ok: false; message: string };

/**
 * All values: from the vessel's first data day to the end of today (UTC), at most
 * MAX_NAMED_PERIOD_DAYS (the older days are left out); without data the last 365 days.
 * Last voyage: from the last departure (not after now) to the first arrival after it, or to now when the
 * vessel is still at sea; refused without a departure. Longer voyages keep their last MAX_NAMED_PERIOD_DAYS.
 */
export function resolveTrendPeriod(period: TrendPeriod, facts: TrendPeriodFacts): ResolvedTrendPeriod {
  const endOfToday = Math.ceil(facts.now / DAY_MS) * DAY_MS;
  const max = MAX_NAMED_PERIOD_DAYS * DAY_MS;
  if (period === "AllValues") {
    const first = facts.firstDataDay ?? endOfToday - 365 * DAY_MS;
    return {
      ok: true,
      from: Math.max(Math.min(first, endOfToday - DAY_MS), endOfToday - max),
      to: endOfToday,
    };
  }
  let departure = Number.NEGATIVE_INFINITY;
  for (const e of facts.voyageEvents)
    if (e.type === "Departure" && e.at <= facts.now && e.at > departure) departure = e.at;
  if (!Number.isFinite(departure)) return { ok: false, message: TREND_PERIOD_MESSAGES.noLastVoyage };
  let arrival = facts.now;
  for (const e of facts.voyageEvents)
    if (e.type === "Arrival" && e.at > departure && e.at < arrival) arrival = e.at;
  return { ok: true, from: Math.max(departure, arrival - max), to: arrival };
}
