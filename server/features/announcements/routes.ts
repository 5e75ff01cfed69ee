import { Hono } from "hono";
import { z } from "zod";
import {
  publishAnnouncementRequest,
  readAnnouncementsRequest,
  sendAnnouncementEmailRequest,
} from "../../../domain/announcements/announcement.js";
import {
  announcementAnswer,
  announcementMailedAnswer,
  userAnnouncementAnswer,
} from "../../../domain/announcements/answers.js";
import { uuidId } from "../../../domain/shared/ids.js";
import { announcementsForUser } from "../../../projections/announcements/announcements.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { apiDocs } from "../../http/openapi.js";
import { metadataOf, requireRole } from "../../http/session.js";
import { parseBody, pathParams } from "../../http/validate.js";
import {
  deleteAnnouncementCommand,
  mailAnnouncementToOnlineUsersCommand,
  markAnnouncementsReadCommand,
  publishAnnouncementCommand,
} from "./commands.js";

/** Path parameters by their types (checked before the handler). */
const announcementIdPath = pathParams({ id: uuidId("announcement id") });

const doc = apiDocs("Announcements");
const ADMIN = ["Administrator"];

export function announcementRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    "/Announcement",
    doc({ summary: "Every announcement", roles: ADMIN, response: z.array(announcementAnswer) }),
    requireRole("Administrator"),
    (c) => {
      const all = Object.values(ctx.readModels.state("announcements").byId)
        .filter((a) => !a.deleted)
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
        .map(({ deleted: _, ...a }) => a);
      return c.json(all);
    },
  );

  app.get(
    "/Announcement/GetByUser",
    doc({
      summary: "The announcements for the caller, with read flags",
      response: z.array(userAnnouncementAnswer),
    }),
    (c) => {
      const { actor } = c.get("session");
      return c.json(
        announcementsForUser(ctx.readModels.state("announcements"), actor.userId, actor.companyId),
      );
    },
  );

  app.post(
    "/Announcement",
    doc({
      summary: "Publish an announcement",
      body: publishAnnouncementRequest,
      status: 201,
      roles: ADMIN,
      response: announcementAnswer,
    }),
    requireRole("Administrator"),
    async (c) => {
      const request = await parseBody(c, publishAnnouncementRequest);
      const { deleted: _, ...announcement } = await publishAnnouncementCommand(
        ctx,
        metadataOf(c.get("session")),
        request,
      );
      return c.json(announcement, 201);
    },
  );

  app.post(
    "/Announcement/ReadByUser",
    doc({
      summary: "Mark announcements read by the caller",
      body: readAnnouncementsRequest,
      response: z.array(userAnnouncementAnswer),
    }),
    async (c) => {
      const session = c.get("session");
      const items = await parseBody(c, readAnnouncementsRequest);
      await markAnnouncementsReadCommand(
        ctx,
        metadataOf(session),
        { userId: session.user.id, companyId: session.actor.companyId },
        items.map((i) => i.AnnouncementId),
      );
      return c.json(
        announcementsForUser(ctx.readModels.state("announcements"), session.user.id, session.actor.companyId),
      );
    },
  );

  app.post(
    "/Announcement/SendEmailToOnlineUser",
    doc({
      summary: "Mail an announcement to the users online now",
      body: sendAnnouncementEmailRequest,
      roles: ADMIN,
      response: announcementMailedAnswer,
    }),
    requireRole("Administrator"),
    async (c) => {
      const { announcementId } = await parseBody(c, sendAnnouncementEmailRequest);
      return c.json(
        await mailAnnouncementToOnlineUsersCommand(ctx, metadataOf(c.get("session")), announcementId),
      );
    },
  );

  app.delete(
    "/Announcement/:id",
    doc({ summary: "Delete an announcement", status: 204, roles: ADMIN }),
    requireRole("Administrator"),
    announcementIdPath,
    async (c) => {
      await deleteAnnouncementCommand(ctx, metadataOf(c.get("session")), c.req.param("id"));
      return c.body(null, 204);
    },
  );

  return app;
}
