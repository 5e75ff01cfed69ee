import type { Context } from "hono";
import type { EmissionReportVessel } from "../../../domain/fuel/emissionSettings.js";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { entryOf } from "../../../domain/shared/records.js";
import type { VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import type { VoyageFacts } from "../../../domain/voyages/decisions.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import { allFuelTypesOf } from "../../../projections/fuel/fuelTypes.js";
import { requestScope, voyageLogOf } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";

/** Finding a vessel's voyage log for a caller (through `requestScope`): anything outside answers 404. */
export function voyageAccess(ctx: AppContext) {
  const scopeOf = (c: Context<AppEnv>) => requestScope(ctx, c.get("session").actor);

  return {
    logOf: (vesselId: string): Promise<VoyageLogState> => voyageLogOf(ctx, vesselId),
    /** The vessel, when the caller may see it. */
    async vessel(c: Context<AppEnv>, vesselId: string | undefined) {
      const scope = scopeOf(c);
      const vessel = scope.vessel(vesselId, VOYAGE_MESSAGES.vesselNotFound);
      return { vesselId: vessel.id, log: await scope.logOf(vessel.id) };
    },
    /** The vessel holding an event, among the caller's vessels. */
    async vesselOfEvent(
      c: Context<AppEnv>,
      eventId: string,
      notFound: string = VOYAGE_MESSAGES.eventNotFound,
    ) {
      const scope = scopeOf(c);
      const vessel = await scope.vesselOfEvent(eventId, notFound);
      return { vesselId: vessel.id, log: await scope.logOf(vessel.id) };
    },
    /** The vessel's emission settings and cargo units, which recording a voyage event requires complete. */
    emissionReportVessel(vesselId: string): EmissionReportVessel {
      const vessel = ctx.readModels.state("vessels").byId[vesselId];
      if (!vessel) throw new NotFoundError(VOYAGE_MESSAGES.vesselNotFound);
      return vessel;
    },
    facts(vesselId: string): VoyageFacts {
      const vessel = entryOf(ctx.readModels.state("vessels").byId, vesselId);
      const fuelTypes = allFuelTypesOf(ctx.readModels.state("fuelTypes"), vessel?.companyId ?? null);
      return {
        cargoUnitIds: vessel?.cargoUnitIds ?? [],
        fuelTypeNames: Object.fromEntries(fuelTypes.map((t) => [t.id, t.name])),
      };
    },
  };
}
