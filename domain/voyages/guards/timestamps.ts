import { VOYAGE_MESSAGES as M } from "../messages.js";
import { EVENT_NAMES, type EventType, isEndType, isStartType, START_OF } from "../model.js";
import { neighboursOf, timelineOf, voyageAt } from "../timeline.js";
import { firstProblem, type Problem, type VoyageRuleInput } from "./input.js";
import { creatableEvents } from "./sequencing.js";

const shown = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * Where a new event may go (spec 2 §5 "New vessel event timestamp"). A new event joins the voyage of the
 * latest Departure before it; a new Departure either starts the first voyage or ends the last one.
 * The voyage's upper bound is its end-of-voyage event, or — while it has none — its arrival for types
 * other than Arrival and the end-of-voyage Departure. Activity pairs stay adjacent: an end directly follows its start.
 */
export function newEventProblem(
  input: VoyageRuleInput,
  event: { type: EventType; timestamp: string },
): Problem {
  const timeline = timelineOf(input.events);
  const { type, timestamp } = event;
  const voyage = voyageAt(timeline, timestamp);
  const members = voyage ? [voyage.departure, ...voyage.members] : [];
  const lastMember = members[members.length - 1];
  const { previous, next } = neighboursOf(timeline, timestamp);
  return firstProblem(
    () => (timeline.events.some((e) => e.timestamp === timestamp) ? M.timeTaken : null),
    () => {
      if (type !== "Departure") return voyage ? null : M.departureFirst;
      const unconfirmed = timeline.events.some(
        (e) => e.type === "Departure" && !e.isConfirmed && e.timestamp < timestamp,
      );
      return unconfirmed ? M.departureAfterUnconfirmed : null;
    },
    () => (voyage ? (creatableEvents(voyage).reasons[type] ?? null) : null),
    () => {
      if (!voyage) return null;
      if (voyage.end && timestamp >= voyage.end.timestamp)
        return M.beforeEnd("end of voyage", shown(voyage.end.timestamp));
      const closesVoyage = type === "Arrival" || type === "Departure";
      if (!voyage.end && !closesVoyage && voyage.arrival && timestamp >= voyage.arrival.timestamp)
        return M.beforeEnd("arrival", shown(voyage.arrival.timestamp));
      return null;
    },
    () => {
      const closesVoyage = type === "Arrival" || type === "Departure";
      if (!closesVoyage || !lastMember || timestamp > lastMember.timestamp) return null;
      return M.afterLastEvent(shown(lastMember.timestamp));
    },
    () => {
      if (!isEndType(type)) return null;
      if (previous?.type !== START_OF[type])
        return M.endAfterStart(EVENT_NAMES[START_OF[type]].toLowerCase());
      return next && isEndType(next.type) ? M.endBeforeEnd : null;
    },
    () => (!isEndType(type) && previous && isStartType(previous.type) ? M.startAfterStart : null),
  );
}

/**
 * An existing event's new time: strictly after the event before it and strictly before the event after
 * it, so that editing never reorders the log (spec 2 §5).
 */
export function editedTimestampProblem(input: VoyageRuleInput, eventId: string, timestamp: string): Problem {
  const timeline = timelineOf(input.events);
  const index = timeline.indexById.get(eventId);
  if (index === undefined) return M.eventNotFound;
  const previous = timeline.events[index - 1] ?? null;
  const next = timeline.events[index + 1] ?? null;
  const inside = (!previous || timestamp > previous.timestamp) && (!next || timestamp < next.timestamp);
  if (inside) return null;
  return M.betweenNeighbours(previous && shown(previous.timestamp), next && shown(next.timestamp));
}
