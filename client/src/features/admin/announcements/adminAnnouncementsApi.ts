import type { z } from "zod";
import type {
  announcementAnswer,
  announcementMailedAnswer,
} from "../../../../../domain/announcements/answers";
import { http } from "../../../shared/api/httpClient";

/** An announcement as the administrator sees it (GET /Announcement). */
export type AdminAnnouncement = z.infer<typeof announcementAnswer>;

export const adminAnnouncementsApi = {
  list: () => http.get<AdminAnnouncement[]>("/Announcement"),
  create: (title: string, announcementDetails: string, companyId: string | null) =>
    http.post<AdminAnnouncement>("/Announcement", { title, announcementDetails, companyId }),
  remove: (id: string) => http.delete<void>(`/Announcement/${encodeURIComponent(id)}`),
  sendEmailToOnlineUsers: (announcementId: string) =>
    http.post<z.infer<typeof announcementMailedAnswer>>("/Announcement/SendEmailToOnlineUser", {
      announcementId,
    }),
};
