import { type Role, seesAllCompanyVessels } from "../auth/roles.js";

export interface Actor {
  userId: string;
  role: Role;
  /** The company the actor acts for (an administrator may view as any company). */
  companyId: string | null;
}

interface GroupLike {
  companyId: string;
  isDefault: boolean;
  vesselIds: readonly string[];
  userIds: readonly string[];
}

interface VesselLike {
  id: string;
  companyId: string | null;
  activeStatus: string;
}

/**
 * The vessels an actor may see: only vessels of the company it acts for, never archived ones;
 * administrators, super users and the company's API user see all of them, everybody else the
 * vessels of the access groups they belong to. A default group holds every vessel of its company.
 * A verifier sees only the vessels its grant in force names (`verifierVessels`), whatever its groups.
 */
export function visibleVesselIds(
  actor: Actor,
  vessels: readonly VesselLike[],
  groups: readonly GroupLike[],
  verifierVessels: ReadonlySet<string> = new Set(),
): Set<string> {
  if (!actor.companyId) return new Set();
  const companyVessels = vessels.filter(
    (v) => v.companyId === actor.companyId && v.activeStatus !== "Archived",
  );
  if (actor.role === "Verifier")
    return new Set(companyVessels.filter((v) => verifierVessels.has(v.id)).map((v) => v.id));
  if (seesAllCompanyVessels(actor.role)) return new Set(companyVessels.map((v) => v.id));
  const myGroups = groups.filter((g) => g.companyId === actor.companyId && g.userIds.includes(actor.userId));
  if (myGroups.some((g) => g.isDefault)) return new Set(companyVessels.map((v) => v.id));
  const allowed = new Set(myGroups.flatMap((g) => g.vesselIds));
  return new Set(companyVessels.filter((v) => allowed.has(v.id)).map((v) => v.id));
}
