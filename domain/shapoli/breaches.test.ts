import { describe, expect, it } from "vitest";
import { BREACH_RULES, detectBreaches, type PowerSample } from "./breaches.js";

const MIN = 60_000;
const LIMIT = 5000;
/** One sample a minute from t = 0, the values given. */
const minutes = (values: number[], from = 0): PowerSample[] =>
  values.map((v, i) => ({ t: from + i * MIN, v }));

describe("ShaPoLi breach detection", () => {
  it("finds a period above the limited power with its start, end, duration, peak and mean", () => {
    const { breaches, spikes } = detectBreaches(minutes([4800, 4900, 5100, 5400, 5200, 4990, 4800]), LIMIT);
    expect(spikes).toEqual([]);
    expect(breaches).toEqual([
      {
        start: 2 * MIN,
        end: 4 * MIN,
        durationMs: 2 * MIN,
        peakPower: 5400,
        peakAt: 3 * MIN,
        meanPower: (5100 + 5400 + 5200) / 3,
        samples: 3,
        bridgedGaps: 0,
      },
    ]);
  });

  it("does not count power exactly at the limit: the limitation allows the limited power itself", () => {
    expect(detectBreaches(minutes([5000, 5000, 5000, 5000]), LIMIT).breaches).toEqual([]);
    // A sample at the limit ends a breach like any sample below it.
    const { breaches } = detectBreaches(minutes([5001, 5002, 5000, 5003, 5004]), LIMIT);
    expect(breaches.map((b) => [b.start, b.end])).toEqual([
      [0, MIN],
      [3 * MIN, 4 * MIN],
    ]);
  });

  it("takes a lone sample above the limit for a sensor spike, reported apart and not as a breach", () => {
    const { breaches, spikes } = detectBreaches(minutes([4800, 4800, 14_500, 4800, 4800]), LIMIT);
    expect(breaches).toEqual([]);
    expect(spikes).toEqual([{ t: 2 * MIN, v: 14_500 }]);
    // Two samples in a row are a breach, however short.
    expect(detectBreaches(minutes([4800, 5100, 5100, 4800]), LIMIT).breaches).toHaveLength(1);
  });

  it("bridges a gap without data inside a breach up to the maximum gap, and splits it beyond", () => {
    const maxGapMin = BREACH_RULES.maxGapMs / MIN;
    const before = minutes([5200, 5300, 5250]);
    const bridged = [...before, ...minutes([5400, 5300], (2 + maxGapMin) * MIN)];
    const one = detectBreaches(bridged, LIMIT).breaches;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ start: 0, end: (3 + maxGapMin) * MIN, samples: 5, bridgedGaps: 1 });

    const split = [...before, ...minutes([5400, 5300], (3 + maxGapMin) * MIN)];
    const two = detectBreaches(split, LIMIT).breaches;
    expect(two.map((b) => [b.start, b.end])).toEqual([
      [0, 2 * MIN],
      [(3 + maxGapMin) * MIN, (4 + maxGapMin) * MIN],
    ]);
  });

  it("works on coarser data (15-minute samples) and on unsorted input, skipping values that are not numbers", () => {
    const quarter = 15 * MIN;
    const series: PowerSample[] = [
      { t: 3 * quarter, v: 5600 },
      { t: 0, v: 4800 },
      { t: quarter, v: 5500 },
      { t: 2 * quarter, v: Number.NaN },
      { t: 4 * quarter, v: 4700 },
    ];
    const { breaches } = detectBreaches(series, LIMIT);
    expect(breaches).toMatchObject([{ start: quarter, end: 3 * quarter, samples: 2, peakPower: 5600 }]);
  });

  it("keeps a breach open to the end of the series and refuses a limit that is not positive", () => {
    expect(detectBreaches(minutes([4000, 5100, 5200]), LIMIT).breaches).toMatchObject([
      { start: MIN, end: 2 * MIN },
    ]);
    expect(() => detectBreaches([], 0)).toThrow(/positive/);
    expect(detectBreaches([], LIMIT)).toEqual({ breaches: [], spikes: [] });
  });
});
