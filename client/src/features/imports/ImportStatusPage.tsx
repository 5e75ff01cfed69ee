import { RequireRole } from "../admin/common/RequireRole";
import { ImportStatusScreen } from "./ImportStatusScreen";

/** /Settings/ImportStatus: administrators only (spec 3 §6). */
export function ImportStatusPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <ImportStatusScreen />
    </RequireRole>
  );
}
