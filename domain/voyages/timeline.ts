import type { VesselEventRecord } from "./model.js";

/** What the workflow rules read of an event: the server's records and the client's DTOs both fit. */
export type RuleEvent = Pick<
  VesselEventRecord,
  "id" | "timestamp" | "type" | "name" | "isConfirmed" | "voyage" | "port" | "cargos" | "distanceSailed"
>;

/** A vessel's events in time order, with each event's position and the departure its voyage starts at. */
export interface Timeline<E extends RuleEvent = RuleEvent> {
  events: readonly E[];
  indexById: ReadonlyMap<string, number>;
  /** For each position, the position of the latest Departure at or before it (-1 before the first one). */
  departureAt: readonly number[];
}

/**
 * A voyage runs from a Departure up to and including the next Departure (its end-of-voyage event);
 * the events strictly between the two are its members (spec 2 §1).
 */
export interface VoyageSlice<E extends RuleEvent = RuleEvent> {
  departure: E;
  members: readonly E[];
  end: E | null;
  arrival: E | null;
}

const byTime = (a: RuleEvent, b: RuleEvent) =>
  a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id < b.id ? -1 : 1;

const memo = new WeakMap<readonly RuleEvent[], Timeline<RuleEvent>>();

/** The timeline of a list of events (remembered per list, which callers never mutate). */
export function timelineOf<E extends RuleEvent>(events: readonly E[]): Timeline<E> {
  const known = memo.get(events);
  if (known) return known as Timeline<E>;
  const inOrder = events.every((e, i) => i === 0 || byTime(events[i - 1]!, e) < 0);
  const sorted = inOrder ? events : [...events].sort(byTime);
  const indexById = new Map<string, number>();
  const departureAt: number[] = [];
  let last = -1;
  sorted.forEach((event, i) => {
    indexById.set(event.id, i);
    if (event.type === "Departure") last = i;
    departureAt.push(last);
  });
  const timeline: Timeline<E> = { events: sorted, indexById, departureAt };
  memo.set(events, timeline);
  return timeline;
}

/** The Departure starting the voyage an event belongs to (a Departure's own id for a Departure). */
export function departureIdOf(timeline: Timeline, eventId: string): string | null {
  const index = timeline.indexById.get(eventId);
  if (index === undefined) return null;
  const at = timeline.departureAt[index]!;
  return at < 0 ? null : timeline.events[at]!.id;
}

/**
 * The voyage whose leg ends at an event: the voyage it belongs to, and for a Departure the voyage it ends
 * (an end-of-voyage event's distance and consumption are the ended voyage's). Null for a first departure.
 */
export function legVoyageIdOf(timeline: Timeline, eventId: string): string | null {
  const index = timeline.indexById.get(eventId);
  if (index === undefined) return null;
  if (timeline.events[index]!.type !== "Departure") return departureIdOf(timeline, eventId);
  const previous = index > 0 ? timeline.departureAt[index - 1]! : -1;
  return previous < 0 ? null : timeline.events[previous]!.id;
}

/** The voyage a Departure starts, or null when the id is not a Departure of this timeline. */
export function voyageSlice<E extends RuleEvent>(
  timeline: Timeline<E>,
  departureId: string,
): VoyageSlice<E> | null {
  const start = timeline.indexById.get(departureId);
  if (start === undefined) return null;
  const departure = timeline.events[start]!;
  if (departure.type !== "Departure") return null;
  const members: E[] = [];
  let end: E | null = null;
  let arrival: E | null = null;
  for (let i = start + 1; i < timeline.events.length; i++) {
    const event = timeline.events[i]!;
    if (event.type === "Departure") {
      end = event;
      break;
    }
    if (event.type === "Arrival" && !arrival) arrival = event;
    members.push(event);
  }
  return { departure, members, end, arrival };
}

/** The voyage a new event at `timestamp` would join: the latest Departure strictly before it. */
export function voyageAt<E extends RuleEvent>(
  timeline: Timeline<E>,
  timestamp: string,
): VoyageSlice<E> | null {
  let departure: E | null = null;
  for (const event of timeline.events) {
    if (event.timestamp >= timestamp) break;
    if (event.type === "Departure") departure = event;
  }
  return departure ? voyageSlice(timeline, departure.id) : null;
}

/** The voyage whose end-of-voyage event a Departure is, if any. */
export function voyageEndedBy<E extends RuleEvent>(
  timeline: Timeline<E>,
  departureId: string,
): VoyageSlice<E> | null {
  const index = timeline.indexById.get(departureId);
  if (index === undefined || index === 0) return null;
  const previous = timeline.departureAt[index - 1]!;
  return previous < 0 ? null : voyageSlice(timeline, timeline.events[previous]!.id);
}

/** The events just before and after a position in time order, leaving out one event (the one being moved). */
export function neighboursOf<E extends RuleEvent>(
  timeline: Timeline<E>,
  timestamp: string,
  exceptId: string | null = null,
): { previous: E | null; next: E | null } {
  let previous: E | null = null;
  let next: E | null = null;
  for (const event of timeline.events) {
    if (event.id === exceptId) continue;
    if (event.timestamp < timestamp) previous = event;
    else if (event.timestamp > timestamp) {
      next = event;
      break;
    }
  }
  return { previous, next };
}
