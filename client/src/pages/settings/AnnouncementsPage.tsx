import { RequireRole } from "../../entities/session/RequireRole";
import { AnnouncementsAdmin } from "../../features/admin/announcements/AnnouncementsAdmin";

/** /Settings/Announcement: administrators. */
export function AnnouncementsPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <AnnouncementsAdmin />
    </RequireRole>
  );
}
