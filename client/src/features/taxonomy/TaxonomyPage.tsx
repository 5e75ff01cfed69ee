import { RequireRole } from "../../entities/session/RequireRole";
import { TaxonomyScreen } from "./TaxonomyScreen";

/** /Settings/Taxonomy: administrators only (spec 3 §6). */
export function TaxonomyPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <TaxonomyScreen />
    </RequireRole>
  );
}
