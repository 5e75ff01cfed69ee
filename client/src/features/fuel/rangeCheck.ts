import { FUEL_MESSAGES } from "../../../../domain/fuel/messages";
import { type DateRange, isWithinRange } from "./fuelDateRanges";
import { formatFuelTime } from "./utcTime";

/** Why a picked time cannot be used for `what` (missing, or outside its range), or null when it can. */
export function timeProblem(what: string, timestamp: Date | null, range: DateRange): string | null {
  if (!timestamp) return FUEL_MESSAGES.timestampRequired;
  if (isWithinRange(timestamp, range)) return null;
  return FUEL_MESSAGES.outsideDateRange(what, formatFuelTime(range.min), formatFuelTime(range.max));
}
