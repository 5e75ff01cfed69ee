import { Hono } from "hono";
import { healthAnswer, mapSettingsAnswer, versionAnswer } from "../../../domain/platform/answers.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { mapSettingsOf } from "./mapSettings.js";

const doc = apiDocs("Platform");

export function platformRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get("/Version", doc({ summary: "The server version", public: true, response: versionAnswer }), (c) =>
    c.json({ version: ctx.version }),
  );
  app.get(
    "/MapSettings",
    doc({ summary: "The map tile source and attribution", public: true, response: mapSettingsAnswer }),
    (c) => c.json(mapSettingsOf(ctx.config)),
  );
  app.get(
    "/Health",
    doc({ summary: "Store and read model positions (liveness)", public: true, response: healthAnswer }),
    async (c) => {
      const head = await ctx.store.headPosition();
      return c.json({ status: "ok", headPosition: head, readModelPosition: ctx.readModels.currentPosition });
    },
  );
  return app;
}
