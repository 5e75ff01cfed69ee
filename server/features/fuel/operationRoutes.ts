import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import {
  createFlowMeterOperationRequest,
  createFuelTankOperationRequest,
  createFuelTankSoundingRequest,
  flowMeterOperationAnswer,
  fuelTankOperationAnswer,
  fuelTankSoundingAnswer,
} from "../../../domain/fuel/dto.js";
import { type IdTable, tableGet, tableValues } from "../../../domain/fuel/idTable.js";
import { FUEL_MESSAGES as M } from "../../../domain/fuel/messages.js";
import {
  addFlowMeterOperation,
  addFuelTankOperation,
  addFuelTankSounding,
  removeFlowMeterOperation,
  removeFuelTankOperation,
  removeFuelTankSounding,
} from "../../../domain/fuel/operations.js";
import { withinDates } from "../../../domain/fuel/queries.js";
import type { FuelEvent } from "../../../domain/fuel/state.js";
import { recordsOfVoyage } from "../../../domain/fuel/voyageContext.js";
import { soundingsOfVoyage } from "../../../domain/fuel/voyageSoundings.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import type { VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { flowMeterOperationDto, fuelTankOperationDto } from "./dtos.js";
import { type Ctx, dateQuery, fuelScope, fuelWriters } from "./scope.js";

/** Path parameters by their types (checked before the handler). */
const operationIdPath = pathParams({ id: uuidId("operation id") });
const soundingIdPath = pathParams({ id: uuidId("sounding id") });

const doc = apiDocs("Fuel");
const WRITERS = ["User", "SuperUser", "Administrator"];
const WINDOW = {
  fromDate: "From this ISO 8601 date (optional).",
  toDate: "Up to this ISO 8601 date (optional).",
  departureId:
    "Only the records inside the voyage this departure starts, as its tabs list them (optional; 404 for an id that is no departure of the vessel).",
};

type FuelScope = ReturnType<typeof fuelScope>;

/** A Find answer: the records in the date window and, with `departureId`, inside that voyage only. */
function listed<T extends { timestamp: string }>(
  c: Ctx,
  log: VoyageLogState,
  records: readonly T[],
  ofVoyage: (log: VoyageLogState, departureId: string, records: readonly T[]) => T[] | null = recordsOfVoyage,
): T[] {
  const departureId = c.req.query("departureId");
  const inVoyage = departureId ? ofVoyage(log, departureId, records) : records;
  if (inVoyage === null) throw new NotFoundError(VOYAGE_MESSAGES.voyageNotFound);
  return withinDates(inVoyage, dateQuery(c, "fromDate"), dateQuery(c, "toDate"));
}
type FuelState = VoyageLogState["fuel"];

/** One kind of fuel operation (flow-meter or fuel-tank): its paths, descriptions and domain calls. */
interface OperationKind<
  Holder extends "flowMeterId" | "fuelTankId",
  Operation extends { id: string; timestamp: string; fuelTypeId: string } & Record<Holder, string>,
  Request extends z.ZodType<Record<Holder, string>>,
> {
  /** The collection path: GET {path}/Find, POST {path}, DELETE {path}/:id. */
  path: string;
  /** The query parameter and request field naming the meter or tank the operation belongs to. */
  holder: Holder;
  holderDoc: string;
  summaries: { find: string; record: string; remove: string };
  request: Request;
  /** The visible vessel holding the meter or tank (404 otherwise). */
  vesselOf: (scope: FuelScope, holderId: string) => Promise<VesselView>;
  table: (fuel: FuelState) => IdTable<Operation>;
  add: (
    state: VoyageLogState,
    command: z.output<Request> & { operationId: string; fuelTypeIds: ReadonlySet<string> },
  ) => FuelEvent[];
  remove: (state: VoyageLogState, command: { operationId: string }) => FuelEvent[];
  dto: (operation: Operation, nameOf: (fuelTypeId: string) => string) => unknown;
  /** The schema of `dto`'s answer. */
  answer: z.ZodType;
}

/** Find, record and delete of one kind of fuel operation, each found by meter or tank and date range. */
function operationRoutesOf<
  Holder extends "flowMeterId" | "fuelTankId",
  Operation extends { id: string; timestamp: string; fuelTypeId: string } & Record<Holder, string>,
  Request extends z.ZodType<Record<Holder, string>>,
