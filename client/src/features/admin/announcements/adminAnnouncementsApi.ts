import { http } from "../../../shared/api/httpClient";

/** An announcement as the administrator sees it (GET /Announcement). */
export interface AdminAnnouncement {
  announcementId: string;
  title: string;
  announcementDetails: string;
  publishDate: string;
  /** null: every company. */
  companyId: string | null;
  /** When it was last e-mailed to the users online then (recorded as an event), or null. */
  lastEmailedDate: string | null;
}

export const adminAnnouncementsApi = {
  list: () => http.get<AdminAnnouncement[]>("/Announcement"),
  create: (title: string, announcementDetails: string, companyId: string | null) =>
    http.post<AdminAnnouncement>("/Announcement", { title, announcementDetails, companyId }),
  remove: (id: string) => http.delete<void>(`/Announcement/${encodeURIComponent(id)}`),
  sendEmailToOnlineUsers: (announcementId: string) =>
    http.post<{ sent: number }>("/Announcement/SendEmailToOnlineUser", { announcementId }),
};
