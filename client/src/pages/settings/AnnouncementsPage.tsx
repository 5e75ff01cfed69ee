import { AnnouncementsAdmin } from "../../features/admin/announcements/AnnouncementsAdmin";
import { RequireRole } from "../../features/admin/common/RequireRole";

/** /Settings/Announcement: administrators. */
export function AnnouncementsPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <AnnouncementsAdmin />
    </RequireRole>
  );
}
