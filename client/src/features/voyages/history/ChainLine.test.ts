import { describe, expect, it } from "vitest";
import type { ChainStatus } from "../../../../../domain/ledger/streamChain";
import { chainSentence } from "./ChainLine";

const checkpoint = { treeSize: 120, rootHash: "ab", time: "2026-11-28T10:15:00.000Z", keyFingerprint: "f0" };
const intact: ChainStatus = {
  state: "intact",
  events: 42,
  pending: 0,
  checkpoint,
  broken: null,
  problem: null,
};

describe("chainSentence", () => {
  it("states the events verified and the checkpoint's time", () => {
    expect(chainSentence(intact)).toMatch(
      /^Verified: 42 events of the vessel's voyage log, chain intact, checkpoint of .* UTC$/,
    );
    expect(chainSentence({ ...intact, pending: 1 })).toContain("1 later event await");
  });

  it("names the event that broke the chain", () => {
    const text = chainSentence({
      ...intact,
      state: "broken",
      broken: {
        eventId: "e",
        version: 3,
        type: "VesselEventRecorded",
        recordedAt: "2026-11-01T08:00:00.000Z",
        reason: "it is not leaf 9 of the signed tree",
      },
    });
    expect(text).toMatch(
      /^Chain broken at .* \(version 3, recorded .*\): it is not leaf 9 of the signed tree$/,
    );
  });

  it("says the log as a whole broke when no event of the stream can be named", () => {
    expect(chainSentence({ ...intact, state: "broken", problem: "the root differs" })).toBe(
      "Chain broken: the root differs",
    );
  });
});
