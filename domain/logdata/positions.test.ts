import { describe, expect, it } from "vitest";
import { POSITION_HISTORY_STEP_MS, sampleEvery } from "./positions.js";

describe("position history sampling", () => {
  it("keeps the first position of every 6-hour window", () => {
    const h = 3_600_000;
    const positions = [0, 1, 5.9, 6, 7, 13, 30].map((hours) => ({ t: hours * h }));
    expect(sampleEvery(positions, POSITION_HISTORY_STEP_MS).map((p) => p.t / h)).toEqual([0, 6, 13, 30]);
  });
});
