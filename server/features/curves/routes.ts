import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Role } from "../../../domain/auth/roles.js";
import { DEFAULT_CHARTER_TERMS } from "../../../domain/charterParty/terms.js";
import {
  charterPartyAnswer,
  type ReferenceCurveAnswer,
  referenceCurveAnswer,
  variablePointsAnswer,
} from "../../../domain/curves/answers.js";
import { customPrediction } from "../../../domain/curves/prediction.js";
import {
  addCurveRequest,
  CURVE_MESSAGES,
  CURVE_MODES,
  type CurveDefinition,
  editCurveRequest,
} from "../../../domain/curves/referenceCurve.js";
import { GRANULARITY_LIMIT_MS } from "../../../domain/logdata/granularity.js";
import { readDate } from "../../../domain/shared/dates.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { featureByName } from "../../../domain/vessels/features.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { ReferenceCurveView } from "../../../projections/curves/referenceCurves.js";
import { requestScope, SCOPE_MESSAGES } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import { attachment } from "../../http/contentDisposition.js";
import type { AppEnv, Session } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import { analyticsStore } from "../../shared/exclusions.js";
import { toBuffer, XLSX_TYPE } from "../../shared/sheets.js";
import type { LogVariableRecord } from "../../timeseries/TimeSeriesStore.js";
import { charterCurveOf, charterPartyTable } from "./charterPartyTable.js";
import { addCurveCommand, changeCurveCommand, deleteCurveCommand } from "./commands.js";
import { curveDto, modelOf } from "./curveDto.js";
import { pointsOfVariables } from "./curvePoints.js";
import { curveWorkbook } from "./workbook.js";

const doc = apiDocs("Curves");

type Ctx = Context<AppEnv>;

/** Who reads curves and the charter party: everyone who reads the vessel's log data. */
export const CURVE_READERS: readonly Role[] = ["User", "SuperUser", "Administrator", "ApiUser"];
/** Reference curves are edited on Settings → Reference Curves, an administrator's screen (spec 3 §6). */
export const CURVE_EDITORS: readonly Role[] = ["Administrator"];
/** The partner platform's users, through the /Kognifai/… variants only (spec 1 §6). */
const PARTNERS: readonly Role[] = ["KognifaiUser"];

const DAY_MS = 86_400_000;
const CHARTER_PARTY_FEATURE_ID = featureByName("CharterParty")!.id;
const MAX_POINTS_WINDOW_MS = 366 * DAY_MS;
const MAX_REPORT_PREDICTIONS = 50;

export const CURVES_ROUTE_MESSAGES = {
  chooseVariables: "Choose the log variables for x and y.",
  variableNotOfVessel: (id: number) => `Log variable ${id} does not belong to this vessel.`,
  window: "toDate must be after fromDate.",
  windowTooLong: (days: number) => `For this data interval the period may be at most ${days} days long.`,
  granularity: "granularity must be Hour or Day.",
  noCurve: (mode: string) =>
    `This vessel has no ${mode} reference curve yet: add one on Settings → Reference Curves.`,
  notSpeedCurve:
    "The curve's x must be a speed (knots) and its y a fuel mass flow (for example kg/hr or t/day).",
  tooManyPredictions: `A report may hold at most ${MAX_REPORT_PREDICTIONS} custom predictions.`,
  versionInvalid: "version must be a whole number.",
  charterPartyNotActivated:
    "The Charter Party module is not activated for this vessel. Contact sales for a quotation.",
} as const;

