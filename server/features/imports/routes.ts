import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";

// Scaffold: this area's helper fills in the routes.
export function importRoutes(_ctx: AppContext) {
  return new Hono<AppEnv>();
}
