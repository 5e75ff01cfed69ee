import { Hono } from "hono";
import { emissionSettingsStatusAnswer } from "../../../domain/fuel/dto.js";
import { emissionSettingsRequest, emissionSettingsStatus } from "../../../domain/fuel/emissionSettings.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { vesselAnswer } from "../../../domain/vessels/answers.js";
import { updateEmissionSettings } from "../../../domain/vessels/vessel.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { vesselCommand } from "../vessels/commands.js";
import { vesselDto } from "../vessels/vesselDto.js";
import { fuelScope, fuelWriters } from "./scope.js";

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ id: uuidId("vessel id") });

const doc = apiDocs("Fuel");
const WRITERS = ["User", "SuperUser", "Administrator"];

/** The vessel's emission settings (General tab) and whether they are complete enough for reporting. */
export function emissionSettingsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.put(
    "/Vessels/:id/EmissionSettings",
    doc({
      summary: "Set a vessel's emission settings",
      body: emissionSettingsRequest,
      roles: WRITERS,
      response: vesselAnswer,
    }),
    fuelWriters,
    vesselIdPath,
    async (c) => {
      const vessel = fuelScope(ctx, c).vessel(c.req.param("id"));
      const settings = await parseBody(c, emissionSettingsRequest);
      await vesselCommand(ctx, metadataOf(c.get("session")), vessel.id, (s) =>
        updateEmissionSettings(s, { vesselId: vessel.id, settings }),
      );
      return c.json(await vesselDto(ctx, entryOf(ctx.readModels.state("vessels").byId, vessel.id)!));
    },
  );

  app.get(
    "/Vessels/:id/EmissionSettingsStatus",
    doc({
      summary: "Whether a vessel's emission settings are complete enough for reporting",
      response: emissionSettingsStatusAnswer,
    }),
    vesselIdPath,
    async (c) => {
      const scope = fuelScope(ctx, c);
      const vessel = scope.vessel(c.req.param("id"));
      return c.json(emissionSettingsStatus(vessel, (await scope.logOf(vessel.id)).fuel));
    },
  );

  return app;
}
