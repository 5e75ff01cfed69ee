import type { BreachRecord } from "../../domain/shapoli/records.js";
import { entryOf } from "../../domain/shared/records.js";
import { type Projection, withEntry } from "../projection.js";

/** A breach's MEPC.335(76) record as last saved, with who saved it and when. */
export interface BreachRecordView extends BreachRecord {
  breachStart: string;
  /** How many times it was saved; send it back to edit (409 when stale). */
  version: number;
  updatedBy: string;
  updatedAt: string;
}

/** One entry of a record's trail: who saved it when (the Events list shows them). */
export interface BreachRecordChange {
  breachStart: string;
  userId: string;
  at: string;
}

export interface ShapoliState {
  /** vesselId → breach start (ISO) → record. */
  records: Record<string, Record<string, BreachRecordView>>;
  /** vesselId → every save, oldest first. */
  changes: Record<string, BreachRecordChange[]>;
}

export const shapoliProjection: Projection<ShapoliState> = {
  name: "shapoli",
  version: 1,
  initialState: () => ({ records: {}, changes: {} }),
  evolve(state, event) {
    if (event.type !== "ShapoliBreachRecordSaved") return state;
    const { vesselId, breachStart, ...record } = event.data;
    const ofVessel = entryOf(state.records, vesselId) ?? {};
    const previous = entryOf(ofVessel, breachStart);
    const view: BreachRecordView = {
      ...record,
      breachStart,
      version: (previous?.version ?? 0) + 1,
      updatedBy: event.metadata.userId,
      updatedAt: event.metadata.recordedAt,
    };
    const change = { breachStart, userId: event.metadata.userId, at: event.metadata.recordedAt };
    return {
      records: withEntry(state.records, vesselId, withEntry(ofVessel, breachStart, view)),
      changes: withEntry(state.changes, vesselId, [...(entryOf(state.changes, vesselId) ?? []), change]),
    };
  },
};
