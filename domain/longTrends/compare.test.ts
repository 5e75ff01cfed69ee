import { describe, expect, it } from "vitest";
import { DAY_MS } from "../performance/trendline.js";
import {
  COMPARE_MESSAGES,
  comparedSeries,
  compareQuery,
  compareRow,
  MAX_COMPARE_VESSELS,
} from "./compare.js";
import { longTrend } from "./longTrends.js";

const T0 = Date.UTC(2025, 0, 1);
/** Days start..start+n-1 with value a + b·(day − start). */
const line = (n: number, a: number, b: number, start = 0) =>
  Array.from({ length: n }, (_, i) => ({ t: T0 + (start + i) * DAY_MS, value: a + b * i }));
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("compare rows", () => {
  it("takes the last period's start, change per year, benchmark and deviation", () => {
    // Period 1: 60 days from 4 %; a docking on day 70; period 2: 100 days from 1 % rising 0.02 %/day.
    const trend = longTrend("speed", [...line(60, 4, 0.05), ...line(100, 1, 0.02, 80)], [T0 + 70 * DAY_MS]);
    const row = compareRow(trend);
    expect(row.lastPeriodStartDate).toBe(T0 + 70 * DAY_MS);
    expect(row.changePerYear).toBeCloseTo(7.3, 9);
    // Speed loss is judged against the sea-trial reference (0) when the hull came out of the docking
    // slower than it: the line ends 99 days later at 1 + 1.98 %, 2.98 above the reference.
    expect(row.benchmarkPointValue).toBeCloseTo(0, 9);
    expect(row.deviationFromBenchmark).toBeCloseTo(2.98, 9);
    expect(row.isBenchmarking).toBe(false);
  });

  it("shows nothing to compare for a benchmarking vessel (n/a) and for one without values", () => {
    const young = compareRow(longTrend("speed", line(10, 2, 0.1), []));
    expect(young).toEqual({
      lastPeriodStartDate: T0,
      changePerYear: null,
      benchmarkPointValue: null,
      deviationFromBenchmark: null,
      isBenchmarking: true,
    });
    expect(compareRow(longTrend("rpm", [], []))).toMatchObject({
      lastPeriodStartDate: null,
      changePerYear: null,
      isBenchmarking: false,
    });
  });
});

describe("compared series", () => {
  const trend = longTrend("speed", [...line(40, 5, 0.1), ...line(40, 2, 0.05, 50)], [T0 + 45 * DAY_MS]);

  it("real Y keeps the values; last period only drops the earlier periods", () => {
    const all = comparedSeries(trend, { lastPeriodOnly: false, relativeY: false });
    expect(all.values).toHaveLength(80);
    expect(all.values[0]!.value).toBeCloseTo(5, 9);
    expect(all.trendlines).toHaveLength(2);
    const last = comparedSeries(trend, { lastPeriodOnly: true, relativeY: false });
    expect(last.values).toHaveLength(40);
    expect(last.values[0]).toEqual({ t: T0 + 50 * DAY_MS, value: 2 });
    expect(last.trendlines).toEqual([
      {
        from: T0 + 50 * DAY_MS,
        to: T0 + 89 * DAY_MS,
        start: expect.closeTo(2, 9),
        end: expect.closeTo(3.95, 9),
      },
    ]);
  });

  it("relative Y counts each period from its own benchmark point", () => {
    const relative = comparedSeries(trend, { lastPeriodOnly: false, relativeY: true });
    expect(relative.values[0]!.value).toBeCloseTo(0, 9);
    expect(relative.values[40]!.value).toBeCloseTo(0, 9);
    expect(relative.values[79]!.value).toBeCloseTo(1.95, 9);
    expect(relative.trendlines.map((l) => l.start)).toEqual([expect.closeTo(0, 9), expect.closeTo(0, 9)]);
    expect(relative.trendlines[0]!.end).toBeCloseTo(3.9, 9);
  });
});

describe("compare query", () => {
  it("reads the vessel list and the flags", () => {
    const parsed = compareQuery.parse({
      diagnosticType: "rpm",
      vesselIds: `${ID(1)};${ID(2).toUpperCase()};`,
      lastPeriodOnly: "true",
    });
    expect(parsed).toEqual({
      diagnosticType: "rpm",
      vesselIds: [ID(1), ID(2)],
      lastPeriodOnly: true,
      relativeY: false,
    });
  });

  it("answers the spec's messages", () => {
    const message = (q: Record<string, string>) => {
      const r = compareQuery.safeParse({ diagnosticType: "speed", ...q });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message({ vesselIds: "" })).toBe(COMPARE_MESSAGES.noVessel);
    expect(message({})).toBe(COMPARE_MESSAGES.noVessel);
    const many = Array.from({ length: MAX_COMPARE_VESSELS + 1 }, (_, i) => ID(i)).join(";");
    expect(message({ vesselIds: many })).toBe("Maximum 20 items reached");
    expect(message({ vesselIds: `${ID(1)},${ID(1)}` })).toBe(COMPARE_MESSAGES.duplicate);
    expect(message({ vesselIds: "abc" })).toBe(COMPARE_MESSAGES.vesselId);
    expect(message({ vesselIds: ID(1), diagnosticType: "wind" })).toBe(COMPARE_MESSAGES.type);
    expect(message({ vesselIds: ID(1), relativeY: "yes" })).toBe("relativeY must be true or false.");
    expect(message({ vesselIds: ID(1) })).toBeNull();
  });
});
