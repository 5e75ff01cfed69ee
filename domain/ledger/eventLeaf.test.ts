import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";
import { canonicalStringify } from "./canonicalStringify.js";
import {
  EVENT_LEAF_FORMAT,
  eventLeafHash,
  eventLeafText,
  eventLeafTextOfJson,
  type LeafEvent,
} from "./eventLeaf.js";
import { toHex } from "./hex.js";
import { leafHash } from "./merkle.js";
import { sha256 } from "./sha256.js";
import { hostileValues, randomHostileValue, seededRandom } from "./testing.js";

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

describe("eventLeafTextOfJson (an append's leaf, written from the texts it stores)", () => {
  /**
   * The leaf an append writes from canonicalStringify's texts equals eventLeafText of the event a
   * reader parses back from them (what every verifier computes), and the leaf the append wrote before
   * it stored canonical texts (from JSON.stringify's, parsed).
   */
  function expectSameLeaf(
    event: Omit<LeafEvent, "data" | "metadata">,
    data: unknown,
    meta: unknown,
    index: number,
  ) {
    const dataJson = canonicalStringify(data)!;
    const metadataJson = canonicalStringify(meta)!;
    const written = eventLeafTextOfJson({ ...event, dataJson, metadataJson }, index);
    const read = { ...event, data: JSON.parse(dataJson), metadata: JSON.parse(metadataJson) };
    const before = {
      ...event,
      data: JSON.parse(JSON.stringify(data)),
      metadata: JSON.parse(JSON.stringify(meta)),
    };
    // The definition itself too: eventLeafText writes its leaf with the same function.
    expect(written).toBe(canonicalJson({ format: EVENT_LEAF_FORMAT, index, ...read }));
    expect(written).toBe(eventLeafText(read, index));
    expect(written).toBe(eventLeafText(before, index));
  }

  const event = { id: "3f1c", stream: "voyagelog-ü", version: 2, type: "VesselEventAdded" };

  it.each(hostileValues())("%s as data, and as metadata", (_name, value) => {
    expectSameLeaf(event, value, metadata, 41);
    expectSameLeaf(event, { remarks: "x" }, value, 41);
  });

  it("names and places that need escaping or are large", () => {
    expectSameLeaf({ id: 'quote"d', stream: "s\n\ud800", version: 0, type: "T\u2028" }, 1, metadata, 0);
    expectSameLeaf({ ...event, version: 2 ** 31 }, null, metadata, 2 ** 40);
  });

  it("random data and metadata (property, seeded)", () => {
    const next = seededRandom(9162);
    for (let round = 0; round < 2000; round++) {
      const data = randomHostileValue(next);
      const meta = { ...metadata, extra: randomHostileValue(next, 2) };
      // JSON.stringify writes nothing for these; an append refuses them (storedJson).
      if (canonicalStringify(data) === undefined) continue;
      expectSameLeaf({ ...event, version: round }, data, meta, round * 7);
    }
  });
});
