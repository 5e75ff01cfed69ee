import { describe, expect, it } from "vitest";
import { chainStatusAnswer, streamPrecheck } from "./streamChain.js";

const versions = (n: number) => Array.from({ length: n }, (_, version) => ({ version }));

describe("streamPrecheck", () => {
  it("counts the events a checkpoint covers: a prefix, since leaves ascend", () => {
    expect(streamPrecheck(versions(4), [3, 8, 20, 31], 21)).toEqual({ broken: null, covered: 3 });
    expect(streamPrecheck(versions(2), [3, 8], 3)).toEqual({ broken: null, covered: 0 });
    expect(streamPrecheck([], [], 10)).toEqual({ broken: null, covered: 0 });
  });

  it("names the first event after a missing version", () => {
    const events = [{ version: 0 }, { version: 1 }, { version: 3 }];
    expect(streamPrecheck(events, [1, 2, 4], 10).broken).toEqual({
      index: 2,
      reason: "version 2 was due: an event of the stream is missing or moved",
    });
  });

  it("names an event without a leaf, and leaves out of order", () => {
    expect(streamPrecheck(versions(3), [1, null, 4], 10).broken?.index).toBe(1);
    expect(streamPrecheck(versions(3), [1, 5, 4], 10).broken).toMatchObject({
      index: 2,
      reason: "its leaf comes before the previous event's",
    });
  });
});

describe("chainStatusAnswer", () => {
  it("refuses a negative count", () => {
    const answer = {
      state: "intact",
      events: -1,
      pending: 0,
      checkpoint: null,
      broken: null,
      problem: null,
    };
    expect(chainStatusAnswer.safeParse(answer).success).toBe(false);
    expect(chainStatusAnswer.safeParse({ ...answer, events: 1 }).success).toBe(true);
  });
});
