import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { resolvePort } from "../../../domain/ports/portIndex.js";
import { isoDate } from "../../../domain/shared/dates.js";
import { NotFoundError, ValidationError } from "../../../domain/shared/errors.js";
import { pathInteger, uuidId } from "../../../domain/shared/ids.js";
import { cargoUnitById } from "../../../domain/vessels/cargoUnits.js";
import { type VoyageLogState, voyageLogAggregate } from "../../../domain/voyageLog/voyageLog.js";
import {
  confirmVoyageData,
  deleteVesselEvent,
  recordVesselEvent,
  setCargoCarried,
  setManualDistance,
  unconfirmVoyageData,
  updateVesselEvent,
} from "../../../domain/voyages/decisions.js";
import {
  type CargoDetailDto,
  cargoDetailDtoAnswer,
  cargoDetailRequest,
  createVesselEventRequest,
  distanceRequest,
  updateVesselEventRequest,
  vesselEventAnswer,
  voyageAnswer as voyageAnswerSchema,
  voyageSummaryAnswer,
} from "../../../domain/voyages/dto.js";
import { eventSourceOf } from "../../../domain/voyages/eventSource.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import { type PortRef, portRefOf } from "../../../domain/voyages/model.js";
import type { VoyagesEvent } from "../../../domain/voyages/state.js";
import {
  vesselEventView,
  vesselEventViews,
  voyageSummaries,
  voyageView,
} from "../../../projections/voyageLogs/voyageViews.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import { seaPortIndex } from "../ports/seaPorts.js";
import { namingWhoChangedEvent } from "./eventConflict.js";
import { confirmInformationEvents, unconfirmInformationEvents } from "./informationCommands.js";
import { voyageAccess } from "./voyageAccess.js";

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ id: uuidId("vessel id") });
const departureIdPath = pathParams({ departureId: uuidId("departure id") });
const vesselEventIdPath = pathParams({ id: uuidId("vessel event id") });
const cargoDetailPath = pathParams({
  vesselEventId: uuidId("vessel event id"),
  cargoUnitId: pathInteger("cargo unit id"),
});

const doc = apiDocs("Voyages");
const WRITERS = ["User", "SuperUser", "Administrator"];
/** The voyage steps, by their path (the path id is the voyage's departure event). */
const STEP_SUMMARIES: Record<string, string> = {
  ConfirmVoyageInformation: "Confirm a voyage's information (loads its flow-meter consumptions)",
  UnconfirmVoyageInformation: "Unconfirm a voyage's information (clears those consumptions)",
  ConfirmVoyageData: "Confirm a voyage's data",
  UnconfirmVoyageData: "Unconfirm a voyage's data",
};

type Ctx = Context<AppEnv>;

const windowQuery = z.object({
  vesselId: z.string({ error: "vesselId is required" }).min(1, { error: "vesselId is required" }),
  fromDate: isoDate("fromDate").optional(),
  toDate: isoDate("toDate").optional(),
});

/** Every port is the port index's, by LoCode (name and MRV flag are never the client's). */
const resolvedPort = (
  port: { name: string; loCode: string } | null | undefined,
): PortRef | null | undefined => {
  if (!port) return port;
  return portRefOf(resolvePort(seaPortIndex(), port));
};

/**
 * Vessel events, voyages and cargo (spec 2 §7 "Vessel events", "Cargo"). Every rule is decided in
 * domain/voyages on the vessel's voyage log; a refusal answers 409 with the reason, bad input 400.
 */
