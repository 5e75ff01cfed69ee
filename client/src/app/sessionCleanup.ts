import { resetCompanies } from "../entities/company/companyStore";
import { resetVessels } from "../entities/vessel/vesselStore";
import { resetAnnouncements } from "../features/announcements/announcementActions";
import { onSignedOut } from "../features/auth/sessionActions";
import { disconnectLive } from "../shared/live/liveSocket";

/** Drops every signed-in cache when the session ends, so the next user starts clean. */
export function installSessionCleanup(): void {
  onSignedOut(() => {
    disconnectLive();
    resetAnnouncements();
    resetVessels();
    resetCompanies();
  });
}
