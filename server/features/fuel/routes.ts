import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { consumptionRoutes } from "./consumptionRoutes.js";
import { emissionSettingsRoutes } from "./emissionSettingsRoutes.js";
import { fuelTypeRoutes } from "./fuelTypeRoutes.js";
import { meterRoutes } from "./meterRoutes.js";
import { operationRoutes } from "./operationRoutes.js";
import { stockBalanceRoutes } from "./stockBalanceRoutes.js";
import { transferRoutes } from "./transferRoutes.js";

/** The fuel area of spec 2 §7: meters, tanks, their figures, fuel types and emission settings. */
export function fuelRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.route("/", meterRoutes(ctx));
  app.route("/", consumptionRoutes(ctx));
  app.route("/", operationRoutes(ctx));
  app.route("/", transferRoutes(ctx));
  app.route("/", stockBalanceRoutes(ctx));
  app.route("/", fuelTypeRoutes(ctx));
  app.route("/", emissionSettingsRoutes(ctx));
  return app;
}
