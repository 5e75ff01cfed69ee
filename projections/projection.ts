import type { StoredKeelsonEvent } from "../domain/index.js";
import { entryOf } from "../domain/shared/records.js";

/**
 * A read model as a pure fold over the global event log. `evolve` must not mutate `state`,
 * must ignore event types it does not know, and must give the same result on every replay.
 * Bump `version` whenever the fold changes so stored snapshots of the old fold are discarded.
 */
export interface Projection<State> {
  name: string;
  version: number;
  initialState(): State;
  evolve(state: State, event: StoredKeelsonEvent): State;
}

/** Replaces one entry of a record without mutating it. */
export function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  return { ...record, [key]: value };
}

/** Updates one entry of a record if present. */
export function updateEntry<T>(
  record: Readonly<Record<string, T>>,
  key: string,
  update: (value: T) => T,
): Record<string, T> {
  const current = entryOf(record, key);
  return current === undefined ? (record as Record<string, T>) : { ...record, [key]: update(current) };
}

export function withoutEntry<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _, ...rest } = record;
  return rest;
}

/** Folds a list of stored events through a projection from its initial state. */
export function replay<State>(projection: Projection<State>, events: readonly StoredKeelsonEvent[]): State {
  return events.reduce(projection.evolve, projection.initialState());
}
