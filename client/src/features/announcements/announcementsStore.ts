import { createStore } from "../../shared/store/createStore";
import type { Announcement } from "./types";

export interface AnnouncementsState {
  items: Announcement[];
  status: "idle" | "loading" | "ready" | "error";
  popupOpen: boolean;
}

export const announcementsStore = createStore<AnnouncementsState>({
  items: [],
  status: "idle",
  popupOpen: false,
});

export const unreadAnnouncementsOf = (state: AnnouncementsState): Announcement[] =>
  state.items.filter((item) => !item.isView);

/** Newest first. */
export function sortAnnouncements(items: Announcement[]): Announcement[] {
  return [...items].sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate));
}
