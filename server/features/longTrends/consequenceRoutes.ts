import { Hono } from "hono";
import {
  benefitAnswer,
  latestConsequencesAnswer,
  periodConsequenceAnswer,
} from "../../../domain/longTrends/answers.js";
import { DEFAULT_MCR_PERCENT, fuelPriceQuery } from "../../../domain/longTrends/consequence.js";
import {
  againstPeriod,
  benchmarkPeriodIndex,
  benefitStep,
  deviationOf,
  stepSubject,
} from "../../../domain/longTrends/subjects.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { requireRole } from "../../http/session.js";
import { parseValue } from "../../http/validate.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { requiredText } from "../logData/query.js";
import { consequenceDto, MCR_OPTIONS } from "./consequenceDto.js";
import { doc, longTrendRequests, TREND_ID_PARAMS, WINDOW_PARAMS } from "./requests.js";
import { iso, openingEventDto, round } from "./trendDto.js";
import { LONG_TRENDS_MESSAGES } from "./trendQuery.js";
import { hullEventOf, openingEventOf, speedImpactOf, trendsNamed, trendsOf } from "./vesselTrends.js";

/** Consequences and benefits of the long trends as fuel and cost (docs/long-trends.md "Consequences"). */
export function consequenceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const { diagnosticsVessel, window, trendIds, vesselsOf } = longTrendRequests(ctx);

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
      response: latestConsequencesAnswer,
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
      response: periodConsequenceAnswer,
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
      response: benefitAnswer,
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
