import { RequireRole } from "../../entities/session/RequireRole";
import { CompanyList } from "../../features/admin/companies/CompanyList";

/** /Company and /Settings/CompanyList: administrators. */
export function CompaniesPage() {
  return (
    <RequireRole roles={["Administrator"]}>
      <CompanyList />
    </RequireRole>
  );
}
