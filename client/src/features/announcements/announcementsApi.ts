import { http } from "../../shared/api/httpClient";
import type { Announcement, AnnouncementReadItem } from "./types";

export const announcementsApi = {
  forCurrentUser: () => http.get<Announcement[]>("/Announcement/GetByUser"),
  markRead: (items: AnnouncementReadItem[]) => http.post<unknown>("/Announcement/ReadByUser", items),
};
