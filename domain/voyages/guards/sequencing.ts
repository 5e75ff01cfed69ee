import { VOYAGE_MESSAGES as M } from "../messages.js";
import {
  END_OF,
  EVENT_NAMES,
  EVENT_TYPES,
  type EventType,
  isEndType,
  isStartType,
  START_OF,
} from "../model.js";
import { type RuleEvent, type Timeline, type VoyageSlice, voyageSlice } from "../timeline.js";
import { voyageLabel } from "../voyageLabel.js";

/** "anchoring" for StartAnchoring and EndAnchoring. */
export const activityName = (type: EventType): string => type.replace(/^(Start|End)/, "").toLowerCase();

/**
 * The event a voyage needs next, if any: an activity start not directly followed by its end requires that
 * end; an end not directly preceded by its start requires that start (spec 2 §4 "open pairs").
 */
export function openRequirement(voyage: VoyageSlice): EventType | null {
  const events: RuleEvent[] = [...voyage.members, ...(voyage.end ? [voyage.end] : [])];
  for (let i = 0; i < voyage.members.length; i++) {
    const event = voyage.members[i]!;
    if (isStartType(event.type) && events[i + 1]?.type !== END_OF[event.type]) return END_OF[event.type];
    if (isEndType(event.type) && (i === 0 ? null : events[i - 1])?.type !== START_OF[event.type])
      return START_OF[event.type];
  }
  return null;
}

export interface Creatable {
  creatable: Record<EventType, boolean>;
  /** Why a type cannot be created now. */
  reasons: Partial<Record<EventType, string>>;
}

const allTypes = <T>(value: (type: EventType) => T): Record<EventType, T> =>
  Object.fromEntries(EVENT_TYPES.map((type) => [type, value(type)])) as Record<EventType, T>;

/**
 * Which events a voyage's creation buttons offer (spec 2 §4 "Event creation sequencing"): while an
 * activity is open only its end; Arrival once; End of voyage (the next Departure) once.
 */
export function creatableEvents(voyage: VoyageSlice): Creatable {
  const reasons: Partial<Record<EventType, string>> = {};
  const decide = (type: EventType, reason: string | null): boolean => {
    if (reason) reasons[type] = reason;
    return reason === null;
  };
  if (voyage.departure.voyage?.informationConfirmedAt) {
    const reason = M.informationConfirmed(voyageLabel(voyage.departure));
    return { creatable: allTypes((type) => decide(type, reason)), reasons };
  }
  const required = openRequirement(voyage);
  if (required) {
    const reason = M.endRequired(EVENT_NAMES[required]);
    return { creatable: allTypes((type) => decide(type, type === required ? null : reason)), reasons };
  }
  const creatable = allTypes((type) => {
    if (type === "Arrival") return decide(type, voyage.arrival ? M.arrivalExists : null);
    if (type === "Departure") return decide(type, voyage.end ? M.endOfVoyageExists : null);
    if (isEndType(type)) return decide(type, M.noOpenStart(activityName(type)));
    return true;
  });
  return { creatable, reasons };
}

const shown = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * An end event timed after the end of the voyage whose activity it would close lands in the next
 * voyage, which has nothing open: say which activity is open and where its end must lie, rather than
 * "there is no open bunkering".
 */
export function endAfterItsVoyageProblem(
  timeline: Timeline<RuleEvent>,
  event: { type: EventType; timestamp: string },
): string | null {
  const type = event.type;
  if (!isEndType(type)) return null;
  for (const departure of timeline.events) {
    if (departure.type !== "Departure" || departure.timestamp >= event.timestamp) continue;
    const voyage = voyageSlice(timeline, departure.id);
    if (!voyage?.end || voyage.end.timestamp > event.timestamp) continue;
    if (openRequirement(voyage) !== type) continue;
    const start = voyage.members.findLast((member) => member.type === START_OF[type]);
    if (!start) continue;
    return M.openInEarlierVoyage(
      activityName(type),
      shown(start.timestamp),
      voyageLabel(voyage.departure),
      shown(voyage.end.timestamp),
    );
  }
  return null;
}
