import { describe, expect, it } from "vitest";
import {
  coverSegments,
  DAY_MS,
  HOUR_MS,
  MinuteRollup,
  QUARTER_MS,
  QuarterAccumulator,
  rollUp,
  runsOf,
  statsOfPoint,
  toSeriesPoint,
} from "./buckets.js";

describe("covering a window with stored levels", () => {
  it("uses whole days, then hours, then quarters, and raw points at the ragged edges, in time order", () => {
    const start = 3 * DAY_MS - 2 * HOUR_MS - 20 * 60_000 - 5;
    const end = 5 * DAY_MS + HOUR_MS + QUARTER_MS + 7;
    expect(coverSegments(start, end)).toEqual([
      { level: "Raw", start, end: 3 * DAY_MS - 2 * HOUR_MS - 15 * 60_000 },
      { level: "Quarter", start: 3 * DAY_MS - 2 * HOUR_MS - 15 * 60_000, end: 3 * DAY_MS - 2 * HOUR_MS },
      { level: "Hour", start: 3 * DAY_MS - 2 * HOUR_MS, end: 3 * DAY_MS },
      { level: "Day", start: 3 * DAY_MS, end: 5 * DAY_MS },
      { level: "Hour", start: 5 * DAY_MS, end: 5 * DAY_MS + HOUR_MS },
      { level: "Quarter", start: 5 * DAY_MS + HOUR_MS, end: 5 * DAY_MS + HOUR_MS + QUARTER_MS },
      { level: "Raw", start: 5 * DAY_MS + HOUR_MS + QUARTER_MS, end },
    ]);
  });

  it("answers raw only for a window shorter than a quarter, and nothing for an empty one", () => {
    expect(coverSegments(10, 20)).toEqual([{ level: "Raw", start: 10, end: 20 }]);
    expect(coverSegments(20, 20)).toEqual([]);
  });
});

describe("bucket statistics", () => {
  it("accumulates quarters per variable and rolls rows up with first and last by time", () => {
    const acc = new QuarterAccumulator();
    acc.add(1, 60_000, 5);
    acc.add(1, 0, 3);
    acc.add(1, QUARTER_MS, 9);
    acc.add(2, 0, 1);
    expect(acc.size).toBe(3);
    const drained = [...acc.drain()];
    expect(acc.size).toBe(0);
    expect(drained[0]).toEqual([
      1,
      0,
      { min: 3, max: 5, sum: 8, count: 2, first: 3, firstT: 0, last: 5, lastT: 60_000 },
    ]);
    const hours = rollUp(
      [0, 60_000, QUARTER_MS].map((t, i) => ({ t, stats: statsOfPoint(t, [3, 5, 9][i]!) })),
      HOUR_MS,
    );
    expect(hours).toEqual([
      { t: 0, stats: { min: 3, max: 9, sum: 17, count: 3, first: 3, firstT: 0, last: 9, lastT: QUARTER_MS } },
    ]);
  });

  it("merges neighbouring bucket starts into runs", () => {
    expect(runsOf([30, 0, 10, 60], 10)).toEqual([
      { from: 0, to: 20 },
      { from: 30, to: 40 },
      { from: 60, to: 70 },
    ]);
  });
});

describe("minutes of raw points in one pass", () => {
  it("give the same minutes as rolling the points up one by one", () => {
    const points: Array<[number, number]> = [];
    let t = Date.parse("2026-11-16T00:00:00Z") + 7_000;
    for (let i = 0; i < 500; i++) {
      points.push([t, Math.sin(i) * 100]);
      t += 1_000 + ((i * 7919) % 60_000); // irregular: several points some minutes, none in others
    }
    const expected = rollUp(
      points.map(([pt, v]) => ({ t: pt, stats: statsOfPoint(pt, v) })),
      60_000,
    ).map((m) => toSeriesPoint(m.t, m.stats));
    const rollup = new MinuteRollup();
    const got = points.flatMap(([pt, v]) => rollup.add(pt, v) ?? []);
    const last = rollup.finish();
    if (last) got.push(last);
    expect(got).toEqual(expected);
    expect(rollup.finish()).toBeNull();
  });
});
