import { Hono } from "hono";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { FEATURES } from "../../../domain/vessels/features.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { vesselDto } from "./vesselDto.js";
import { visibleVessels } from "./visibleVessels.js";

export function vesselRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const list = (c: { get(key: "session"): AppEnv["Variables"]["session"] }) =>
    visibleVessels(ctx, c.get("session").actor).map((v) => vesselDto(ctx, v));

  app.get("/Vessels", (c) => c.json(list(c)));
  app.get("/Kognifai/Vessels", (c) => c.json(list(c)));
  app.get("/Vessels/:id", (c) => {
    const vessel = visibleVessels(ctx, c.get("session").actor).find((v) => v.id === c.req.param("id"));
    if (!vessel) throw new NotFoundError("Vessel not found.");
    return c.json(vesselDto(ctx, vessel));
  });
  app.get("/Features", (c) => c.json(FEATURES));

  return app;
}
