import { type Actor, visibleVesselIds } from "../../../domain/access/visibility.js";
import { entryOf } from "../../../domain/shared/records.js";
import { byName } from "../../../domain/shared/text.js";
import { verifierVesselIds } from "../../../domain/verifiers/verifierReads.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";

/** The vessels an actor may see, by name. Every vessel-scoped call goes through this. */
export function visibleVessels(ctx: AppContext, actor: Actor): VesselView[] {
  const vessels = Object.values(ctx.readModels.state("vessels").byId);
  const groups = Object.values(ctx.readModels.state("accessGroups").byId);
  const granted =
    actor.role === "Verifier"
      ? verifierVesselIds(
          entryOf(ctx.readModels.state("verifierGrants").byUserId, actor.userId),
          ctx.now().toISOString(),
        )
      : undefined;
  const ids = visibleVesselIds(actor, vessels, groups, granted);
  return vessels.filter((v) => ids.has(v.id)).sort(byName);
}
