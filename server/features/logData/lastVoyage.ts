import { entryOf } from "../../../domain/shared/records.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import type { AppContext } from "../../context.js";

/** Without a recorded departure, "last voyage" means the last 30 days. */
export const LAST_VOYAGE_FALLBACK_MS = 30 * 24 * 3_600_000;

/** The window of a vessel's last voyage: from its last Departure (voyage log read model) to now. */
export function lastVoyageWindow(ctx: AppContext, vesselId: string): { from: number; to: number } {
  const to = ctx.now().getTime();
  const log = entryOf(ctx.readModels.state("voyageLogs").byVesselId, vesselId);
  let from = Number.NEGATIVE_INFINITY;
  for (const event of log ? vesselEventsOf(log.voyages) : []) {
    const at = Date.parse(event.timestamp);
    if (event.type === "Departure" && at <= to && at > from) from = at;
  }
  return { from: Number.isFinite(from) ? from : to - LAST_VOYAGE_FALLBACK_MS, to };
}
