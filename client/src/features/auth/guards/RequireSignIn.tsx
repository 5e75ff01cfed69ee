import { Button } from "primereact/button";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { loadCurrentUser, signOut } from "../../../entities/session/sessionActions";
import { needsUser as userNeeded, useSession } from "../../../entities/session/sessionStore";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { FullPageLoader } from "../../../shared/ui/FullPageLoader";

/** Every route but /login and /Account/ResetPassword: no session → /login; no (or expired) user → fetch it first. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  const needsUser = userNeeded(session);

  useEffect(() => {
    if (needsUser) void loadCurrentUser();
  }, [needsUser]);

  if (!session.session) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!session.user && session.userStatus === "failed") {
    return (
      <div css={{ maxWidth: 480, margin: "18vh auto", display: "grid", gap: 16, padding: 16 }}>
        <AlertBox severity="error" title="Your profile could not be loaded" testId="session-user-error">
          {session.userError}
        </AlertBox>
        <div css={{ display: "flex", gap: 12 }}>
          <Button label="Retry" icon="pi pi-refresh" onClick={() => void loadCurrentUser()} />
          <Button label="Log out" severity="secondary" outlined onClick={signOut} />
        </div>
      </div>
    );
  }
  if (!session.user) return <FullPageLoader text="Loading your profile…" />;
  return <Outlet />;
}
