import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import type { VerifierDto } from "../../../domain/verifiers/schemas.js";
import { grantInForce } from "../../../domain/verifiers/verifierReads.js";
import type { UserView } from "../../../projections/admin/users.js";
import type { AppContext } from "../../context.js";

/** The company's verifiers (users with the Verifier role), by name. */
export const verifiersOf = (ctx: AppContext, companyId: string): UserView[] =>
  Object.values(ctx.readModels.state("users").byId)
    .filter((u) => u.role === "Verifier" && u.companyId === companyId)
    .sort(byName);

/** A verifier with its grant and whether that grant is in force now. */
export function verifierDto(ctx: AppContext, user: UserView): VerifierDto {
  const grant = entryOf(ctx.readModels.state("verifierGrants").byUserId, user.id);
  const names = ctx.readModels.state("users").nameById;
  const base = { userId: user.id, name: user.name, email: user.email };
  if (!grant) return { ...base, grant: null, status: "none" };
  return {
    ...base,
    grant: {
      companyId: grant.companyId,
      vesselIds: grant.vesselIds,
      years: grant.years,
      expiresAt: grant.expiresAt,
      grantedBy: grant.grantedBy,
      grantedByName: entryOf(names, grant.grantedBy) ?? "",
      grantedAt: grant.grantedAt,
    },
    status: grantInForce(grant, ctx.now().toISOString()).allowed ? "active" : "expired",
  };
}
