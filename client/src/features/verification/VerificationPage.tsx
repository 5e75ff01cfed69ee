import { RequireRole } from "../../entities/session/RequireRole";
import { VerificationScreen } from "./VerificationScreen";

/** /Settings/Verification: the acting company's checkpoints and whom they were sent to. */
export function VerificationPage() {
  return (
    <RequireRole roles={["Administrator", "SuperUser"]}>
      <VerificationScreen />
    </RequireRole>
  );
}
