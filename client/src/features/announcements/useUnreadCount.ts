import { useStore } from "../../shared/store/createStore";
import { alertsStore } from "./alertsStore";
import { announcementsStore, unreadAnnouncementsOf } from "./announcementsStore";

/** Unread announcements plus unacknowledged alerts. */
export function useUnreadCount(): number {
  const announcements = useStore(announcementsStore);
  const alerts = useStore(alertsStore);
  return unreadAnnouncementsOf(announcements).length + alerts.items.filter((a) => !a.acknowledged).length;
}
