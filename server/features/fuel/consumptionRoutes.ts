import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import {
  addFlowMeterConsumption,
  addFuelTankConsumption,
  removeFlowMeterConsumption,
  removeFuelTankConsumption,
  updateFlowMeterConsumption,
} from "../../../domain/fuel/consumptions.js";
import {
  createFlowMeterConsumptionRequest,
  createFuelTankConsumptionRequest,
  flowMeterFuelConsumptionAnswer,
  fuelTankFuelConsumptionAnswer,
  updateFlowMeterConsumptionRequest,
} from "../../../domain/fuel/dto.js";
import { tableGet, tableValues } from "../../../domain/fuel/idTable.js";
import { FUEL_MESSAGES as M } from "../../../domain/fuel/messages.js";
import { consumptionsOfEvent } from "../../../domain/fuel/queries.js";
import { timelineOfLog } from "../../../domain/fuel/voyageContext.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { voyageSlice } from "../../../domain/voyages/timeline.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { consumptionDtos, fuelTankConsumptionDto } from "./dtos.js";
import { fuelScope, fuelWriters } from "./scope.js";

/** Path parameters by their types (checked before the handler). */
const consumptionIdPath = pathParams({ id: uuidId("consumption id") });

/** Flow-meter and fuel-tank consumption per vessel event (spec 2 §7). */
const doc = apiDocs("Fuel");
const WRITERS = ["User", "SuperUser", "Administrator"];