const curveIdPath = pathParams({ id: uuidId("curve id") });
const vesselQuery = z.object({ vesselId: uuidId("vessel id") });
const pointsQuery = z.object({
  vesselId: uuidId("vessel id"),
  xLogVariableId: z.coerce.number({ error: CURVES_ROUTE_MESSAGES.chooseVariables }).int().positive(),
  yLogVariableId: z.coerce.number({ error: CURVES_ROUTE_MESSAGES.chooseVariables }).int().positive(),
  fromDate: z.string({ error: "fromDate is required." }).max(40),
  toDate: z.string({ error: "toDate is required." }).max(40),
  granularity: z.enum(["Hour", "Day"], { error: CURVES_ROUTE_MESSAGES.granularity }).default("Day"),
});
const charterQuery = z.object({
  vesselId: uuidId("vessel id"),
  curveMode: z.enum(CURVE_MODES, { error: `curveMode must be one of ${CURVE_MODES.join(", ")}.` }),
  curveId: uuidId("curve id").optional(),
});
const versionBody = z.object({
  version: z.number({ error: CURVES_ROUTE_MESSAGES.versionInvalid }).int().min(0).optional(),
});
/** PUT /Curves/:id: the definition and an optional version, parsed one after the other. */
const editCurveBody = z.intersection(editCurveRequest, versionBody);
const reportRequest = z.object({
  curveId: uuidId("curve id"),
  predictions: z
    .array(z.number({ error: CURVE_MESSAGES.notNumber }).refine(Number.isFinite, CURVE_MESSAGES.notNumber))
    .max(MAX_REPORT_PREDICTIONS, { message: CURVES_ROUTE_MESSAGES.tooManyPredictions })
    .default([]),
});

function dateOf(text: string, name: string): number {
  const date = readDate(text, name, { epochMs: true });
  if (!date.ok) throw new ValidationError(date.message);
  return date.ms;
}

/**
 * Reference curves (spec 3 §7 "curves"), their Excel report, points for a pair of log variables and
 * the charter-party table; partner users reach the same curves through /Kognifai/Curves/… (spec 1 §6).
 * Every curve, vessel and variable is resolved within the caller's vessels: anything else is 404.
 */
