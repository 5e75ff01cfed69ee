import type { Context } from "hono";
import { longTrendId } from "../../../domain/longTrends/config.js";
import type { LongTrendResult } from "../../../domain/longTrends/longTrends.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { requiredText } from "../logData/query.js";
import { longTrendConfigOf } from "./trendConfigs.js";
import { iso } from "./trendDto.js";
import { longTrendQuery } from "./trendQuery.js";
import { trendsNamed, trendsOf } from "./vesselTrends.js";

/** What the long-trend route files share: their doc parts and the trends a request names. */

export const doc = apiDocs("Long trends");
export const WINDOW_PARAMS = {
  fromDate: "Start (ISO 8601 or epoch ms; default 365 days before toDate)",
  toDate: "End (ISO 8601 or epoch ms; default the end of today UTC); at most 367 days after fromDate",
  period:
    "AllValues (first data day to today, at most 10 years) or LastVoyage (last departure to its arrival or now); replaces fromDate and toDate",
};
export const VESSEL_PARAM = { vesselId: "The vessel id (required)" };
export const TREND_ID_PARAMS = {
  longTrendIds: "Comma- or semicolon-separated long trend ids, 1 to 20",
  longTrendId: "Same as longTrendIds",
};
export const NAMED_PARAMS = {
  ...TREND_ID_PARAMS,
  vesselId: "Every trend of this vessel, instead of longTrendIds",
};
/** The doc parts (docs/api.md) of the calls over a window of the trends named by id, by id or vessel, or of a vessel. */
export const TREND_IDS_DOC = {
  queryParams: { ...TREND_ID_PARAMS, ...WINDOW_PARAMS },
  roles: LOG_DATA_READERS,
};
export const NAMED_TRENDS_DOC = {
  queryParams: { ...NAMED_PARAMS, ...WINDOW_PARAMS },
  roles: LOG_DATA_READERS,
};
export const VESSEL_TRENDS_DOC = {
  queryParams: { ...VESSEL_PARAM, ...WINDOW_PARAMS },
  roles: LOG_DATA_READERS,
};

type Ctx = Context<AppEnv>;

/** The request's vessels and window (trendQuery.ts), and the trends they name, read (vesselTrends.ts). */
export function longTrendRequests(ctx: AppContext) {
  const { diagnosticsVessel, window, trendIds } = longTrendQuery(ctx);
  const vesselsOf = (ids: ReadonlyArray<{ vessel: VesselView }>) => ids.map((i) => i.vessel);
  const configOf = (vessel: VesselView, trend: LongTrendResult) =>
    longTrendConfigOf(ctx, vessel.id, trend.type);

  /** The long trends of every type of one vessel, for the period, limit and Excel calls. */
  const vesselTrends = async (c: Ctx) => {
    const vessel = diagnosticsVessel(c, requiredText(c, "vesselId"));
    const { from, to } = await window(c, [vessel]);
    return { vessel, from, to, ...(await trendsOf(ctx, vessel, from, to)) };
  };
  /** The trends named by longTrendId(s), or every type of the vessel named by vesselId. */
  const namedTrends = async (c: Ctx) => {
    if (
      c.req.query("vesselId") !== undefined &&
      !c.req.query("longTrendIds") &&
      !c.req.query("longTrendId")
    ) {
      const { vessel, from, to, trends } = await vesselTrends(c);
      return { from, to, trends: trends.map((trend) => ({ vessel, trend })) };
    }
    const ids = trendIds(c);
    const { from, to } = await window(c, vesselsOf(ids));
    const found = (await trendsNamed(ctx, ids, from, to)).map(({ vessel, trend }) => ({ vessel, trend }));
    return { from, to, trends: found };
  };
  /** The answer of the /LongTrendPeriods calls: the window and, per named trend, its id and `of` it. */
  const periodsAnswer = async (c: Ctx, of: (vessel: VesselView, trend: LongTrendResult) => object) => {
    const { from, to, trends } = await namedTrends(c);
    return c.json({
      fromDate: iso(from),
      toDate: iso(to),
      items: trends.map(({ vessel, trend }) => ({
        longTrendId: longTrendId(vessel.id, trend.type),
        ...of(vessel, trend),
      })),
    });
  };

  return {
    diagnosticsVessel,
    window,
    trendIds,
    vesselsOf,
    configOf,
    vesselTrends,
    namedTrends,
    periodsAnswer,
  };
}