>(app: Hono<AppEnv>, ctx: AppContext, kind: OperationKind<Holder, Operation, Request>) {
  app.get(
    `${kind.path}/Find`,
    doc({
      summary: kind.summaries.find,
      queryParams: { [kind.holder]: kind.holderDoc, ...WINDOW },
      response: z.array(kind.answer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const holderId = c.req.query(kind.holder) ?? "";
      const vessel = await kind.vesselOf(scope, holderId);
      const log = await scope.logOf(vessel.id);
      const all = tableValues(kind.table(log.fuel)).filter((o) => o[kind.holder] === holderId);
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      return c.json(listed(c, log, all).map((o) => kind.dto(o, nameOf)));
    },
  );

  app.post(
    kind.path,
    doc({
      summary: kind.summaries.record,
      body: kind.request,
      status: 201,
      roles: WRITERS,
      response: kind.answer,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, kind.request);
      const vessel = await kind.vesselOf(scope, request[kind.holder]);
      const operationId = randomUUID();
      const fuelTypeIds = scope.fuelTypeIds(vessel.companyId);
      await scope.run(vessel.id, (s) => kind.add(s, { ...request, operationId, fuelTypeIds }));
      const operation = tableGet(kind.table((await scope.logOf(vessel.id)).fuel), operationId)!;
      return c.json(kind.dto(operation, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    `${kind.path}/:id`,
    doc({ summary: kind.summaries.remove, status: 204, roles: WRITERS }),
    fuelWriters,
    operationIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const operationId = c.req.param("id");
      const vessel = await scope.holding(
        operationId,
        (f) => tableGet(kind.table(f), operationId) !== undefined,
        M.operationNotFound,
      );
      await scope.run(vessel.id, (s) => kind.remove(s, { operationId }));
      return c.body(null, 204);
    },
  );
}

/** Flow-meter operations, fuel-tank operations and soundings, found by meter or tank and date range. */
export function operationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  operationRoutesOf(app, ctx, {
    path: "/FlowMeterOperations",
    holder: "flowMeterId",
    holderDoc: "The flow meter id (required)",
    summaries: {
      find: "A flow meter's operations in a date range",
      record: "Record a flow-meter operation",
      remove: "Delete a flow-meter operation",
    },
    request: createFlowMeterOperationRequest,
    vesselOf: (scope, flowMeterId) => scope.flowMeterVessel(flowMeterId),
    table: (fuel) => fuel.flowMeterOperations,
    add: addFlowMeterOperation,
    remove: removeFlowMeterOperation,
    dto: flowMeterOperationDto,
    answer: flowMeterOperationAnswer,
  });

  operationRoutesOf(app, ctx, {
    path: "/FuelTankOperations",
    holder: "fuelTankId",
    holderDoc: "The fuel tank id (required)",
    summaries: {
      find: "A fuel tank's operations in a date range",
      record: "Record a fuel tank operation (bunkering, debunkering, …)",
      remove: "Delete a fuel tank operation",
    },
    request: createFuelTankOperationRequest,
    vesselOf: (scope, fuelTankId) => scope.fuelTankVessel(fuelTankId),
    table: (fuel) => fuel.fuelTankOperations,
    add: addFuelTankOperation,
    remove: removeFuelTankOperation,
    dto: fuelTankOperationDto,
    answer: fuelTankOperationAnswer,
  });

  app.get(
    "/FuelTankSoundings/Find",
    doc({
      summary: "A fuel tank's soundings in a date range",
      queryParams: { fuelTankId: "The fuel tank id (required)", ...WINDOW },
      response: z.array(fuelTankSoundingAnswer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const fuelTankId = c.req.query("fuelTankId") ?? "";
      const vessel = await scope.fuelTankVessel(fuelTankId);
      const log = await scope.logOf(vessel.id);
      const all = tableValues(log.fuel.fuelTankSoundings).filter((s) => s.fuelTankId === fuelTankId);
      return c.json(listed(c, log, all, soundingsOfVoyage));
    },
  );

  app.post(
    "/FuelTankSoundings",
    doc({
      summary: "Record a fuel tank sounding",
      body: createFuelTankSoundingRequest,
      status: 201,
      roles: WRITERS,
      response: fuelTankSoundingAnswer,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFuelTankSoundingRequest);
      const vessel = await scope.fuelTankVessel(request.fuelTankId);
      const soundingId = randomUUID();
      await scope.run(vessel.id, (s) =>
        addFuelTankSounding(s, { ...request, soundingId, vesselId: vessel.id }),
      );
      return c.json(tableGet((await scope.logOf(vessel.id)).fuel.fuelTankSoundings, soundingId)!, 201);
    },
  );

  app.delete(
    "/FuelTankSoundings/:id",
    doc({ summary: "Delete a fuel tank sounding", status: 204, roles: WRITERS }),
    fuelWriters,
    soundingIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const soundingId = c.req.param("id");
      const vessel = await scope.holding(
        soundingId,
        (f) => tableGet(f.fuelTankSoundings, soundingId) !== undefined,
        M.soundingNotFound,
      );
      await scope.run(vessel.id, (s) => removeFuelTankSounding(s, { soundingId }));
      return c.body(null, 204);
    },
  );

  return app;
}
