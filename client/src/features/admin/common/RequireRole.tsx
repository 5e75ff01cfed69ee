import type { ReactNode } from "react";
import type { Role } from "../../../entities/user/types";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { useSession } from "../../auth/sessionStore";

/** Renders the screen only for the given roles; others see a short notice. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  if (!user) return null;
  if (!roles.includes(user.role)) {
    return (
      <AlertBox severity="warning" title="Not available" testId="admin-not-permitted">
        Your role does not give access to this screen.
      </AlertBox>
    );
  }
  return <>{children}</>;
}
