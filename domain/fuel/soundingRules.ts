import { formatTime } from "../shared/displayTime.js";
import { ConflictError } from "../shared/errors.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import { voyageLabel } from "../voyages/voyageLabel.js";
import { tableValues } from "./idTable.js";
import { FUEL_MESSAGES as M } from "./messages.js";
import type { FuelTankSounding } from "./model.js";
import { STOCK_BALANCE, soundingNear } from "./stockBalance.js";
import {
  closingEvent,
  type FuelTimeline,
  type FuelVoyage,
  mustNotBeDataConfirmedAt,
  voyagesOf,
} from "./voyageContext.js";

const DAY_MS = 86_400_000;

/** The voyage, its data not yet confirmed, that a sounding at `timestamp` opens (spec 2 §5: up to 2 days before its departure). */
function voyageOpenedBy(timeline: FuelTimeline, timestamp: string): FuelVoyage | null {
  const at = Date.parse(timestamp);
  const window = STOCK_BALANCE.soundingWindowDays * DAY_MS;
  return (
    voyagesOf(timeline).find((voyage) => {
      const departedAt = Date.parse(voyage.departure.timestamp);
      return departedAt >= at && departedAt - at <= window && !voyage.departure.voyage?.dataConfirmedAt;
    }) ?? null
  );
}

/**
 * A sounding is added or removed at `timestamp`, leaving the tank's soundings as `after`.
 *
 * Spec 2 §5 lets a voyage's opening sounding lie up to 2 days before its departure, which is often
 * still inside the previous voyage. Such a sounding is accepted even when that previous voyage's data
 * is confirmed, as long as every confirmed voyage's stock balance still reads the same opening and
 * closing soundings; any other sounding inside a confirmed voyage is refused as before.
 */
export function mustLeaveConfirmedVoyagesAsTheyWere(
  state: VoyageLogState,
  timeline: FuelTimeline,
  change: { fuelTankId: string; timestamp: string; after: readonly FuelTankSounding[] },
): void {
  const opened = voyageOpenedBy(timeline, change.timestamp);
  if (!opened) {
    mustNotBeDataConfirmedAt(timeline, change.timestamp);
    return;
  }
  const before = tableValues(state.fuel.fuelTankSoundings);
  for (const voyage of voyagesOf(timeline)) {
    if (!voyage.departure.voyage?.dataConfirmedAt) continue;
    const readings = [
      ["opening", voyage.departure.timestamp],
      ["closing", closingEvent(voyage)?.timestamp ?? null],
    ] as const;
    for (const [role, at] of readings) {
      if (at === null) continue;
      const read = soundingNear(before, change.fuelTankId, at)?.id ?? null;
      if (read === (soundingNear(change.after, change.fuelTankId, at)?.id ?? null)) continue;
      throw new ConflictError(
        M.soundingChangesConfirmedVoyage(
          formatTime(change.timestamp),
          role,
          voyageLabel(voyage.departure),
          voyageLabel(opened.departure),
        ),
      );
    }
  }
}
