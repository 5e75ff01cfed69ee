import { NotFoundError } from "../../../domain/shared/errors.js";
import type { VesselView } from "../../../projections/admin/vessels.js";
import type { AppContext } from "../../context.js";
import type { Session } from "../../http/env.js";
import type { LogVariableRecord, TimeSeriesStore } from "../../timeseries/TimeSeriesStore.js";
import { visibleVessels } from "../vessels/visibleVessels.js";

export const SCOPE_MESSAGES = {
  vesselNotFound: "Vessel not found.",
  variableNotFound: (id: number) => `Log variable ${id} not found.`,
  noStore: "Log data is not available: the time-series store is not open.",
} as const;

export function storeOf(ctx: AppContext): TimeSeriesStore {
  if (!ctx.timeSeries) throw new Error(SCOPE_MESSAGES.noStore);
  return ctx.timeSeries;
}

/** A vessel the caller may see, else 404 (as everywhere in the API). */
export function vesselInScope(ctx: AppContext, session: Session, vesselId: string): VesselView {
  const vessel = visibleVessels(ctx, session.actor).find((v) => v.id === vesselId);
  if (!vessel) throw new NotFoundError(SCOPE_MESSAGES.vesselNotFound);
  return vessel;
}

/** The variables, in the order asked, when each belongs to a vessel the caller may see; else 404. */
export async function variablesInScope(
  ctx: AppContext,
  session: Session,
  ids: readonly number[],
): Promise<LogVariableRecord[]> {
  const visible = new Set(visibleVessels(ctx, session.actor).map((v) => v.id));
  const found = new Map((await storeOf(ctx).variablesByIds(ids)).map((v) => [v.id, v]));
  return ids.map((id) => {
    const variable = found.get(id);
    if (!variable || !visible.has(variable.vesselId))
      throw new NotFoundError(SCOPE_MESSAGES.variableNotFound(id));
    return variable;
  });
}
