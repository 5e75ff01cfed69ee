import { Hono } from "hono";
import { voyageStockBalanceAnswer } from "../../../domain/fuel/answers.js";
import { namedStockBalance, voyageStockBalance } from "../../../domain/fuel/stockBalance.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { pathParams } from "../../http/validate.js";
import { fuelScope } from "./scope.js";

const departureIdPath = pathParams({ departureId: uuidId("departure id") });
const doc = apiDocs("Fuel");

/**
 * A voyage's fuel stock balance (MRV method B / the bunker delivery note logic of method A): per fuel
 * type and tank, the sounded opening stock, the records in between and the sounded closing stock, for
 * the vessels the caller sees (404 outside, as elsewhere).
 */
export function stockBalanceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/Voyages/:departureId/FuelStockBalance",
    doc({
      summary:
        "A voyage's fuel stock balance: opening sounding + bunkered − de-bunkered + ship-to-ship received − delivered − consumption entered, against the closing sounding",
      response: voyageStockBalanceAnswer,
    }),
    departureIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const departureId = c.req.param("departureId");
      const vessel = await scope.eventVessel(departureId);
      const log = await scope.logOf(vessel.id);
      const balance = voyageStockBalance(log, departureId);
      if (!balance) throw new NotFoundError("Voyage not found.");
      const tankName = (id: string) => entryOf(log.fuel.fuelTanks, id)?.name ?? id;
      return c.json(namedStockBalance(balance, scope.fuelTypeNames(vessel.companyId), tankName));
    },
  );

  return app;
}
