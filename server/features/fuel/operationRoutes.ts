import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import {
  createFlowMeterOperationRequest,
  createFuelTankOperationRequest,
  createFuelTankSoundingRequest,
} from "../../../domain/fuel/dto.js";
import { tableGet, tableValues } from "../../../domain/fuel/idTable.js";
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
import { uuidId } from "../../../domain/shared/ids.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { flowMeterOperationDto, fuelTankOperationDto } from "./dtos.js";
import { dateQuery, fuelScope, fuelWriters } from "./scope.js";

/** Path parameters by their types (checked before the handler). */
const operationIdPath = pathParams({ id: uuidId("operation id") });
const soundingIdPath = pathParams({ id: uuidId("sounding id") });

const doc = apiDocs("Fuel");
const WRITERS = ["User", "SuperUser", "Administrator"];
const WINDOW = {
  fromDate: "From this ISO 8601 date (optional).",
  toDate: "Up to this ISO 8601 date (optional).",
};

/** Flow-meter operations, fuel-tank operations and soundings, found by meter or tank and date range. */
export function operationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/FlowMeterOperations/Find",
    doc({
      summary: "A flow meter's operations in a date range",
      queryParams: { flowMeterId: "The flow meter id.", ...WINDOW },
    }),
    (c) => {
      const scope = fuelScope(ctx, c);
      const flowMeterId = c.req.query("flowMeterId") ?? "";
      const vessel = scope.flowMeterVessel(flowMeterId);
      const all = tableValues(scope.logOf(vessel.id).fuel.flowMeterOperations).filter(
        (o) => o.flowMeterId === flowMeterId,
      );
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      return c.json(
        withinDates(all, dateQuery(c, "fromDate"), dateQuery(c, "toDate")).map((o) =>
          flowMeterOperationDto(o, nameOf),
        ),
      );
    },
  );

  app.post(
    "/FlowMeterOperations",
    doc({
      summary: "Record a flow-meter operation",
      body: createFlowMeterOperationRequest,
      status: 201,
      roles: WRITERS,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFlowMeterOperationRequest);
      const vessel = scope.flowMeterVessel(request.flowMeterId);
      const operationId = randomUUID();
      const fuelTypeIds = scope.fuelTypeIds(vessel.companyId);
      await scope.run(vessel.id, (s) => addFlowMeterOperation(s, { ...request, operationId, fuelTypeIds }));
      const operation = tableGet(scope.logOf(vessel.id).fuel.flowMeterOperations, operationId)!;
      return c.json(flowMeterOperationDto(operation, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    "/FlowMeterOperations/:id",
    doc({ summary: "Delete a flow-meter operation", status: 204, roles: WRITERS }),
    fuelWriters,
    operationIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const operationId = c.req.param("id");
      const vessel = scope.holding(
        (f) => tableGet(f.flowMeterOperations, operationId) !== undefined,
        M.operationNotFound,
      );
      await scope.run(vessel.id, (s) => removeFlowMeterOperation(s, { operationId }));
      return c.body(null, 204);
    },
  );

  app.get(
    "/FuelTankOperations/Find",
    doc({
      summary: "A fuel tank's operations in a date range",
      queryParams: { fuelTankId: "The fuel tank id.", ...WINDOW },
    }),
    (c) => {
      const scope = fuelScope(ctx, c);
      const fuelTankId = c.req.query("fuelTankId") ?? "";
      const vessel = scope.fuelTankVessel(fuelTankId);
      const all = tableValues(scope.logOf(vessel.id).fuel.fuelTankOperations).filter(
        (o) => o.fuelTankId === fuelTankId,
      );
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      return c.json(
        withinDates(all, dateQuery(c, "fromDate"), dateQuery(c, "toDate")).map((o) =>
          fuelTankOperationDto(o, nameOf),
        ),
      );
    },
  );

  app.post(
    "/FuelTankOperations",
    doc({
      summary: "Record a fuel tank operation (bunkering, debunkering, …)",
      body: createFuelTankOperationRequest,
      status: 201,
      roles: WRITERS,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFuelTankOperationRequest);
      const vessel = scope.fuelTankVessel(request.fuelTankId);
      const operationId = randomUUID();
      const fuelTypeIds = scope.fuelTypeIds(vessel.companyId);
      await scope.run(vessel.id, (s) => addFuelTankOperation(s, { ...request, operationId, fuelTypeIds }));
      const operation = tableGet(scope.logOf(vessel.id).fuel.fuelTankOperations, operationId)!;
      return c.json(fuelTankOperationDto(operation, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    "/FuelTankOperations/:id",
    doc({ summary: "Delete a fuel tank operation", status: 204, roles: WRITERS }),
    fuelWriters,
    operationIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const operationId = c.req.param("id");
      const vessel = scope.holding(
        (f) => tableGet(f.fuelTankOperations, operationId) !== undefined,
        M.operationNotFound,
      );
      await scope.run(vessel.id, (s) => removeFuelTankOperation(s, { operationId }));
      return c.body(null, 204);
    },
  );

  app.get(
    "/FuelTankSoundings/Find",
    doc({
      summary: "A fuel tank's soundings in a date range",
      queryParams: { fuelTankId: "The fuel tank id.", ...WINDOW },
    }),
    (c) => {
      const scope = fuelScope(ctx, c);
      const fuelTankId = c.req.query("fuelTankId") ?? "";
      const vessel = scope.fuelTankVessel(fuelTankId);
      const all = tableValues(scope.logOf(vessel.id).fuel.fuelTankSoundings).filter(
        (s) => s.fuelTankId === fuelTankId,
      );
      return c.json(withinDates(all, dateQuery(c, "fromDate"), dateQuery(c, "toDate")));
    },
  );

  app.post(
    "/FuelTankSoundings",
    doc({
      summary: "Record a fuel tank sounding",
      body: createFuelTankSoundingRequest,
      status: 201,
      roles: WRITERS,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFuelTankSoundingRequest);
      const vessel = scope.fuelTankVessel(request.fuelTankId);
      const soundingId = randomUUID();
      await scope.run(vessel.id, (s) =>
        addFuelTankSounding(s, { ...request, soundingId, vesselId: vessel.id }),
      );
      return c.json(tableGet(scope.logOf(vessel.id).fuel.fuelTankSoundings, soundingId)!, 201);
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
      const vessel = scope.holding(
        (f) => tableGet(f.fuelTankSoundings, soundingId) !== undefined,
        M.soundingNotFound,
      );
      await scope.run(vessel.id, (s) => removeFuelTankSounding(s, { soundingId }));
      return c.body(null, 204);
    },
  );

  return app;
}
