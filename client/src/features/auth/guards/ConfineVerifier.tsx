import { Navigate, Outlet } from "react-router-dom";
import { useSession } from "../../../entities/session/sessionStore";

/** A verifier is sent to /Verifier from every other route: the server refuses it everything else. */
export function ConfineVerifier() {
  const { user } = useSession();
  if (user?.role === "Verifier") return <Navigate to="/Verifier" replace />;
  return <Outlet />;
}