export function consumptionRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const eventConsumptions = async (
    scope: ReturnType<typeof fuelScope>,
    vesselId: string,
    companyId: string | null,
    vesselEventId: string,
  ) => {
    const fuel = (await scope.logOf(vesselId)).fuel;
    return consumptionDtos(fuel, consumptionsOfEvent(fuel, vesselEventId), scope.fuelTypeNames(companyId));
  };

  app.get(
    "/FlowMeterFuelConsumptions/Find",
    doc({
      summary: "The flow-meter consumptions of a vessel event",
      queryParams: { vesselEventId: "The vessel event id (required)" },
      response: z.array(flowMeterFuelConsumptionAnswer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const vesselEventId = c.req.query("vesselEventId") ?? "";
      const vessel = await scope.eventVessel(vesselEventId);
      return c.json(await eventConsumptions(scope, vessel.id, vessel.companyId, vesselEventId));
    },
  );

  app.post(
    "/FlowMeterFuelConsumptions",
    doc({
      summary: "Record a flow-meter consumption at a vessel event",
      body: createFlowMeterConsumptionRequest,
      status: 201,
      roles: WRITERS,
      response: z.array(flowMeterFuelConsumptionAnswer),
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFlowMeterConsumptionRequest);
      const vessel = await scope.eventVessel(request.vesselEventId);
      await scope.run(vessel.id, (s) =>
        addFlowMeterConsumption(s, { ...request, consumptionId: randomUUID() }),
      );
      return c.json(await eventConsumptions(scope, vessel.id, vessel.companyId, request.vesselEventId), 201);
    },
  );

  const consumptionVessel = async (scope: ReturnType<typeof fuelScope>, id: string) =>
    await scope.holding(
      id,
      (f) => tableGet(f.flowMeterConsumptions, id) !== undefined,
      M.consumptionNotFound,
    );

  app.put(
    "/FlowMeterFuelConsumptions/:id",
    doc({
      summary: "Update a flow-meter consumption",
      body: updateFlowMeterConsumptionRequest,
      roles: WRITERS,
      response: flowMeterFuelConsumptionAnswer,
    }),
    fuelWriters,
    consumptionIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const consumptionId = c.req.param("id");
      const vessel = await consumptionVessel(scope, consumptionId);
      const request = await parseBody(c, updateFlowMeterConsumptionRequest);
      await scope.run(vessel.id, (s) =>
        updateFlowMeterConsumption(s, {
          consumptionId,
          fuelConsumptionInTon: request.fuelConsumptionInTon,
          ...(request.startAt !== undefined ? { startAt: request.startAt } : {}),
          ...(request.endAt !== undefined ? { endAt: request.endAt } : {}),
        }),
      );
      const row = tableGet((await scope.logOf(vessel.id)).fuel.flowMeterConsumptions, consumptionId)!;
      const answer = (await eventConsumptions(scope, vessel.id, vessel.companyId, row.vesselEventId)).find(
        (r) => r.id === consumptionId,
      );
      return c.json(answer);
    },
  );

  app.delete(
    "/FlowMeterFuelConsumptions/:id",
    doc({ summary: "Delete a flow-meter consumption", status: 204, roles: WRITERS }),
    fuelWriters,
    consumptionIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const consumptionId = c.req.param("id");
      const vessel = await consumptionVessel(scope, consumptionId);
      await scope.run(vessel.id, (s) => removeFlowMeterConsumption(s, { consumptionId }));
      return c.body(null, 204);
    },
  );

  app.get(
    "/FuelTankFuelConsumptions/Find",
    doc({
      summary: "A fuel tank's consumptions, optionally of one vessel event or voyage",
      queryParams: {
        fuelTankId: "The fuel tank id (required)",
        vesselEventId: "A vessel event id.",
        departureId: "A voyage's departure event id.",
      },
      response: z.array(fuelTankFuelConsumptionAnswer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const fuelTankId = c.req.query("fuelTankId") ?? "";
      const vessel = await scope.fuelTankVessel(fuelTankId);
      const log = await scope.logOf(vessel.id);
      const vesselEventId = c.req.query("vesselEventId");
      const departureId = c.req.query("departureId");
      const slice = departureId ? voyageSlice(timelineOfLog(log), departureId) : null;
      const voyageEventIds = slice
        ? new Set([...slice.members, ...(slice.end ? [slice.end] : [])].map((e) => e.id))
        : null;
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      const rows = tableValues(log.fuel.fuelTankConsumptions)
        .filter(
          (r) =>
            r.fuelTankId === fuelTankId &&
            (!vesselEventId || r.vesselEventId === vesselEventId) &&
            (!departureId || voyageEventIds?.has(r.vesselEventId) === true),
        )
        .sort((a, b) => (a.startAt < b.startAt ? -1 : a.startAt > b.startAt ? 1 : 0));
      return c.json(rows.map((r) => fuelTankConsumptionDto(r, nameOf)));
    },
  );

  app.post(
    "/FuelTankFuelConsumptions",
    doc({
      summary: "Record a fuel tank consumption",
      body: createFuelTankConsumptionRequest,
      status: 201,
      roles: WRITERS,
      response: fuelTankFuelConsumptionAnswer,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFuelTankConsumptionRequest);
      const vessel = await scope.fuelTankVessel(request.fuelTankId);
      const consumptionId = randomUUID();
      const fuelTypeIds = scope.fuelTypeIds(vessel.companyId);
      await scope.run(vessel.id, (s) =>
        addFuelTankConsumption(s, { ...request, consumptionId, fuelTypeIds }),
      );
      const row = tableGet((await scope.logOf(vessel.id)).fuel.fuelTankConsumptions, consumptionId)!;
      return c.json(fuelTankConsumptionDto(row, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    "/FuelTankFuelConsumptions/:id",
    doc({ summary: "Delete a fuel tank consumption", status: 204, roles: WRITERS }),
    fuelWriters,
    consumptionIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const consumptionId = c.req.param("id");
      const vessel = await scope.holding(
        consumptionId,
        (f) => tableGet(f.fuelTankConsumptions, consumptionId) !== undefined,
        M.consumptionNotFound,
      );
      await scope.run(vessel.id, (s) => removeFuelTankConsumption(s, { consumptionId }));
      return c.body(null, 204);
    },
  );

  return app;
}
