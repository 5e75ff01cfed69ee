import { describe, expect, it } from "vitest";
import { coveredMs } from "./calculations.js";

describe("time covered by samples", () => {
  it("adds one mean sample interval to the span between first and last sample", () => {
    const minute = 60_000;
    expect(coveredMs({ count: 1440, first: { t: 0 }, last: { t: 1439 * minute } })).toBe(1440 * minute);
    expect(coveredMs({ count: 1, first: { t: 5 }, last: { t: 5 } })).toBe(0);
    expect(coveredMs({ count: 0, first: null, last: null })).toBe(0);
  });
});
