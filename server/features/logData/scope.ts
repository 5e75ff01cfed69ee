import type { VesselView } from "../../../projections/admin/vessels.js";
import { requestScope, SCOPE_MESSAGES } from "../../access/requestScope.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import type { LogVariableRecord, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";

export function storeOf(ctx: AppContext): TimeSeriesStore {
  if (!ctx.timeSeries) throw new Error(SCOPE_MESSAGES.noStore);
  return ctx.timeSeries;
}

/** A vessel the caller may see, else 404 (as everywhere in the API). */
export const vesselInScope = (ctx: AppContext, session: Session, vesselId: string): VesselView =>
  requestScope(ctx, session.actor).vessel(vesselId);

/** The variables, in the order asked, when each belongs to a vessel the caller may see; else 404. */
export const variablesInScope = (
  ctx: AppContext,
  session: Session,
  ids: readonly number[],
): Promise<LogVariableRecord[]> => requestScope(ctx, session.actor).logVariables(ids);
