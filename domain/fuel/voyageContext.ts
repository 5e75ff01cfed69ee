import { formatTime } from "../shared/displayTime.js";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors.js";
import type { VoyageLogState } from "../voyageLog/voyageLog.js";
import type { VesselEventRecord } from "../voyages/model.js";
import { vesselEventsOf } from "../voyages/state.js";
import { type Timeline, timelineOf, type VoyageSlice, voyageSlice } from "../voyages/timeline.js";
import { voyageLabel } from "../voyages/voyageLabel.js";
import { FUEL_MESSAGES as M } from "./messages.js";

/** What fuel rules need of the voyages part: the timeline of vessel events and its voyages. */

export type FuelTimeline = Timeline<VesselEventRecord>;
export type FuelVoyage = VoyageSlice<VesselEventRecord>;

export const timelineOfLog = (state: VoyageLogState): FuelTimeline =>
  timelineOf(vesselEventsOf(state.voyages));

/** The event that closes a voyage: its end-of-voyage Departure, else its Arrival, else none yet. */
export const closingEvent = (voyage: FuelVoyage): VesselEventRecord | null => voyage.end ?? voyage.arrival;

export function voyagesOf(timeline: FuelTimeline): FuelVoyage[] {
  return timeline.events
    .filter((e) => e.type === "Departure")
    .map((d) => voyageSlice(timeline, d.id))
    .filter((v): v is FuelVoyage => v !== null);
}

/**
 * The voyage a fuel record at `timestamp` belongs to: the one whose [departure, end-of-voyage) holds it.
 * A record at exactly a departure belongs to the voyage that departure starts (the bunkering the
 * "submit fuel type and density at the start of this voyage" warning asks for), not the one it ends.
 * A voyage without an end-of-voyage event yet holds its time up to its arrival, or on while it has none.
 */
export function voyageHolding(timeline: FuelTimeline, timestamp: string): FuelVoyage | null {
  return (
    voyagesOf(timeline)
      .filter((v) => voyageHolds(v, timestamp))
      .at(-1) ?? null
  );
}

/** Whether a fuel record at `timestamp` belongs to `voyage` (the rule of voyageHolding, for one voyage). */
export function voyageHolds(voyage: FuelVoyage, timestamp: string): boolean {
  if (timestamp < voyage.departure.timestamp) return false;
  if (voyage.end) return timestamp < voyage.end.timestamp;
  return voyage.arrival === null || timestamp <= voyage.arrival.timestamp;
}

/**
 * The records a voyage's tabs list: those the voyage holds, and no others (a bunkering of an earlier
 * voyage is not listed again). Null when `departureId` is no departure of the log.
 */
export function recordsOfVoyage<T extends { timestamp: string }>(
  state: VoyageLogState,
  departureId: string,
  records: readonly T[],
): T[] | null {
  const voyage = voyageSlice(timelineOfLog(state), departureId);
  return voyage ? records.filter((r) => voyageHolds(voyage, r.timestamp)) : null;
}

/** Fuel data at a time cannot change once the voyage holding that time has its data confirmed. */
export function mustNotBeDataConfirmedAt(timeline: FuelTimeline, timestamp: string): void {
  const voyage = voyageHolding(timeline, timestamp);
  if (voyage?.departure.voyage?.dataConfirmedAt)
    throw new ConflictError(
      M.timeInDataConfirmedVoyage(formatTime(timestamp), voyageLabel(voyage.departure)),
    );
}

/** A vessel event, the event before it, and the voyage the span between them belongs to. */
export interface EventSpan {
  event: VesselEventRecord;
  previous: VesselEventRecord;
  voyage: FuelVoyage;
}

/** The span [previous event, event] that consumption of `vesselEventId` must lie in. */
export function spanOfEvent(timeline: FuelTimeline, vesselEventId: string): EventSpan {
  const index = timeline.indexById.get(vesselEventId);
  if (index === undefined) throw new NotFoundError(M.vesselEventNotFound);
  const event = timeline.events[index]!;
  const previous = timeline.events[index - 1];
  const departureIndex = index > 0 ? timeline.departureAt[index - 1]! : -1;
  const voyage = departureIndex < 0 ? null : voyageSlice(timeline, timeline.events[departureIndex]!.id);
  if (!previous || !voyage) throw new ValidationError(M.startEventHasNoConsumption);
  return { event, previous, voyage };
}

/** Consumption is entered between the two confirmations: information confirmed, data not yet. */
export function mustBeOpenForConsumption(voyage: FuelVoyage): void {
  const details = voyage.departure.voyage;
  const label = voyageLabel(voyage.departure);
  if (details?.dataConfirmedAt) throw new ConflictError(M.voyageDataConfirmed(label));
  if (!details?.informationConfirmedAt) throw new ConflictError(M.voyageInformationNotConfirmed(label));
}
