/**
 * Event impact (Fouling page): the effect of a hull cleaning, dry docking, propeller polishing or new
 * coating as the mean PV of the daily values in the window after the event minus the mean in the window
 * before it, with the 95 % confidence half-width 1.96·√(s₁²/n₁ + s₂²/n₂) (the ISO indicators' rule,
 * indicators.ts comparePeriods). Before = [start − window, start), after = [end, end + window). Pure.
 */
import type { Iso19030EventView } from "./events.js";
import { comparePeriods, type Period } from "./indicators.js";
import type { DailyPerformance } from "./iso19030.js";

const DAY_MS = 24 * 3600_000;
export const IMPACT_WINDOW_DAYS = 91;

export interface EventImpact {
  eventId: string;
  eventType: Iso19030EventView["eventType"];
  /** The event's end: the hull's new state starts here, ms. */
  date: number;
  before: Period;
  after: Period;
  /** Mean PV after − mean PV before, pp (positive = the ship got faster); null without values on a side. */
  improvement: number | null;
  confidence: number | null;
  /** Whether the improvement is larger than its confidence half-width (null when unknown). */
  significant: boolean | null;
}

export function eventImpact(
  days: readonly DailyPerformance[],
  event: Pick<Iso19030EventView, "id" | "eventType" | "startTime" | "endTime">,
  windowDays = IMPACT_WINDOW_DAYS,
): EventImpact {
  const window = windowDays * DAY_MS;
  const c = comparePeriods(
    days,
    [event.startTime - window, event.startTime],
    [event.endTime, event.endTime + window],
  );
  return {
    eventId: event.id,
    eventType: event.eventType,
    date: event.endTime,
    before: c.reference,
    after: c.evaluation,
    improvement: c.value,
    confidence: c.confidence,
    significant: c.value === null || c.confidence === null ? null : Math.abs(c.value) > c.confidence,
  };
}
