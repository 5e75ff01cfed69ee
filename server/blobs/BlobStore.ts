import type { Readable } from "node:stream";

/**
 * Where the contents of uploaded documents live (docs/vessel-files.md). A write streams into a pending
 * blob that no reader sees; `commit` makes it readable, `discard` (or a failed write) leaves nothing.
 * Nothing is held whole in memory: writes and reads go chunk by chunk.
 */
export interface BlobStore {
  /**
   * Streams `source` into a new pending blob. Rejects (having removed what it wrote) when the source
   * fails, e.g. an upload interrupted by the client.
   */
  write(source: AsyncIterable<Uint8Array>): Promise<PendingBlob>;
  /** The committed blob's content as a stream, or null when there is none with that id. */
  read(blobId: string): Promise<Readable | null>;
  /** The committed blob's size in bytes, or null. */
  size(blobId: string): Promise<number | null>;
  /** Removes a committed blob (no error when it is gone already). */
  delete(blobId: string): Promise<void>;
  /** Removes pending blobs left by writes older than `olderThanMs` (a process that died mid-upload). */
  sweepPending(olderThanMs: number): Promise<number>;
  close(): Promise<void>;
}

export interface PendingBlob {
  readonly id: string;
  readonly size: number;
  /** Makes the blob readable under its id. */
  commit(): Promise<void>;
  /** Forgets the blob. Safe to call after a failed commit or twice. */
  discard(): Promise<void>;
}

/** Blob ids are server-made UUIDs; anything else is no blob. */
export const BLOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
