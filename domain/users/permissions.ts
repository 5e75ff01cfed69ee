import type { Actor } from "../access/visibility.js";
import { assignableRoles, isSuperOrAdmin, type Role } from "../auth/roles.js";

/** How a request about a record turns out before any rule of the record itself is checked. */
export type Access = "allowed" | "forbidden" | "notFound";

interface TargetUser {
  id: string;
  role: Role;
  companyId: string | null;
}

/**
 * Whether a user record is in the actor's reach at all: users of the company the actor acts for;
 * an administrator also reaches the provider's administrators (who belong to no company).
 */
export function userInScope(actor: Actor, target: TargetUser): boolean {
  if (target.id === actor.userId) return true;
  if (actor.companyId !== null && target.companyId === actor.companyId) return true;
  return actor.role === "Administrator" && target.companyId === null;
}

/**
 * Who may change a user (edit, delete, issue or clear an API key): super users the users of their
 * company, administrators any user of the company they act for. A super user may not touch a user
 * holding a role they could not hand out (Administrator, KognifaiUser). Out of reach answers
 * "notFound" so another company's users are not revealed.
 */
export function userManagementAccess(actor: Actor, target: TargetUser): Access {
  if (!userInScope(actor, target)) return "notFound";
  if (!isSuperOrAdmin(actor.role)) return "forbidden";
  if (!assignableRoles(actor.role).includes(target.role)) return "forbidden";
  return "allowed";
}

/** Whether the actor may create a user with this role (spec 1 §6). */
export function mayCreateWithRole(actorRole: Role, role: Role): boolean {
  return assignableRoles(actorRole).includes(role);
}
