import { type Context, Hono } from "hono";
import { hullPerformanceAggregate } from "../../../domain/hullPerformance/events.js";
import { compareQuery } from "../../../domain/longTrends/compare.js";
import {
  configureLongTrend,
  LONG_TREND_MESSAGES,
  longTrendId,
  longTrendUpdateRequest,
  parseLongTrendId,
} from "../../../domain/longTrends/config.js";
import { DEFAULT_MCR_PERCENT, fuelPriceQuery } from "../../../domain/longTrends/consequence.js";
import {
  chartRange,
  DIAGNOSTIC_DESCRIPTIONS,
  DIAGNOSTIC_TYPE_IDS,
  DIAGNOSTIC_TYPE_NAMES,
  DIAGNOSTIC_TYPES,
  type LongTrendResult,
} from "../../../domain/longTrends/longTrends.js";
import {
  againstPeriod,
  benchmarkPeriodIndex,
  benefitStep,
  deviationOf,
  stepSubject,
} from "../../../domain/longTrends/subjects.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue } from "../../http/validate.js";
import { toBuffer, XLSX_TYPE } from "../../shared/sheets.js";
import { mapInSlices, slicer } from "../../shared/yieldingLoop.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { requiredText } from "../logData/query.js";
import { consequenceDto, MCR_OPTIONS } from "./consequenceDto.js";
import { longTrendConfigOf } from "./trendConfigs.js";
import {
  compareItemDto,
  iso,
  openingEventDto,
  periodDto,
  periodsMetaDto,
  round,
  trendDataDto,
  trendDto,
  trendLimitsDto,
} from "./trendDto.js";
import { hasDiagnostics, LONG_TRENDS_MESSAGES, longTrendQuery } from "./trendQuery.js";
import { vesselStatusAnswer } from "./vesselStatus.js";
import {
  eventsInWindow,
  hullEventOf,
  openingEventOf,
  speedImpactOf,
  trendsNamed,
  trendsOf,
} from "./vesselTrends.js";
import { longTrendWorkbook } from "./workbook.js";

export { LONG_TRENDS_MESSAGES } from "./trendQuery.js";

const doc = apiDocs("Long trends");
const WINDOW_PARAMS = {
  fromDate: "Start (ISO 8601 or epoch ms; default 365 days before toDate)",
  toDate: "End (ISO 8601 or epoch ms; default the end of today UTC); at most 367 days after fromDate",
  period:
    "AllValues (first data day to today, at most 10 years) or LastVoyage (last departure to its arrival or now); replaces fromDate and toDate",
};
const VESSEL_PARAM = { vesselId: "The vessel id (required)" };
const TREND_ID_PARAMS = {
  longTrendIds: "Comma- or semicolon-separated long trend ids, 1 to 20",
  longTrendId: "Same as longTrendIds",
};
const NAMED_PARAMS = { ...TREND_ID_PARAMS, vesselId: "Every trend of this vessel, instead of longTrendIds" };
/** The doc parts (docs/api.md) of the calls over a window of the trends named by id, by id or vessel, or of a vessel. */
const TREND_IDS_DOC = { queryParams: { ...TREND_ID_PARAMS, ...WINDOW_PARAMS }, roles: LOG_DATA_READERS };
const NAMED_TRENDS_DOC = { queryParams: { ...NAMED_PARAMS, ...WINDOW_PARAMS }, roles: LOG_DATA_READERS };
const VESSEL_TRENDS_DOC = { queryParams: { ...VESSEL_PARAM, ...WINDOW_PARAMS }, roles: LOG_DATA_READERS };

type Ctx = Context<AppEnv>;

/**
 * Long trends and diagnostics (spec 3 §7 "Long trends and comparison"; docs/long-trends.md). Every call
 * names vessels the caller sees (404 otherwise) that have the Diagnostics feature (403 otherwise). The
 * trends are read by vesselTrends.ts and computed in domain/longTrends/; the answers are trendDto.ts's.
 */
