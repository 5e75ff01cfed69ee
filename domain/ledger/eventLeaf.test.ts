import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";
import { EVENT_LEAF_FORMAT, eventLeafText, type LeafEvent } from "./eventLeaf.js";

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
});
