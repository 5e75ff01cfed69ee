import { Navigate, Outlet } from "react-router-dom";
import { isKognifaiUser } from "../../../entities/user/roles";
import { useSession } from "../sessionStore";

/** A third-party-platform (Kognifai) user is sent to /Kognifai from every other route. */
export function ConfineKognifaiUser() {
  const { user } = useSession();
  if (isKognifaiUser(user)) return <Navigate to="/Kognifai" replace />;
  return <Outlet />;
}
