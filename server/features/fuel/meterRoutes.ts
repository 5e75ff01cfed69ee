import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import {
  createFlowMeterRequest,
  createFuelTankRequest,
  flowMeterAnswer,
  fuelTankAnswer,
} from "../../../domain/fuel/dto.js";
import {
  addFlowMeter,
  addFuelTank,
  deactivateFlowMeter,
  deactivateFuelTank,
} from "../../../domain/fuel/meters.js";
import { activeFlowMeters, activeFuelTanks } from "../../../domain/fuel/queries.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { flowMeterDto, fuelTankDto } from "./dtos.js";
import { fuelScope, fuelWriters } from "./scope.js";

/** Path parameters by their types (checked before the handler). */
const flowMeterIdPath = pathParams({ id: uuidId("flow meter id") });
const fuelTankIdPath = pathParams({ id: uuidId("fuel tank id") });

/** Flow meters and fuel tanks of a vessel (spec 2 §7): list the active ones, add, delete (deactivate). */
const doc = apiDocs("Fuel");
const WRITERS = ["User", "SuperUser", "Administrator"];

export function meterRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/FlowMeters/Find",
    doc({
      summary: "A vessel's flow meters",
      queryParams: { vesselId: "The vessel id (required)" },
      response: z.array(flowMeterAnswer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const vessel = scope.vessel(c.req.query("vesselId"));
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      return c.json(
        activeFlowMeters((await scope.logOf(vessel.id)).fuel).map((m) => flowMeterDto(m, nameOf)),
      );
    },
  );

  app.post(
    "/FlowMeters",
    doc({
      summary: "Add a flow meter",
      body: createFlowMeterRequest,
      status: 201,
      roles: WRITERS,
      response: flowMeterAnswer,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFlowMeterRequest);
      const vessel = scope.vessel(request.vesselId);
      const variable = await scope.logVariableOf(vessel, request.fuelMassFlowRateLogVariableId);
      const flowMeterId = randomUUID();
      const fuelTypeIds = scope.fuelTypeIds(vessel.companyId);
      await scope.run(vessel.id, (s) =>
        addFlowMeter(s, {
          ...request,
          vesselId: vessel.id,
          flowMeterId,
          fuelTypeIds,
          fuelMassFlowRateLogVariableId: variable?.id ?? null,
        }),
      );
      const meter = entryOf((await scope.logOf(vessel.id)).fuel.flowMeters, flowMeterId)!;
      return c.json(flowMeterDto(meter, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    "/FlowMeters/:id",
    doc({ summary: "Remove a flow meter", status: 204, roles: WRITERS }),
    fuelWriters,
    flowMeterIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const flowMeterId = c.req.param("id");
      const vessel = await scope.flowMeterVessel(flowMeterId);
      await scope.run(vessel.id, (s) => deactivateFlowMeter(s, { flowMeterId }));
      return c.body(null, 204);
    },
  );

  app.get(
    "/FuelTanks/Find",
    doc({
      summary: "A vessel's fuel tanks",
      queryParams: { vesselId: "The vessel id (required)" },
      response: z.array(fuelTankAnswer),
    }),
    async (c) => {
      const scope = fuelScope(ctx, c);
      const vessel = scope.vessel(c.req.query("vesselId"));
      const nameOf = scope.fuelTypeNames(vessel.companyId);
      return c.json(activeFuelTanks((await scope.logOf(vessel.id)).fuel).map((t) => fuelTankDto(t, nameOf)));
    },
  );

  app.post(
    "/FuelTanks",
    doc({
      summary: "Add a fuel tank",
      body: createFuelTankRequest,
      status: 201,
      roles: WRITERS,
      response: fuelTankAnswer,
    }),
    fuelWriters,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const request = await parseBody(c, createFuelTankRequest);
      const vessel = scope.vessel(request.vesselId);
      const fuelTankId = randomUUID();
      const fuelTypeIds = scope.fuelTypeIds(vessel.companyId);
      await scope.run(vessel.id, (s) =>
        addFuelTank(s, { ...request, vesselId: vessel.id, fuelTankId, fuelTypeIds }),
      );
      const tank = entryOf((await scope.logOf(vessel.id)).fuel.fuelTanks, fuelTankId)!;
      return c.json(fuelTankDto(tank, scope.fuelTypeNames(vessel.companyId)), 201);
    },
  );

  app.delete(
    "/FuelTanks/:id",
    doc({ summary: "Remove a fuel tank", status: 204, roles: WRITERS }),
    fuelWriters,
    fuelTankIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const fuelTankId = c.req.param("id");
      const vessel = await scope.fuelTankVessel(fuelTankId);
      await scope.run(vessel.id, (s) => deactivateFuelTank(s, { fuelTankId }));
      return c.body(null, 204);
    },
  );

  return app;
}
