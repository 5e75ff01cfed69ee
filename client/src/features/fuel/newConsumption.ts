import { FUEL_MESSAGES } from "../../../../domain/fuel/messages";
import { spansOverlap } from "./consumptionRows";
import { formatFuelTime } from "./utcTime";

export interface NewConsumptionCheck {
  start: Date | null;
  end: Date | null;
  tons: number | null;
  /** The event span the consumption belongs to (spec 2 §5). */
  previousEventTime: string;
  eventTime: string;
  /** The meter's rows already recorded for this event. */
  existing: readonly { startAt: string; endAt: string }[];
}

/** Why a new flow-meter consumption row cannot be added yet (spec 2 §5 wording), or null when it can. */
export function newConsumptionProblem(check: NewConsumptionCheck): string | null {
  const { start, end, tons } = check;
  if (!start || !end) return FUEL_MESSAGES.timestampRequired;
  if (end.getTime() <= start.getTime()) return FUEL_MESSAGES.endBeforeStart;
  const from = new Date(check.previousEventTime).getTime();
  const to = new Date(check.eventTime).getTime();
  if (start.getTime() < from || end.getTime() > to) {
    return FUEL_MESSAGES.outsideEventSpan(
      formatFuelTime(check.previousEventTime),
      formatFuelTime(check.eventTime),
    );
  }
  const span = { startAt: start.toISOString(), endAt: end.toISOString() };
  if (check.existing.some((row) => spansOverlap(row, span))) return FUEL_MESSAGES.overlapping;
  if (tons === null || !Number.isFinite(tons))
    return FUEL_MESSAGES.numberRequired("fuel consumption in tons");
  if (tons < 0) return FUEL_MESSAGES.tonsNotNegative;
  return null;
}