export function curveRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...CURVE_READERS);
  const editors = requireRole(...CURVE_EDITORS);
  const partners = requireRole(...PARTNERS);
  const state = () => ctx.readModels.state("referenceCurves");
  const scopeOf = (session: Session) => requestScope(ctx, session.actor);

  const visibleCurve = (
    session: Session,
    curveId: string,
  ): { curve: ReferenceCurveView; vessel: VesselView } => {
    const curve = entryOf(state().byId, curveId);
    if (!curve) throw new NotFoundError(CURVE_MESSAGES.notFound);
    return { curve, vessel: scopeOf(session).vessel(curve.vesselId, CURVE_MESSAGES.notFound) };
  };

  const variablesOf = async (vesselId: string): Promise<Map<number, LogVariableRecord>> => {
    if (!ctx.timeSeries) return new Map();
    return new Map((await ctx.timeSeries.variables(vesselId)).map((v) => [v.id, v]));
  };

  const dtosOf = async (vesselId: string, curves: ReferenceCurveView[]): Promise<ReferenceCurveAnswer[]> => {
    const variables = await variablesOf(vesselId);
    return curves.map((curve) => curveDto(curve, variables));
  };

  /** Both variables must be visible (else 404) and belong to the curve's vessel (else 400). */
  const checkVariables = async (session: Session, vesselId: string, ids: readonly number[]) => {
    if (!ctx.timeSeries) throw new Error(SCOPE_MESSAGES.noStore);
    const variables = await scopeOf(session).logVariables(ids);
    for (const v of variables)
      if (v.vesselId !== vesselId) throw new ValidationError(CURVES_ROUTE_MESSAGES.variableNotOfVessel(v.id));
  };

  const find = async (c: Ctx) => {
    const { vesselId } = parseValue(c.req.query(), vesselQuery);
    scopeOf(c.get("session")).vessel(vesselId);
    const curves = (entryOf(state().idsByVessel, vesselId) ?? []).map((id) => entryOf(state().byId, id)!);
    return c.json(await dtosOf(vesselId, curves));
  };

  const getOne = async (c: Ctx) => {
    const { curve } = visibleCurve(c.get("session"), c.req.param("id")!);
    return c.json((await dtosOf(curve.vesselId, [curve]))[0]);
  };

  const add = async (c: Ctx) => {
    const session = c.get("session");
    const request = await parseBody(c, addCurveRequest);
    scopeOf(session).vessel(request.vesselId);
    await checkVariables(session, request.vesselId, [request.xAxisLogVariableId, request.yAxisLogVariableId]);
    const { vesselId, ...definition } = request;
    const curve = await addCurveCommand(ctx, metadataOf(session), vesselId, definition as CurveDefinition);
    return c.json((await dtosOf(vesselId, [curve]))[0], 201);
  };

  const edit = async (c: Ctx) => {
    const session = c.get("session");
    const { curve } = visibleCurve(session, c.req.param("id")!);
    const body = await parseBody(c, z.unknown());
    const definition = parseValue(body, editCurveRequest);
    const { version } = parseValue(body, versionBody);
    await checkVariables(session, curve.vesselId, [
      definition.xAxisLogVariableId,
      definition.yAxisLogVariableId,
    ]);
    const changed = await changeCurveCommand(ctx, metadataOf(session), curve, definition, version);
    return c.json((await dtosOf(curve.vesselId, [changed]))[0]);
  };

  const remove = async (c: Ctx) => {
    const session = c.get("session");
    const { curve } = visibleCurve(session, c.req.param("id")!);
    await deleteCurveCommand(ctx, metadataOf(session), curve);
    return c.body(null, 204);
  };

  const points = async (c: Ctx) => {
    const session = c.get("session");
    const query = parseValue(c.req.query(), pointsQuery);
    const vessel = scopeOf(session).vessel(query.vesselId);
    await checkVariables(session, vessel.id, [query.xLogVariableId, query.yLogVariableId]);
    const from = dateOf(query.fromDate, "fromDate");
    const to = dateOf(query.toDate, "toDate");
    if (to <= from) throw new ValidationError(CURVES_ROUTE_MESSAGES.window);
    const limit = Math.min(MAX_POINTS_WINDOW_MS, GRANULARITY_LIMIT_MS[query.granularity]);
    if (to - from > limit)
      throw new ValidationError(CURVES_ROUTE_MESSAGES.windowTooLong(Math.round(limit / DAY_MS)));
    const answer = await pointsOfVariables(
      analyticsStore(ctx),
      query.xLogVariableId,
      query.yLogVariableId,
      { from, to },
      query.granularity,
    );
    return c.json({ ...answer, granularity: query.granularity });
  };

  app.get(
    "/Curves/Find",
    doc({
      summary: "List a vessel's reference curves",
      response: z.array(referenceCurveAnswer),
      query: vesselQuery,
      roles: CURVE_READERS,
    }),
    readers,
    find,
  );
  app.get(
    "/Curves/Points",
    doc({
      summary: "Points of a pair of log variables over a period, hourly or daily",
      response: variablePointsAnswer,
      query: pointsQuery,
      roles: CURVE_READERS,
    }),
    readers,
    points,
  );
  app.get(
    "/Curves/CharterParty",
    doc({
      summary: "The charter-party table: a vessel's voyage legs against a reference curve",
      response: charterPartyAnswer,
      query: charterQuery,
      roles: CURVE_READERS,
    }),
    readers,
    async (c) => {
      const query = parseValue(c.req.query(), charterQuery);
      const vessel = scopeOf(c.get("session")).vessel(query.vesselId);
      if (!vessel.featureIds.includes(CHARTER_PARTY_FEATURE_ID))
        throw new ForbiddenError(CURVES_ROUTE_MESSAGES.charterPartyNotActivated);
      const curves = (entryOf(state().idsByVessel, vessel.id) ?? [])
        .map((id) => entryOf(state().byId, id)!)
        .filter((curve) => curve.curveMode === query.curveMode);
      const curve = query.curveId
        ? curves.find((candidate) => candidate.id === query.curveId)
        : // Newest first; curves changed in the same millisecond: the one added last.
          [...curves].reverse().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (query.curveId && !curve) throw new NotFoundError(CURVE_MESSAGES.notFound);
      const choices = curves.map((k) => ({ id: k.id, name: k.name, loadCondition: k.loadCondition ?? null }));
      if (!curve)
        return c.json({
          curve: null,
          curves: choices,
          periods: [],
          summary: null,
          message: CURVES_ROUTE_MESSAGES.noCurve(query.curveMode),
        });
      const variables = await variablesOf(vessel.id);
      const dto = curveDto(curve, variables);
      const summaryOf = {
        id: curve.id,
        name: curve.name,
        curveFit: curve.curveFit,
        xAxis: dto.xAxis,
        yAxis: dto.yAxis,
        loadCondition: curve.loadCondition ?? null,
        terms: curve.charterTerms ?? DEFAULT_CHARTER_TERMS,
      };
      const usable = curves.flatMap((k) => charterCurveOf(k, variables) ?? []);
      if (!usable.some((k) => k.id === curve.id))
        return c.json({
          curve: summaryOf,
          curves: choices,
          periods: [],
          summary: null,
          message: CURVES_ROUTE_MESSAGES.notSpeedCurve,
        });
      const table = await charterPartyTable(ctx, vessel, usable, variables, query.curveId);
      return c.json({ curve: summaryOf, curves: choices, ...table, message: null });
    },
  );
  app.get(
    "/Curves/:id",
    doc({ summary: "One reference curve", response: referenceCurveAnswer, roles: CURVE_READERS }),
    readers,
    curveIdPath,
    getOne,
  );
  app.post(
    "/Curves",
    doc({
      summary: "Add a reference curve to a vessel",
      response: referenceCurveAnswer,
      body: addCurveRequest,
      status: 201,
      roles: CURVE_EDITORS,
    }),
    editors,
    add,
  );
  app.put(
    "/Curves/:id",
    doc({
      summary: "Change a reference curve",
      response: referenceCurveAnswer,
      body: editCurveBody,
      roles: CURVE_EDITORS,
    }),
    editors,
    curveIdPath,
    edit,
  );
  app.delete(
    "/Curves/:id",
    doc({ summary: "Delete a reference curve", status: 204, roles: CURVE_EDITORS }),
    editors,
    curveIdPath,
    remove,
  );
  app.post(
    "/Curves/Report",
    doc({
      summary: "Excel report of a reference curve with custom predictions",
      body: reportRequest,
      produces: "xlsx",
      roles: CURVE_READERS,
    }),
    readers,
    async (c) => {
      const session = c.get("session");
      const request = await parseBody(c, reportRequest);
      const { curve, vessel } = visibleCurve(session, request.curveId);
      const [dto] = await dtosOf(vessel.id, [curve]);
      const model = modelOf(curve);
      const predictions = model
        ? request.predictions.map((x) => customPrediction(model, curve.points, x))
        : [];
      const buffer = await toBuffer(curveWorkbook(vessel, dto!, predictions));
      const fileName = `Reference_curve_${vessel.imoNumber}_${curve.name}.xlsx`;
      return c.body(new Uint8Array(buffer), 200, {
        "content-type": XLSX_TYPE,
        "content-disposition": attachment(fileName),
      });
    },
  );

  app.get(
    "/Kognifai/Curves/Find",
    doc({
      summary: "List a vessel's reference curves (partner users)",
      response: z.array(referenceCurveAnswer),
      query: vesselQuery,
      roles: PARTNERS,
    }),
    partners,
    find,
  );
  app.get(
    "/Kognifai/Curves/Points",
    doc({
      summary: "Points of a pair of log variables over a period, hourly or daily (partner users)",
      response: variablePointsAnswer,
      query: pointsQuery,
      roles: PARTNERS,
    }),
    partners,
    points,
  );
  app.get(
    "/Kognifai/Curves/:id",
    doc({ summary: "One reference curve (partner users)", response: referenceCurveAnswer, roles: PARTNERS }),
    partners,
    curveIdPath,
    getOne,
  );
  app.post(
    "/Kognifai/Curves",
    doc({
      summary: "Add a reference curve to a vessel (partner users)",
      response: referenceCurveAnswer,
      body: addCurveRequest,
      status: 201,
      roles: PARTNERS,
    }),
    partners,
    add,
  );
  app.put(
    "/Kognifai/Curves/:id",
    doc({
      summary: "Change a reference curve (partner users)",
      response: referenceCurveAnswer,
      body: editCurveBody,
      roles: PARTNERS,
    }),
    partners,
    curveIdPath,
    edit,
  );
  app.delete(
    "/Kognifai/Curves/:id",
    doc({ summary: "Delete a reference curve (partner users)", status: 204, roles: PARTNERS }),
    partners,
    curveIdPath,
    remove,
  );

  return app;
}