export function longTrendRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole("User", "SuperUser", "Administrator");
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

  app.get(
    "/LongTrends/Find",
    doc({
      summary: "A vessel's long trends with their status over a period",
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

  // GET /LongTrendPeriods: every period of the named trends (or of the vessel), without daily values.
  app.get(
    "/LongTrendPeriods",
    doc({
      summary: "Every period of the named long trends, or of a vessel's, without daily values",
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

  // GET /LongTrends/Compare/Groups: the overview of Compare vessels, one group per diagnostic type
  // with the caller's vessels that have the Diagnostics module. Nothing is computed here.
  app.get(
    "/LongTrends/Compare/Groups",
    doc({
      summary: "Compare vessels overview: per diagnostic type the caller's vessels with their status",
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const vessels = requestScope(ctx, c.get("session").actor)
        .vessels()
        .filter(hasDiagnostics)
        .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
      const statuses = await mapInSlices(vessels, (v) => vesselStatusAnswer(ctx, v));
      return c.json({
        items: DIAGNOSTIC_TYPES.map((type) => ({
          diagnosticType: type,
          diagnosticTypeId: DIAGNOSTIC_TYPE_IDS[type],
          name: DIAGNOSTIC_TYPE_NAMES[type],
          descriptionLong: DIAGNOSTIC_DESCRIPTIONS[type],
          vessels: vessels.map((v, i) => ({ id: v.id, name: v.name, ...statuses[i] })),
        })),
      });
    },
  );

  // GET /LongTrends/Compare: one diagnostic type's long trend of the chosen vessels, side by side.
  app.get(
    "/LongTrends/Compare",
    doc({
      summary: "One diagnostic type's long trend of several vessels, side by side",
      query: compareQuery,
      queryParams: WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const query = parseValue(
        {
          diagnosticType: c.req.query("diagnosticType"),
          vesselIds: c.req.query("vesselIds"),
          lastPeriodOnly: c.req.query("lastPeriodOnly"),
          relativeY: c.req.query("relativeY"),
        },
        compareQuery,
      );
      // Every id is resolved in the caller's scope before anything is computed (404 for one not seen).
      const vessels = query.vesselIds.map((id) => diagnosticsVessel(c, id));
      const { from, to } = await window(c, vessels);
      const items = [];
      const clock = slicer();
      for (const vessel of vessels) {
        await clock.pause();
        const { inputs, trends } = await trendsOf(ctx, vessel, from, to);
        const trend = trends.find((t) => t.type === query.diagnosticType)!;
        items.push(compareItemDto(vessel, inputs, trend, query));
      }
      return c.json({
        diagnosticType: query.diagnosticType,
        name: DIAGNOSTIC_TYPE_NAMES[query.diagnosticType],
        unit: "%",
        chartRange: chartRange(query.diagnosticType),
        lastPeriodOnly: query.lastPeriodOnly,
        relativeY: query.relativeY,
        fromDate: iso(from),
        toDate: iso(to),
        items,
      });
    },
  );

  // GET /Consequences/FindLatest: each trend's consequence of its current deviation, at every MCR basis.
  app.get(
    "/Consequences/FindLatest",
    doc({
      summary:
        "Each named trend's consequence of its current deviation: added fuel (t/day) and cost at every MCR basis",
      queryParams: {
        ...TREND_ID_PARAMS,
        fuelPrice: "Fuel price, USD per tonne (optional; without it cost is null)",
        ...WINDOW_PARAMS,
      },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const ids = trendIds(c);
      const fuelPrice = parseValue(c.req.query("fuelPrice"), fuelPriceQuery);
      const { from, to } = await window(c, vesselsOf(ids));
      const items = [];
      for (const { vessel, inputs, trend } of await trendsNamed(ctx, ids, from, to)) {
        const start = trend.periods.at(-1)?.from;
        const event = start === undefined ? undefined : openingEventOf(ctx, vessel.id, start);
        items.push(consequenceDto(vessel, inputs, deviationOf(trend), fuelPrice, event?.id ?? null));
      }
      return c.json({
        fromDate: iso(from),
        toDate: iso(to),
        fuelPrice,
        defaultMcrPercent: DEFAULT_MCR_PERCENT,
        mcrOptions: MCR_OPTIONS,
        items,
      });
    },
  );

  // GET /Consequences: one trend's current level against the benchmark point of a chosen period.
  app.get(
    "/Consequences",
    doc({
      summary:
        "One trend's consequence over a window: its current level against the benchmark point of a chosen period, as fuel and cost per MCR basis",
      queryParams: {
        vesselId: "The vessel id (required)",
        longTrendId: "One long trend id of that vessel (required)",
        benchmarkPeriod:
          "Index of the window's period (0 = first, as /LongTrendPeriods/Meta lists them) whose benchmark point is the reference; blank = the last",
        fuelPrice: "Fuel price, USD per tonne (optional)",
        ...WINDOW_PARAMS,
      },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const vessel = diagnosticsVessel(c, requiredText(c, "vesselId"));
      const ids = trendIds(c);
      const named = ids[0]!;
      if (ids.length !== 1 || named.vessel.id !== vessel.id)
        throw new ValidationError(LONG_TRENDS_MESSAGES.oneTrend);
      const fuelPrice = parseValue(c.req.query("fuelPrice"), fuelPriceQuery);
      const { from, to } = await window(c, [vessel]);
      const { inputs, trends } = await trendsOf(ctx, vessel, from, to);
      const trend = trends.find((t) => t.type === named.type)!;
      const count = trend.periods.length;
      const index = benchmarkPeriodIndex(c.req.query("benchmarkPeriod")?.trim() ?? "", count);
      if (index === null) throw new ValidationError(LONG_TRENDS_MESSAGES.benchmarkPeriod(count));
      const { benchmark, current, subject } = againstPeriod(trend, index);
      const opening = openingEventDto(openingEventOf(ctx, vessel.id, benchmark.from));
      return c.json({
        fromDate: iso(from),
        toDate: iso(to),
        benchmarkPeriod: {
          index,
          from: iso(benchmark.from),
          to: iso(benchmark.to),
          benchmarkPoint: round(benchmark.benchmarkPoint),
          openedBy: opening,
        },
        currentLevel: round(current),
        defaultMcrPercent: DEFAULT_MCR_PERCENT,
        mcrOptions: MCR_OPTIONS,
        ...consequenceDto(vessel, inputs, subject, fuelPrice, opening?.id ?? null),
      });
    },
  );

  // GET /Benefits/Find: what a hull event took off a trend (the step at the event), as fuel per MCR basis.
  app.get(
    "/Benefits/Find",
    doc({
      summary:
        "What a hull event took off a trend (its step at the event), as fuel and cost at every MCR basis",
      queryParams: {
        ...TREND_ID_PARAMS,
        trendEventId: "The hull event's id (required)",
        fuelPrice: "Fuel price, USD per tonne (optional)",
        ...WINDOW_PARAMS,
      },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const { vessel, type } = trendIds(c)[0]!;
      const fuelPrice = parseValue(c.req.query("fuelPrice"), fuelPriceQuery);
      const eventId = requiredText(c, "trendEventId");
      const event = hullEventOf(ctx, vessel.id, eventId);
      if (!event) throw new NotFoundError(LONG_TRENDS_MESSAGES.noEvent);
      const { from, to } = await window(c, [vessel]);
      const { inputs, trends } = await trendsOf(ctx, vessel, from, to);
      const trend = trends.find((t) => t.type === type)!;
      const impact = await speedImpactOf(ctx, vessel, type, event);
      const step = benefitStep(trend, event.endTime, impact);
      const subject = stepSubject(type, step);
      return c.json({
        ...consequenceDto(vessel, inputs, subject, fuelPrice, event.id),
        before: typeof step === "string" ? null : round(step.before),
        after: typeof step === "string" ? null : round(step.after),
        step: typeof step === "string" ? null : round(step.step),
        stepConfidence: impact?.confidence == null ? null : round(impact.confidence),
        eventType: event.eventType,
        eventDate: iso(event.endTime),
      });
    },
  );

  return app;
}
