import { Hono } from "hono";
import { z } from "zod";
import {
  ANALYSIS_PAGES,
  type AnalysisConfigurationAnswer,
  type AnalysisPage,
  analysisConfigurationAggregate,
  analysisConfigurationAnswer,
  analysisConfigurationId,
  analysisConfigurationRequest,
  saveAnalysisConfiguration,
  settingsOf,
} from "../../../domain/dataAnalysis/configuration.js";
import { ValidationError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { requestScope, SCOPE_MESSAGES } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv, Session } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, parseValue } from "../../http/validate.js";

const doc = apiDocs("Data analysis");

const vesselQuery = z.object({ vesselId: uuidId("vessel id") });

/** Paths of the two pages' configuration calls (spec 3 §7; the data analysis path is not shown there). */
export const CONFIGURATION_PATHS: Record<AnalysisPage, string> = {
  DataAnalysis: "/DataAnalysisConfigurations",
  LoggingHistory: "/LoggingHistoryConfigurations",
};

/** People who look at log data keep a configuration; API keys and partner users do not. */
const CONFIGURING_ROLES = ["User", "SuperUser", "Administrator"] as const;

/**
 * The saved configuration of Logging History and Data Analysis, per user and vessel (spec 3 §3, §7):
 * GET …/Find?vesselId answers a list holding the caller's configuration (the client uses the first;
 * empty before the first save), PUT saves it. The vessel and every chosen variable are resolved within
 * the caller's vessels: another company's vessel or variable answers 404.
 */
export function dataAnalysisRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const people = requireRole(...CONFIGURING_ROLES);

  const viewOf = (page: AnalysisPage, session: Session, vesselId: string) =>
    entryOf(
      ctx.readModels.state("analysisConfigurations").byId,
      analysisConfigurationId(page, session.user.id, vesselId),
    );

  const dto = (
    page: AnalysisPage,
    session: Session,
    vesselId: string,
  ): AnalysisConfigurationAnswer | null => {
    const view = viewOf(page, session, vesselId);
    if (!view) return null;
    const { userId: _userId, page: _page, ...rest } = view;
    return { id: analysisConfigurationId(page, session.user.id, vesselId), ...rest };
  };

  for (const page of ANALYSIS_PAGES) {
    const path = CONFIGURATION_PATHS[page];
    const label = page === "DataAnalysis" ? "Data Analysis" : "Logging History";

    app.get(
      `${path}/Find`,
      doc({
        summary: `The caller's saved ${label} configuration for a vessel (a list of at most one)`,
        response: z.array(analysisConfigurationAnswer),
        query: vesselQuery,
        roles: CONFIGURING_ROLES,
      }),
      people,
      (c) => {
        const session = c.get("session");
        const { vesselId } = parseValue(c.req.query(), vesselQuery);
        requestScope(ctx, session.actor).vessel(vesselId);
        const found = dto(page, session, vesselId);
        return c.json(found ? [found] : []);
      },
    );

    app.put(
      path,
      doc({
        summary: `Save the caller's ${label} configuration for a vessel`,
        response: analysisConfigurationAnswer,
        body: analysisConfigurationRequest,
        roles: CONFIGURING_ROLES,
      }),
      people,
      async (c) => {
        const session = c.get("session");
        const request = await parseBody(c, analysisConfigurationRequest);
        const scope = requestScope(ctx, session.actor);
        const vessel = scope.vessel(request.vesselId);
        const chosen = [...new Set(request.groups.flat())];
        if (chosen.length > 0) {
          for (const variable of await scope.logVariables(chosen)) {
            if (variable.vesselId !== vessel.id)
              throw new ValidationError(SCOPE_MESSAGES.variableNotOfVessel(variable.id));
          }
        }
        const settings = settingsOf(request);
        await execute(
          ctx,
          analysisConfigurationAggregate,
          analysisConfigurationId(page, session.user.id, vessel.id),
          (state) =>
            saveAnalysisConfiguration(state, {
              page,
              userId: session.user.id,
              vesselId: vessel.id,
              settings,
            }),
          { metadata: metadataOf(session) },
        );
        return c.json(dto(page, session, vessel.id));
      },
    );
  }

  return app;
}
