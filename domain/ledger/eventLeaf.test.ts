import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";
import { EVENT_LEAF_FORMAT, eventLeafHash, eventLeafText, type LeafEvent } from "./eventLeaf.js";
import { toHex } from "./hex.js";
import { leafHash } from "./merkle.js";
import { sha256 } from "./sha256.js";

const metadata = {
  userId: "u-1",
  companyId: null,
  correlationId: "c",
  causationId: null,
  recordedAt: "2026-11-28T10:00:00.000Z",
};

describe("eventLeafText", () => {
  it("is the canonical JSON of the leaf object, whatever the event holds", () => {
    const events: LeafEvent[] = [
      {
        id: "e-1",
        stream: "voyagelog-x",
        version: 0,
        type: "VesselEventAdded",
        data: { b: 1, a: [1, "é"] },
        metadata,
      },
      { id: 'quote"d', stream: "s\n", version: 12, type: "T", data: null, metadata },
      {
        id: "e-3",
        stream: "s",
        version: 3,
        type: "T",
        data: "text",
        metadata: { ...metadata, companyId: "c-1" },
      },
      { id: "e-4", stream: "s", version: 4, type: "T", data: [{ z: -0, y: 1e21 }], metadata },
    ];
    for (const [index, event] of events.entries()) {
      const generic = canonicalJson({ format: EVENT_LEAF_FORMAT, index: index * 1000, ...event });
      expect(eventLeafText(event, index * 1000)).toBe(generic);
    }
  });

  it("leaves out a member a tampered package lacks, as the generic form does, instead of failing", () => {
    const { type: _dropped, ...withoutType } = {
      id: "e-5",
      stream: "s",
      version: 5,
      type: "T",
      data: 1,
      metadata,
    };
    const event = withoutType as unknown as LeafEvent;
    const generic = canonicalJson({ format: EVENT_LEAF_FORMAT, index: 7, ...withoutType });
    expect(eventLeafText(event, 7)).toBe(generic);
    expect(generic).not.toContain('"type"');
  });
});

describe("eventLeafHash", () => {
  it("is RFC 9162's leaf hash of the leaf text's UTF-8", () => {
    const event: LeafEvent = {
      id: "e",
      stream: "s",
      version: 0,
      type: "T",
      data: { note: "Ø 😀" },
      metadata,
    };
    expect(toHex(eventLeafHash(sha256, event, 7))).toBe(
      toHex(leafHash(sha256, new TextEncoder().encode(eventLeafText(event, 7)))),
    );
  });
});
