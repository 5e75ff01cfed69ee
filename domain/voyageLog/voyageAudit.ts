import type { StoredEvent } from "../shared/events.js";
import type { VesselEventRecord } from "../voyages/model.js";
import { vesselEventById } from "../voyages/state.js";
import { changedRecords } from "./changedRecords.js";
import {
  evolveVoyageLog,
  initialVoyageLogState,
  type VoyageLogEvent,
  type VoyageLogState,
} from "./voyageLog.js";
import { type LogRecord, recordInScope, type VoyageScope, voyageScopeOf } from "./voyageScope.js";

/** An end-of-voyage departure's fields that belong to the voyage it starts, not to the one it ends. */
const forTheNextVoyage = ({ voyage, cargos, revision, ...ofThisVoyage }: VesselEventRecord) => ofThisVoyage;

/**
 * Whether `item` changed the voyage of `scope`. The end-of-voyage event is shared with the next voyage:
 * a change to its voyage details, cargo or confirmation steps of that next voyage is the next voyage's
 * history, and left out here.
 */
function changesVoyage(
  item: LogRecord,
  scope: VoyageScope,
  before: VoyageLogState,
  after: VoyageLogState,
): boolean {
  if (!recordInScope(item, scope)) return false;
  if (item.kind !== "vesselEvent" || item.record.id !== scope.endEventId) return true;
  const old = vesselEventById(before.voyages, item.record.id);
  const now = vesselEventById(after.voyages, item.record.id);
  if (!old || !now) return true;
  return JSON.stringify(forTheNextVoyage(old)) !== JSON.stringify(forTheNextVoyage(now));
}

/**
 * The events of a vessel's voyage log that changed a voyage: those that added, changed or removed a
 * record inside the voyage as it stood just before or just after the event (its events, the
 * consumptions of its legs, the fuel operations and soundings in its time span). This is decided on
 * what each event did to the state, not on its type, so every kind of figure the reports read is
 * covered, and events since deleted or moved out of the voyage still count where they touched it. The
 * next voyage's own steps on the shared end-of-voyage departure are not part of it.
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
    const changed = scopes.length > 0 ? changedRecords(state, next) : [];
    if (changed.some((r) => scopes.some((s) => changesVoyage(r, s, state, next)))) trail.push(event);
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
