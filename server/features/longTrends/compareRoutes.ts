import { Hono } from "hono";
import { compareAnswer, compareGroupsAnswer } from "../../../domain/longTrends/answers.js";
import { compareQuery } from "../../../domain/longTrends/compare.js";
import {
  chartRange,
  DIAGNOSTIC_DESCRIPTIONS,
  DIAGNOSTIC_TYPE_IDS,
  DIAGNOSTIC_TYPE_NAMES,
  DIAGNOSTIC_TYPES,
} from "../../../domain/longTrends/longTrends.js";
import { byName } from "../../../domain/shared/text.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { requireRole } from "../../http/session.js";
import { parseValue } from "../../http/validate.js";
import { mapInSlices, slicer } from "../../shared/yieldingLoop.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { doc, longTrendRequests, WINDOW_PARAMS } from "./requests.js";
import { compareItemDto, iso } from "./trendDto.js";
import { hasDiagnostics } from "./trendQuery.js";
import { vesselStatusAnswer } from "./vesselStatus.js";
import { trendsOf } from "./vesselTrends.js";

/** Compare vessels (spec 3 §2): one diagnostic type's long trend of several vessels side by side. */
export function longTrendCompareRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const { diagnosticsVessel, window } = longTrendRequests(ctx);

  // GET /LongTrends/Compare/Groups: the overview of Compare vessels, one group per diagnostic type
  // with the caller's vessels that have the Diagnostics module. Nothing is computed here.
  app.get(
    "/LongTrends/Compare/Groups",
    doc({
      summary: "Compare vessels overview: per diagnostic type the caller's vessels with their status",
      response: compareGroupsAnswer,
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const vessels = requestScope(ctx, c.get("session").actor).vessels().filter(hasDiagnostics).sort(byName);
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
      response: compareAnswer,
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

  return app;
}
