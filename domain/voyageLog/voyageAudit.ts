import { type IdTable, tableGet } from "../fuel/idTable.js";
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
import {
  FUEL_FIGURE_TABLES,
  type LogRecord,
  recordInScope,
  type VoyageScope,
  voyageScopeOf,
} from "./voyageScope.js";

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
  return voyageAuditSteps(events, vesselId, departureId).map((step) => step.event);
}

/** One record an event of the trail changed, as it was before and after (null: not there). */
export interface RecordChange {
  kind: LogRecord["kind"];
  id: string;
  before: object | null;
  after: object | null;
}

/** An event of a voyage's trail, the voyage's records it changed, and the voyage log just after it. */
export interface VoyageAuditStep<E> {
  event: E;
  changes: RecordChange[];
  after: VoyageLogState;
}

/** The trail (voyageAuditTrail) with what each event changed inside the voyage, before and after. */
export function voyageAuditSteps<E extends StoredEvent>(
  events: readonly E[],
  vesselId: string,
  departureId: string,
): VoyageAuditStep<E>[] {
  const steps: VoyageAuditStep<E>[] = [];
  let state: VoyageLogState = { ...initialVoyageLogState, vesselId };
  let scopeBefore = voyageScopeOf(state, departureId);
  for (const event of events) {
    const next = evolveVoyageLog(state, event as unknown as VoyageLogEvent);
    if (next === state) continue;
    const scopeAfter = voyageScopeOf(next, departureId);
    const scopes = [scopeBefore, scopeAfter].filter((s): s is VoyageScope => s !== null);
    const changed = scopes.length > 0 ? changedRecords(state, next) : [];
    const inVoyage = changed.filter((r) => scopes.some((s) => changesVoyage(r, s, state, next)));
    if (inVoyage.length > 0)
      steps.push({ event, changes: pairedChanges(inVoyage, state, next), after: next });
    state = next;
    scopeBefore = scopeAfter;
  }
  return steps;
}

const recordOf = (state: VoyageLogState, kind: LogRecord["kind"], id: string): object | null =>
  (kind === "vesselEvent"
    ? vesselEventById(state.voyages, id)
    : tableGet(FUEL_FIGURE_TABLES[kind](state.fuel) as IdTable<object>, id)) ?? null;

/** Each changed record once, by kind and id, as it stood before and after the event. */
function pairedChanges(changed: LogRecord[], before: VoyageLogState, after: VoyageLogState): RecordChange[] {
  const seen = new Set<string>();
  const out: RecordChange[] = [];
  for (const { kind, record } of changed) {
    const id = (record as { id: string }).id;
    if (seen.has(`${kind}:${id}`)) continue;
    seen.add(`${kind}:${id}`);
    out.push({ kind, id, before: recordOf(before, kind, id), after: recordOf(after, kind, id) });
  }
  return out;
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
