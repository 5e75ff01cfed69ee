import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  coatingManufacturerAnswer,
  coatingTypeAnswer,
  deviationsAnswer,
  foulingConfigAnswer,
  manualSeaTemperaturesAnswer,
  operationProfileAnswer,
  propulsionCurveAnswer,
  propulsionEfficiencyDataAnswer,
  seaTemperatureAnswer,
  vesselCoatingAnswer,
} from "../../../domain/hullPerformance/answers.js";
import {
  HULL_COATING_MANUFACTURERS,
  HULL_COATING_TYPES,
  hullCoatingAggregate,
  hullCoatingRequest,
  setHullCoating,
} from "../../../domain/hullPerformance/coating.js";
import {
  deviationsAnswerOf,
  propulsionCurveAnswerOf,
  propulsionEfficiencyAnswerOf,
  seaTemperatureAnswerOf,
} from "../../../domain/hullPerformance/diagnosticsAnswers.js";
import {
  configureFoulingChart,
  foulingConfigAggregate,
  foulingConfigId,
  foulingConfigRequest,
} from "../../../domain/hullPerformance/foulingConfig.js";
import { addedFuelFigures } from "../../../domain/hullPerformance/foulingFigures.js";
import {
  seaTemperatureAggregate,
  seaTemperatureUpdateRequest,
  updateSeaTemperature,
} from "../../../domain/hullPerformance/manualSeaTemperature.js";
import { operationProfileAnswerOf } from "../../../domain/hullPerformance/speedLossAnswers.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { vesselAnalysis } from "../../dailyPerformance/dailyPerformance.js";
import { foulingLossOf } from "../../dailyPerformance/hullFigures.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { requiredText } from "../logData/query.js";
import { longTrendInputs } from "../longTrends/trendInputs.js";
import { foulingVesselOf, referenceOf, VESSEL_WINDOW_PARAMS, vesselIdsRequest, windowOf } from "./access.js";
import {
  foulingConfigOf,
  manualSeaTemperaturesOf,
  seaTemperatureSeriesOf,
  vesselCoatingOf,
} from "./foulingViews.js";

const doc = apiDocs("Hull performance");
/** What the calls for several vessels (at most 50) take and who may call them. */
const SEVERAL_VESSELS_DOC = { body: vesselIdsRequest, roles: LOG_DATA_READERS };

type Ctx = Context<AppEnv>;

const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });

/**
 * The Fouling page's further calls (spec 3 §7 "Fouling and ISO 19030"; docs/fouling.md, docs/api.md): sea
 * surface temperature, hull coating, the fouling chart configuration, propulsion efficiency and its curve,
 * the operating profile and the rpm and SFR deviations of Fouling/Diagnostics. Every vessel id, in the path,
 * the query or the body, is resolved within the caller's scope (404) and must have the Fouling feature (403).
 */
