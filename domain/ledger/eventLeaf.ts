import type { AnyStoredEvent } from "../shared/events.js";
import { canonicalJson } from "./canonicalJson.js";
import type { Sha256 } from "./merkle.js";

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
  const { id, stream, version, type, data, metadata } = event;
  const anyMissing = [id, stream, version, type, data, metadata].some((member) => member === undefined);
  // A tampered package may lack a member: the generic path leaves it out, so the verifier names the event.
  if (anyMissing || typeof index !== "number")
    return canonicalJson({ format: EVENT_LEAF_FORMAT, index, id, stream, version, type, data, metadata });
  // The same text written directly, members in their canonical order (data, format, id, index,
  // metadata, stream, type, version): every append hashes one, and the generic path costs twice as much.
  return `{"data":${canonicalJson(data)},"format":${FORMAT_JSON},"id":${canonicalJson(id)},"index":${canonicalJson(index)},"metadata":${canonicalJson(metadata)},"stream":${canonicalJson(stream)},"type":${canonicalJson(type)},"version":${canonicalJson(version)}}`;
}

const FORMAT_JSON = JSON.stringify(EVENT_LEAF_FORMAT);

const utf8 = new TextEncoder();

export function eventLeafHash(hash: Sha256, event: LeafEvent, index: number): Uint8Array {
  // RFC 9162's leaf prefix 0x00 is U+0000 in UTF-8: one encoding, no copy (same as leafHash(hash, text)).
  return hash(utf8.encode(`\u0000${eventLeafText(event, index)}`));
}
