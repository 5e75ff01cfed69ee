import { Hono } from "hono";
import { hullPerformanceAggregate } from "../../../domain/hullPerformance/events.js";
import {
  longTrendConfiguredAnswer,
  longTrendPeriodsFindAnswer,
  longTrendsDataAnswer,
  longTrendsFindAnswer,
} from "../../../domain/longTrends/answers.js";
import {
  configureLongTrend,
  LONG_TREND_MESSAGES,
  longTrendId,
  longTrendUpdateRequest,
  parseLongTrendId,
} from "../../../domain/longTrends/config.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody } from "../../http/validate.js";
import { toBuffer, XLSX_TYPE } from "../../shared/sheets.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { requiredText } from "../logData/query.js";
import { longTrendCompareRoutes } from "./compareRoutes.js";
import { consequenceRoutes } from "./consequenceRoutes.js";
import { longTrendPeriodRoutes } from "./periodRoutes.js";
import {
  doc,
  longTrendRequests,
  TREND_IDS_DOC,
  VESSEL_PARAM,
  VESSEL_TRENDS_DOC,
  WINDOW_PARAMS,
} from "./requests.js";
import { longTrendConfigOf } from "./trendConfigs.js";
import { iso, periodDto, trendDataDto, trendDto } from "./trendDto.js";
import { LONG_TRENDS_MESSAGES } from "./trendQuery.js";
import { vesselStatusAnswer } from "./vesselStatus.js";
import { eventsInWindow, trendsNamed, trendsOf } from "./vesselTrends.js";
import { longTrendWorkbook } from "./workbook.js";

export { LONG_TRENDS_MESSAGES } from "./trendQuery.js";

/**
 * Long trends and diagnostics (spec 3 §7 "Long trends and comparison"; docs/long-trends.md). Every call
 * names vessels the caller sees (404 otherwise) that have the Diagnostics feature (403 otherwise). The
 * trends are read by vesselTrends.ts and computed in domain/longTrends/; the answers are trendDto.ts's.
 */
export function longTrendRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole("User", "SuperUser", "Administrator");
  const { diagnosticsVessel, window, trendIds, vesselsOf, configOf, vesselTrends } = longTrendRequests(ctx);

  app.get(
    "/LongTrends/Find",
    doc({
      summary: "A vessel's long trends with their status over a period",
      response: longTrendsFindAnswer,
      queryParams: {
        ...VESSEL_PARAM,
        isDiagnosticType: "true or false: only diagnostic (or non-diagnostic) trends",
        ...WINDOW_PARAMS,
      },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const vessel = diagnosticsVessel(c, requiredText(c, "vesselId"));
      const only = c.req.query("isDiagnosticType")?.trim();
      if (only !== undefined && only !== "" && only !== "true" && only !== "false")
        throw new ValidationError(LONG_TRENDS_MESSAGES.isDiagnosticType);
      const { from, to } = await window(c, [vessel]);
      const { inputs, trends } = await trendsOf(ctx, vessel, from, to);
      // Every long trend built is a diagnostic one: isDiagnosticType=false finds none.
      const items =
        only === "false" ? [] : trends.map((t) => trendDto(vessel, inputs, t, configOf(vessel, t)));
      return c.json({
        vesselId: vessel.id,
        fromDate: iso(from),
        toDate: iso(to),
        vesselStatus: await vesselStatusAnswer(ctx, vessel),
        items,
      });
    },
  );

  app.get(
    "/LongTrends/Data",
    doc({
      summary: "Daily values, periods, trend limits and events of the named long trends",
      response: longTrendsDataAnswer,
      ...TREND_IDS_DOC,
    }),
    readers,
    async (c) => {
      const ids = trendIds(c);
      const { from, to } = await window(c, vesselsOf(ids));
      const answers = (await trendsNamed(ctx, ids, from, to)).map(({ vessel, inputs, trend }) =>
        trendDataDto(
          vessel,
          inputs,
          trend,
          configOf(vessel, trend),
          eventsInWindow(ctx, vessel.id, from, to),
        ),
      );
      return c.json({ fromDate: iso(from), toDate: iso(to), items: answers });
    },
  );

  app.get(
    "/LongTrendPeriods/Find",
    doc({
      summary: "The periods of the named long trends",
      response: longTrendPeriodsFindAnswer,
      ...TREND_IDS_DOC,
    }),
    readers,
    async (c) => {
      const ids = trendIds(c);
      const { from, to } = await window(c, vesselsOf(ids));
      const items = (await trendsNamed(ctx, ids, from, to)).map(({ vessel, type, trend }) => ({
        longTrendId: longTrendId(vessel.id, type),
        periods: trend.periods.map(periodDto),
      }));
      return c.json({ items });
    },
  );

  app.put(
    "/LongTrends",
    doc({
      summary: "Configure a long trend (use in vessel status, manual benchmark level)",
      response: longTrendConfiguredAnswer,
      body: longTrendUpdateRequest,
      roles: ["User", "SuperUser", "Administrator"],
    }),
    writers,
    async (c) => {
      const body = await parseBody(c, longTrendUpdateRequest);
      const parsed = parseLongTrendId(body.id);
      if (!parsed) throw new NotFoundError(LONG_TREND_MESSAGES.notFound);
      const vessel = diagnosticsVessel(c, parsed.vesselId);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        () =>
          configureLongTrend({
            vesselId: vessel.id,
            diagnosticType: parsed.type,
            config: {
              useInVesselStatus: body.useInVesselStatus,
              useManualBenchmarkLevel: body.useManualBenchmarkLevel,
              manualBenchmarkLevel: body.manualBenchmarkLevel,
            },
          }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({
        id: longTrendId(vessel.id, parsed.type),
        vesselId: vessel.id,
        ...longTrendConfigOf(ctx, vessel.id, parsed.type),
        vesselStatus: await vesselStatusAnswer(ctx, vessel),
      });
    },
  );

  app.route("/", longTrendPeriodRoutes(ctx));

  // GET /LongTrends/Excel?vesselId: the long trends of the window as a workbook.
  app.get(
    "/LongTrends/Excel",
    doc({
      summary: "Excel workbook of a vessel's long trends over a period",
      ...VESSEL_TRENDS_DOC,
      produces: "xlsx",
    }),
    readers,
    async (c) => {
      const { vessel, from, to, inputs, trends } = await vesselTrends(c);
      const workbook = longTrendWorkbook({
        vessel,
        from,
        to,
        vesselStatus: (await vesselStatusAnswer(ctx, vessel)).label,
        trends: trends.map((trend) => ({
          trend,
          config: configOf(vessel, trend),
          missing: inputs.missing[trend.type] ?? null,
        })),
        events: eventsInWindow(ctx, vessel.id, from, to),
      });
      const day = iso(to - 1).slice(0, 10);
      return c.body(new Uint8Array(await toBuffer(workbook)), 200, {
        "content-type": XLSX_TYPE,
        "content-disposition": attachment(`Long_trends_${vessel.imoNumber}_${day}.xlsx`),
      });
    },
  );

  app.route("/", longTrendCompareRoutes(ctx));
  app.route("/", consequenceRoutes(ctx));

  return app;
}
