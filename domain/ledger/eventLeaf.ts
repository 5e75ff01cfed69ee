import type { AnyStoredEvent } from "../shared/events.js";
import { canonicalJson } from "./canonicalJson.js";
import { leafHash, type Sha256 } from "./merkle.js";

/** Names the leaf format inside every leaf, so a later format can never be mistaken for this one. */
export const EVENT_LEAF_FORMAT = "keelson-event-leaf/1";

/** What of a stored event the log vouches for; the global position is not (PostgreSQL leaves gaps). */
export type LeafEvent = Pick<AnyStoredEvent, "id" | "stream" | "version" | "type" | "data" | "metadata">;

/**
 * The leaf of an event: the RFC 8785 canonical JSON, UTF-8, of
 * `{format, index, id, stream, version, type, data, metadata}` (metadata holds who — userId,
 * companyId — and when — recordedAt). The leaf index is inside the leaf, so an event moved to another
 * place in the log, or one dropped before it, no longer matches its own hash.
 */
export function eventLeafText(event: LeafEvent, index: number): string {
  return canonicalJson({
    format: EVENT_LEAF_FORMAT,
    index,
    id: event.id,
    stream: event.stream,
    version: event.version,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
  });
}

const utf8 = new TextEncoder();

export function eventLeafHash(hash: Sha256, event: LeafEvent, index: number): Uint8Array {
  return leafHash(hash, utf8.encode(eventLeafText(event, index)));
}
