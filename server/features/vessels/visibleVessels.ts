import { type Actor, visibleVesselIds } from "../../../domain/access/visibility.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";

/** The vessels an actor may see, by name. Every vessel-scoped call goes through this. */
export function visibleVessels(ctx: AppContext, actor: Actor): VesselView[] {
  const vessels = Object.values(ctx.readModels.state("vessels").byId);
  const groups = Object.values(ctx.readModels.state("accessGroups").byId);
  const ids = visibleVesselIds(actor, vessels, groups);
  return vessels
    .filter((v) => ids.has(v.id))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}
