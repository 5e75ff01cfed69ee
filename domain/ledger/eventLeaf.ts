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
  return eventLeafTextOfJson(
    { id, stream, version, type, dataJson: canonicalJson(data), metadataJson: canonicalJson(metadata) },
    index,
  );
}

/** A leaf event whose data and metadata are given as their canonical JSON texts. */
export type LeafEventJson = Pick<LeafEvent, "id" | "stream" | "version" | "type"> & {
  /** canonicalJson of the data (canonicalStringify's text of what was appended is the same). */
  dataJson: string;
  /** canonicalJson of the metadata. */
  metadataJson: string;
};

/**
 * eventLeafText of the event whose data and metadata these canonical texts are, without walking them
 * again: a store keeps those texts, so an append writes its leaf from them.
 */
export function eventLeafTextOfJson(event: LeafEventJson, index: number): string {
  const { id, stream, version, type, dataJson, metadataJson } = event;
  // The leaf's members in their canonical order (data, format, id, index, metadata, stream, type,
  // version), written directly: the generic path costs twice as much.
  return `{"data":${dataJson},"format":${FORMAT_JSON},"id":${canonicalJson(id)},"index":${canonicalJson(index)},"metadata":${metadataJson},"stream":${canonicalJson(stream)},"type":${canonicalJson(type)},"version":${canonicalJson(version)}}`;
}

const FORMAT_JSON = JSON.stringify(EVENT_LEAF_FORMAT);

/**
 * The leaf text as JSON.stringify writes it with the event's members in the order they come (a
 * package's events come in canonical order: packagedLeafEvent). A verifier may hash it in place of
 * eventLeafText: a text that hashes to a leaf of the signed tree is that leaf, whoever wrote it, and
 * the event it was written from is the one the log holds (JSON.stringify drops nothing of a parsed JSON
 * value). Members in another order only fail to match, and the verifier then canonicalises. Natively
 * written, it saves a verifier of 100,000 events the canonicalisation's walk (docs/verification.md).
 */
export function writtenLeafText(event: LeafEvent, index: number): string {
  const { id, stream, version, type, data, metadata } = event;
  return JSON.stringify({ data, format: EVENT_LEAF_FORMAT, id, index, metadata, stream, type, version });
}

/** The event as a package carries it: data and metadata with their members in canonical order. */
export function packagedLeafEvent(event: LeafEvent): LeafEvent {
  const { id, stream, version, type, data, metadata } = event;
  return {
    id,
    stream,
    version,
    type,
    data: JSON.parse(canonicalJson(data)),
    metadata: JSON.parse(canonicalJson(metadata)),
  };
}

const utf8 = new TextEncoder();

/** SHA-256 of 0x00 then the leaf text's UTF-8 (RFC 9162's leaf hash of the text). */
export function leafTextHash(hash: Sha256, text: string): Uint8Array {
  // RFC 9162's leaf prefix 0x00 is U+0000 in UTF-8: one encoding, no copy (same as leafHash(hash, text)).
  return hash(utf8.encode(`\u0000${text}`));
}

export function eventLeafHash(hash: Sha256, event: LeafEvent, index: number): Uint8Array {
  return leafTextHash(hash, eventLeafText(event, index));
}
