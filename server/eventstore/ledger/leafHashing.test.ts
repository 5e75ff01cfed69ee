import { describe, expect, it } from "vitest";
import { canonicalStringify } from "../../../domain/ledger/canonicalStringify.js";
import { eventLeafHash } from "../../../domain/ledger/eventLeaf.js";
import { toHex } from "../../../domain/ledger/hex.js";
import { sha256 } from "../../../domain/ledger/sha256.js";
import { leafHashOf, leafHashOfJson, nodeSha256 } from "./leafHashing.js";

describe("leafHashOf (the store's one-call leaf hash)", () => {
  it("equals the domain's leaf hash computed with the browser verifier's SHA-256", () => {
    const event = {
      id: "3f1c",
      stream: "voyagelog-ü",
      version: 2,
      type: "VesselEventAdded",
      data: { remarks: "Ankerplatz 😀", draft: { fore: 8.1, aft: 9.4 } },
      metadata: {
        userId: "u",
        companyId: "c",
        correlationId: "r",
        causationId: null,
        recordedAt: "2026-11-28T10:00:00.000Z",
      },
    };
    expect(toHex(leafHashOf(event, 41))).toBe(toHex(eventLeafHash(sha256, event, 41)));
    expect(toHex(nodeSha256(new Uint8Array([1, 2, 3])))).toBe(toHex(sha256(new Uint8Array([1, 2, 3]))));
  });

  it("from the stored texts, equals the leaf hash of the event read back from them", () => {
    const data = { at: new Date(0), 10: [undefined, -0], 9: "\ud83d", b: { toJSON: () => ({ z: 1, a: 2 }) } };
    const metadata = { userId: "u", companyId: null, recordedAt: "2026-11-30T10:00:00.000Z" };
    const dataJson = canonicalStringify(data)!;
    const metadataJson = canonicalStringify(metadata)!;
    const event = { id: "3f1c", stream: "s", version: 0, type: "T" };
    const read = { ...event, data: JSON.parse(dataJson), metadata: JSON.parse(metadataJson) };
    expect(toHex(leafHashOfJson({ ...event, dataJson, metadataJson }, 7))).toBe(toHex(leafHashOf(read, 7)));
  });
});
