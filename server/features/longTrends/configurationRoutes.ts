import { Hono } from "hono";
import { z } from "zod";
import {
  defaultLongTrendSettings,
  longTrendConfigurationAggregate,
  longTrendConfigurationAnswer,
  longTrendConfigurationId,
  longTrendConfigurationRequest,
  saveLongTrendConfiguration,
} from "../../../domain/longTrends/configuration.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue } from "../../http/validate.js";

const vesselQuery = z.object({ vesselId: uuidId("vessel id") });
const doc = apiDocs("Long trends");
const PEOPLE = ["User", "SuperUser", "Administrator"] as const;

/**
 * The Long Trend page's configuration per user and vessel (spec 3 §7 GET /LongTrendConfigurations/Find
 * ?vesselId, "first item used"; PUT /LongTrendConfigurations): which trends are shown and the time
 * period. The vessel resolves in the caller's scope (another company's: 404). People only, as the
 * Data Analysis configuration.
 */
export function longTrendConfigurationRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const people = requireRole(...PEOPLE);

  const dto = (userId: string, vesselId: string) => {
    const id = longTrendConfigurationId(userId, vesselId);
    const view = entryOf(ctx.readModels.state("analysisConfigurations").longTrends, id);
    if (!view)
      return { id, userId, vesselId, ...defaultLongTrendSettings(vesselId), saved: false, savedAt: null };
    return { id, ...view, saved: true };
  };

  app.get(
    "/LongTrendConfigurations/Find",
    doc({
      summary: "The caller's Long Trend page configuration for a vessel (defaults until saved)",
      response: z.array(longTrendConfigurationAnswer),
      query: vesselQuery,
      roles: [...PEOPLE],
    }),
    people,
    (c) => {
      const session = c.get("session");
      const { vesselId } = parseValue(c.req.query(), vesselQuery);
      const vessel = requestScope(ctx, session.actor).vessel(vesselId);
      return c.json([dto(session.user.id, vessel.id)]);
    },
  );

  app.put(
    "/LongTrendConfigurations",
    doc({
      summary: "Save the caller's Long Trend page configuration for a vessel",
      response: longTrendConfigurationAnswer,
      body: longTrendConfigurationRequest,
      roles: [...PEOPLE],
    }),
    people,
    async (c) => {
      const session = c.get("session");
      const { vesselId, settings } = await parseBody(c, longTrendConfigurationRequest);
      const vessel = requestScope(ctx, session.actor).vessel(vesselId);
      const userId = session.user.id;
      await execute(
        ctx,
        longTrendConfigurationAggregate,
        longTrendConfigurationId(userId, vessel.id),
        (state) => saveLongTrendConfiguration(state, { userId, vesselId: vessel.id, settings }),
        { metadata: metadataOf(session) },
      );
      return c.json(dto(userId, vessel.id));
    },
  );

  return app;
}
