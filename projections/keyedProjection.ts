import type { StoredKeelsonEvent } from "../domain/index.js";

/**
 * A read model kept in the store rather than in memory: one state per key (a vessel), folded only
 * from the events of that key's stream, and stored as named parts (rows) so a change rewrites only
 * the parts it touched. `evolve` must not mutate its input: an unchanged part keeps its identity,
 * which is how the runner finds the parts to write. Bump `version` when the fold or the parts change:
 * the stored rows are then dropped and rebuilt from the log.
 */
export interface KeyedProjection<State> {
  name: string;
  version: number;
  /** The key a stream's events fold into, or null for streams this model ignores. */
  keyOfStream(stream: string): string | null;
  /** The stream holding a key's events (the inverse of keyOfStream). */
  streamOf(key: string): string;
  /** Every stream of this model starts with this (the rebuild lists streams by it). */
  streamPrefix: string;
  initialState(key: string): State;
  evolve(state: State, event: StoredKeelsonEvent): State;
  /** The state as named parts; a part that did not change keeps its identity. */
  parts(state: State): Map<string, unknown>;
  /** The state from its parts (the inverse of `parts`). */
  join(key: string, parts: ReadonlyMap<string, unknown>): State;
  /** Ids held by one part, indexed so that "which key holds id X" is one lookup. */
  refsOf(part: string, value: unknown): readonly string[];
  /**
   * Where one part lists its key in the model's sorted index (optional): under each entry's `ref`
   * (a group, such as "company|vessel|open"), ordered by its `sort` text. A group's keys are then
   * listed, counted and paged by index (`KeyedRowStore.page`) without reading any key's state.
   */
  indexOf?(part: string, value: unknown): readonly IndexEntry[];
}

/** A key's place in a sorted index: listed under `ref`, ordered by `sort` (descending, then key). */
export interface IndexEntry {
  ref: string;
  sort: string;
}

/** What changed between two part maps: parts to write (new or another identity) and parts to drop. */
export function partChanges(
  before: ReadonlyMap<string, unknown> | null,
  after: ReadonlyMap<string, unknown>,
): { upserts: [string, unknown][]; deletes: string[] } {
  const upserts: [string, unknown][] = [];
  for (const [name, value] of after) if (before?.get(name) !== value) upserts.push([name, value]);
  const deletes = before ? [...before.keys()].filter((name) => !after.has(name)) : [];
  return { upserts, deletes };
}
