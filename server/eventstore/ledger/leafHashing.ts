import { createHash } from "node:crypto";
import { eventLeafText, type LeafEvent } from "../../../domain/ledger/eventLeaf.js";

/** SHA-256 with node:crypto, for the Merkle code of domain/ledger. */
export const nodeSha256 = (data: Uint8Array): Uint8Array => createHash("sha256").update(data).digest();

const LEAF_PREFIX = Buffer.from([0x00]);

/** The event's leaf hash (domain/ledger/eventLeaf.ts), without copying the leaf text into a new buffer. */
export function leafHashOf(event: LeafEvent, index: number): Buffer {
  return createHash("sha256").update(LEAF_PREFIX).update(eventLeafText(event, index), "utf8").digest();
}
