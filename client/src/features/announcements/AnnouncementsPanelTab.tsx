import type { CurrentUser } from "../../entities/user/types";
import { useStore } from "../../shared/store/createStore";
import { AnnouncementCard } from "./AnnouncementCard";
import { markAnnouncementRead } from "./announcementActions";
import { announcementsStore } from "./announcementsStore";
import { EmptyState } from "./EmptyState";

/** The Announcements tab of the Alerts & Announcements panel (the shell composes the panel). */
export function AnnouncementsPanelTab({ user, unreadOnly }: { user: CurrentUser; unreadOnly: boolean }) {
  const announcements = useStore(announcementsStore).items;
  const visible = unreadOnly ? announcements.filter((item) => !item.isView) : announcements;
  if (visible.length === 0) {
    return (
      <EmptyState icon="pi pi-inbox" text="You don’t have any announcements" testId="announcements-empty" />
    );
  }
  return (
    <>
      {visible.map((announcement) => (
        <AnnouncementCard
          key={announcement.announcementId}
          announcement={announcement}
          onMarkRead={(id) => void markAnnouncementRead(user, id)}
        />
      ))}
    </>
  );
}

/** Unread announcements, for the bell's counter. */
export function useUnreadAnnouncementCount(): number {
  return useStore(announcementsStore).items.filter((item) => !item.isView).length;
}
