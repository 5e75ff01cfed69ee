import { type Context, Hono } from "hono";
import { z } from "zod";
import { isoTime } from "../../../domain/hullPerformance/answerFormat.js";
import {
  addedFuelConsumptionsAnswer,
  foulingOverviewAnswer,
  impactAnswer,
  latestFoulingStatisticsAnswer,
  referenceSettingsAnswer,
  speedLogCalibrationsAnswer,
  speedLossAnswer,
  vesselAddedFuelAnswer,
  vesselFoulingStatisticsAnswer,
} from "../../../domain/hullPerformance/answers.js";
import { impactEventAt } from "../../../domain/hullPerformance/eventImpact.js";
import {
  hullPerformanceAggregate,
  setHullPerformanceSettings,
  setSpeedLogCalibrations,
  speedLogCalibrationsRequest,
} from "../../../domain/hullPerformance/events.js";
import {
  type HullPerformanceSettings,
  hullPerformanceSettingsSchema,
} from "../../../domain/hullPerformance/reference.js";
import {
  impactAnswerOf,
  NO_OVERVIEW_FIGURES,
  overviewFiguresOf,
  overviewWindow,
  speedLossAnswerOf,
} from "../../../domain/hullPerformance/speedLossAnswers.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { vesselAnalysis } from "../../dailyPerformance/dailyPerformance.js";
import { eventImpactOf, foulingFiguresOf } from "../../dailyPerformance/hullFigures.js";
import { eventsOf, settingsOf } from "../../dailyPerformance/hullReads.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { parseTime, requiredText } from "../logData/query.js";
import {
  FOULING_FEATURE,
  foulingVesselOf,
  HULL_MESSAGES,
  referenceOf as referenceOfVessel,
  VESSEL_WINDOW_PARAMS,
  VESSELS_MAX,
  vesselIdsOfQuery,
  vesselIdsRequest,
  windowFrom,
  windowOf,
} from "./access.js";
import { fleetRows } from "./fleetRows.js";
import { speedLogCalibrationsOf } from "./foulingViews.js";

const doc = apiDocs("Hull performance");
const WRITERS = ["User", "SuperUser", "Administrator"] as const;

type Ctx = Context<AppEnv>;

const fleetFiguresRequest = vesselIdsRequest.extend({
  fromDate: z.string().max(40).optional(),
  toDate: z.string().max(40).optional(),
});
/** What the fleet figure calls (LatestStatistics, AddedFuelConsumptions) take and who may call them. */
const FLEET_FIGURES_DOC = { body: fleetFiguresRequest, roles: LOG_DATA_READERS };

export { HULL_MESSAGES };

const FOULING = FOULING_FEATURE;
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });

/**
 * Fouling and speed loss (spec 3 §7 "Fouling and ISO 19030"; docs/fouling.md; ISO 19030 is
 * iso19030Routes.ts). Every call names a vessel the caller sees (404 otherwise) that has the Fouling
 * feature (403 otherwise, with the feature-not-available message).
 */
