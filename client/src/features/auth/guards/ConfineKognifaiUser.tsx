import { Navigate, Outlet } from "react-router-dom";
import { useSession } from "../../../entities/session/sessionStore";
import { isKognifaiUser } from "../../../entities/user/roles";

/** A third-party-platform (Kognifai) user is sent to /Kognifai from every other route. */
export function ConfineKognifaiUser() {
  const { user } = useSession();
  if (isKognifaiUser(user)) return <Navigate to="/Kognifai" replace />;
  return <Outlet />;
}
