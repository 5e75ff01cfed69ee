import { Hono } from "hono";
import { z } from "zod";
import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import {
  catalogueFeatureAnswer,
  featureMappingAnswer,
  type MappedFeatureAnswer,
} from "../../../domain/featureMapping/answers.js";
import { FEATURES } from "../../../domain/featureMapping/features.js";
import {
  configureFeatureMapping,
  featureMappingAggregate,
  featureMappingRequestSchema,
} from "../../../domain/featureMapping/mapping.js";
import { ForbiddenError, ValidationError } from "../../../domain/shared/errors.js";
import { isUuid } from "../../../domain/shared/ids.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv, Session } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf } from "../../http/session.js";
import { parseBody, withPaths } from "../../http/validate.js";
import { type MappedFeature, vesselFeatures } from "../../shared/featureMapping.js";
import { refreshQualityModelOf } from "../dataQuality/fleetSummary.js";

const doc = apiDocs("Feature mapping");

export const FEATURE_MAPPING_ROUTE_MESSAGES = {
  vesselIdRequired: "vesselid is required: the vessel's id (GET /Vessels).",
  vesselIdInvalid: "vesselid is not a valid id.",
  fetchFailed: "Failed to fetch features mapping",
} as const;

/** `vesselid` (spec spelling) or `vesselId`. */
export const vesselIdQuery = (query: (name: string) => string | undefined): string => {
  const id = query("vesselid") ?? query("vesselId");
  if (!id) throw new ValidationError(FEATURE_MAPPING_ROUTE_MESSAGES.vesselIdRequired);
  if (!isUuid(id)) throw new ValidationError(FEATURE_MAPPING_ROUTE_MESSAGES.vesselIdInvalid);
  return id;
};

const dto = (f: MappedFeature): MappedFeatureAnswer => ({
  featureName: f.config.featureName,
  unit: f.config.unit,
  logVariableId: f.config.logVariableId,
  logVariableName: f.variable?.name ?? null,
  logVariableUnit: f.variable?.unit ?? null,
  intervalSeconds: f.config.intervalSeconds,
  min: f.config.min,
  max: f.config.max,
  frozenLimitMinutes: f.config.frozenLimitMinutes,
  configured: f.config.configured,
});

/**
 * Features (the physical quantities analytics need) and each vessel's mapping of them to its log
 * variables (issue 15; docs/data-quality.md).
 */
export function featureMappingRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const vesselOf = (session: Session, id: string): VesselView => requestScope(ctx, session.actor).vessel(id);

  /** The feature catalogue; with ?vesselId= each feature says whether the vessel has a variable for it. */
  app.get(
    "/Cds/Features",
    doc({
      summary: "The feature catalogue; with vesselId, whether the vessel has a log variable for each",
      response: z.array(catalogueFeatureAnswer),
      queryParams: { vesselId: "The vessel whose mapping to show" },
    }),
    async (c) => {
      const raw = c.req.query("vesselId") ?? c.req.query("vesselid");
      const catalogue = FEATURES.map((f, i) => ({
        id: i + 1,
        name: f.name,
        unit: f.unit,
        min: f.range[0],
        max: f.range[1],
      }));
      if (raw === undefined) return c.json(catalogue);
      const vessel = vesselOf(
        c.get("session"),
        vesselIdQuery((n) => c.req.query(n)),
      );
      const mapped = await vesselFeatures(ctx, vessel);
      return c.json(
        catalogue.map((f) => {
          const m = mapped.find((x) => x.config.featureName === f.name);
          return { ...f, logVariableId: m?.variable?.id ?? null, available: m?.variable != null };
        }),
      );
    },
  );

  app.get(
    "/featuremapping/configuration",
    doc({
      summary: "A vessel's mapping of features to its log variables, with their check settings",
      response: featureMappingAnswer,
      queryParams: { vesselId: "The vessel id (required)" },
    }),
    async (c) => {
      const vessel = vesselOf(
        c.get("session"),
        vesselIdQuery((n) => c.req.query(n)),
      );
      return c.json({ vesselId: vessel.id, features: (await vesselFeatures(ctx, vessel)).map(dto) });
    },
  );

  /** Sets the features named in the body (others keep theirs); SuperUser or Administrator. */
  app.put(
    "/featuremapping/configuration",
    doc({
      summary: "Map features of a vessel to its log variables (the features named; others keep theirs)",
      response: featureMappingAnswer,
      body: featureMappingRequestSchema,
      queryParams: { vesselId: "The vessel id (required)" },
      roles: ["SuperUser", "Administrator"],
    }),
    async (c) => {
      const vessel = vesselOf(
        c.get("session"),
        vesselIdQuery((n) => c.req.query(n)),
      );
      // The vessel first, then the role: a vessel the caller cannot see answers 404 whatever their role.
      if (!isSuperOrAdmin(c.get("session").user.role)) throw new ForbiddenError();
      const body = await parseBody(c, withPaths(featureMappingRequestSchema));
      const variableIds = new Set(
        (ctx.timeSeries ? await ctx.timeSeries.variables(vessel.id) : []).map((v) => v.id),
      );
      await execute(
        ctx,
        featureMappingAggregate,
        vessel.id,
        (s) => configureFeatureMapping(s, { vesselId: vessel.id, features: body.features, variableIds }),
        { metadata: metadataOf(c.get("session")) },
      );
      // The Summary's stored days hold the mapped variables' hours and valid ranges: they follow.
      await refreshQualityModelOf(ctx, vessel.id);
      return c.json({ vesselId: vessel.id, features: (await vesselFeatures(ctx, vessel)).map(dto) });
    },
  );

  return app;
}
