import { z } from "zod";
import type { Aggregate } from "../shared/decider.js";
import { ConflictError, NotFoundError } from "../shared/errors.js";
import type { DomainEvent } from "../shared/events.js";
import { uuidId } from "../shared/ids.js";
import { LIST_LIMIT, TEXT_LIMITS } from "../shared/limits.js";

export const publishAnnouncementRequest = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, { message: "Title is required" })
    .max(200, { message: "Title may not be longer than 200 characters" }),
  announcementDetails: z
    .string({ error: "Details are required" })
    .trim()
    .min(1, { message: "Details are required" })
    .max(10_000, { message: "Details may not be longer than 10000 characters" }),
  /** Null or absent: every company. */
  companyId: uuidId("company id").nullish(),
});
export type PublishAnnouncementRequest = z.infer<typeof publishAnnouncementRequest>;

export const readAnnouncementsRequest = z
  .array(
    z.object({
      UserEmail: z.string().max(TEXT_LIMITS.email).nullish(),
      CompanyId: z.string().max(TEXT_LIMITS.name).nullish(),
      AnnouncementId: uuidId("AnnouncementId"),
    }),
    { error: "Send a list of announcements to mark as read" },
  )
  .max(LIST_LIMIT, { message: `At most ${LIST_LIMIT} announcements can be marked at once` });

export type AnnouncementPublished = DomainEvent<
  "AnnouncementPublished",
  {
    announcementId: string;
    title: string;
    announcementDetails: string;
    companyId: string | null;
    publishDate: string;
  }
>;
export type AnnouncementDeleted = DomainEvent<"AnnouncementDeleted", { announcementId: string }>;
export type AnnouncementRead = DomainEvent<"AnnouncementRead", { announcementId: string; userId: string }>;
/** The announcement was e-mailed to the users online at that moment (spec 1 §7 SendEmailToOnlineUser). */
export type AnnouncementMailedToOnlineUsers = DomainEvent<
  "AnnouncementMailedToOnlineUsers",
  { announcementId: string; userIds: string[] }
>;
export type AnnouncementEvent =
  | AnnouncementPublished
  | AnnouncementDeleted
  | AnnouncementRead
  | AnnouncementMailedToOnlineUsers;

export const sendAnnouncementEmailRequest = z.object({
  announcementId: uuidId("announcementId"),
});

export interface AnnouncementState {
  exists: boolean;
  deleted: boolean;
  companyId: string | null;
}

export const announcementAggregate: Aggregate<AnnouncementState, AnnouncementEvent> = {
  streamName: (announcementId) => `announcement-${announcementId}`,
  initialState: { exists: false, deleted: false, companyId: null },
  evolve(state, event) {
    switch (event.type) {
      case "AnnouncementPublished":
        return { exists: true, deleted: false, companyId: event.data.companyId };
      case "AnnouncementDeleted":
        return { ...state, deleted: true };
      case "AnnouncementRead":
      case "AnnouncementMailedToOnlineUsers":
        return state;
    }
  },
};

export function publishAnnouncement(
  state: AnnouncementState,
  command: { announcementId: string; request: PublishAnnouncementRequest; publishDate: string },
): AnnouncementEvent[] {
  if (state.exists) throw new ConflictError("An announcement with that id already exists.");
  const { title, announcementDetails, companyId } = command.request;
  return [
    {
      type: "AnnouncementPublished",
      data: {
        announcementId: command.announcementId,
        title,
        announcementDetails,
        companyId: companyId ?? null,
        publishDate: command.publishDate,
      },
    },
  ];
}

export function deleteAnnouncement(
  state: AnnouncementState,
  command: { announcementId: string },
): AnnouncementEvent[] {
  if (!state.exists || state.deleted) throw new NotFoundError("Announcement not found.");
  return [{ type: "AnnouncementDeleted", data: command }];
}

/** Marking read is idempotent; the caller passes whether this user already read it. */
export function markAnnouncementRead(
  state: AnnouncementState,
  command: { announcementId: string; userId: string; alreadyRead: boolean },
): AnnouncementEvent[] {
  if (!state.exists || state.deleted) throw new NotFoundError("Announcement not found.");
  if (command.alreadyRead) return [];
  return [
    { type: "AnnouncementRead", data: { announcementId: command.announcementId, userId: command.userId } },
  ];
}

/** Records who an announcement was mailed to; nobody online means nothing to record. */
export function recordAnnouncementMailed(
  state: AnnouncementState,
  command: { announcementId: string; userIds: string[] },
): AnnouncementEvent[] {
  if (!state.exists || state.deleted) throw new NotFoundError("Announcement not found.");
  if (command.userIds.length === 0) return [];
  return [{ type: "AnnouncementMailedToOnlineUsers", data: command }];
}
