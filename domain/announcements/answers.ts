import { z } from "zod";

/** An announcement as administrators manage it (GET /Announcement, POST answers it). */
export const announcementAnswer = z.object({
  announcementId: z.string(),
  title: z.string(),
  announcementDetails: z.string(),
  /** Null: addressed to every company. */
  companyId: z.string().nullable(),
  publishDate: z.string(),
  /** When it was last e-mailed to the users online then, or null. */
  lastEmailedDate: z.string().nullable(),
});

/** An announcement addressed to the caller, with whether the caller has read it (`isView`). */
export const userAnnouncementAnswer = z.object({
  announcementId: z.string(),
  title: z.string(),
  announcementDetails: z.string(),
  publishDate: z.string(),
  isView: z.boolean(),
});

/** POST /Announcement/SendEmailToOnlineUser: how many users online were mailed. */
export const announcementMailedAnswer = z.object({ sent: z.number().int() });
