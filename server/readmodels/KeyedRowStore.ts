import type { IndexEntry } from "../../projections/keyedProjection.js";

/** Where a stored read model's rows and checkpoint live (SQLite or PostgreSQL tables). */

export interface KeyedCheckpoint {
  /** The fold version the rows were built with. */
  version: number;
  /** Global position of the last event folded into every key. */
  position: number;
}

export interface KeyRow {
  /** Position of the last event folded into this key. */
  position: number;
  /** Version, in the key's stream, of that event (-1: none): a catch-up reads the stream after it. */
  streamVersion: number;
  parts: Map<string, unknown>;
  /** Each part's stored JSON length (what the cache counts). */
  sizes: Map<string, number>;
}

/** One key's change in a batch. */
export interface KeyWrite {
  key: string;
  /** Position of the last event folded into the new state. */
  position: number;
  streamVersion: number;
  /** The key's stored position the change was computed from (0: it had no row). */
  base: number;
  /** Parts that changed since `base` (name, JSON body, value) and parts dropped. */
  upserts: readonly (readonly [string, string, unknown])[];
  deletes: readonly string[];
  /** Every part of the new state: written whole when the stored row is not at `base`. */
  parts: ReadonlyMap<string, unknown>;
  refsOf(part: string, value: unknown): readonly string[];
  /** The part's entries in the model's sorted index (none when absent). */
  indexOf?(part: string, value: unknown): readonly IndexEntry[];
}

/** Which slice of a sorted listing to answer: `limit` absent means every key from `skip` on. */
export interface PageRange {
  skip: number;
  limit?: number;
}

/** A slice of the keys listed under some refs, each with its sort text, and how many are listed in all. */
export interface KeyPage {
  entries: { key: string; sort: string }[];
  total: number;
}

export interface KeyedRowStore {
  checkpoint(name: string): Promise<KeyedCheckpoint | null>;
  /** Drops every row of the model and sets its checkpoint to (version, 0), in one transaction. */
  reset(name: string, version: number): Promise<void>;
  /**
   * Makes the rows `version`'s: unless the checkpoint, read under the model's lock, already has that
   * version, it resets them (as `reset`). Answers the checkpoint after. Processes starting together after
   * a version bump thus drop the old rows once, not again under one that has begun the rebuild.
   */
  resetUnlessAt(name: string, version: number): Promise<KeyedCheckpoint>;
  load(name: string, key: string): Promise<KeyRow | null>;
  /** Several keys' rows in one read; a key with no row is absent from the answer. */
  loadMany(name: string, keys: readonly string[]): Promise<Map<string, KeyRow>>;
  /** The keys whose parts hold `ref` (an id). */
  keysHolding(name: string, ref: string): Promise<string[]>;
  /**
   * The keys listed under any of `refs` in the sorted index, `sort` descending then key ascending,
   * `range` of them, and their total count. A key listed under several of the refs counts once per
   * ref: callers pass refs naming disjoint groups. No refs: an empty page.
   */
  page(name: string, refs: readonly string[], range: PageRange): Promise<KeyPage>;
  /**
   * Writes the keys' rows and, when `checkpoint` is given, the model's position, in one transaction:
   * either all of it is stored or none. A key whose stored position is already at or past the write's
   * is left alone (another process folded it), so folding the same events twice is harmless.
   */
  commit(name: string, writes: readonly KeyWrite[], checkpoint: number | null): Promise<void>;
  close(): Promise<void>;
}
