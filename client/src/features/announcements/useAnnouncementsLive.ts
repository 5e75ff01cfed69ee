import { useEffect } from "react";
import { onSignedOut, verifyStoredToken } from "../../entities/session/sessionActions";
import { connectLive, disconnectLive, onLiveEvent } from "../../shared/live/liveSocket";
import { storageKeys } from "../../shared/storageKeys";
import { applyAnnouncementEvent, refreshAnnouncements } from "./announcementActions";

/** The sign-in popup is offered once per session: not again on a reload or a company switch. */
function firstTimeForSession(sessionKey: string): boolean {
  const first = sessionStorage.getItem(storageKeys.announcementPopupOffered) !== sessionKey;
  sessionStorage.setItem(storageKeys.announcementPopupOffered, sessionKey);
  return first;
}

export const ANNOUNCEMENTS_REFRESH_MS = 60_000;

/**
 * While signed in (`sessionKey`: the session's anti-CSRF token, new at every sign-in): load announcements
 * (popup if unread), refresh every 60 s, and follow the live channel, which authenticates by the session
 * cookie. Reconnects when the acting company changes, so missed pushes are fetched again.
 */
export function useAnnouncementsLive(sessionKey: string | null, companyId: string | null): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a company switch reconnects and refreshes
  useEffect(() => {
    if (!sessionKey) return;
    const firstForToken = firstTimeForSession(sessionKey);
    void refreshAnnouncements({ openPopupIfUnread: firstForToken });
    const timer = window.setInterval(() => void refreshAnnouncements(), ANNOUNCEMENTS_REFRESH_MS);
    const offAnnouncements = onLiveEvent(
      "announcements",
      applyAnnouncementEvent,
      () => void refreshAnnouncements(),
    );
    connectLive({ onUnauthorized: () => void verifyStoredToken() });
    // A sign-out closes the channel at once, before React gets round to this cleanup.
    const offSignedOut = onSignedOut(disconnectLive);
    return () => {
      window.clearInterval(timer);
      offSignedOut();
      offAnnouncements();
      disconnectLive();
    };
  }, [sessionKey, companyId]);
}
