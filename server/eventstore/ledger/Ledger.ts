import type { AnyStoredEvent } from "../../../domain/shared/events.js";

/** An event with its place in the tamper-evident log (docs/verification.md). */
export interface LedgerEntry {
  /** 0-based index of the event's leaf in the Merkle tree; null only if never hashed (a broken store). */
  leafIndex: number | null;
  /** SHA-256(0x00 || canonical leaf), as stored at the append; null if missing. */
  leafHash: Uint8Array | null;
  event: AnyStoredEvent;
}

export interface LeafRow {
  position: number;
  leafIndex: number | null;
  leafHash: Uint8Array | null;
}

export interface LedgerSize {
  /** Leaves in the tree: the hashed events. */
  size: number;
  /** Global position of the last hashed event (0 when empty). */
  lastPosition: number;
}

/** What each event store adapter offers beyond the event-store contract, for verification. */
export interface LedgerStore {
  /** Events with their leaf index and hash, in position order, `position > after`. */
  readLedger(options: { after: number; maxCount: number }): Promise<LedgerEntry[]>;
  /** Leaf index and hash of the events `position > after`, in position order, without the events. */
  readLeaves(options: { after: number; maxCount: number }): Promise<LeafRow[]>;
  /** The tree's size now. */
  ledgerSize(): Promise<LedgerSize>;
  /** Where the leaf of `eventId` sits, or null for an event the log does not hold. */
  leafOf(eventId: string): Promise<{ leafIndex: number; position: number } | null>;
}

/** How the history of a store that predates the ledger was hashed at start. */
export interface LedgerMigration {
  hashed: number;
  ms: number;
}
