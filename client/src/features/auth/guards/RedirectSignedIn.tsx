import { Navigate, Outlet } from "react-router-dom";
import { useSession } from "../../../entities/session/sessionStore";

/** /login: an already signed-in visitor goes to /FleetOverview. */
export function RedirectSignedIn() {
  const session = useSession();
  if (session.session) return <Navigate to="/FleetOverview" replace />;
  return <Outlet />;
}
