import { describe, expect, it } from "vitest";
import {
  combineMergedParts,
  coverSegments,
  DAY_MS,
  HOUR_MS,
  MinuteRollup,
  mergedParts,
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

describe("mergedParts", () => {
  const H = HOUR_MS;
  const day = Date.UTC(2025, 2, 10);

  it("reads Hour buckets merged a multiple of 4 from the 4-hour rollup, the ragged hours from the hour rollup", () => {
    expect(mergedParts("Hour", 8, day + 1 * H, day + 26 * H + 5)).toEqual([
      { level: "Hour", from: day + H, to: day + 4 * H - 1 },
      { level: "FourHours", from: day + 4 * H, to: day + 24 * H - 1 },
      { level: "Hour", from: day + 24 * H, to: day + 26 * H + 5 },
    ]);
    expect(mergedParts("Hour", 12, day, day + 8 * H - 1)).toEqual([
      { level: "FourHours", from: day, to: day + 8 * H - 1 },
    ]);
  });

  it("reads any other merge, and a window holding no whole 4 hours, from the level asked", () => {
    expect(mergedParts("Hour", 6, day, day + 48 * H)).toEqual([
      { level: "Hour", from: day, to: day + 48 * H },
    ]);
    expect(mergedParts("Quarter", 16, day, day + 48 * H)).toEqual([
      { level: "Quarter", from: day, to: day + 48 * H },
    ]);
    expect(mergedParts("Hour", 8, day + H, day + 5 * H)).toEqual([
      { level: "Hour", from: day + H, to: day + 5 * H },
    ]);
  });
});

describe("combineMergedParts", () => {
  const bucket = (t: number, values: number[]) => {
    const sum = values.reduce((a, b) => a + b, 0);
    return {
      t,
      avg: sum / values.length,
      min: Math.min(...values),
      max: Math.max(...values),
      sum,
      count: values.length,
      first: values[0]!,
      last: values[values.length - 1]!,
    };
  };

  it("joins buckets of equal start across parts: first from the earlier part, last from the later", () => {
    expect(
      combineMergedParts([[bucket(0, [5, 1])], [bucket(0, [7, 2]), bucket(8, [3])], [bucket(8, [9, 4])]]),
    ).toEqual([bucket(0, [5, 1, 7, 2]), bucket(8, [3, 9, 4])]);
  });
});
