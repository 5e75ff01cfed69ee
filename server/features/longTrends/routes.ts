import { type Context, Hono } from "hono";
import { hullPerformanceAggregate } from "../../../domain/hullPerformance/events.js";
import {
  configureLongTrend,
  LONG_TREND_MESSAGES,
  longTrendId,
  longTrendUpdateRequest,
  parseLongTrendId,
} from "../../../domain/longTrends/config.js";
import {
  BENCHMARK_DAYS,
  chartRange,
  DIAGNOSTIC_DESCRIPTIONS,
  DIAGNOSTIC_TYPE_IDS,
  DIAGNOSTIC_TYPE_NAMES,
  type LongTrendPeriod,
  type LongTrendResult,
  STATUS_LIMITS,
} from "../../../domain/longTrends/longTrends.js";
import { VESSEL_STATUS_LABELS } from "../../../domain/performance/performanceStatus.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody } from "../../http/validate.js";
import { eventsOf } from "../../shared/hullAnalysis.js";
import {
  type LongTrendInputs,
  longTrendConfigOf,
  longTrendInputs,
  longTrendsFrom,
} from "../../shared/longTrendData.js";
import { performanceStatusOf } from "../../shared/performanceStatus.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { parseTime, requiredText } from "../logData/query.js";

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
  /** fromDate and toDate, by default the 365 days up to the end of today (UTC). */
  const window = (c: Ctx) => {
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

  const vesselStatus = async (vessel: VesselView) => {
    const status = await performanceStatusOf(ctx, vessel);
    return { performanceStatus: status, label: VESSEL_STATUS_LABELS[status] };
  };

  app.get("/LongTrends/Find", readers, async (c) => {
    const vessel = diagnosticsVessel(c, requiredText(c, "vesselId"));
    const only = c.req.query("isDiagnosticType")?.trim();
    if (only !== undefined && only !== "" && only !== "true" && only !== "false")
      throw new ValidationError(LONG_TRENDS_MESSAGES.isDiagnosticType);
    const { from, to } = window(c);
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
  });

  app.get("/LongTrends/Data", readers, async (c) => {
    const ids = trendIds(c);
    const { from, to } = window(c);
    const answers = [];
    for (const { vessel, type } of ids) {
      const { inputs, trends } = await trendsOf(vessel, from, to);
      const trend = trends.find((t) => t.type === type)!;
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
  });

  app.get("/LongTrendPeriods/Find", readers, async (c) => {
    const ids = trendIds(c);
    const { from, to } = window(c);
    const items = [];
    for (const { vessel, type } of ids) {
      const { trends } = await trendsOf(vessel, from, to);
      const trend = trends.find((t) => t.type === type)!;
      items.push({ longTrendId: longTrendId(vessel.id, type), periods: trend.periods.map(periodDto) });
    }
    return c.json({ items });
  });

  app.put("/LongTrends", writers, async (c) => {
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
  });

  return app;
}
