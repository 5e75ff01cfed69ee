import { Navigate, Outlet } from "react-router-dom";
import { useSession } from "../../../entities/session/sessionStore";

/** /Verifier is for verifiers only; everyone else is sent to /. */
export function VerifiersOnly() {
  const { user } = useSession();
  if (user?.role !== "Verifier") return <Navigate to="/" replace />;
  return <Outlet />;
}
