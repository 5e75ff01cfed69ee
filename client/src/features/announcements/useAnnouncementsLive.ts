import { useEffect } from "react";
import { connectLive, disconnectLive, onLiveEvent } from "../../shared/live/liveSocket";
import { storageKeys } from "../../shared/storageKeys";
import { onSignedOut, verifyStoredToken } from "../auth/sessionActions";
import { refreshAlerts } from "./alertsStore";
import { applyAnnouncementEvent, refreshAnnouncements } from "./announcementActions";

/** The sign-in popup is offered once per access token: not again on a reload or a company switch. */
function firstTimeForToken(accessToken: string): boolean {
  const first = sessionStorage.getItem(storageKeys.announcementPopupOffered) !== accessToken;
  sessionStorage.setItem(storageKeys.announcementPopupOffered, accessToken);
  return first;
}

export const ANNOUNCEMENTS_REFRESH_MS = 60_000;

/**
 * While signed in: load announcements (popup if unread), refresh every 60 s, and follow the live channel.
 * Reconnects when the acting company changes, because the server assigns rooms at connect time.
 */
export function useAnnouncementsLive(accessToken: string | null, companyId: string | null): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a company switch must reconnect (rooms are set at connect)
  useEffect(() => {
    if (!accessToken) return;
    const firstForToken = firstTimeForToken(accessToken);
    const refreshAll = (openPopupIfUnread = false) => {
      void refreshAnnouncements({ openPopupIfUnread });
      void refreshAlerts();
    };
    refreshAll(firstForToken);
    const timer = window.setInterval(() => refreshAll(), ANNOUNCEMENTS_REFRESH_MS);
    const offAnnouncements = onLiveEvent("announcements", applyAnnouncementEvent);
    const offAlerts = onLiveEvent("alerts", () => void refreshAlerts());
    connectLive({ token: accessToken, onUnauthorized: () => void verifyStoredToken() });
    // A sign-out closes the channel at once, before React gets round to this cleanup.
    const offSignedOut = onSignedOut(disconnectLive);
    return () => {
      window.clearInterval(timer);
      offSignedOut();
      offAnnouncements();
      offAlerts();
      disconnectLive();
    };
  }, [accessToken, companyId]);
}
