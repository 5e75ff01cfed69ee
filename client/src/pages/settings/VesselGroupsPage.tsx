import { RequireRole } from "../../entities/session/RequireRole";
import { VesselGroupsEditor } from "../../features/admin/vesselGroups/VesselGroupsEditor";

/** /Settings/VesselGroups: users, super users and administrators. */
export function VesselGroupsPage() {
  return (
    <RequireRole roles={["Administrator", "SuperUser", "User"]}>
      <VesselGroupsEditor />
    </RequireRole>
  );
}
