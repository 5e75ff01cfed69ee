import { type Context, Hono } from "hono";
import { hullPerformanceAggregate } from "../../../domain/hullPerformance/events.js";
import { comparedSeries, compareQuery, compareRow } from "../../../domain/longTrends/compare.js";
import {
  configureLongTrend,
  LONG_TREND_MESSAGES,
  longTrendId,
  longTrendUpdateRequest,
  parseLongTrendId,
} from "../../../domain/longTrends/config.js";
import { DEFAULT_MCR_PERCENT, eventStep, fuelPriceQuery } from "../../../domain/longTrends/consequence.js";
import type { LongTrendInputs } from "../../../domain/longTrends/inputs.js";
import {
  BENCHMARK_DAYS,
  chartRange,
  DIAGNOSTIC_DESCRIPTIONS,
  DIAGNOSTIC_TYPE_IDS,
  DIAGNOSTIC_TYPE_NAMES,
  DIAGNOSTIC_TYPES,
  type LongTrendPeriod,
  type LongTrendResult,
  STATUS_LIMITS,
} from "../../../domain/longTrends/longTrends.js";
import { trendPeriodQuery } from "../../../domain/longTrends/trendWindow.js";
import { VESSEL_STATUS_LABELS } from "../../../domain/performance/performanceStatus.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { eventImpactOf } from "../../dailyPerformance/hullFigures.js";
import { eventsOf, settingsOf } from "../../dailyPerformance/hullReads.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue } from "../../http/validate.js";
import { toBuffer, XLSX_TYPE } from "../../shared/sheets.js";
import { mapInSlices, slicer } from "../../shared/yieldingLoop.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { parseTime, requiredText } from "../logData/query.js";
import { consequenceDto, deviationOf, MCR_OPTIONS } from "./consequenceDto.js";
import { longTrendConfigOf, longTrendsFrom } from "./trendConfigs.js";
import { longTrendInputs } from "./trendInputs.js";
import { trendPeriodWindow } from "./trendPeriod.js";
import { performanceStatusOf } from "./vesselStatus.js";
import { longTrendWorkbook } from "./workbook.js";

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

const TREND_STATUS_LABELS: Record<string, string> = {
  NotOk: "Not ok",
  Observe: "Observe",
  BenchMarking: "Benchmarking",
  Ok: "Ok",
  notAvailable: "N/A",
};

const iso = (t: number) => new Date(t).toISOString();
const round = (x: number | null | undefined, digits = 3) =>
  x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Long trends and diagnostics (spec 3 §7 "Long trends and comparison"; docs/long-trends.md). Every call
 * names vessels the caller sees (404 otherwise) that have the Diagnostics feature (403 otherwise).
 */
