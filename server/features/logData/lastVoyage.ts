import { lastVoyageWindow as windowOf } from "../../../domain/logdata/calculations.js";
import { vesselEventsOf } from "../../../domain/voyages/state.js";
import type { AppContext } from "../../context.js";

/** Without a recorded departure, "last voyage" means the last 30 days. */
export const LAST_VOYAGE_FALLBACK_MS = 30 * 24 * 3_600_000;

/** The window of a vessel's last voyage: from its last Departure (voyage log read model) to now. */
export async function lastVoyageWindow(
  ctx: AppContext,
  vesselId: string,
): Promise<{ from: number; to: number }> {
  const log = await ctx.readModels.stored("voyageLogs").get(vesselId);
  const departures = vesselEventsOf(log.voyages)
    .filter((event) => event.type === "Departure")
    .map((event) => Date.parse(event.timestamp));
  return windowOf(departures, ctx.now().getTime(), LAST_VOYAGE_FALLBACK_MS);
}
