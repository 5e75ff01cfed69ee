import type { Actor } from "../../../domain/access/visibility.js";
import { COMPANY_NOT_FOUND } from "../../../domain/companies/company.js";
import { ForbiddenError, NotFoundError } from "../../../domain/shared/errors.js";
import { byName } from "../../../domain/shared/text.js";
import type { vesselListQuery } from "../../../domain/vessels/schemas.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import { visibleVessels } from "./visibleVessels.js";

type VesselListQuery = ReturnType<typeof vesselListQuery.parse>;

export const IGNORE_COMPANY_DENIED = "Only administrators may list the vessels of every company.";

/**
 * The vessels a list call answers. `IgnoreCompany=true` (administrators only) lists every vessel that
 * is not archived; `companyId` lists that company's vessels as its members see them, and only an
 * administrator may name a company other than the one they act for (others get 404, as for any
 * record out of reach).
 */
export function vesselsOfList(ctx: AppContext, actor: Actor, query: VesselListQuery): VesselView[] {
  const isAdministrator = actor.role === "Administrator";
  if (query.IgnoreCompany) {
    if (!isAdministrator) throw new ForbiddenError(IGNORE_COMPANY_DENIED);
    return Object.values(ctx.readModels.state("vessels").byId)
      .filter((v) => v.activeStatus !== "Archived")
      .sort(byName);
  }
  if (query.companyId === undefined || query.companyId === actor.companyId) return visibleVessels(ctx, actor);
  const companies = ctx.readModels.state("companies").byId;
  if (!isAdministrator || !Object.hasOwn(companies, query.companyId))
    throw new NotFoundError(COMPANY_NOT_FOUND);
  return visibleVessels(ctx, { ...actor, companyId: query.companyId });
}
