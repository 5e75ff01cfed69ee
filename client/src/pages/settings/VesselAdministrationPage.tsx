import { RequireRole } from "../../entities/session/RequireRole";
import { VesselAdministration } from "../../features/admin/vessels/VesselAdministration";

/** /VesselAdministration and /Settings/ManageVessels: administrators. */
export function VesselAdministrationPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <VesselAdministration />
    </RequireRole>
  );
}
