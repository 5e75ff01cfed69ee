import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  accumulatedAnswer,
  averagedAnswer,
  lastReceivedAnswer,
  logDataBatchAnswer,
  logDataPageAnswer,
} from "../../../domain/logdata/answers.js";
import { accumulatedValue, windowCoverage } from "../../../domain/logdata/calculations.js";
import {
  BUCKET_MS,
  bucketStart,
  chooseGranularity,
  GRANULARITY_MESSAGES,
  intervalForPoints,
  isGranularityAvailable,
  parseGranularity,
} from "../../../domain/logdata/granularity.js";
import { toColumns } from "../../../domain/logdata/seriesColumns.js";
import { ACCUMULATION_MESSAGES, accumulate, variablesNotAccumulable } from "../../../domain/logdata/units.js";
import { displayNameOf } from "../../../domain/logdata/variables.js";
import { DATE_MESSAGES, DATE_RANGE } from "../../../domain/shared/dates.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { loadSigningSecret } from "../../auth/tokens.js";
import type { AppContext } from "../../context.js";
import { allowBody, sizeText } from "../../http/bodyLimit.js";
import type { AppEnv } from "../../http/env.js";
import { jsonTextAnswer } from "../../http/jsonText.js";
import { apiDocs } from "../../http/openapi.js";
import { requireRole } from "../../http/session.js";
import { parseBody } from "../../http/validate.js";
import { analyticsStore } from "../../shared/exclusions.js";
import type { IntervalStatistics, LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";
import {
  CONTINUATION_MESSAGE,
  type Continuation,
  type ContinuationCodec,
  continuationCodec,
} from "./continuation.js";
import {
  FLEET_QUERY_MAX_BYTES,
  FLEET_QUERY_MESSAGES,
  fleetLastReceivedQuery,
  fleetWindowQuery,
  MAX_FLEET_VARIABLES,
} from "./fleetQuery.js";
import { withJsonMembers } from "./jsonText.js";
import { lastVoyageWindow } from "./lastVoyage.js";
import { plausibleLastReceived } from "./plausibleLastReceived.js";
import {
  type DateTimeFormat,
  dateTimeFormat,
  formatTime,
  idList,
  optionalBoolean,
  optionalNumber,
  QUERY_MESSAGES,
  requiredId,
  window,
} from "./query.js";
import { storeOf, variablesInScope } from "./scope.js";
import {
  type ColumnsTextAnswer,
  pointObjects,
  type SeriesAnswer,
  seriesColumnsTextPage,
  seriesPage,
} from "./series.js";

const doc = apiDocs("Log data");

type Ctx = Context<AppEnv>;

export const DEFAULT_PAGE_SIZE = 5000;
export const MAX_PAGE_SIZE = 10_000;
/** Columns cost a few bytes a point, so a page may hold a day of raw data of 10 variables and more. */
export const DEFAULT_COLUMN_PAGE_SIZE = 50_000;
export const MAX_COLUMN_PAGE_SIZE = 100_000;
export const MAX_BATCH_VARIABLES = 50;

export const LOG_DATA_MESSAGES = {
  rangeNeedsBounds: "filterMinMax needs minValue, maxValue or both.",
  rangeReversed: "minValue must not be greater than maxValue.",
  tooManyVariables: `At most ${MAX_BATCH_VARIABLES} log variables can be fetched at once.`,
  maxPoints: `maxPoints must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  format:
    "format must be objects (the default: an object per point) or columns (t[], v[] and, where they differ, min[], max[], count[]).",
} as const;

/** Roles that read log data; partner users read it under /Kognifai (spec 3 §6, §7). */
export const LOG_DATA_READERS = ["User", "SuperUser", "Administrator", "ApiUser"] as const;

/** The query of a first page of log data (a continuationFilter replaces all but it). */
const SERIES_PARAMS = {
  fromDate: "Start (ISO 8601 or epoch ms; required)",
  toDate: "End (ISO 8601 or epoch ms; required)",
  granularity: "Raw, Minute (default), Quarter, Hour, Day or Auto; the window limits which are allowed",
  maxPoints: `At most this many points a variable (1 to ${MAX_PAGE_SIZE}); picks the granularity`,
  pageSize: `Points a page (1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}; with format=columns 1 to ${MAX_COLUMN_PAGE_SIZE}, default ${DEFAULT_COLUMN_PAGE_SIZE})`,
  format:
    "objects (default): data[] of {timestamp, value, min, max, count}; columns: t[] (epoch ms), v[], and min[], max[], count[] where they differ",
  dateTimeFormat: "Iso (default) or UnixEpochMs",
  unitName: "Convert the values to this unit",
  filterMinMax: "true: keep only values between minValue and maxValue",
  minValue: "Lower bound with filterMinMax",
  maxValue: "Upper bound with filterMinMax",
  filterOutliers: "true: leave out values marked as outliers",
  continuationFilter: "The previous page's continuationFilter, for the next page",
};
const WINDOW_PARAMS = {
  fromDate: "Start (ISO 8601 or epoch ms; required)",
  toDate: "End (ISO 8601 or epoch ms; required)",
};
const IDS_PARAM = { logVariableIds: "Comma-separated log variable ids (required)" };
const FLEET_QUERY_DESCRIPTION = `For more log variables than fit in a URL: at most ${MAX_FLEET_VARIABLES.toLocaleString("en-US")} ids a call, from any vessels the caller sees (an id of a vessel the caller does not see answers 404, as an unknown id), in a body of at most ${sizeText(FLEET_QUERY_MAX_BYTES)}. Reads only; the answer is the GET call's.`;
/** Refuses a fleet query body over its limit (413) with what to do instead. */
const fleetBodyLimit = allowBody(FLEET_QUERY_MAX_BYTES, FLEET_QUERY_MESSAGES.tooLarge);

/**
 * The limits every page is held to, whether its query came from the parameters or from a
 * continuationFilter: at most MAX_PAGE_SIZE points a page, at most `maxVariables` variables, a
 * window inside DATE_RANGE and a granularity the window allows (spec 3 §9).
 */
export function checkSeriesLimits(q: Continuation, maxVariables: number): void {
  const problem = (message: string) => {
    throw new ValidationError(message);
  };
  const maxPageSize = q.columns ? MAX_COLUMN_PAGE_SIZE : MAX_PAGE_SIZE;
  if (!Number.isInteger(q.pageSize) || q.pageSize < 1 || q.pageSize > maxPageSize)
    problem(QUERY_MESSAGES.pageSize(maxPageSize));
  if (q.from < DATE_RANGE.first || q.to > DATE_RANGE.last) problem(DATE_MESSAGES.outOfRange("The window"));
  if (q.to <= q.from) problem(QUERY_MESSAGES.emptyWindow);
  const merge = q.merge ?? 1;
  if (merge > 1) {
    // Merged buckets (maxPoints) are bounded by their number, not by the level's window limit.
    if (
      q.granularity === "Raw" ||
      Math.ceil((q.to - q.from) / (BUCKET_MS[q.granularity] * merge)) > MAX_PAGE_SIZE
    )
      problem(CONTINUATION_MESSAGE);
  } else if (!isGranularityAvailable(q.granularity, q.to - q.from))
    problem(GRANULARITY_MESSAGES.tooLong(q.granularity));
  if (q.variableIds.length === 0) problem(QUERY_MESSAGES.required("logVariableIds"));
  if (q.variableIds.length > maxVariables) problem(LOG_DATA_MESSAGES.tooManyVariables);
  if (q.minValue !== undefined && q.maxValue !== undefined && q.minValue > q.maxValue)
    problem(LOG_DATA_MESSAGES.rangeReversed);
  const asked = new Set(q.variableIds);
  // A rolled-up page ends on a bucket start, which for the first bucket lies before `from`.
  const earliest = q.granularity === "Raw" ? q.from : bucketStart(q.from, BUCKET_MS[q.granularity]);
  if (q.after.some(([id, after]) => !asked.has(id) || after < earliest || after > q.to))
    problem(CONTINUATION_MESSAGE);
}

/** The query of a first page, read from the parameters, or the one a continuationFilter carries. */
function seriesQuery(
  c: Ctx,
  codec: ContinuationCodec,
  askedIds: () => number[],
  maxVariables: number,
): Continuation {
  const token = c.req.query("continuationFilter");
  const q = token ? codec.decode(token, c.get("session").user.id) : firstPageQuery(c, askedIds());
  checkSeriesLimits(q, maxVariables);
  return q;
}

function firstPageQuery(c: Ctx, variableIds: number[]): Continuation {
  const { from, to } = window(c);
  const requested = parseGranularity(c.req.query("granularity"));
  const span = to - from;
  const maxPoints = optionalNumber(c, "maxPoints");
  if (
    maxPoints !== undefined &&
    (!Number.isInteger(maxPoints) || maxPoints < 1 || maxPoints > MAX_PAGE_SIZE)
  ) {
    throw new ValidationError(LOG_DATA_MESSAGES.maxPoints);
  }
  const { granularity, merge } =
    maxPoints !== undefined
      ? intervalForPoints(span, maxPoints, requested)
      : {
          granularity: requested === "Auto" ? chooseGranularity(span) : chooseGranularity(span, requested),
          merge: 1,
        };
  const columns = seriesFormat(c) === "columns";
  const pageSize = optionalNumber(c, "pageSize") ?? (columns ? DEFAULT_COLUMN_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  const filterMinMax = optionalBoolean(c, "filterMinMax") ?? false;
  const minValue = filterMinMax ? optionalNumber(c, "minValue") : undefined;
  const maxValue = filterMinMax ? optionalNumber(c, "maxValue") : undefined;
  if (filterMinMax && minValue === undefined && maxValue === undefined) {
    throw new ValidationError(LOG_DATA_MESSAGES.rangeNeedsBounds);
  }
  return {
    userId: c.get("session").user.id,
    variableIds,
    after: [],
    from,
    to,
    granularity,
    // Columns carry epoch ms: the window's dates too.
    format: columns ? "UnixEpochMs" : dateTimeFormat(c),
    pageSize,
    unitName: c.req.query("unitName")?.trim() || undefined,
    minValue,
    maxValue,
    filterOutliers: optionalBoolean(c, "filterOutliers") ?? false,
    ...(columns ? { columns } : {}),
    ...(merge > 1 ? { merge } : {}),
  };
}

function seriesFormat(c: Ctx): "objects" | "columns" {
  const value = c.req.query("format")?.trim().toLowerCase();
  if (!value || value === "objects") return "objects";
  if (value === "columns") return "columns";
  throw new ValidationError(LOG_DATA_MESSAGES.format);
}

/** The variables a page still needs: all asked on a first page, the pending ones after. */
const idsOf = (q: Continuation) => (q.after.length > 0 ? q.after.map(([id]) => id) : q.variableIds);

/** What names a series in an answer: which variable, in which unit. */
const seriesHead = (variable: LogVariableRecord, unit: string) => ({
  logVariableId: variable.id,
  name: variable.name,
  displayName: displayNameOf(variable.name),
  unit,
  displayPrecision: variable.displayPrecision,
});

/** A series as asked: `data`, an object per point, or its columns (format=columns). */
const seriesDto = (s: SeriesAnswer, q: Continuation) => ({
  ...seriesHead(s.variable, s.unit),
  ...(q.columns ? toColumns(s.points) : { data: pointObjects(s.points, q.format) }),
});

/** The database's column texts as members of a series answer (format=columns). */
const columnMembers = ({ columns: c }: ColumnsTextAnswer) => ({
  t: c.t,
  v: c.v,
  min: c.min,
  max: c.max,
  count: c.count,
});

const windowDto = (q: Continuation) => ({
  granularity: q.granularity,
  /** Width of an answered bucket: the granularity's, times the buckets merged for maxPoints (Raw: null). */
  intervalMs: q.granularity === "Raw" ? null : BUCKET_MS[q.granularity] * (q.merge ?? 1),
  fromDate: formatTime(q.from, q.format),
  toDate: formatTime(q.to, q.format),
});

export function logDataRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const partners = requireRole(...LOG_DATA_READERS, "KognifaiUser");

  const codec = continuationCodec(loadSigningSecret(ctx.config.DATA_DIR, ctx.config.JWT_SECRET));

  const find = async (c: Ctx) => {
    const q = seriesQuery(c, codec, () => [requiredId(c, "logVariableId")], 1);
    const variables = await variablesInScope(ctx, c.get("session"), idsOf(q));
    const store = analyticsStore(ctx);
    const text = await seriesColumnsTextPage(store, variables, q);
    if (text) {
      const s = text.series[0]!;
      const head = { ...seriesHead(s.variable, s.unit), ...windowDto(q) };
      const continuationFilter = text.next ? codec.encode(text.next) : null;
      return jsonTextAnswer(c, withJsonMembers({ ...head, continuationFilter }, columnMembers(s)));
    }
    const { series, next } = await seriesPage(store, variables, q);
    return c.json({
      ...seriesDto(series[0]!, q),
      ...windowDto(q),
      continuationFilter: next ? codec.encode(next) : null,
    });
  };
  app.get(
    "/LogData/Find",
    doc({
      summary: "One log variable's values over a period, a page at a time",
      response: logDataPageAnswer,
      queryParams: { logVariableId: "The log variable id (required)", ...SERIES_PARAMS },
      roles: LOG_DATA_READERS,
    }),
    readers,
    find,
  );
  app.get(
    "/Kognifai/LogData",
    doc({
      summary: "One log variable's values over a period, a page at a time (partner users)",
      response: logDataPageAnswer,
      queryParams: { logVariableId: "The log variable id (required)", ...SERIES_PARAMS },
      roles: [...LOG_DATA_READERS, "KognifaiUser"],
    }),
    partners,
    find,
  );

  app.get(
    "/LogData/BatchFind",
    doc({
      summary: "Several log variables' values over a period, a page at a time",
      response: logDataBatchAnswer,
      queryParams: {
        logVariableIds: `Comma-separated log variable ids, at most ${MAX_BATCH_VARIABLES} (required)`,
        ...SERIES_PARAMS,
      },
      roles: LOG_DATA_READERS,
    }),
    readers,
    async (c) => {
      const q = seriesQuery(c, codec, () => idList(c, "logVariableIds"), MAX_BATCH_VARIABLES);
      const variables = await variablesInScope(ctx, c.get("session"), idsOf(q));
      const store = analyticsStore(ctx);
      const text = await seriesColumnsTextPage(store, variables, q);
      if (text) {
        const series = text.series.map((s) =>
          withJsonMembers(seriesHead(s.variable, s.unit), columnMembers(s)),
        );
        const continuationFilter = text.next ? codec.encode(text.next) : null;
        return jsonTextAnswer(
          c,
          withJsonMembers({ ...windowDto(q), continuationFilter }, { series: `[${series.join(",")}]` }),
        );
      }
      const { series, next } = await seriesPage(store, variables, q);
      return c.json({
        ...windowDto(q),
        series: series.map((s) => seriesDto(s, q)),
        continuationFilter: next ? codec.encode(next) : null,
      });
    },
  );

  /** The newest plausible value of each variable, in the order asked. */
  const lastReceived = async (c: Ctx, ids: readonly number[], format: DateTimeFormat) => {
    const variables = await variablesInScope(ctx, c.get("session"), ids);
    const last = await plausibleLastReceived(ctx, storeOf(ctx), variables);
    return c.json(
      variables.map((v) => {
        const point = last.get(v.id);
        return {
          logVariableId: v.id,
          name: v.name,
          unit: v.unit,
          timestamp: point ? formatTime(point.t, format) : null,
          value: point ? point.v : null,
          implausibleSkipped: point?.implausibleSkipped ?? 0,
        };
      }),
    );
  };
  app.get(
    "/LogData/LastReceived",
    doc({
      summary: "The last value received of each log variable",
      response: z.array(lastReceivedAnswer),
      queryParams: IDS_PARAM,
      roles: LOG_DATA_READERS,
    }),
    readers,
    (c) => lastReceived(c, idList(c, "logVariableIds"), dateTimeFormat(c)),
  );
  app.post(
    "/LogData/LastReceived",
    doc({
      summary:
        "The last value received of each log variable, a fleet's at once (the GET call's parameters in JSON)",
      description: FLEET_QUERY_DESCRIPTION,
      body: fleetLastReceivedQuery,
      response: z.array(lastReceivedAnswer),
      roles: LOG_DATA_READERS,
    }),
    readers,
    fleetBodyLimit,
    async (c) => {
      const q = await parseBody(c, fleetLastReceivedQuery);
      return lastReceived(c, q.logVariableIds, q.dateTimeFormat);
    },
  );

  type Window = (
    v: LogVariableRecord,
  ) => { from: number; to: number } | Promise<{ from: number; to: number }>;

  /** Each variable's statistics over its window: one store call per distinct window, not per variable. */
  const statisticsOf = async (variables: readonly LogVariableRecord[], windowOf: Window) => {
    const windows = await Promise.all(variables.map((v) => windowOf(v)));
    const groups = new Map<string, { from: number; to: number; ids: number[] }>();
    for (const [i, w] of windows.entries()) {
      const key = `${w.from}/${w.to}`;
      const group = groups.get(key) ?? { ...w, ids: [] };
      group.ids.push(variables[i]!.id);
      groups.set(key, group);
    }
    const byKey = new Map<string, IntervalStatistics>();
    for (const group of groups.values()) {
      for (const s of await analyticsStore(ctx).statistics(group.ids, group.from, group.to))
        byKey.set(`${s.variableId}@${group.from}/${group.to}`, s);
    }
    return variables.map((v, i) => {
      const { from, to } = windows[i]!;
      return { v, from, to, s: byKey.get(`${v.id}@${from}/${to}`)! };
    });
  };

  const averaged = async (c: Ctx, ids: readonly number[], windowOf: Window) => {
    const variables = await variablesInScope(ctx, c.get("session"), ids);
    return c.json(
      (await statisticsOf(variables, windowOf)).map(({ v, from, to, s }) => ({
        logVariableId: v.id,
        name: v.name,
        unit: v.unit,
        value: s.avg,
        min: s.min,
        max: s.max,
        count: s.count,
        // How much of the window the samples cover: a partly covered window says so (issue 34).
        coveredMs: windowCoverage(s, from, to).coveredMs,
        fromDate: new Date(from).toISOString(),
        toDate: new Date(to).toISOString(),
      })),
    );
  };

  const accumulated = async (c: Ctx, ids: readonly number[], windowOf: Window) => {
    const variables = await variablesInScope(ctx, c.get("session"), ids);
    const refused = variablesNotAccumulable(variables);
    if (refused.length > 0) {
      throw new ValidationError(
        ACCUMULATION_MESSAGES.notAllowed(refused.map((v) => `${v.name} (${v.unit || "no unit"})`)),
      );
    }
    return c.json(
      (await statisticsOf(variables, windowOf)).map(({ v, from, to, s }) => {
        const total = accumulatedValue(s, v.unit);
        return {
          logVariableId: v.id,
          name: v.name,
          unit: total?.unit ?? accumulate(0, 0, v.unit)!.unit,
          value: total?.value ?? null,
          count: s.count,
          // How much of the window the samples cover: a partly covered window says so (issue 34).
          coveredMs: windowCoverage(s, from, to).coveredMs,
          fromDate: new Date(from).toISOString(),
          toDate: new Date(to).toISOString(),
        };
      }),
    );
  };

  const askedIds = (c: Ctx) => idList(c, "logVariableIds");
  const asked = (c: Ctx): Window => {
    const w = window(c);
    return () => w;
  };
  /** The ids and window of a fleet query's JSON body. */
  const fleetWindow = async (c: Ctx) => {
    const q = await parseBody(c, fleetWindowQuery);
    const w = { from: q.fromDate, to: q.toDate };
    return { ids: q.logVariableIds, windowOf: (): { from: number; to: number } => w };
  };
  const lastVoyage: Window = (v) => lastVoyageWindow(ctx, v.vesselId);

  app.get(
    "/LogData/Calculated/Averaged",
    doc({
      summary: "Each log variable's mean over a period",
      response: z.array(averagedAnswer),
      queryParams: { ...IDS_PARAM, ...WINDOW_PARAMS },
      roles: LOG_DATA_READERS,
    }),
    readers,
    (c) => averaged(c, askedIds(c), asked(c)),
  );
  app.get(
    "/LogData/Calculated/Accumulated",
    doc({
      summary: "Each log variable's total over a period (rates integrated over time)",
      response: z.array(accumulatedAnswer),
      queryParams: { ...IDS_PARAM, ...WINDOW_PARAMS },
      roles: LOG_DATA_READERS,
    }),
    readers,
    (c) => accumulated(c, askedIds(c), asked(c)),
  );
  app.post(
    "/LogData/Calculated/Averaged",
    doc({
      summary:
        "Each log variable's mean over a period, a fleet's at once (the GET call's parameters in JSON)",
      description: FLEET_QUERY_DESCRIPTION,
      body: fleetWindowQuery,
      response: z.array(averagedAnswer),
      roles: LOG_DATA_READERS,
    }),
    readers,
    fleetBodyLimit,
    async (c) => {
      const { ids, windowOf } = await fleetWindow(c);
      return averaged(c, ids, windowOf);
    },
  );
  app.post(
    "/LogData/Calculated/Accumulated",
    doc({
      summary:
        "Each log variable's total over a period, a fleet's at once (the GET call's parameters in JSON)",
      description: FLEET_QUERY_DESCRIPTION,
      body: fleetWindowQuery,
      response: z.array(accumulatedAnswer),
      roles: LOG_DATA_READERS,
    }),
    readers,
    fleetBodyLimit,
    async (c) => {
      const { ids, windowOf } = await fleetWindow(c);
      return accumulated(c, ids, windowOf);
    },
  );
  app.get(
    "/LogData/Calculated/Averaged/LastVoyage",
    doc({
      summary: "Each log variable's mean over its vessel's last voyage",
      response: z.array(averagedAnswer),
      queryParams: IDS_PARAM,
      roles: LOG_DATA_READERS,
    }),
    readers,
    (c) => averaged(c, askedIds(c), lastVoyage),
  );
  app.get(
    "/LogData/Calculated/Accumulated/LastVoyage",
    doc({
      summary: "Each log variable's total over its vessel's last voyage",
      response: z.array(accumulatedAnswer),
      queryParams: IDS_PARAM,
      roles: LOG_DATA_READERS,
    }),
    readers,
    (c) => accumulated(c, askedIds(c), lastVoyage),
  );

  return app;
}
