import { randomUUID } from "node:crypto";
import {
  announcementAggregate,
  deleteAnnouncement,
  markAnnouncementRead,
  type PublishAnnouncementRequest,
  publishAnnouncement,
  recordAnnouncementMailed,
} from "../../../domain/announcements/announcement.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import type { EventMetadataInput } from "../../../domain/shared/events.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { AnnouncementView } from "../../../projections/announcements/announcements.js";
import { knownCompany } from "../../access/requestScope.js";
import { execute } from "../../commands/execute.js";
import type { AppContext } from "../../context.js";

const toLive = (a: AnnouncementView) => ({
  announcementId: a.announcementId,
  title: a.title,
  announcementDetails: a.announcementDetails,
  publishDate: a.publishDate,
  isView: false,
});

/** Publishes an announcement and pushes it to everyone it is addressed to. */
export async function publishAnnouncementCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  request: PublishAnnouncementRequest,
): Promise<AnnouncementView> {
  if (request.companyId) knownCompany(ctx, request.companyId);
  const announcementId = randomUUID();
  await execute(
    ctx,
    announcementAggregate,
    announcementId,
    (state) => publishAnnouncement(state, { announcementId, request, publishDate: ctx.now().toISOString() }),
    { metadata },
  );
  const announcement = entryOf(ctx.readModels.state("announcements").byId, announcementId)!;
  const payload = { kind: "created", announcement: toLive(announcement) };
  if (announcement.companyId) ctx.live.toCompany(announcement.companyId, "announcements", payload);
  else ctx.live.toEveryone("announcements", payload);
  return announcement;
}

export async function deleteAnnouncementCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  announcementId: string,
) {
  const before = entryOf(ctx.readModels.state("announcements").byId, announcementId);
  await execute(
    ctx,
    announcementAggregate,
    announcementId,
    (state) => deleteAnnouncement(state, { announcementId }),
    {
      metadata,
    },
  );
  const payload = { kind: "deleted", announcementId };
  if (before?.companyId) ctx.live.toCompany(before.companyId, "announcements", payload);
  else ctx.live.toEveryone("announcements", payload);
}

/** Marks announcements read for one user; ones not addressed to the user's company are refused as not found. */
export async function markAnnouncementsReadCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  user: { userId: string; companyId: string | null },
  announcementIds: string[],
): Promise<void> {
  const state = ctx.readModels.state("announcements");
  for (const announcementId of new Set(announcementIds)) {
    const announcement = entryOf(state.byId, announcementId);
    const addressed =
      announcement &&
      !announcement.deleted &&
      (announcement.companyId === null || announcement.companyId === user.companyId);
    if (!addressed) throw new NotFoundError(`Announcement ${announcementId} was not found.`);
  }
  for (const announcementId of new Set(announcementIds)) {
    const alreadyRead =
      entryOf(
        entryOf(ctx.readModels.state("announcements").readByUser, user.userId) ?? {},
        announcementId,
      ) === true;
    await execute(
      ctx,
      announcementAggregate,
      announcementId,
      (s) => markAnnouncementRead(s, { announcementId, userId: user.userId, alreadyRead }),
      { metadata },
    );
  }
}

/**
 * E-mails an announcement to the users of the addressed company (or of every company) who are online
 * now, i.e. active within the last 10 minutes, and records who got it. Answers how many were sent.
 */
export async function mailAnnouncementToOnlineUsersCommand(
  ctx: AppContext,
  metadata: EventMetadataInput,
  announcementId: string,
): Promise<{ sent: number }> {
  const announcement = entryOf(ctx.readModels.state("announcements").byId, announcementId);
  if (!announcement || announcement.deleted) throw new NotFoundError("Announcement not found.");
  const now = ctx.now();
  const recipients = Object.values(ctx.readModels.state("users").byId).filter(
    (u) =>
      u.email &&
      (announcement.companyId === null || u.companyId === announcement.companyId) &&
      ctx.activity.isOnline(u.id, now),
  );
  await execute(
    ctx,
    announcementAggregate,
    announcementId,
    (state) => recordAnnouncementMailed(state, { announcementId, userIds: recipients.map((u) => u.id) }),
    { metadata },
  );
  for (const user of recipients) {
    await ctx.mailer.send({
      to: user.email!,
      subject: `Keelson announcement: ${announcement.title}`,
      text: [`Hello ${user.name},`, "", announcement.title, "", announcement.announcementDetails].join("\n"),
    });
  }
  return { sent: recipients.length };
}
