import { hash } from "node:crypto";
import {
  eventLeafText,
  eventLeafTextOfJson,
  type LeafEvent,
  type LeafEventJson,
} from "../../../domain/ledger/eventLeaf.js";

/** SHA-256 with node:crypto, for the Merkle code of domain/ledger (one-shot: no Hash object per node). */
export const nodeSha256 = (data: Uint8Array): Uint8Array => hash("sha256", data, "buffer");

/**
 * The event's leaf hash (domain/ledger/eventLeaf.ts): SHA-256 of 0x00 then the leaf text in UTF-8.
 * U+0000 is the single byte 0x00 in UTF-8, so the prefix travels inside the string, hashed in one call.
 */
export function leafHashOf(event: LeafEvent, index: number): Buffer {
  return leafTextHashOf(eventLeafText(event, index));
}

/** leafHashOf the event whose data and metadata are these canonical texts (what a store keeps). */
export function leafHashOfJson(event: LeafEventJson, index: number): Buffer {
  return leafTextHashOf(eventLeafTextOfJson(event, index));
}

/** SHA-256 of 0x00 then the leaf text's UTF-8 (domain/ledger/eventLeaf.ts leafTextHash), in one call. */
export const leafTextHashOf = (text: string): Buffer =>
  // The digest as a "binary" (latin1) string copied into the shared small-Buffer pool costs a third
  // less than node:crypto's own Buffer ("buffer"), which gets a fresh backing store: every append hashes one.
  Buffer.from(hash("sha256", `\u0000${text}`, "binary"), "binary");
