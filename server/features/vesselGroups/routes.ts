import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import { vesselGroupAnswer } from "../../../domain/vesselGroups/answers.js";
import {
  addVesselToGroup,
  createVesselGroup,
  deleteVesselGroup,
  removeVesselFromGroup,
  renameVesselGroup,
  type VesselGroupEvent,
  type VesselGroupState,
  vesselGroupAggregate,
  vesselGroupMembershipRequest,
  vesselGroupNameRequest,
} from "../../../domain/vesselGroups/vesselGroup.js";
import type { VesselGroupView } from "../../../projections/admin/vesselGroups.js";
import { requestScope } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";

/** Path parameters by their types (checked before the handler). */
const vesselGroupIdPath = pathParams({ id: uuidId("vessel group id") });

type Ctx = Context<AppEnv>;

/**
 * Vessel groups: named filters of the front page, shared by the company the caller acts for
 * (spec 1 §2). Each caller sees in a group only the vessels they can see, and adds only those.
 */
const doc = apiDocs("Vessel groups");
const MEMBERS = ["User", "SuperUser", "Administrator"];

export function vesselGroupRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const members = requireRole("User", "SuperUser", "Administrator");

  const run = (c: Ctx, id: string, decide: (s: VesselGroupState) => VesselGroupEvent[]) =>
    execute(ctx, vesselGroupAggregate, id, decide, { metadata: metadataOf(c.get("session")) });

  const scopeOf = (c: Ctx) => requestScope(ctx, c.get("session").actor);
  const groupInScope = (c: Ctx, id: string): VesselGroupView => scopeOf(c).vesselGroup(id);
  const visibleVessel = (c: Ctx, vesselId: string) => scopeOf(c).vessel(vesselId);
  const dto = (c: Ctx, group: VesselGroupView) => {
    const vessels = scopeOf(c)
      .vessels()
      .filter((v) => group.vesselIds.includes(v.id));
    return {
      id: group.id,
      name: group.name,
      version: group.version,
      vesselIds: vessels.map((v) => v.id),
      vessels: vessels.map((v) => ({ id: v.id, name: v.name })),
    };
  };
  const answer = (c: Ctx, id: string, status: 200 | 201 = 200) =>
    c.json(dto(c, entryOf(ctx.readModels.state("vesselGroups").byId, id)!), status);

  app.get(
    "/VesselGroups",
    doc({ summary: "The caller's vessel groups", roles: MEMBERS, response: z.array(vesselGroupAnswer) }),
    members,
    (c) => {
      const companyId = c.get("session").actor.companyId;
      const groups = Object.values(ctx.readModels.state("vesselGroups").byId)
        .filter((g) => g.companyId === companyId)
        .sort(byName);
      return c.json(groups.map((g) => dto(c, g)));
    },
  );

  app.post(
    "/VesselGroups",
    doc({
      summary: "Create a vessel group",
      body: vesselGroupNameRequest,
      roles: MEMBERS,
      response: vesselGroupAnswer,
    }),
    members,
    async (c) => {
      const companyId = scopeOf(c).companyId();
      const { name } = await parseBody(c, vesselGroupNameRequest);
      const vesselGroupId = randomUUID();
      await ctx.uniqueness.run(`vessel-groups:${companyId}`, () =>
        run(c, vesselGroupId, (s) =>
          createVesselGroup(s, {
            vesselGroupId,
            companyId,
            name,
            groupsInCompany: Object.values(ctx.readModels.state("vesselGroups").byId).filter(
              (g) => g.companyId === companyId,
            ).length,
          }),
        ),
      );
      return answer(c, vesselGroupId, 201);
    },
  );

  app.post(
    "/VesselGroups/AddVessel",
    doc({
      summary: "Add a vessel to a vessel group",
      body: vesselGroupMembershipRequest,
      roles: MEMBERS,
      response: vesselGroupAnswer,
    }),
    members,
    async (c) => {
      const { vesselId, vesselGroupId } = await parseBody(c, vesselGroupMembershipRequest);
      groupInScope(c, vesselGroupId);
      const vessel = visibleVessel(c, vesselId);
      await run(c, vesselGroupId, (s) =>
        addVesselToGroup(s, { vesselGroupId, vesselId, vesselCompanyId: vessel.companyId }),
      );
      return answer(c, vesselGroupId);
    },
  );

  app.post(
    "/VesselGroups/RemoveVessel",
    doc({
      summary: "Remove a vessel from a vessel group",
      body: vesselGroupMembershipRequest,
      roles: MEMBERS,
      response: vesselGroupAnswer,
    }),
    members,
    async (c) => {
      const { vesselId, vesselGroupId } = await parseBody(c, vesselGroupMembershipRequest);
      groupInScope(c, vesselGroupId);
      visibleVessel(c, vesselId);
      await run(c, vesselGroupId, (s) => removeVesselFromGroup(s, { vesselGroupId, vesselId }));
      return answer(c, vesselGroupId);
    },
  );

  app.put(
    "/VesselGroups/:id",
    doc({
      summary: "Rename a vessel group",
      body: vesselGroupNameRequest,
      roles: MEMBERS,
      response: vesselGroupAnswer,
    }),
    members,
    vesselGroupIdPath,
    async (c) => {
      const group = groupInScope(c, c.req.param("id"));
      const { name, version } = await parseBody(c, vesselGroupNameRequest);
      await execute(
        ctx,
        vesselGroupAggregate,
        group.id,
        (s) => renameVesselGroup(s, { vesselGroupId: group.id, name }),
        {
          metadata: metadataOf(c.get("session")),
          ...(version != null ? { expectedVersion: version } : {}),
        },
      );
      return answer(c, group.id);
    },
  );

  app.delete(
    "/VesselGroups/:id",
    doc({ summary: "Delete a vessel group", status: 204, roles: MEMBERS }),
    members,
    vesselGroupIdPath,
    async (c) => {
      const group = groupInScope(c, c.req.param("id"));
      await run(c, group.id, (s) => deleteVesselGroup(s, { vesselGroupId: group.id }));
      return c.body(null, 204);
    },
  );

  return app;
}
