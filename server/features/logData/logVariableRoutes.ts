import { type Context, Hono } from "hono";
import { z } from "zod";
import { sampleWindowOf } from "../../../domain/dataAnalysis/dataInterval.js";
import {
  extendedLogVariableAnswer,
  logVariableAnswer,
  sampleWindowAnswer,
  taxonNameAnswer,
} from "../../../domain/logdata/answers.js";
import { isHiddenVariable } from "../../../domain/logdata/variables.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { pathParams } from "../../http/validate.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";
import { visibleVessels } from "../vessels/visibleVessels.js";
import { LOG_DATA_MESSAGES, LOG_DATA_READERS, MAX_BATCH_VARIABLES } from "./logDataRoutes.js";
import { idList, optionalBoolean, requiredText, textList } from "./query.js";
import { storeOf, variablesInScope, vesselInScope } from "./scope.js";
import { variableDto } from "./variableDto.js";

const doc = apiDocs("Log data");

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });

type Ctx = Context<AppEnv>;

/** What a sample window is estimated from: up to 61 raw points of the last 6 hours of data. */
const SAMPLE_POINTS = 61;
const SAMPLE_SPAN_MS = 6 * 3_600_000;

const GPS_SPEED = /gps|sog|over\s*_?ground/i;
const SHAFT = /shaft/i;
const mentions = (v: LogVariableRecord, pattern: RegExp) =>
  pattern.test(v.name) || v.taxa.some((taxon) => pattern.test(taxon));

/** Log variables of vessels the caller may see; hidden Vrs statistics are never listed (spec 3 §3). */
export function logVariableRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const partners = requireRole(...LOG_DATA_READERS, "KognifaiUser");

  const shown = async (c: Ctx, vesselId: string): Promise<LogVariableRecord[]> => {
    const vessel = vesselInScope(ctx, c.get("session"), vesselId);
    return (await storeOf(ctx).variables(vessel.id)).filter((v) => !isHiddenVariable(v));
  };

  const find = async (c: Ctx) => {
    const unitType = c.req.query("unitType")?.trim().toLowerCase();
    const hasLogData = optionalBoolean(c, "hasLogData");
    const variables = (await shown(c, requiredText(c, "vesselId"))).filter(
      (v) =>
        (!unitType || v.unitType?.toLowerCase() === unitType) &&
        (hasLogData === undefined || v.hasLogData === hasLogData),
    );
    return c.json(variables.map(variableDto));
  };
  app.get(
    "/LogVariables/Find",
    doc({
      summary: "List a vessel's log variables",
      response: z.array(logVariableAnswer),
      queryParams: {
        vesselId: "The vessel id (required)",
        unitType: "Only variables of this unit type",
        hasLogData: "true or false: only variables with (or without) log data",
      },
      roles: LOG_DATA_READERS,
    }),
    readers,
    find,
  );
  app.get(
    "/Kognifai/LogVariables",
    doc({
      summary: "List a vessel's log variables (partner users)",
      response: z.array(logVariableAnswer),
      queryParams: {
        vesselId: "The vessel id (required)",
        unitType: "Only variables of this unit type",
        hasLogData: "true or false: only variables with (or without) log data",
      },
      roles: [...LOG_DATA_READERS, "KognifaiUser"],
    }),
    partners,
    find,
  );

  app.get(
    "/LogVariables/Extended",
    doc({
      summary: "List the log variables of the caller's vessels, with their vessel",
      response: z.array(extendedLogVariableAnswer),
      queryParams: { vesselId: "Only this vessel's" },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const wanted = c.req.query("vesselId")?.trim();
      const vessels = visibleVessels(ctx, c.get("session").actor).filter((v) => !wanted || v.id === wanted);
      if (wanted) vesselInScope(ctx, c.get("session"), wanted);
      const rows = [];
      for (const vessel of vessels) {
        for (const v of await shown(c, vessel.id)) rows.push({ ...variableDto(v), vesselName: vessel.name });
      }
      return c.json(rows);
    },
  );

  app.get(
    "/LogVariables/Taxa",
    doc({
      summary: "The taxonomy categories a vessel's log variables carry",
      response: z.array(taxonNameAnswer),
      queryParams: { vesselId: "The vessel id (required)" },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const taxa = new Set((await shown(c, requiredText(c, "vesselId"))).flatMap((v) => v.taxa));
      return c.json([...taxa].sort((a, b) => a.localeCompare(b, "en")).map((name) => ({ name })));
    },
  );

  app.get(
    "/LogVariables/ShaftPower",
    doc({
      summary: "A vessel's shaft power log variables",
      response: z.array(logVariableAnswer),
      queryParams: { vesselId: "The vessel id (required)" },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const variables = (await shown(c, requiredText(c, "vesselId"))).filter(
        (v) => v.unitType === "Power" && mentions(v, SHAFT),
      );
      return c.json(variables.map(variableDto));
    },
  );

  app.get(
    "/LogVariables/:vesselId/GpsSpeed",
    doc({
      summary: "A vessel's GPS speed (speed over ground) log variable",
      response: logVariableAnswer.nullable(),
      roles: LOG_DATA_READERS,
    }),
    readers,
    vesselIdPath,
    async (c) => {
      const variable = (await shown(c, c.req.param("vesselId"))).find(
        (v) => v.unitType === "Speed" && mentions(v, GPS_SPEED),
      );
      return c.json(variable ? variableDto(variable) : null);
    },
  );

  /**
   * The sample window of each variable: the median gap between its last raw points (at most
   * SAMPLE_POINTS of the last SAMPLE_SPAN_MS before its newest point), null without two points.
   * The interval picker refuses intervals a sample window does not divide (spec 3 §5).
   */
  app.get(
    "/LogVariables/SampleWindows",
    doc({
      summary: "The sample window (median gap between raw points) of each log variable",
      response: z.array(sampleWindowAnswer),
      queryParams: { logVariableIds: "Comma-separated log variable ids (required)" },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const ids = idList(c, "logVariableIds");
      if (ids.length > MAX_BATCH_VARIABLES) throw new ValidationError(LOG_DATA_MESSAGES.tooManyVariables);
      const variables = await variablesInScope(ctx, c.get("session"), ids);
      const rows = [];
      for (const v of variables) {
        let sampleWindowMs: number | null = null;
        if (v.lastAt !== null) {
          const page = await storeOf(ctx).series({
            variableId: v.id,
            from: Math.max(v.firstAt ?? v.lastAt, v.lastAt - SAMPLE_SPAN_MS),
            to: v.lastAt,
            granularity: "Raw",
            limit: SAMPLE_POINTS,
          });
          sampleWindowMs = sampleWindowOf(page.points.map((p) => p.t));
        }
        rows.push({ logVariableId: v.id, sampleWindowMs });
      }
      return c.json(rows);
    },
  );

  app.get(
    "/LogVariables",
    doc({
      summary: "List the log variables of several vessels",
      response: z.array(logVariableAnswer),
      queryParams: { vesselIds: "Comma-separated vessel ids" },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const rows = [];
      for (const vesselId of textList(c, "vesselIds"))
        rows.push(...(await shown(c, vesselId)).map(variableDto));
      return c.json(rows);
    },
  );

  return app;
}
