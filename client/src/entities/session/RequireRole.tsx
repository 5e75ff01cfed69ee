import type { ReactNode } from "react";
import { AlertBox } from "../../shared/ui/AlertBox";
import type { Role } from "../user/types";
import { useSession } from "./sessionStore";

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
