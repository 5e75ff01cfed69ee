import { resetIncidents } from "../entities/alert/incidentsStore";
import { resetCompanies } from "../entities/company/companyStore";
import { onSignedOut } from "../entities/session/sessionActions";
import { resetVessels } from "../entities/vessel/vesselStore";
import { resetAnnouncements } from "../features/announcements/announcementActions";
import { resetDashboards } from "../features/dashboards/state/dashboardStore";
import { resetWidgetConfigs } from "../features/dashboards/state/widgetConfigStore";

/**
 * Drops every signed-in cache when the session ends, so the next user starts clean.
 * The live channel closes itself on sign-out (see useAnnouncementsLive): that keeps Socket.IO, which
 * only the signed-in shell uses, out of the entry chunk.
 */
export function installSessionCleanup(): void {
  onSignedOut(() => {
    resetAnnouncements();
    resetIncidents();
    resetVessels();
    resetCompanies();
    resetDashboards();
    resetWidgetConfigs();
  });
}
