import type { StoredEvent } from "../shared/events.js";
import { changedRecords } from "./changedRecords.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
} from "./voyageLog.js";
import { recordInScope, type VoyageScope, voyageScopeOf } from "./voyageScope.js";

/**
 * The events of a vessel's voyage log that changed a voyage: those that added, changed or removed a
 * record inside the voyage as it stood just before or just after the event (its events, the
 * consumptions of its legs, the fuel operations and soundings in its time span). This is decided on
 * what each event did to the state, not on its type, so every kind of figure the reports read is
 * covered, and events since deleted or moved out of the voyage still count where they touched it.
 */
export function voyageAuditTrail<E extends StoredEvent>(
  events: readonly E[],
  vesselId: string,
  departureId: string,
): E[] {
  const trail: E[] = [];
  let state: VoyageLogState = { ...initialVoyageLogState, vesselId };
  let scopeBefore = voyageScopeOf(state, departureId);
  for (const event of events) {
    const next = evolveVoyageLog(state, event as unknown as VoyageLogEvent);
    if (next === state) continue;
    const scopeAfter = voyageScopeOf(next, departureId);
    const scopes = [scopeBefore, scopeAfter].filter((s): s is VoyageScope => s !== null);
    if (scopes.length > 0 && changedRecords(state, next).some((r) => scopes.some((s) => recordInScope(r, s))))
      trail.push(event);
    state = next;
    scopeBefore = scopeAfter;
  }
  return trail;
}

/**
 * The voyage log as it stood at a moment: folded from the events the moment includes. A moment is a
 * stream version (exact: one event) or a time (every event recorded up to it; two events recorded in
 * the same millisecond cannot be told apart by time).
 */
export type LogMoment = { version: number } | { at: number };

export function voyageLogAt(
  events: readonly StoredEvent[],
  vesselId: string,
  moment: LogMoment,
): VoyageLogState {
  const includes = (event: StoredEvent) =>
    "version" in moment
      ? event.version <= moment.version
      : Date.parse(event.metadata.recordedAt) <= moment.at;
  let state: VoyageLogState = { ...initialVoyageLogState, vesselId };
  for (const event of events)
    if (includes(event)) state = evolveVoyageLog(state, event as unknown as VoyageLogEvent);
  return state;
}