export function hullPerformanceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole(...WRITERS);

  const foulingVessel = (c: Ctx, id: string) => foulingVesselOf(ctx, c, id);
  const referenceOf = (vessel: VesselView) => referenceOfVessel(ctx, vessel);
  const period = (c: Ctx) => windowOf(ctx, c);

  const foulingDataOf = async (
    vessel: VesselView,
    settings: HullPerformanceSettings,
    from: number,
    to: number,
  ) => speedLossAnswerOf(vessel.id, from, to, await foulingFiguresOf(ctx, vessel, settings, from, to));
  const foulingData = (vessel: VesselView, from: number, to: number) =>
    foulingDataOf(vessel, referenceOf(vessel), from, to);

  /**
   * The fleet's current speed loss (Fouling Overview widget): per vessel the mean daily speed loss of the
   * last 30 days. `vesselIds` (comma-separated, at most 50) or every vessel seen with the Fouling feature;
   * a vessel without the feature or a reference answers its own error, an id outside reach 404s the call.
   */
  app.get(
    "/Fouling/Overview",
    doc({
      summary: "Current speed loss of several vessels (mean of the last 30 days)",
      queryParams: {
        vesselIds: "Comma-separated vessel ids, at most 50 (default: every vessel with Fouling)",
      },
      roles: LOG_DATA_READERS,
      response: foulingOverviewAnswer,
    }),
    readers,
    async (c) => {
      const scope = requestScope(ctx, c.get("session").actor);
      const ids = vesselIdsOfQuery(c.req.query("vesselIds"));
      const vessels = ids
        ? ids.map((id) => scope.vessel(id))
        : scope.vessels().filter((v) => v.featureIds.includes(FOULING));
      const { from, to } = overviewWindow(ctx.now().getTime());
      const rows = await fleetRows(
        ctx,
        vessels.slice(0, VESSELS_MAX),
        async (vessel, settings) =>
          overviewFiguresOf((await vesselAnalysis(ctx, vessel, settings, from, to)).analysis.days),
        NO_OVERVIEW_FIGURES,
      );
      return c.json({ fromDate: isoTime(from), toDate: isoTime(to), vessels: rows });
    },
  );

  app.get(
    "/Fouling/SpeedLoss",
    doc({
      summary: "A vessel's speed loss history, trend periods, statistics and event impacts",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: speedLossAnswer,
    }),
    readers,
    async (c) => {
      const vessel = foulingVessel(c, requiredText(c, "vesselId"));
      const { from, to } = period(c);
      return c.json(await foulingData(vessel, from, to));
    },
  );

  app.get(
    "/Fouling/Statistics",
    doc({
      summary: "A vessel's speed loss statistics over a period",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: vesselFoulingStatisticsAnswer,
    }),
    readers,
    async (c) => {
      const vessel = foulingVessel(c, requiredText(c, "vesselId"));
      const { from, to } = period(c);
      const data = await foulingData(vessel, from, to);
      return c.json({ vesselId: vessel.id, ...data.statistics });
    },
  );

  app.get(
    "/Fouling/AddedFuelConsumption",
    doc({
      summary: "A vessel's added fuel consumption due to fouling over a period",
      queryParams: VESSEL_WINDOW_PARAMS,
      roles: LOG_DATA_READERS,
      response: vesselAddedFuelAnswer,
    }),
    readers,
    async (c) => {
      const vessel = foulingVessel(c, requiredText(c, "vesselId"));
      const { from, to } = period(c);
      const data = await foulingData(vessel, from, to);
      return c.json({ vesselId: vessel.id, ...data.addedFuelConsumption });
    },
  );

  /**
   * The Statistics and AddedFuelConsumption calls for several vessels (spec 3 §7 POST
   * /Fouling/LatestStatistics and /Fouling/AddedFuelConsumptions): `{vesselIds, fromDate?, toDate?}`, the
   * window as the single-vessel calls take it. Like the Overview: an id outside the caller's reach 404s
   * the whole call; a vessel without the Fouling module or a reference answers its row's `error`.
   */
  const perVessel =
    <T extends object>(
      figures: (
        vessel: VesselView,
        settings: HullPerformanceSettings,
        from: number,
        to: number,
      ) => Promise<T>,
    ) =>
    async (c: Ctx) => {
      const body = await parseBody(c, fleetFiguresRequest);
      const scope = requestScope(ctx, c.get("session").actor);
      const vessels = [...new Set(body.vesselIds)].map((id) => scope.vessel(id));
      const { from, to } = windowFrom(ctx, body.fromDate, body.toDate);
      const rows = await fleetRows(
        ctx,
        vessels,
        (vessel, settings) => figures(vessel, settings, from, to),
        {},
      );
      return c.json({ fromDate: isoTime(from), toDate: isoTime(to), vessels: rows });
    };

  app.post(
    "/Fouling/LatestStatistics",
    doc({
      summary:
        "Speed loss statistics of 1–50 vessels over one period (a row per vessel; a vessel without the Fouling module or a reference answers its row's error)",
      ...FLEET_FIGURES_DOC,
      response: latestFoulingStatisticsAnswer,
    }),
    readers,
    perVessel(async (vessel, settings, from, to) => {
      const { statistics } = await foulingDataOf(vessel, settings, from, to);
      return { statistics };
    }),
  );

  app.post(
    "/Fouling/AddedFuelConsumptions",
    doc({
      summary:
        "Added fuel consumption from fouling of 1–50 vessels over one period (a row per vessel, as LatestStatistics)",
      ...FLEET_FIGURES_DOC,
      response: addedFuelConsumptionsAnswer,
    }),
    readers,
    perVessel(async (vessel, settings, from, to) => {
      const { addedFuelConsumption } = await foulingDataOf(vessel, settings, from, to);
      return { addedFuelConsumption };
    }),
  );

  /** The step of the trend at a date (as at a hull event there), with the 95 % confidence half-width. */
  app.get(
    "/Fouling/Impact",
    doc({
      summary: "The step of the performance trend at a date, with its 95 % confidence interval",
      queryParams: {
        vesselId: "The vessel id (required)",
        eventDate: "The date (ISO 8601 or epoch ms; required)",
      },
      roles: LOG_DATA_READERS,
      response: impactAnswer,
    }),
    readers,
    async (c) => {
      const vessel = foulingVessel(c, requiredText(c, "vesselId"));
      const text = c.req.query("eventDate")?.trim();
      if (!text) throw new ValidationError(HULL_MESSAGES.eventDate);
      const at = parseTime(text, "eventDate");
      const event = impactEventAt(at, eventsOf(ctx, vessel.id));
      const impact = await eventImpactOf(ctx, vessel, referenceOf(vessel), event);
      return c.json(impactAnswerOf(vessel.id, impact));
    },
  );

  const calibrationsOf = (vesselId: string) => speedLogCalibrationsOf(ctx, vesselId);

  app.get(
    "/Fouling/SpeedLogCalibration/:vesselId",
    doc({
      summary: "A vessel's certified speed-log calibrations",
      roles: LOG_DATA_READERS,
      response: speedLogCalibrationsAnswer,
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = foulingVessel(c, c.req.param("vesselId"));
      return c.json({ vesselId: vessel.id, calibrations: calibrationsOf(vessel.id) });
    },
  );

  app.put(
    "/Fouling/SpeedLogCalibration/:vesselId",
    doc({
      summary:
        "Set a vessel's certified speed-log calibrations (each factor applies from its date until the next hull event or calibration)",
      body: speedLogCalibrationsRequest,
      roles: WRITERS,
      response: speedLogCalibrationsAnswer,
    }),
    writers,
    vesselIdPath,
    async (c) => {
      const vessel = foulingVessel(c, c.req.param("vesselId"));
      const { calibrations } = await parseBody(c, speedLogCalibrationsRequest);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => setSpeedLogCalibrations(s, { vesselId: vessel.id, calibrations }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, calibrations: calibrationsOf(vessel.id) });
    },
  );

  app.get(
    "/Fouling/Reference/:vesselId",
    doc({
      summary: "A vessel's hull performance reference settings",
      roles: LOG_DATA_READERS,
      response: referenceSettingsAnswer,
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = foulingVessel(c, c.req.param("vesselId"));
      return c.json({ vesselId: vessel.id, settings: settingsOf(ctx, vessel.id) });
    },
  );

  app.put(
    "/Fouling/Reference/:vesselId",
    doc({
      summary: "Set a vessel's hull performance reference settings",
      body: hullPerformanceSettingsSchema,
      roles: WRITERS,
      response: referenceSettingsAnswer,
    }),
    writers,
    vesselIdPath,
    async (c) => {
      const vessel = foulingVessel(c, c.req.param("vesselId"));
      const settings = await parseBody(c, hullPerformanceSettingsSchema);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => setHullPerformanceSettings(s, { vesselId: vessel.id, settings }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, settings: settingsOf(ctx, vessel.id) });
    },
  );

  return app;
}
