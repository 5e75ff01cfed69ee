import { RequireRole } from "../../entities/session/RequireRole";
import { AccessGroupList } from "../../features/admin/accessGroups/AccessGroupList";

/** /Settings/VesselAccessControl: super users and administrators. */
export function VesselAccessControlPage() {
  return (
    <RequireRole roles={["Administrator", "SuperUser"]}>
      <AccessGroupList />
    </RequireRole>
  );
}