export function longTrendRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole("User", "SuperUser", "Administrator");

  const diagnosticsVessel = (c: Ctx, id: string): VesselView => {
    const vessel = requestScope(ctx, c.get("session").actor).vessel(id);
    if (!vessel.featureIds.includes(DIAGNOSTICS)) throw new ForbiddenError(LONG_TRENDS_MESSAGES.notActivated);
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
  const vesselsOf = (ids: ReadonlyArray<{ vessel: VesselView }>) => ids.map((i) => i.vessel);
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

  const periodDto = (p: LongTrendPeriod) => ({
    from: iso(p.from),
    to: iso(p.to),
    days: p.values.length,
    trendline: p.trendline && {
      start: round(p.trendline.start),
      end: round(p.trendline.end),
      coefficient: round(p.trendline.coefficient, 6),
    },
    changePerYear: p.trendline ? round(p.trendline.changePerYear) : null,
    benchmarkPoint: round(p.benchmarkPoint),
    statistics: p.statistics && {
      count: p.statistics.count,
      mean: round(p.statistics.mean),
      min: round(p.statistics.min),
      max: round(p.statistics.max),
      standardDeviation: round(p.statistics.standardDeviation),
    },
  });

  const trendDto = (vessel: VesselView, inputs: LongTrendInputs, trend: LongTrendResult) => {
    const config = longTrendConfigOf(ctx, vessel.id, trend.type);
    const last = trend.periods.at(-1) ?? null;
    return {
      id: longTrendId(vessel.id, trend.type),
      name: DIAGNOSTIC_TYPE_NAMES[trend.type],
      vesselId: vessel.id,
      diagnosticType: trend.type,
      diagnosticTypeId: DIAGNOSTIC_TYPE_IDS[trend.type],
      isDiagnosticType: true,
      performanceStatus: trend.performanceStatus,
      status: TREND_STATUS_LABELS[trend.performanceStatus],
      ...config,
      descriptionLong: DIAGNOSTIC_DESCRIPTIONS[trend.type],
      unit: "%",
      trendline: last?.trendline
        ? {
            start: round(last.trendline.start),
            end: round(last.trendline.end),
            coefficient: round(last.trendline.coefficient, 6),
          }
        : null,
      changePerYear: last?.trendline ? round(last.trendline.changePerYear) : null,
      benchmarkPoint: round(last?.benchmarkPoint),
      benchmarkLevel: round(trend.benchmarkLevel),
      deviationFromBenchmark: round(trend.deviationFromBenchmark),
      lastPeriodStartDate: last ? iso(last.from) : null,
      chartRange: chartRange(trend.type),
      missing: inputs.missing[trend.type] ?? null,
    };
  };

  const trendsOf = async (vessel: VesselView, from: number, to: number) => {
    const inputs = await longTrendInputs(ctx, vessel.id, from, to);
    return { inputs, trends: longTrendsFrom(ctx, inputs) };
  };

  /**
   * Each named trend with its vessel's inputs, in the order named. A vessel named by several ids (the
   * Long Trend page asks for its speed, rpm and SFOC trends at once) is computed once, not per id.
   */
  const trendsNamed = async (ids: ReturnType<typeof trendIds>, from: number, to: number) => {
    const computed = new Map<string, Awaited<ReturnType<typeof trendsOf>>>();
    const found = [];
    for (const { vessel, type } of ids) {
      let vesselTrends = computed.get(vessel.id);
      if (!vesselTrends) {
        vesselTrends = await trendsOf(vessel, from, to);
        computed.set(vessel.id, vesselTrends);
      }
      found.push({
        vessel,
        type,
        inputs: vesselTrends.inputs,
        trend: vesselTrends.trends.find((t) => t.type === type)!,
      });
    }
    return found;
  };

  const vesselStatus = async (vessel: VesselView) => {
    const status = await performanceStatusOf(ctx, vessel);
    return { performanceStatus: status, label: VESSEL_STATUS_LABELS[status] };
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
      const { inputs, trends } = await trendsOf(vessel, from, to);
      // Every long trend built is a diagnostic one: isDiagnosticType=false finds none.
      const items = only === "false" ? [] : trends.map((t) => trendDto(vessel, inputs, t));
      return c.json({
        vesselId: vessel.id,
        fromDate: iso(from),
        toDate: iso(to),
        vesselStatus: await vesselStatus(vessel),
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
      const answers = [];
      for (const { vessel, type, inputs, trend } of await trendsNamed(ids, from, to)) {
        answers.push({
          ...trendDto(vessel, inputs, trend),
          values: trend.periods.flatMap((p) =>
            p.values.map((v) => ({ timestamp: iso(v.t), value: round(v.value) })),
          ),
          periods: trend.periods.map(periodDto),
          trendLimits: trend.trendLimits && {
            benchmark: round(trend.trendLimits.benchmark),
            observe: round(trend.trendLimits.observe),
            notOk: round(trend.trendLimits.notOk),
            observeLow: round(trend.trendLimits.observeLow),
            notOkLow: round(trend.trendLimits.notOkLow),
            thresholds: STATUS_LIMITS[type],
            benchmarkDays: BENCHMARK_DAYS,
          },
          events: eventsOf(ctx, vessel.id)
            .filter((e) => e.endTime >= from && e.startTime < to)
            .map((e) => ({
              id: e.id,
              eventType: e.eventType,
              startTime: iso(e.startTime),
              endTime: iso(e.endTime),
              description: e.description,
            })),
        });
      }
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
      const items = [];
      for (const { vessel, type, trend } of await trendsNamed(ids, from, to)) {
        items.push({ longTrendId: longTrendId(vessel.id, type), periods: trend.periods.map(periodDto) });
      }
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
        vesselStatus: await vesselStatus(vessel),
      });
    },
  );

  /** The long trends of every type of one vessel, for the period, limit and Excel calls. */
  const vesselTrends = async (c: Ctx) => {
    const vessel = diagnosticsVessel(c, requiredText(c, "vesselId"));
    const { from, to } = await window(c, [vessel]);
    return { vessel, from, to, ...(await trendsOf(vessel, from, to)) };
  };
  /** The trends named by longTrendId(s), or every type of the vessel named by vesselId. */
  const namedTrends = async (c: Ctx) => {
    if (
      c.req.query("vesselId") !== undefined &&
      !c.req.query("longTrendIds") &&
      !c.req.query("longTrendId")
    ) {
      const vessel = diagnosticsVessel(c, requiredText(c, "vesselId"));
      const { from, to } = await window(c, [vessel]);
      const { trends } = await trendsOf(vessel, from, to);
      return { from, to, trends: trends.map((trend) => ({ vessel, trend })) };
    }
    const ids = trendIds(c);
    const { from, to } = await window(c, vesselsOf(ids));
    const found = (await trendsNamed(ids, from, to)).map(({ vessel, trend }) => ({ vessel, trend }));
    return { from, to, trends: found };
  };
  /** The hull event that opened a period (its end is the period's start), or null for the first. */
  const openingEvent = (vesselId: string, from: number) => {
    const event = eventsOf(ctx, vesselId).find((e) => e.endTime === from);
    return event
      ? {
          id: event.id,
          eventType: event.eventType,
          endTime: iso(event.endTime),
          description: event.description,
        }
      : null;
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
      periodsAnswer(c, (vessel, trend) => ({
        name: DIAGNOSTIC_TYPE_NAMES[trend.type],
        unit: "%",
        periods: trend.periods.map((p, index) => ({
          index,
          from: iso(p.from),
          to: iso(p.to),
          days: p.values.length,
          isLast: index === trend.periods.length - 1,
          openedBy: openingEvent(vessel.id, p.from),
        })),
      })),
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
        items: trends.map((trend) => ({
          longTrendId: longTrendId(vessel.id, trend.type),
          diagnosticType: trend.type,
          benchmarkLevel: round(trend.benchmarkLevel),
          useManualBenchmarkLevel: longTrendConfigOf(ctx, vessel.id, trend.type).useManualBenchmarkLevel,
          observe: round(trend.trendLimits?.observe),
          notOk: round(trend.trendLimits?.notOk),
          observeLow: round(trend.trendLimits?.observeLow),
          notOkLow: round(trend.trendLimits?.notOkLow),
          thresholds: STATUS_LIMITS[trend.type],
          benchmarkDays: BENCHMARK_DAYS,
        })),
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
        vesselStatus: (await vesselStatus(vessel)).label,
        trends: trends.map((trend) => ({
          trend,
          config: longTrendConfigOf(ctx, vessel.id, trend.type),
          missing: inputs.missing[trend.type] ?? null,
        })),
        events: eventsOf(ctx, vessel.id).filter((e) => e.endTime >= from && e.startTime < to),
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
        .filter((v) => v.featureIds.includes(DIAGNOSTICS))
        .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
      const statuses = await mapInSlices(vessels, (v) => vesselStatus(v));
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
        const { inputs, trends } = await trendsOf(vessel, from, to);
        const trend = trends.find((t) => t.type === query.diagnosticType)!;
        const row = compareRow(trend);
        const series = comparedSeries(trend, query);
        items.push({
          longTrendId: longTrendId(vessel.id, trend.type),
          vesselId: vessel.id,
          name: vessel.name,
          url: `/Vessel/${encodeURIComponent(vessel.id)}/${encodeURIComponent(vessel.name)}/LongTrend`,
          performanceStatus: trend.performanceStatus,
          status: TREND_STATUS_LABELS[trend.performanceStatus],
          lastPeriodStartDate: row.lastPeriodStartDate === null ? null : iso(row.lastPeriodStartDate),
          changePerYear: round(row.changePerYear),
          benchmarkPointValue: round(row.benchmarkPointValue),
          deviationFromBenchmark: round(row.deviationFromBenchmark),
          isBenchmarking: row.isBenchmarking,
          days: trend.periods.at(-1)?.values.length ?? 0,
          missing: inputs.missing[trend.type] ?? null,
          values: series.values.map((v) => ({ timestamp: iso(v.t), value: round(v.value) })),
          trendlines: series.trendlines.map((l) => ({
            from: iso(l.from),
            to: iso(l.to),
            start: round(l.start),
            end: round(l.end),
          })),
        });
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
      for (const { vessel, inputs, trend } of await trendsNamed(ids, from, to)) {
        const start = trend.periods.at(-1)?.from;
        const event = eventsOf(ctx, vessel.id).find((e) => e.endTime === start) ?? null;
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
      const { inputs, trends } = await trendsOf(vessel, from, to);
      const trend = trends.find((t) => t.type === named.type)!;
      const count = trend.periods.length;
      const text = c.req.query("benchmarkPeriod")?.trim() ?? "";
      const index = text === "" ? count - 1 : /^\d{1,4}$/.test(text) ? Number(text) : -1;
      if (index < 0 || index >= count) throw new ValidationError(LONG_TRENDS_MESSAGES.benchmarkPeriod(count));
      const benchmark = trend.periods[index]!;
      const current = trend.periods.at(-1)!.trendline?.end ?? null;
      const subject = {
        type: named.type,
        deviation:
          current === null || benchmark.benchmarkPoint === null ? null : current - benchmark.benchmarkPoint,
        benchmarking: index === count - 1 && trend.performanceStatus === "BenchMarking",
      };
      const opening = openingEvent(vessel.id, benchmark.from);
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
      const event = eventsOf(ctx, vessel.id).find((e) => e.id === eventId);
      if (!event) throw new NotFoundError(LONG_TRENDS_MESSAGES.noEvent);
      const { from, to } = await window(c, [vessel]);
      const { inputs, trends } = await trendsOf(vessel, from, to);
      const trend = trends.find((t) => t.type === type)!;
      // The speed step is the hull's trend step at the event, the Fouling page's event impact (one figure).
      const settings = type === "speed" ? settingsOf(ctx, vessel.id) : null;
      const impact = settings ? await eventImpactOf(ctx, vessel, settings, event) : null;
      const trendStep = eventStep(trend.periods, event.endTime);
      // A young period stays Benchmarking (spec 3 §8), as for every type.
      const step =
        type !== "speed" || trendStep === "Benchmarking"
          ? trendStep
          : impact?.improvement == null || impact.before.atEvent === null || impact.after.atEvent === null
            ? "NotAvailable"
            : { before: -impact.before.atEvent, after: -impact.after.atEvent, step: impact.improvement };
      const subject = {
        type,
        deviation: typeof step === "string" ? null : step.step,
        benchmarking: step === "Benchmarking",
      };
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