export function voyageRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const access = voyageAccess(ctx);
  const writers = requireRole("User", "SuperUser", "Administrator");

  const run = (c: Ctx, vesselId: string, decide: (log: VoyageLogState) => VoyagesEvent[]) =>
    execute(ctx, voyageLogAggregate, vesselId, decide, { metadata: metadataOf(c.get("session")) });

  const eventAnswer = async (c: Ctx, vesselId: string, eventId: string, status: 200 | 201 = 200) => {
    const dto = vesselEventView(await access.logOf(vesselId), eventId);
    if (!dto) throw new NotFoundError(VOYAGE_MESSAGES.eventNotFound);
    return c.json(dto, status);
  };
  const answerVoyage = async (c: Ctx, vesselId: string, departureId: string) => {
    const dto = voyageView(await access.logOf(vesselId), departureId, access.facts(vesselId));
    if (!dto) throw new NotFoundError(VOYAGE_MESSAGES.voyageNotFound);
    return c.json(dto);
  };

  app.get(
    "/EmissionReportVesselEvents/Find",
    doc({
      summary: "A vessel's events in a time window",
      query: windowQuery,
      response: z.array(vesselEventAnswer),
    }),
    async (c) => {
      const query = parseValue(c.req.query(), windowQuery);
      const { log } = await access.vessel(c, query.vesselId);
      return c.json(vesselEventViews(log, { from: query.fromDate, to: query.toDate }));
    },
  );

  app.get(
    "/EmissionReportVesselEvents/FindVoyageVesselEvents",
    doc({
      summary: "The events of one voyage",
      queryParams: {
        vesselId: "The vessel id (required)",
        departureId: "The id of the voyage's departure event (required)",
      },
      response: z.array(vesselEventAnswer),
    }),
    async (c) => {
      const { vesselId, departureId } = c.req.query();
      const { log } = await access.vessel(c, vesselId);
      const dto = voyageView(log, departureId ?? "", access.facts(vesselId!));
      if (!dto) throw new NotFoundError(VOYAGE_MESSAGES.voyageNotFound);
      return c.json(dto.events);
    },
  );

  app.get(
    "/Vessel/:id/Voyages",
    doc({ summary: "A vessel's voyages (summaries)", response: z.array(voyageSummaryAnswer) }),
    vesselIdPath,
    async (c) => {
      const { log } = await access.vessel(c, c.req.param("id"));
      return c.json(voyageSummaries(log));
    },
  );

  app.get(
    "/Voyages/:departureId",
    doc({ summary: "One voyage with its events and figures", response: voyageAnswerSchema }),
    departureIdPath,
    async (c) => {
      const id = c.req.param("departureId");
      const { vesselId } = await access.vesselOfEvent(c, id, VOYAGE_MESSAGES.voyageNotFound);
      return answerVoyage(c, vesselId, id);
    },
  );

  app.get(
    "/EmissionReportVesselEvents/:id",
    doc({ summary: "One vessel event", response: vesselEventAnswer }),
    vesselEventIdPath,
    async (c) => {
      const id = c.req.param("id");
      return eventAnswer(c, (await access.vesselOfEvent(c, id)).vesselId, id);
    },
  );

  app.post(
    "/EmissionReportVesselEvents",
    doc({
      summary: "Record a vessel event (departure, arrival, noon report, …)",
      body: createVesselEventRequest,
      status: 201,
      roles: WRITERS,
      response: vesselEventAnswer,
    }),
    writers,
    async (c) => {
      const body = await parseBody(c, createVesselEventRequest);
      const { vesselId } = await access.vessel(c, body.vesselId);
      const vesselEventId = randomUUID();
      await run(c, vesselId, (log) =>
        recordVesselEvent(
          log,
          {
            ...body,
            vesselEventId,
            vesselId,
            source: eventSourceOf(c.get("session").actor.role),
            port: resolvedPort(body.port),
            now: ctx.now().toISOString(),
          },
          access.emissionReportVessel(vesselId),
        ),
      );
      return eventAnswer(c, vesselId, vesselEventId, 201);
    },
  );

  app.put(
    "/EmissionReportVesselEvents/:id",
    doc({
      summary: "Update a vessel event",
      body: updateVesselEventRequest,
      roles: WRITERS,
      response: vesselEventAnswer,
    }),
    writers,
    vesselEventIdPath,
    async (c) => {
      const id = c.req.param("id");
      const body = await parseBody(c, updateVesselEventRequest);
      const { vesselId } = await access.vesselOfEvent(c, id);
      await namingWhoChangedEvent(ctx, vesselId, () =>
        run(c, vesselId, (log) =>
          updateVesselEvent(
            log,
            { ...body, vesselEventId: id, port: resolvedPort(body.port), now: ctx.now().toISOString() },
            access.facts(vesselId),
          ),
        ),
      );
      return eventAnswer(c, vesselId, id);
    },
  );

  app.put(
    "/EmissionReportVesselEvents/:id/Distance",
    doc({
      summary: "Set or clear a vessel event's manual distance",
      body: distanceRequest,
      roles: WRITERS,
      response: vesselEventAnswer,
    }),
    writers,
    vesselEventIdPath,
    async (c) => {
      const id = c.req.param("id");
      const body = await parseBody(c, distanceRequest);
      const { vesselId } = await access.vesselOfEvent(c, id);
      await namingWhoChangedEvent(ctx, vesselId, () =>
        run(c, vesselId, (log) => setManualDistance(log, { ...body, vesselEventId: id })),
      );
      return eventAnswer(c, vesselId, id);
    },
  );

  app.delete(
    "/EmissionReportVesselEvents/:id",
    doc({ summary: "Delete a vessel event", status: 204, roles: WRITERS }),
    writers,
    vesselEventIdPath,
    async (c) => {
      const id = c.req.param("id");
      const { vesselId } = await access.vesselOfEvent(c, id);
      await run(c, vesselId, (log) => deleteVesselEvent(log, { vesselEventId: id }));
      return c.body(null, 204);
    },
  );

  const voyageStep = (
    path: string,
    decide: (log: VoyageLogState, command: { departureId: string; at: string }) => VoyagesEvent[],
  ) =>
    app.post(
      `/EmissionReportVesselEvents/:id/${path}`,
      doc({ summary: STEP_SUMMARIES[path]!, roles: WRITERS, response: voyageAnswerSchema }),
      writers,
      vesselEventIdPath,
      async (c) => {
        const departureId = c.req.param("id");
        const { vesselId } = await access.vesselOfEvent(c, departureId, VOYAGE_MESSAGES.voyageNotFound);
        const at = ctx.now().toISOString();
        await run(c, vesselId, (log) => decide(log, { departureId, at }));
        return answerVoyage(c, vesselId, departureId);
      },
    );
  /**
   * Confirming voyage information loads the flow-meter consumptions of its events and unconfirming
   * clears them (spec 2 §4), in the same append as the confirmation (`informationCommands.ts`, the
   * commands the demo seed confirms through too). The rows are planned on the state the confirmation is
   * decided on; if the log moved meanwhile, `execute` decides and plans again.
   */
  const informationStep = (path: string, command: typeof confirmInformationEvents) =>
    app.post(
      `/EmissionReportVesselEvents/:id/${path}`,
      doc({ summary: STEP_SUMMARIES[path]!, roles: WRITERS, response: voyageAnswerSchema }),
      writers,
      vesselEventIdPath,
      async (c) => {
        const departureId = c.req.param("id");
        const { vesselId } = await access.vesselOfEvent(c, departureId, VOYAGE_MESSAGES.voyageNotFound);
        const at = ctx.now().toISOString();
        await execute(ctx, voyageLogAggregate, vesselId, (log) => command(ctx, log, { departureId, at }), {
          metadata: metadataOf(c.get("session")),
        });
        return answerVoyage(c, vesselId, departureId);
      },
    );
  informationStep("ConfirmVoyageInformation", confirmInformationEvents);
  informationStep("UnconfirmVoyageInformation", unconfirmInformationEvents);
  voyageStep("ConfirmVoyageData", confirmVoyageData);
  voyageStep("UnconfirmVoyageData", unconfirmVoyageData);

  const cargoOf = async (vesselId: string, eventId: string): Promise<CargoDetailDto[]> =>
    (vesselEventView(await access.logOf(vesselId), eventId)?.cargos ?? []).map((cargo) => ({
      vesselEventId: eventId,
      ...cargo,
    }));

  app.get(
    "/VesselEventCargoDetails/Find",
    doc({
      summary: "The cargo carried at a vessel event",
      queryParams: { vesselEventId: "The vessel event id (required)" },
      response: z.array(cargoDetailDtoAnswer),
    }),
    async (c) => {
      const eventId = c.req.query("vesselEventId") ?? "";
      return c.json(await cargoOf((await access.vesselOfEvent(c, eventId)).vesselId, eventId));
    },
  );

  app.post(
    "/VesselEventCargoDetails",
    doc({
      summary: "Set the cargo carried of a cargo unit at a vessel event",
      body: cargoDetailRequest,
      roles: WRITERS,
      response: z.array(cargoDetailDtoAnswer),
    }),
    writers,
    async (c) => {
      const body = await parseBody(c, cargoDetailRequest);
      if (!cargoUnitById(body.cargoUnitId)) throw new ValidationError("Choose a known cargo unit.");
      const { vesselId } = await access.vesselOfEvent(c, body.vesselEventId);
      await run(c, vesselId, (log) => setCargoCarried(log, body));
      return c.json(await cargoOf(vesselId, body.vesselEventId));
    },
  );

  app.delete(
    "/VesselEventCargoDetails/:vesselEventId/:cargoUnitId",
    doc({
      summary: "Clear the cargo carried of a cargo unit at a vessel event",
      status: 204,
      roles: WRITERS,
    }),
    writers,
    cargoDetailPath,
    async (c) => {
      const vesselEventId = c.req.param("vesselEventId");
      const cargoUnitId = Number(c.req.param("cargoUnitId"));
      const { vesselId } = await access.vesselOfEvent(c, vesselEventId);
      await run(c, vesselId, (log) =>
        setCargoCarried(log, { vesselEventId, cargoUnitId, cargoCarried: null }),
      );
      return c.body(null, 204);
    },
  );

  return app;
}
