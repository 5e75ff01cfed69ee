import { Hono } from "hono";
import { z } from "zod";
import { visibleVesselIds } from "../../../domain/access/visibility.js";
import { isSuperOrAdmin } from "../../../domain/auth/roles.js";
import { ForbiddenError } from "../../../domain/shared/errors.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { entryOf } from "../../../domain/shared/records.js";
import { colleagueAnswer, currentUserAnswer, userAnswer } from "../../../domain/users/answers.js";
import {
  createUserRequest,
  generateApiKeyRequest,
  updateUserRequest,
  userIdRequest,
} from "../../../domain/users/schemas.js";
import { requestScope } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import {
  clearApiKeyCommand,
  createUserCommand,
  deleteUserCommand,
  issueApiKeyCommand,
  manageableUser,
  setActingCompanyCommand,
  updateUserCommand,
} from "./commands.js";
import { currentUserDto } from "./currentUser.js";
import { colleagueDto, userDto, usersOfCompany } from "./userDto.js";

/**
 * People of a company: the roles that see colleagues (not API or partner-platform accounts). Only
 * managers have the user list screens (spec 1 §6), so only they read colleagues' full records; a User
 * reads its own profile and, where a screen names colleagues, their names.
 */
const companyPeople = requireRole("User", "SuperUser", "Administrator");
const managers = requireRole("SuperUser", "Administrator");

const companyIdPath = pathParams({ companyId: uuidId("company id") });
const userIdPath = pathParams({ id: uuidId("user id") });

const doc = apiDocs("Users");
const MANAGERS = ["SuperUser", "Administrator"];

export function userRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  const current = (c: { get(key: "session"): AppEnv["Variables"]["session"] }) =>
    currentUserDto(ctx, c.get("session").user);
  app.get(
    "/Users/Get",
    doc({
      summary: "The signed-in user, with role, company and acting company",
      response: currentUserAnswer,
    }),
    (c) => c.json(current(c)),
  );
  app.get(
    "/Users/GetUser",
    doc({ summary: "The signed-in user (same as /Users/Get)", response: currentUserAnswer }),
    (c) => c.json(current(c)),
  );
  app.get(
    "/Users/IsSuperUser",
    doc({
      summary: "Whether the caller is a super user or administrator (a JSON boolean)",
      response: z.boolean(),
    }),
    (c) => c.json(isSuperOrAdmin(c.get("session").user.role)),
  );

  app.post(
    "/Users/SetCompany/:companyId",
    doc({
      summary: "View as a company (administrators; others may only choose their own)",
      response: currentUserAnswer,
    }),
    companyIdPath,
    async (c) => {
      const session = c.get("session");
      const companyId = c.req.param("companyId");
      // Only administrators view as another company; for everybody else choosing their own is a no-op.
      if (session.user.role !== "Administrator") {
        if (companyId !== session.user.companyId)
          throw new ForbiddenError("Only administrators may view as another company.");
        return c.json(current(c));
      }
      // The live channel moves the user's sockets to the new company's rooms as the change is folded.
      await setActingCompanyCommand(ctx, metadataOf(session), session.user.id, companyId);
      const user = ctx.readModels.state("users").byId[session.user.id]!;
      return c.json(currentUserDto(ctx, user));
    },
  );

  /** The user list of the company the caller acts for. */
  app.get(
    "/Users",
    doc({
      summary: "The users of the company the caller acts for",
      roles: MANAGERS,
      response: z.array(userAnswer),
    }),
    managers,
    (c) => {
      const { actor } = c.get("session");
      return c.json(usersOfCompany(ctx, actor.companyId).map((u) => userDto(ctx, u)));
    },
  );

  app.get(
    "/Users/Online",
    doc({
      summary: "The users of the caller's company online now",
      roles: MANAGERS,
      response: z.array(userAnswer),
    }),
    managers,
    (c) => {
      const { actor } = c.get("session");
      const now = ctx.now();
      return c.json(
        usersOfCompany(ctx, actor.companyId)
          .filter((u) => ctx.activity.isOnline(u.id, now))
          .map((u) => userDto(ctx, u)),
      );
    },
  );

  /** Users of the caller's company who can see a vessel the caller can see (names only for a User). */
  app.get(
    "/Users/Find",
    doc({
      summary: "Users of the caller's company who see a vessel (names only for a User)",
      roles: ["User", ...MANAGERS],
      queryParams: { vesselId: "The vessel id (required)" },
      response: z.array(z.union([userAnswer, colleagueAnswer])),
    }),
    companyPeople,
    (c) => {
      const { actor } = c.get("session");
      const { id: vesselId } = requestScope(ctx, actor).vessel(c.req.query("vesselId"));
      const vessels = Object.values(ctx.readModels.state("vessels").byId);
      const groups = Object.values(ctx.readModels.state("accessGroups").byId);
      const users = usersOfCompany(ctx, actor.companyId).filter((u) =>
        visibleVesselIds({ userId: u.id, role: u.role, companyId: actor.companyId }, vessels, groups).has(
          vesselId,
        ),
      );
      return c.json(users.map((u) => (isSuperOrAdmin(actor.role) ? userDto(ctx, u) : colleagueDto(u))));
    },
  );

  app.post(
    "/Users/Post",
    doc({
      summary: "Create a user (mails a welcome link)",
      body: createUserRequest,
      response: userAnswer,
      status: 201,
      roles: MANAGERS,
    }),
    managers,
    async (c) => {
      const request = await parseBody(c, createUserRequest);
      const base = ctx.config.PUBLIC_URL ?? new URL(c.req.url).origin;
      const userId = await createUserCommand(ctx, c.get("session"), request, base);
      return c.json(userDto(ctx, entryOf(ctx.readModels.state("users").byId, userId)!), 201);
    },
  );

  app.put(
    "/Users/Put",
    doc({ summary: "Update a user", body: updateUserRequest, response: userAnswer }),
    async (c) => {
      const request = await parseBody(c, updateUserRequest);
      await updateUserCommand(ctx, c.get("session"), request);
      return c.json(userDto(ctx, entryOf(ctx.readModels.state("users").byId, request.id)!));
    },
  );

  app.delete("/Users/:id", doc({ summary: "Delete a user", status: 204 }), userIdPath, async (c) => {
    await deleteUserCommand(ctx, c.get("session"), c.req.param("id"));
    return c.body(null, 204);
  });

  /** Answers the new key in full, once; only its hash is stored. */
  app.post(
    "/Users/GenerateApiKey",
    doc({
      summary:
        "Issue a user's API key, answered once in full; the previous key may stay valid for a grace period",
      body: generateApiKeyRequest,
      response: z.object({ apiKey: z.string(), user: userAnswer }),
    }),
    async (c) => {
      const session = c.get("session");
      const { userId, previousKeyGraceHours } = await parseBody(c, generateApiKeyRequest);
      manageableUser(ctx, session.actor, userId);
      const apiKey = await issueApiKeyCommand(ctx, metadataOf(session), userId, { previousKeyGraceHours });
      return c.json({ apiKey, user: userDto(ctx, entryOf(ctx.readModels.state("users").byId, userId)!) });
    },
  );

  app.post(
    "/Users/ClearApiKey",
    doc({ summary: "End a user's API keys at once", body: userIdRequest, response: userAnswer }),
    async (c) => {
      const session = c.get("session");
      const { userId } = await parseBody(c, userIdRequest);
      manageableUser(ctx, session.actor, userId);
      await clearApiKeyCommand(ctx, metadataOf(session), userId);
      return c.json(userDto(ctx, entryOf(ctx.readModels.state("users").byId, userId)!));
    },
  );

  return app;
}
