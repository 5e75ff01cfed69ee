import type { Context } from "hono";
import { NotFoundError } from "../../../domain/shared/errors.js";
import { initialVoyageLogState, type VoyageLogState } from "../../../domain/voyageLog/voyageLog.js";
import type { VoyageFacts } from "../../../domain/voyages/decisions.js";
import { VOYAGE_MESSAGES } from "../../../domain/voyages/messages.js";
import { vesselEventById } from "../../../domain/voyages/state.js";
import type { AppContext } from "../../context.js";
import type { AppEnv } from "../../http/env.js";
import { visibleVessels } from "../vessels/visibleVessels.js";

/** Finding a vessel's voyage log for a caller: anything outside the caller's vessels answers 404. */
export function voyageAccess(ctx: AppContext) {
  const visibleIds = (c: Context<AppEnv>) => visibleVessels(ctx, c.get("session").actor).map((v) => v.id);
  const logOf = (vesselId: string): VoyageLogState =>
    ctx.readModels.state("voyageLogs").byVesselId[vesselId] ?? { ...initialVoyageLogState, vesselId };

  return {
    logOf,
    /** The vessel, when the caller may see it. */
    vessel(c: Context<AppEnv>, vesselId: string | undefined) {
      if (!vesselId || !visibleIds(c).includes(vesselId))
        throw new NotFoundError(VOYAGE_MESSAGES.vesselNotFound);
      return { vesselId, log: logOf(vesselId) };
    },
    /** The vessel holding an event, among the caller's vessels. */
    vesselOfEvent(c: Context<AppEnv>, eventId: string, notFound: string = VOYAGE_MESSAGES.eventNotFound) {
      const logs = ctx.readModels.state("voyageLogs").byVesselId;
      for (const vesselId of visibleIds(c)) {
        const log = logs[vesselId];
        if (log && vesselEventById(log.voyages, eventId)) return { vesselId, log };
      }
      throw new NotFoundError(notFound);
    },
    facts(vesselId: string): VoyageFacts {
      return { cargoUnitIds: ctx.readModels.state("vessels").byId[vesselId]?.cargoUnitIds ?? [] };
    },
  };
}