export function foulingRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole("User", "SuperUser", "Administrator");
  const vesselOf = (c: Ctx, id: string) => foulingVesselOf(ctx, c, id);
  const vesselsOf = (c: Ctx, ids: readonly string[]) => [...new Set(ids)].map((id) => vesselOf(c, id));

  // ------------------------------------------------------------------ sea surface temperature

  app.get(
    "/Fouling/SeaSurfaceTemperature",
    doc({
      summary: "A vessel's sea surface temperature along its track, in 6-hour buckets",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: seaTemperatureAnswer,
    }),
    readers,
    async (c) => {
      const vessel = vesselOf(c, requiredText(c, "vesselId"));
      const { from, to } = windowOf(ctx, c);
      const series = await seaTemperatureSeriesOf(ctx, vessel, from, to);
      return c.json(
        seaTemperatureAnswerOf(vessel.id, from, to, series, manualSeaTemperaturesOf(ctx, vessel.id)),
      );
    },
  );

  /**
   * Updates the SST map by hand (docs/fouling.md "Sea surface temperature"): `{entries: {timestamp: entry
   * | null}}`, each entry replacing its 6-hour bucket's logged one, null removing a manual entry. Answers
   * the vessel's manual entries.
   */
  app.put(
    "/Fouling/SeaSurfaceTemperature/:vesselId",
    doc({
      summary:
        "Enter sea surface temperatures by hand: each entry replaces its 6-hour bucket's logged value, null removes it",
      body: seaTemperatureUpdateRequest,
      roles: ["User", "SuperUser", "Administrator"],
      response: manualSeaTemperaturesAnswer,
    }),
    writers,
    vesselIdPath,
    async (c) => {
      const vessel = vesselOf(c, c.req.param("vesselId"));
      const { entries } = await parseBody(c, seaTemperatureUpdateRequest);
      await execute(
        ctx,
        seaTemperatureAggregate,
        vessel.id,
        (s) => updateSeaTemperature(s, { vesselId: vessel.id, entries, now: ctx.now().getTime() }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, entries: manualSeaTemperaturesOf(ctx, vessel.id) });
    },
  );

  // ------------------------------------------------------------------ hull coating

  app.get(
    "/Fouling/HullCoatingType",
    doc({
      summary: "List the hull coating types",
      roles: LOG_DATA_READERS,
      response: z.array(coatingTypeAnswer),
    }),
    readers,
    (c) => c.json(HULL_COATING_TYPES),
  );
  app.get(
    "/Fouling/HullCoatingManufacturer",
    doc({
      summary: "List the hull coating manufacturers",
      roles: LOG_DATA_READERS,
      response: z.array(coatingManufacturerAnswer),
    }),
    readers,
    (c) => c.json(HULL_COATING_MANUFACTURERS),
  );

  const coatingOf = (vesselId: string) => vesselCoatingOf(ctx, vesselId);

  app.get(
    "/Fouling/HullCoatingVessel/:vesselId",
    doc({ summary: "A vessel's hull coating", roles: LOG_DATA_READERS, response: vesselCoatingAnswer }),
    readers,
    vesselIdPath,
    (c) => c.json(coatingOf(vesselOf(c, c.req.param("vesselId")).id)),
  );

  app.post(
    "/Fouling/HullCoatingVessels",
    doc({
      summary: "The hull coatings of several vessels (at most 50)",
      ...SEVERAL_VESSELS_DOC,
      response: z.array(vesselCoatingAnswer),
    }),
    readers,
    async (c) => {
      const { vesselIds } = await parseBody(c, vesselIdsRequest);
      return c.json(vesselsOf(c, vesselIds).map((v) => coatingOf(v.id)));
    },
  );

  app.post(
    "/Fouling/HullCoatingVessel",
    doc({
      summary: "Set a vessel's hull coating",
      body: hullCoatingRequest,
      roles: ["User", "SuperUser", "Administrator"],
      response: vesselCoatingAnswer,
    }),
    writers,
    async (c) => {
      const body = await parseBody(c, hullCoatingRequest);
      const vessel = vesselOf(c, body.vesselId);
      const today = ctx.now().toISOString().slice(0, 10);
      await execute(
        ctx,
        hullCoatingAggregate,
        vessel.id,
        (s) =>
          setHullCoating(s, {
            vesselId: vessel.id,
            today,
            coating: {
              coatingTypeId: body.coatingTypeId,
              manufacturerId: body.manufacturerId,
              productName: body.productName,
              appliedOn: body.appliedOn ?? null,
              notes: body.notes,
            },
          }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json(coatingOf(vessel.id));
    },
  );

  // ------------------------------------------------------------------ fouling chart configuration

  const configOf = (userId: string, vesselId: string) => foulingConfigOf(ctx, userId, vesselId);

  app.get(
    "/Fouling/Config/:vesselId",
    doc({
      summary: "The caller's fouling chart configuration for a vessel",
      roles: LOG_DATA_READERS,
      response: foulingConfigAnswer,
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = vesselOf(c, c.req.param("vesselId"));
      return c.json(configOf(c.get("session").user.id, vessel.id));
    },
  );

  app.post(
    "/Fouling/Configs",
    doc({
      summary: "The caller's fouling chart configurations for several vessels (at most 50)",
      ...SEVERAL_VESSELS_DOC,
      response: z.array(foulingConfigAnswer),
    }),
    readers,
    async (c) => {
      const { vesselIds } = await parseBody(c, vesselIdsRequest);
      const userId = c.get("session").user.id;
      return c.json(vesselsOf(c, vesselIds).map((v) => configOf(userId, v.id)));
    },
  );

  app.put(
    "/Fouling/Config",
    doc({
      summary: "Save the caller's fouling chart configuration for a vessel",
      body: foulingConfigRequest,
      roles: LOG_DATA_READERS,
      response: foulingConfigAnswer,
    }),
    readers,
    async (c) => {
      const { vesselId, ...config } = await parseBody(c, foulingConfigRequest);
      const vessel = vesselOf(c, vesselId);
      const userId = c.get("session").user.id;
      await execute(
        ctx,
        foulingConfigAggregate,
        foulingConfigId(userId, vessel.id),
        (s) => configureFoulingChart(s, { userId, vesselId: vessel.id, config }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json(configOf(userId, vessel.id));
    },
  );

  // ------------------------------------------------------------------ propulsion efficiency, profile, deviations

  const analysed = async (c: Ctx) => {
    const vessel = vesselOf(c, requiredText(c, "vesselId"));
    const { from, to } = windowOf(ctx, c);
    const settings = referenceOf(ctx, vessel);
    return { vessel, from, to, settings, result: await vesselAnalysis(ctx, vessel, settings, from, to) };
  };

  app.get(
    "/Fouling/PropulsionEfficiencyData",
    doc({
      summary: "A vessel's daily propulsion efficiency over a period",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: propulsionEfficiencyDataAnswer,
    }),
    readers,
    async (c) => {
      const { vessel, from, to, result } = await analysed(c);
      return c.json(propulsionEfficiencyAnswerOf(vessel.id, from, to, result.analysis.days));
    },
  );

  app.get(
    "/Fouling/PropulsionEfficiencyCurve",
    doc({
      summary: "A vessel's propulsion efficiency curve over a period",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: propulsionCurveAnswer,
    }),
    readers,
    async (c) => {
      const { vessel, from, to, settings, result } = await analysed(c);
      return c.json(propulsionCurveAnswerOf(vessel.id, from, to, settings.reference, result.analysis.days));
    },
  );

  /** The operating profile and the added fuel it gives at the window's fouling loss (as GET /Fouling/SpeedLoss). */
  app.get(
    "/Fouling/OperationProfile",
    doc({
      summary: "A vessel's operating profile (share of time at sea per speed band) over a period",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: operationProfileAnswer,
    }),
    readers,
    async (c) => {
      const { vessel, from, to, settings, result } = await analysed(c);
      const loss = await foulingLossOf(ctx, vessel, settings, from, to);
      const figures = addedFuelFigures(result, settings, loss);
      return c.json(operationProfileAnswerOf(vessel.id, from, to, figures));
    },
  );

  /**
   * Daily rpm deviation (chart ±25 %) and SFR deviation (±50 %): the long trends' daily values of the
   * window, from the vessel's stored days (docs/fouling.md).
   */
  app.get(
    "/Fouling/Deviations",
    doc({
      summary: "A vessel's rpm and SFR deviations over a period",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: deviationsAnswer,
    }),
    readers,
    async (c) => {
      const { vessel, from, to, result } = await analysed(c);
      const { values } = await longTrendInputs(ctx, vessel.id, from, to);
      return c.json(
        deviationsAnswerOf(
          vessel.id,
          from,
          to,
          { variable: result.mapping["Shaft Rpm"], days: values.rpm },
          { variable: result.mapping["ME Fuel Mass Flow"], days: values.sfoc },
        ),
      );
    },
  );

  return app;
}
