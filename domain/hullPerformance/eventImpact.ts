/**
 * Event impact (Fouling page): the effect of a hull cleaning, dry docking, propeller polishing or new
 * coating as the step it made in the performance trend (eventStep.ts trendStepAt, the figure the ISO 19030
 * maintenance effect and the speed Benefit read too), with its 95 % confidence half-width. Pure.
 */

import { type StepSide, trendStepAt } from "./eventStep.js";
import type { Iso19030EventView } from "./events.js";
import type { DailyPerformance } from "./iso19030.js";

export interface EventImpact {
  eventId: string;
  eventType: Iso19030EventView["eventType"];
  /** The event's end: the hull's new state starts here, ms. */
  date: number;
  before: StepSide;
  after: StepSide;
  /** Trend PV after − trend PV before at the event, pp (positive = the ship got faster); null without values on a side. */
  improvement: number | null;
  confidence: number | null;
  /** Whether the improvement is larger than its confidence half-width (null when unknown). */
  significant: boolean | null;
}

type ImpactEvent = Pick<Iso19030EventView, "id" | "eventType" | "startTime" | "endTime">;

/** The impact of `event`; `others` are the vessel's hull events, which bound the trend on each side. */
export function eventImpact(
  days: readonly DailyPerformance[],
  event: ImpactEvent,
  others: readonly Pick<Iso19030EventView, "eventType" | "startTime" | "endTime">[],
): EventImpact {
  const step = trendStepAt(days, event, others);
  return {
    eventId: event.id,
    eventType: event.eventType,
    date: event.endTime,
    before: step.before,
    after: step.after,
    improvement: step.value,
    confidence: step.confidence,
    significant: step.significant,
  };
}

/**
 * The event whose step GET /Fouling/Impact gives at a date: the recorded hull event whose span holds the
 * date (the latest to start, should spans overlap), so that the call answers at an event's date what the
 * Fouling page and the ISO 19030 maintenance effect give; elsewhere an event of that instant. An instant at
 * a recorded event's end would meet that event as its neighbour, which bounds the before side at the date
 * itself: no days before, no step.
 */
export function impactEventAt(at: number, recorded: readonly ImpactEvent[]): ImpactEvent {
  const holding = recorded
    .filter((e) => e.startTime <= at && at <= e.endTime)
    .sort((a, b) => a.startTime - b.startTime)
    .at(-1);
  return holding ?? { id: "", eventType: "HullCleaning", startTime: at, endTime: at };
}
