import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { mapSettingsOf } from "./mapSettings.js";

export function platformRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get("/Version", (c) => c.json({ version: ctx.version }));
  app.get("/MapSettings", (c) => c.json(mapSettingsOf(ctx.config)));
  app.get("/Health", async (c) => {
    const head = await ctx.store.headPosition();
    return c.json({ status: "ok", headPosition: head, readModelPosition: ctx.readModels.currentPosition });
  });
  return app;
}
