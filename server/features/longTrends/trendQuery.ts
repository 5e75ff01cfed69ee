import type { Context } from "hono";
import { LONG_TREND_MESSAGES, parseLongTrendId } from "../../../domain/longTrends/config.js";
import { trendPeriodQuery } from "../../../domain/longTrends/trendWindow.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { parseValue } from "../../http/validate.js";
import { parseTime } from "../logData/query.js";
import { trendPeriodWindow } from "./trendPeriod.js";

type Ctx = Context<AppEnv>;

const DAY = 24 * 3_600_000;
const YEAR = 365 * DAY;
const MAX_WINDOW_MS = 367 * DAY;
const MAX_IDS = 20;
const DIAGNOSTICS = featureByName("Diagnostics")!.id;

export const LONG_TRENDS_MESSAGES = {
  notActivated: "The Diagnostics module is not activated for this vessel.",
  windowTooLong: "The period may be at most 367 days long.",
  toBeforeFrom: "toDate must be after fromDate.",
  ids: `Give longTrendIds: 1 to ${MAX_IDS} long trend ids, comma- or semicolon-separated.`,
  isDiagnosticType: "isDiagnosticType must be true or false.",
  noEvent: "No hull event with this trendEventId for the trend's vessel.",
  oneTrend: "Give one longTrendId of the vessel named by vesselId.",
  benchmarkPeriod: (count: number) =>
    count === 0
      ? "The trend has no period in this window."
      : `benchmarkPeriod must be a period index from 0 to ${count - 1} (or blank for the last).`,
} as const;

export const hasDiagnostics = (vessel: VesselView) => vessel.featureIds.includes(DIAGNOSTICS);

/** What the long-trend calls read of a request: the vessels it names, checked, and its window. */
export function longTrendQuery(ctx: AppContext) {
  /** A vessel the caller sees (404 otherwise) with the Diagnostics module (403 otherwise). */
  const diagnosticsVessel = (c: Ctx, id: string): VesselView => {
    const vessel = requestScope(ctx, c.get("session").actor).vessel(id);
    if (!hasDiagnostics(vessel)) throw new ForbiddenError(LONG_TRENDS_MESSAGES.notActivated);
    return vessel;
  };
  /**
   * fromDate and toDate, by default the 365 days up to the end of today (UTC); or `period` AllValues or
   * LastVoyage of the named vessels, resolved here (docs/long-trends.md "Time period").
   */
  const window = async (c: Ctx, vessels: readonly VesselView[]) => {
    const period = parseValue(c.req.query("period")?.trim() || undefined, trendPeriodQuery);
    if (period) {
      const resolved = await trendPeriodWindow(ctx, period, vessels);
      if (!resolved.ok) throw new ValidationError(resolved.message);
      return { from: resolved.from, to: resolved.to };
    }
    const endOfToday = Math.ceil(ctx.now().getTime() / DAY) * DAY;
    const fromText = c.req.query("fromDate")?.trim();
    const toText = c.req.query("toDate")?.trim();
    const to = toText ? parseTime(toText, "toDate") : endOfToday;
    const from = fromText ? parseTime(fromText, "fromDate") : to - YEAR;
    if (to <= from) throw new ValidationError(LONG_TRENDS_MESSAGES.toBeforeFrom);
    if (to - from > MAX_WINDOW_MS) throw new ValidationError(LONG_TRENDS_MESSAGES.windowTooLong);
    return { from, to };
  };
  /** The long trend ids of the query, each resolved to a vessel the caller sees with diagnostics. */
  const trendIds = (c: Ctx) => {
    const text = (c.req.query("longTrendIds") ?? c.req.query("longTrendId") ?? "")
      .trim()
      .replace(/[;,]$/, "");
    const ids = text ? text.split(/[;,]/).map((s) => s.trim()) : [];
    if (ids.length === 0 || ids.length > MAX_IDS) throw new ValidationError(LONG_TRENDS_MESSAGES.ids);
    return ids.map((id) => {
      const parsed = parseLongTrendId(id);
      if (!parsed) throw new ValidationError(LONG_TREND_MESSAGES.id);
      return { ...parsed, vessel: diagnosticsVessel(c, parsed.vesselId) };
    });
  };
  return { diagnosticsVessel, window, trendIds };
}

export type NamedTrendIds = ReturnType<ReturnType<typeof longTrendQuery>["trendIds"]>;
