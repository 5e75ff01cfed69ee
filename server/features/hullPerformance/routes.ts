import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { isoTime } from "../../../domain/hullPerformance/answerFormat.js";
import {
  addedFuelConsumptionsAnswer,
  foulingOverviewAnswer,
  impactAnswer,
  iso19030EventAnswer,
  latestFoulingStatisticsAnswer,
  performanceIndicatorsAnswer,
  referenceSettingsAnswer,
  speedLogCalibrationsAnswer,
  speedLossAnswer,
  triggerValueAnswer,
  vesselAddedFuelAnswer,
  vesselFoulingStatisticsAnswer,
} from "../../../domain/hullPerformance/answers.js";
import { indicatorsAnswerOf } from "../../../domain/hullPerformance/diagnosticsAnswers.js";
import { impactEventAt } from "../../../domain/hullPerformance/eventImpact.js";
import {
  changeIso19030Event,
  deleteIso19030Event,
  hullPerformanceAggregate,
  ISO19030_EVENT_LABELS,
  ISO19030_MESSAGES,
  iso19030EventPatch,
  iso19030EventRequest,
  recordIso19030Event,
  setHullPerformanceSettings,
  setSpeedLogCalibrations,
  setTriggerValue,
  speedLogCalibrationsRequest,
  triggerValueRequest,
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
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import { vesselAnalysis } from "../../dailyPerformance/dailyPerformance.js";
import { eventImpactOf, foulingFiguresOf, indicatorsOf } from "../../dailyPerformance/hullFigures.js";
import { eventsOf, settingsOf, triggerValueOf } from "../../dailyPerformance/hullReads.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import { LOG_DATA_READERS } from "../logData/logDataRoutes.js";
import { parseTime, requiredText } from "../logData/query.js";
import {
  FOULING_FEATURE,
  foulingVesselOf,
  HULL_MESSAGES,
  ISO19030_FEATURE,
  referenceOf as referenceOfVessel,
  VESSEL_WINDOW_PARAMS,
  VESSELS_MAX,
  vesselIdsOfQuery,
  vesselIdsRequest,
  vesselWith,
  windowFrom,
  windowOf,
} from "./access.js";
import { fleetRows } from "./fleetRows.js";

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
const ISO19030 = ISO19030_FEATURE;
const vesselIdPath = pathParams({ vesselId: uuidId("vessel id") });
const eventIdPath = pathParams({ id: uuidId("event id") });

/**
 * Fouling and speed loss, ISO 19030 (spec 3 §7 "Fouling and ISO 19030"; docs/fouling.md). Every call names
 * a vessel the caller sees (404 otherwise) that has the Fouling or ISO19030 feature (403 otherwise, with
 * the feature-not-available message).
 */
export function hullPerformanceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const readers = requireRole(...LOG_DATA_READERS);
  const writers = requireRole(...WRITERS);

  const foulingVessel = (c: Ctx, id: string) => foulingVesselOf(ctx, c, id);
  const isoVessel = (c: Ctx, id: string) => vesselWith(ctx, c, id, ISO19030, HULL_MESSAGES.isoNotActivated);
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

  const calibrationsOf = (vesselId: string) =>
    entryOf(ctx.readModels.state("hullPerformance").speedLogCalibrations, vesselId) ?? [];

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

  // ISO 19030 events.
  const eventDto = (vesselId: string, id: string) => {
    const e = entryOf(entryOf(ctx.readModels.state("hullPerformance").events, vesselId) ?? {}, id);
    return e ? { ...e, eventTypeName: ISO19030_EVENT_LABELS[e.eventType] } : null;
  };
  const isoVessels = (c: Ctx) =>
    requestScope(ctx, c.get("session").actor)
      .vessels()
      .filter((v) => v.featureIds.includes(ISO19030));
  /** The event with this id on a vessel the caller sees with the ISO19030 feature, else 404. */
  const findEvent = (c: Ctx, id: string) => {
    for (const vessel of isoVessels(c)) {
      const dto = eventDto(vessel.id, id);
      if (dto) return { vessel, dto };
    }
    throw new NotFoundError(ISO19030_MESSAGES.notFound);
  };
  const listOf = (vesselId: string) => eventsOf(ctx, vesselId).map((e) => eventDto(vesselId, e.id)!);

  app.get(
    "/Iso19030Events",
    doc({
      summary: "List the ISO 19030 events of every vessel the caller sees",
      roles: LOG_DATA_READERS,
      response: z.array(iso19030EventAnswer),
    }),
    readers,
    (c) => c.json(isoVessels(c).flatMap((v) => listOf(v.id))),
  );

  app.get(
    "/Iso19030Events/Vessel/:vesselId",
    doc({
      summary: "List a vessel's ISO 19030 events",
      roles: LOG_DATA_READERS,
      response: z.array(iso19030EventAnswer),
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      return c.json(listOf(vessel.id));
    },
  );

  app.get(
    "/Iso19030Events/:id",
    doc({ summary: "One ISO 19030 event", roles: LOG_DATA_READERS, response: iso19030EventAnswer }),
    readers,
    eventIdPath,
    (c) => c.json(findEvent(c, c.req.param("id")).dto),
  );

  app.post(
    "/Iso19030Events",
    doc({
      summary: "Record an ISO 19030 event (docking, hull cleaning, …)",
      body: iso19030EventRequest,
      status: 201,
      roles: WRITERS,
      response: iso19030EventAnswer,
    }),
    writers,
    async (c) => {
      const body = await parseBody(c, iso19030EventRequest);
      const vessel = isoVessel(c, body.vesselId);
      const eventId = randomUUID();
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) =>
          recordIso19030Event(s, {
            vesselId: vessel.id,
            eventId,
            fields: {
              eventType: body.eventType,
              startTime: body.startTime,
              endTime: body.endTime ?? body.startTime,
              description: body.description,
            },
          }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json(eventDto(vessel.id, eventId), 201);
    },
  );

  app.patch(
    "/Iso19030Events/:id",
    doc({
      summary: "Change an ISO 19030 event",
      body: iso19030EventPatch,
      roles: WRITERS,
      response: iso19030EventAnswer,
    }),
    writers,
    eventIdPath,
    async (c) => {
      const { vessel, dto } = findEvent(c, c.req.param("id"));
      const changes = await parseBody(c, iso19030EventPatch);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => changeIso19030Event(s, { vesselId: vessel.id, eventId: dto.id, changes }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json(eventDto(vessel.id, dto.id));
    },
  );

  app.delete(
    "/Iso19030Events/:id",
    doc({ summary: "Delete an ISO 19030 event", status: 204, roles: WRITERS }),
    writers,
    eventIdPath,
    async (c) => {
      const { vessel, dto } = findEvent(c, c.req.param("id"));
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => deleteIso19030Event(s, { vesselId: vessel.id, eventId: dto.id }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.body(null, 204);
    },
  );

  // Trigger value and indicators.
  const triggerOf = (vesselId: string) => triggerValueOf(ctx, vesselId);

  app.get(
    "/Iso19030/TriggerValue/:vesselId",
    doc({
      summary: "A vessel's ISO 19030 maintenance trigger value",
      roles: LOG_DATA_READERS,
      response: triggerValueAnswer,
    }),
    readers,
    vesselIdPath,
    (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      return c.json({ vesselId: vessel.id, triggerValue: triggerOf(vessel.id) });
    },
  );

  app.post(
    "/Iso19030/TriggerValue/:vesselId",
    doc({
      summary: "Set or clear a vessel's ISO 19030 maintenance trigger value",
      body: triggerValueRequest,
      roles: WRITERS,
      response: triggerValueAnswer,
    }),
    writers,
    vesselIdPath,
    async (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      let body: unknown;
      try {
        body = JSON.parse((await c.req.text()) || "null");
      } catch {
        throw new ValidationError(ISO19030_MESSAGES.triggerValue);
      }
      const { triggerValue } = parseValue(body, triggerValueRequest);
      await execute(
        ctx,
        hullPerformanceAggregate,
        vessel.id,
        (s) => setTriggerValue(s, { vesselId: vessel.id, triggerValue }),
        { metadata: metadataOf(c.get("session")) },
      );
      return c.json({ vesselId: vessel.id, triggerValue: triggerOf(vessel.id) });
    },
  );

  app.get(
    "/Iso19030/PerformanceIndicators/:vesselId",
    doc({
      summary: "A vessel's ISO 19030 performance indicators",
      roles: LOG_DATA_READERS,
      response: performanceIndicatorsAnswer,
    }),
    readers,
    vesselIdPath,
    async (c) => {
      const vessel = isoVessel(c, c.req.param("vesselId"));
      const triggerValue = triggerOf(vessel.id);
      const indicators = await indicatorsOf(
        ctx,
        vessel,
        referenceOf(vessel),
        ctx.now().getTime(),
        triggerValue,
      );
      return c.json(indicatorsAnswerOf(vessel.id, triggerValue, indicators));
    },
  );

  return app;
}
