import { RequireRole } from "../../entities/session/RequireRole";
import { UserList } from "../../features/admin/users/UserList";

/** /Users and /Settings/UserList: super users and administrators. */
export function UsersPage() {
  return (
    <RequireRole roles={["Administrator", "SuperUser"]}>
      <UserList />
    </RequireRole>
  );
}
