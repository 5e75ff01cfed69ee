import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { logDataRoutes as logDataCalls } from "./logDataRoutes.js";
import { logVariableRoutes } from "./logVariableRoutes.js";
import { positionRoutes } from "./positionRoutes.js";

/** Log data, log variables and vessel positions (spec 3 §7), read from ctx.timeSeries. */
export function logDataRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.route("/", logDataCalls(ctx));
  app.route("/", logVariableRoutes(ctx));
  app.route("/", positionRoutes(ctx));
  return app;
}
