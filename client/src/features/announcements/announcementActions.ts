import type { CurrentUser } from "../../entities/user/types";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { announcementsApi } from "./announcementsApi";
import { announcementsStore, sortAnnouncements, unreadAnnouncementsOf } from "./announcementsStore";
import type { Announcement, AnnouncementLiveEvent } from "./types";

/** Loads the caller's announcements; on the first load of a session, opens the popup if any are unread. */
export async function refreshAnnouncements(options: { openPopupIfUnread?: boolean } = {}): Promise<void> {
  announcementsStore.set((state) => ({ ...state, status: state.status === "ready" ? "ready" : "loading" }));
  try {
    const items = sortAnnouncements(await announcementsApi.forCurrentUser());
    announcementsStore.set((state) => ({
      ...state,
      items,
      status: "ready",
      popupOpen: state.popupOpen || (!!options.openPopupIfUnread && items.some((item) => !item.isView)),
    }));
  } catch (error) {
    console.warn("Failed to load announcements", error);
    announcementsStore.set((state) => ({ ...state, status: state.status === "ready" ? "ready" : "error" }));
  }
}

export function resetAnnouncements(): void {
  announcementsStore.set({ items: [], status: "idle", popupOpen: false });
}

export function openAnnouncementPopup(): void {
  announcementsStore.set((state) => ({ ...state, popupOpen: true }));
}

export function closeAnnouncementPopup(): void {
  announcementsStore.set((state) => ({ ...state, popupOpen: false }));
}

function isLiveEvent(payload: unknown): payload is AnnouncementLiveEvent {
  return typeof payload === "object" && payload !== null && "kind" in payload;
}

/** Applies a live `announcements` event without a reload; a new one pops up. */
export function applyAnnouncementEvent(payload: unknown): void {
  if (!isLiveEvent(payload)) return;
  if (payload.kind === "created") {
    const incoming: Announcement = { ...payload.announcement, isView: false };
    announcementsStore.set((state) => ({
      ...state,
      items: sortAnnouncements([
        incoming,
        ...state.items.filter((item) => item.announcementId !== incoming.announcementId),
      ]),
      popupOpen: true,
    }));
  } else if (payload.kind === "deleted") {
    announcementsStore.set((state) => ({
      ...state,
      items: state.items.filter((item) => item.announcementId !== payload.announcementId),
    }));
  }
}

function markLocallyRead(ids: string[]): void {
  const read = new Set(ids);
  announcementsStore.set((state) => {
    const items = state.items.map((item) =>
      read.has(item.announcementId) ? { ...item, isView: true } : item,
    );
    const stillUnread = items.some((item) => !item.isView);
    return { ...state, items, popupOpen: state.popupOpen && stillUnread };
  });
}

async function sendRead(user: CurrentUser, ids: string[]): Promise<boolean> {
  if (!user.companyId) {
    showSnackbar({ text: "User company ID is not available" });
    return false;
  }
  const companyId = user.companyId;
  try {
    await announcementsApi.markRead(
      ids.map((id) => ({ UserEmail: user.email || user.userName, CompanyId: companyId, AnnouncementId: id })),
    );
    markLocallyRead(ids);
    return true;
  } catch {
    showSnackbar({ text: "Failed" });
    return false;
  }
}

export async function markAnnouncementRead(user: CurrentUser, announcementId: string): Promise<void> {
  if (await sendRead(user, [announcementId])) {
    showSnackbar({ text: "Announcement marked as read and archived", color: "success" });
  }
}

export async function markAllAnnouncementsRead(user: CurrentUser): Promise<void> {
  const unread = unreadAnnouncementsOf(announcementsStore.get());
  if (unread.length === 0) {
    showSnackbar({ text: "No unread announcements to mark as read", color: "info" });
    return;
  }
  if (
    await sendRead(
      user,
      unread.map((item) => item.announcementId),
    )
  ) {
    showSnackbar({ text: "You read all the Announcements and archived", color: "success" });
  }
}
