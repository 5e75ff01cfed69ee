import { AccessGroupList } from "../../features/admin/accessGroups/AccessGroupList";
import { RequireRole } from "../../features/admin/common/RequireRole";

/** /Settings/VesselAccessControl: super users and administrators. */
export function VesselAccessControlPage() {
  return (
    <RequireRole roles={["Administrator", "SuperUser"]}>
      <AccessGroupList />
    </RequireRole>
  );
}
