import { Hono } from "hono";
import {
  longTrendPeriodStatisticsAnswer,
  longTrendPeriodsAnswer,
  longTrendPeriodsMetaAnswer,
  trendLimitsAnswer,
} from "../../../domain/longTrends/answers.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { requireRole } from "../../http/session.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { doc, longTrendRequests, NAMED_TRENDS_DOC, VESSEL_TRENDS_DOC } from "./requests.js";
import { iso, periodDto, periodsMetaDto, trendLimitsDto } from "./trendDto.js";
import { openingEventOf } from "./vesselTrends.js";

/** The periods of the named long trends and their limits (docs/long-trends.md). */
export function longTrendPeriodRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const { configOf, vesselTrends, periodsAnswer } = longTrendRequests(ctx);

  // GET /LongTrendPeriods: every period of the named trends (or of the vessel), without daily values.
  app.get(
    "/LongTrendPeriods",
    doc({
      summary: "Every period of the named long trends, or of a vessel's, without daily values",
      response: longTrendPeriodsAnswer,
      ...NAMED_TRENDS_DOC,
    }),
    readers,
    (c) => periodsAnswer(c, (_vessel, trend) => ({ periods: trend.periods.map(periodDto) })),
  );

  // GET /LongTrendPeriods/Meta: per period where it starts and ends, how many days, what opened it.
  app.get(
    "/LongTrendPeriods/Meta",
    doc({
      summary: "Where each period of the named long trends starts and ends, and what opened it",
      response: longTrendPeriodsMetaAnswer,
      ...NAMED_TRENDS_DOC,
    }),
    readers,
    (c) =>
      periodsAnswer(c, (vessel, trend) =>
        periodsMetaDto(trend, (from) => openingEventOf(ctx, vessel.id, from)),
      ),
  );

  // GET /LongTrendPeriods/Statistics: per period count, mean, min, max, standard deviation.
  app.get(
    "/LongTrendPeriods/Statistics",
    doc({
      summary: "Count, mean, min, max and deviation of each period of the named long trends",
      response: longTrendPeriodStatisticsAnswer,
      ...NAMED_TRENDS_DOC,
    }),
    readers,
    (c) =>
      periodsAnswer(c, (_vessel, trend) => ({
        periods: trend.periods.map((p) => ({ from: iso(p.from), to: iso(p.to), ...periodDto(p).statistics })),
      })),
  );

  // GET /TrendLimits?vesselId: per trend the benchmark level and the Observe / Not ok limits.
  app.get(
    "/TrendLimits",
    doc({
      summary: "A vessel's benchmark level and Observe / Not ok limits per long trend",
      response: trendLimitsAnswer,
      ...VESSEL_TRENDS_DOC,
    }),
    readers,
    async (c) => {
      const { vessel, from, to, trends } = await vesselTrends(c);
      return c.json({
        vesselId: vessel.id,
        fromDate: iso(from),
        toDate: iso(to),
        items: trends.map((trend) => trendLimitsDto(vessel, trend, configOf(vessel, trend))),
      });
    },
  );

  return app;
}
