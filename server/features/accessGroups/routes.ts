import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  accessGroupNameRequest,
  addUserToAccessGroup,
  addVesselToAccessGroup,
  assertNotDefault,
  deleteAccessGroup,
  removeUserFromAccessGroup,
  removeVesselFromAccessGroup,
} from "../../../domain/accessGroups/accessGroup.js";
import { accessGroupAnswer } from "../../../domain/accessGroups/answers.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import type { AccessGroupView } from "../../../projections/admin/accessGroups.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import { usersOfCompany } from "../users/userDto.js";
import { accessGroupCommand, createAccessGroupCommand, renameAccessGroupCommand } from "./commands.js";

/** Path parameters by their types (checked before the handler). */
const accessGroupIdPath = pathParams({ id: uuidId("access group id") });

const idField = (name: string) => uuidId(name);
const vesselMembership = z.object({
  vesselId: idField("vesselId"),
  vesselCategoryId: idField("vesselCategoryId"),
});
const userMembership = z.object({ userId: idField("userId"), vesselCategoryId: idField("vesselCategoryId") });

const doc = apiDocs("Access groups");
const MANAGERS = ["SuperUser", "Administrator"];

type Ctx = Context<AppEnv>;

/**
 * Vessel access groups ("vessel categories" in the calls of spec 1 §7) of the company the caller
 * acts for; super users and administrators only. A group of another company answers 404.
 */
export function accessGroupRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const managers = requireRole("SuperUser", "Administrator");

  const scopeOf = (c: Ctx) => requestScope(ctx, c.get("session").actor);
  const companyOf = (c: Ctx): string => scopeOf(c).companyId();
  const groupInScope = (c: Ctx, id: string): AccessGroupView => scopeOf(c).accessGroup(id);
  const companyVessels = (companyId: string) =>
    Object.values(ctx.readModels.state("vessels").byId)
      .filter((v) => v.companyId === companyId && v.activeStatus !== "Archived")
      .sort(byName);

  /** A default group stands for every vessel of its company, so its list shows all of them. */
  const dto = (group: AccessGroupView) => {
    const vessels = companyVessels(group.companyId).filter(
      (v) => group.isDefault || group.vesselIds.includes(v.id),
    );
    const users = usersOfCompany(ctx, group.companyId).filter((u) => group.userIds.includes(u.id));
    return {
      id: group.id,
      name: group.name,
      isDefault: group.isDefault,
      version: group.version,
      vessels: vessels.map((v) => ({ id: v.id, name: v.name })),
      users: users.map((u) => ({ id: u.id, name: u.name, email: u.email ?? "" })),
      vesselCount: vessels.length,
      userCount: users.length,
    };
  };
  const answer = (c: Ctx, id: string, status: 200 | 201 = 200) =>
    c.json(dto(entryOf(ctx.readModels.state("accessGroups").byId, id)!), status);

  app.get(
    "/VesselCategories",
    doc({
      summary: "The access groups of the company the caller acts for",
      roles: MANAGERS,
      response: z.array(accessGroupAnswer),
    }),
    managers,
    (c) => {
      const companyId = c.get("session").actor.companyId;
      const groups = Object.values(ctx.readModels.state("accessGroups").byId)
        .filter((g) => g.companyId === companyId)
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || byName(a, b));
      return c.json(groups.map(dto));
    },
  );

  app.post(
    "/VesselCategories",
    doc({
      summary: "Create an access group",
      body: accessGroupNameRequest,
      status: 201,
      roles: MANAGERS,
      response: accessGroupAnswer,
    }),
    managers,
    async (c) => {
      const companyId = companyOf(c);
      const { name } = await parseBody(c, accessGroupNameRequest);
      const id = await createAccessGroupCommand(ctx, metadataOf(c.get("session")), {
        companyId,
        name,
        isDefault: false,
      });
      return answer(c, id, 201);
    },
  );

  app.post(
    "/VesselCategories/AddVessel",
    doc({
      summary: "Add a vessel to an access group",
      body: vesselMembership,
      roles: MANAGERS,
      response: accessGroupAnswer,
    }),
    managers,
    async (c) => {
      const { vesselId, vesselCategoryId: groupId } = await parseBody(c, vesselMembership);
      groupInScope(c, groupId);
      const vessel = scopeOf(c).companyVessel(vesselId);
      await accessGroupCommand(ctx, metadataOf(c.get("session")), groupId, (s) => {
        assertNotDefault(s);
        return addVesselToAccessGroup(s, { groupId, vesselId, vesselCompanyId: vessel.companyId });
      });
      return answer(c, groupId);
    },
  );

  app.post(
    "/VesselCategories/RemoveVessel",
    doc({
      summary: "Remove a vessel from an access group",
      body: vesselMembership,
      roles: MANAGERS,
      response: accessGroupAnswer,
    }),
    managers,
    async (c) => {
      const { vesselId, vesselCategoryId: groupId } = await parseBody(c, vesselMembership);
      groupInScope(c, groupId);
      scopeOf(c).companyVessel(vesselId);
      await accessGroupCommand(ctx, metadataOf(c.get("session")), groupId, (s) => {
        assertNotDefault(s);
        return removeVesselFromAccessGroup(s, { groupId, vesselId });
      });
      return answer(c, groupId);
    },
  );

  app.post(
    "/VesselCategories/AddUser",
    doc({
      summary: "Add a user to an access group",
      body: userMembership,
      roles: MANAGERS,
      response: accessGroupAnswer,
    }),
    managers,
    async (c) => {
      const { userId, vesselCategoryId: groupId } = await parseBody(c, userMembership);
      groupInScope(c, groupId);
      const user = scopeOf(c).companyUser(userId);
      await accessGroupCommand(ctx, metadataOf(c.get("session")), groupId, (s) =>
        addUserToAccessGroup(s, { groupId, userId, userCompanyId: user.companyId }),
      );
      return answer(c, groupId);
    },
  );

  app.post(
    "/VesselCategories/RemoveUser",
    doc({
      summary: "Remove a user from an access group",
      body: userMembership,
      roles: MANAGERS,
      response: accessGroupAnswer,
    }),
    managers,
    async (c) => {
      const { userId, vesselCategoryId: groupId } = await parseBody(c, userMembership);
      groupInScope(c, groupId);
      scopeOf(c).companyUser(userId);
      await accessGroupCommand(ctx, metadataOf(c.get("session")), groupId, (s) =>
        removeUserFromAccessGroup(s, { groupId, userId }),
      );
      return answer(c, groupId);
    },
  );

  app.put(
    "/VesselCategories/:id",
    doc({
      summary: "Rename an access group",
      body: accessGroupNameRequest,
      roles: MANAGERS,
      response: accessGroupAnswer,
    }),
    managers,
    accessGroupIdPath,
    async (c) => {
      const group = groupInScope(c, c.req.param("id"));
      const { name, version } = await parseBody(c, accessGroupNameRequest);
      await renameAccessGroupCommand(ctx, metadataOf(c.get("session")), group, name, version ?? undefined);
      return answer(c, group.id);
    },
  );

  app.delete(
    "/VesselCategories/:id",
    doc({ summary: "Delete an access group", status: 204, roles: MANAGERS }),
    managers,
    accessGroupIdPath,
    async (c) => {
      const group = groupInScope(c, c.req.param("id"));
      await accessGroupCommand(ctx, metadataOf(c.get("session")), group.id, (s) =>
        deleteAccessGroup(s, { groupId: group.id }),
      );
      return c.body(null, 204);
    },
  );

  return app;
}
