import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { fuelConsumptionSourceAnswer, fuelTypeAnswer } from "../../../domain/fuel/answers.js";
import { createFuelTypeRequest } from "../../../domain/fuel/dto.js";
import { addFuelType, fuelTypesAggregate, removeFuelType } from "../../../domain/fuel/fuelTypes.js";
import { FUEL_CONSUMPTION_SOURCES } from "../../../domain/fuel/referenceData.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { fuelTypeIdField } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { activeFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import type { Ctx } from "./scope.js";

/** A company's fuel types feed every vessel's reports: Administrators and SuperUsers manage them. */
const fuelTypeManagers = requireRole("SuperUser", "Administrator");

/** Path parameters by their types (checked before the handler). */
const fuelTypeIdPath = pathParams({ id: fuelTypeIdField() });

const doc = apiDocs("Fuel");

/** Fuel types of the company the caller acts for (defaults plus its own), and the consumer list. */
export function fuelTypeRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const companyOf = (c: Ctx): string => {
    const companyId = c.get("session").actor.companyId;
    if (!companyId) throw new NotFoundError("Choose a company first.");
    return companyId;
  };

  app.get(
    "/FuelConsumptionSources",
    doc({ summary: "The fuel consumers (reference list)", response: z.array(fuelConsumptionSourceAnswer) }),
    (c) => c.json(FUEL_CONSUMPTION_SOURCES),
  );

  app.get(
    "/FuelTypes",
    doc({
      summary: "The fuel types of the company the caller acts for (defaults and its own)",
      response: z.array(fuelTypeAnswer),
    }),
    (c) => c.json(activeFuelTypesOf(ctx.readModels.state("fuelTypes"), c.get("session").actor.companyId)),
  );

  app.post(
    "/FuelTypes",
    doc({
      summary: "Add a company fuel type",
      body: createFuelTypeRequest,
      response: fuelTypeAnswer,
      status: 201,
      roles: ["SuperUser", "Administrator"],
    }),
    fuelTypeManagers,
    async (c) => {
      const companyId = companyOf(c);
      const request = await parseBody(c, createFuelTypeRequest);
      const fuelTypeId = randomUUID();
      await execute(
        ctx,
        fuelTypesAggregate,
        companyId,
        (s) => addFuelType(s, { ...request, fuelTypeId, companyId }),
        {
          metadata: metadataOf(c.get("session")),
        },
      );
      const created = entryOf(
        entryOf(ctx.readModels.state("fuelTypes").byCompanyId, companyId) ?? {},
        fuelTypeId,
      );
      return c.json(created, 201);
    },
  );

  app.delete(
    "/FuelTypes/:id",
    doc({ summary: "Remove a company fuel type", status: 204, roles: ["SuperUser", "Administrator"] }),
    fuelTypeManagers,
    fuelTypeIdPath,
    async (c) => {
      const companyId = companyOf(c);
      const fuelTypeId = c.req.param("id");
      await execute(ctx, fuelTypesAggregate, companyId, (s) => removeFuelType(s, { fuelTypeId, companyId }), {
        metadata: metadataOf(c.get("session")),
      });
      return c.body(null, 204);
    },
  );

  return app;
}
