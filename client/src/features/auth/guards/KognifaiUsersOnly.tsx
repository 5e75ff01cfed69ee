import { Navigate, Outlet } from "react-router-dom";
import { isKognifaiUser } from "../../../entities/user/roles";
import { useSession } from "../sessionStore";

/** /Kognifai is for Kognifai users only; everyone else is sent to /. */
export function KognifaiUsersOnly() {
  const { user } = useSession();
  if (!isKognifaiUser(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
