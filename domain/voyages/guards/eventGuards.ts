import { VOYAGE_MESSAGES as M } from "../messages.js";
import {
  type RuleEvent,
  type Timeline,
  timelineOf,
  voyageAt,
  voyageEndedBy,
  voyageSlice,
} from "../timeline.js";
import { voyageLabel } from "../voyageLabel.js";
import { firstProblem, type Problem, type VoyageRuleInput } from "./input.js";

const eventIn = (timeline: Timeline, eventId: string): RuleEvent | null => {
  const index = timeline.indexById.get(eventId);
  return index === undefined ? null : timeline.events[index]!;
};

/** The voyages an event is part of: the one it belongs to and, for a Departure, the one it ends. */
function voyagesOf(timeline: Timeline, event: RuleEvent) {
  if (event.type !== "Departure") return { own: voyageAt(timeline, event.timestamp), ended: null };
  return { own: voyageSlice(timeline, event.id), ended: voyageEndedBy(timeline, event.id) };
}

/** Why an event of `voyage` cannot change: its information is confirmed (naming the voyage), or null. */
const confirmedVoyageProblem = (
  voyage: { departure: RuleEvent } | null,
  message: (voyage: string) => string = M.informationConfirmed,
): Problem =>
  voyage?.departure.voyage?.informationConfirmedAt ? message(voyageLabel(voyage.departure)) : null;

/** What an event must hold before it is confirmed (spec 2 §5 "Event fields"). */
export function missingEventInformation(event: RuleEvent, cargoUnitIds: readonly number[] = []): Problem {
  if (event.type === "Departure" && !event.voyage?.name) return M.voyageInformationRequired;
  if ((event.type === "Departure" || event.type === "Arrival") && !event.port?.loCode) return M.portRequired;
  const needsCargo = event.type === "Departure" && event.voyage?.type === "Laden";
  if (needsCargo && cargoUnitIds.some((unit) => !event.cargos.some((c) => c.cargoUnitId === unit)))
    return M.cargoMissing;
  return null;
}

export function confirmEventProblem(input: VoyageRuleInput, eventId: string): Problem {
  const timeline = timelineOf(input.events);
  const event = eventIn(timeline, eventId);
  if (!event) return M.eventNotFound;
  return firstProblem(
    () => (event.isConfirmed ? M.alreadyConfirmed : null),
    () => confirmedVoyageProblem(voyagesOf(timeline, event).own),
    () => missingEventInformation(event, input.cargoUnitIds),
  );
}

/**
 * Unconfirm: the event is confirmed and neither its voyage nor, for a Departure, the voyage it ends has
 * its information confirmed (spec 2 §4).
 */
export function unconfirmEventProblem(input: VoyageRuleInput, eventId: string): Problem {
  const timeline = timelineOf(input.events);
  const event = eventIn(timeline, eventId);
  if (!event) return M.eventNotFound;
  const { own, ended } = voyagesOf(timeline, event);
  return firstProblem(
    () => (!event.isConfirmed ? M.notConfirmed : null),
    () => confirmedVoyageProblem(own),
    () => confirmedVoyageProblem(ended, M.previousVoyageConfirmed),
  );
}

/**
 * Delete: an unconfirmed event outside a confirmed voyage; a Departure only when the events on both sides
 * of it are Departures or missing (it then starts an empty voyage).
 */
export function deleteEventProblem(input: VoyageRuleInput, eventId: string): Problem {
  const timeline = timelineOf(input.events);
  const event = eventIn(timeline, eventId);
  if (!event) return M.eventNotFound;
  if (event.isConfirmed) return M.confirmedCannotBeDeleted;
  const index = timeline.indexById.get(eventId)!;
  if (event.type === "Departure") {
    const previous = timeline.events[index - 1];
    const next = timeline.events[index + 1];
    const isDepartureOrMissing = (e: RuleEvent | undefined) => !e || e.type === "Departure";
    return isDepartureOrMissing(previous) && isDepartureOrMissing(next) ? null : M.departureNotDeletable;
  }
  return confirmedVoyageProblem(voyagesOf(timeline, event).own);
}

/** Edits of time, port, voyage, location and cargo: only while the event is unconfirmed. */
export function editEventProblem(input: VoyageRuleInput, eventId: string): Problem {
  const event = eventIn(timelineOf(input.events), eventId);
  if (!event) return M.eventNotFound;
  return event.isConfirmed ? M.confirmedCannotBeEdited : null;
}
