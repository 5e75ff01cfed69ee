import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Actor } from "../../../domain/access/visibility.js";
import { ForbiddenError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import {
  extendedVesselAnswer,
  partnerVesselAnswer,
  referenceEntryAnswer,
  vesselAnswer,
  vesselFeatureAnswer,
  vesselPerformanceAnswer,
} from "../../../domain/vessels/answers.js";
import { CARGO_UNITS } from "../../../domain/vessels/cargoUnits.js";
import { FEATURES } from "../../../domain/vessels/features.js";
import { formatImo } from "../../../domain/vessels/imo.js";
import { ICE_CLASSES, VESSEL_TYPES } from "../../../domain/vessels/referenceData.js";
import { updateDraftRequest, updateVesselRequest, vesselListQuery } from "../../../domain/vessels/schemas.js";
import { updateDraft } from "../../../domain/vessels/vessel.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { jsonTextAnswer } from "../../http/jsonText.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf } from "../../http/session.js";
import { parseBody, parseValue, pathParams } from "../../http/validate.js";
import { mapWithPauses } from "../../shared/yieldingLoop.js";
import { performanceDto, performanceStatusesOf } from "../longTrends/vesselStatus.js";
import { vesselAdministrationRoutes } from "./administrationRoutes.js";
import { adminVesselDto } from "./adminVesselDto.js";
import { anyVesselOf } from "./anyVessel.js";
import { updateVesselCommand, vesselCommand } from "./commands.js";
import { vesselAnswerText, vesselDto } from "./vesselDto.js";
import { vesselExtendedDto } from "./vesselExtendedDto.js";
import { vesselsOfList } from "./vesselList.js";
import { visibleVessels } from "./visibleVessels.js";

/** Path parameters by their types (checked before the handler). */
const vesselIdPath = pathParams({ id: uuidId("vessel id") });

const doc = apiDocs("Vessels");
type Ctx = Context<AppEnv>;

export function vesselRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const listText = async (c: Ctx) => {
    const vessels = vesselsOfList(ctx, c.get("session").actor, parseValue(c.req.query(), vesselListQuery));
    const statuses = await performanceStatusesOf(ctx, vessels);
    const texts = await mapWithPauses(vessels, (v) => vesselAnswerText(ctx, v, statuses.get(v.id)!));
    return `[${texts.join(",")}]`;
  };

  /** A vessel the actor may see; administrators reach every vessel. Anything else is 404. */
  const reachable = (actor: Actor, id: string): VesselView => requestScope(ctx, actor).reachableVessel(id);
  const anyVessel = (id: string): VesselView => anyVesselOf(ctx, id);

  app.get(
    "/Vessels",
    doc({
      summary: "List the vessels the caller sees",
      query: vesselListQuery,
      response: z.array(vesselAnswer),
    }),
    async (c) => jsonTextAnswer(c, await listText(c)),
  );
  app.get(
    "/Vessels/Extended",
    doc({
      summary: "List the vessels the caller sees, with their particulars and status",
      response: z.array(extendedVesselAnswer),
    }),
    async (c) =>
      c.json(
        await Promise.all(visibleVessels(ctx, c.get("session").actor).map((v) => vesselExtendedDto(ctx, v))),
      ),
  );
  /** The partner page's vessel picker shows names and IMO numbers only (spec 1 §2). */
  app.get(
    "/Kognifai/Vessels",
    doc({
      summary: "Names and IMO numbers of the vessels the caller sees",
      response: z.array(partnerVesselAnswer),
    }),
    (c) =>
      c.json(
        requestScope(ctx, c.get("session").actor)
          .vessels()
          .map((v) => ({
            id: v.id,
            name: v.name,
            imoNumber: v.imoNumber,
            imoDisplay: formatImo(v.imoNumber),
          })),
      ),
  );
  app.get("/Vessels/:id", doc({ summary: "One vessel", response: vesselAnswer }), async (c) => {
    const vessel = requestScope(ctx, c.get("session").actor).vessel(c.req.param("id"));
    return c.json(await vesselDto(ctx, vessel));
  });
  /** The vessel's overall performance status (spec 3 §3): `{vesselId, performanceStatus}`. */
  app.get(
    "/VesselPerformanceStatuses/:id",
    doc({ summary: "A vessel's overall performance status", response: vesselPerformanceAnswer }),
    vesselIdPath,
    async (c) => {
      const vessel = requestScope(ctx, c.get("session").actor).vessel(c.req.param("id"));
      return c.json(await performanceDto(ctx, vessel));
    },
  );

  /** Company users with access to the vessel may edit its particulars and draft (not the IMO number). */
  const editableByCompanyUser = (c: Ctx): VesselView => {
    const { actor } = c.get("session");
    const vessel = requestScope(ctx, actor).vessel(c.req.param("id"));
    if (!["User", "SuperUser", "Administrator"].includes(actor.role))
      throw new ForbiddenError("You do not have permission to edit this vessel.");
    return vessel;
  };
  app.put(
    "/Vessels/:id/Draft",
    doc({
      summary: "Set a vessel's mean draft",
      body: updateDraftRequest,
      roles: ["User", "SuperUser", "Administrator"],
      response: vesselAnswer,
    }),
    vesselIdPath,
    async (c) => {
      const vessel = editableByCompanyUser(c);
      const { draftMean } = await parseBody(c, updateDraftRequest);
      await vesselCommand(ctx, metadataOf(c.get("session")), vessel.id, (s) =>
        updateDraft(s, { vesselId: vessel.id, draftMean }),
      );
      return c.json(await vesselDto(ctx, anyVessel(vessel.id)));
    },
  );
  app.put(
    "/Vessels/:id",
    doc({
      summary: "Update a vessel's particulars",
      body: updateVesselRequest,
      roles: ["User", "SuperUser", "Administrator"],
      response: vesselAnswer,
    }),
    vesselIdPath,
    async (c) => {
      const vessel = editableByCompanyUser(c);
      const request = await parseBody(c, updateVesselRequest);
      await updateVesselCommand(ctx, metadataOf(c.get("session")), vessel.id, request);
      return c.json(await vesselDto(ctx, anyVessel(vessel.id)));
    },
  );

  // Reference lists.
  app.get(
    "/Features",
    doc({ summary: "The vessel features (reference list)", response: z.array(vesselFeatureAnswer) }),
    (c) => c.json(FEATURES),
  );
  app.get(
    "/Features/Find",
    doc({
      summary: "The features of one vessel",
      queryParams: { vesselId: "The vessel id (required)" },
      response: z.array(vesselFeatureAnswer),
    }),
    async (c) => {
      const vessel = reachable(c.get("session").actor, c.req.query("vesselId") ?? "");
      return c.json((await adminVesselDto(ctx, vessel)).features);
    },
  );
  app.get(
    "/CargoUnits",
    doc({ summary: "The cargo units (reference list)", response: z.array(referenceEntryAnswer) }),
    (c) => c.json(CARGO_UNITS),
  );
  app.get(
    "/VesselTypes",
    doc({ summary: "The vessel types (reference list)", response: z.array(referenceEntryAnswer) }),
    (c) => c.json(VESSEL_TYPES),
  );
  app.get(
    "/IceClasses",
    doc({ summary: "The ice classes (reference list)", response: z.array(referenceEntryAnswer) }),
    (c) => c.json(ICE_CLASSES),
  );

  // Vessel administration (administrators), after the company routes.
  app.route("/", vesselAdministrationRoutes(ctx));

  return app;
}
