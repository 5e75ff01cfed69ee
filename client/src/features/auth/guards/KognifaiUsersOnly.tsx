import { Navigate, Outlet } from "react-router-dom";
import { useSession } from "../../../entities/session/sessionStore";
import { isKognifaiUser } from "../../../entities/user/roles";

/** /Kognifai is for Kognifai users only; everyone else is sent to /. */
export function KognifaiUsersOnly() {
  const { user } = useSession();
  if (!isKognifaiUser(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
