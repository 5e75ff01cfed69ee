import { RequireRole } from "../../entities/session/RequireRole";
import { ImportStatusScreen } from "./ImportStatusScreen";

/** /Settings/ImportStatus: administrators only (spec 3 §6). */
export function ImportStatusPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <ImportStatusScreen />
    </RequireRole>
  );
}
