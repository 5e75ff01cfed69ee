import { describe, expect, it } from "vitest";
import { distinctSorted, SeriesBuilder, seriesOf } from "./series.js";

describe("series", () => {
  it("grows past its capacity and keeps points in time order", () => {
    const b = new SeriesBuilder(16);
    for (let i = 40; i >= 0; i--) b.push(i, i * 2);
    const s = b.build();
    expect(s.t.length).toBe(41);
    expect([...s.t.subarray(0, 3)]).toEqual([0, 1, 2]);
    expect([...s.v.subarray(0, 3)]).toEqual([0, 2, 4]);
  });

  it("keeps equal times in arrival order", () => {
    const s = seriesOf([
      { t: 2, v: 1 },
      { t: 1, v: 2 },
      { t: 2, v: 3 },
    ]);
    expect([...s.t]).toEqual([1, 2, 2]);
    expect([...s.v]).toEqual([2, 1, 3]);
  });

  it("answers distinct times ascending, sorted or not", () => {
    expect([...distinctSorted(Float64Array.from([1, 1, 2, 3, 3]))]).toEqual([1, 2, 3]);
    expect([...distinctSorted(Float64Array.from([3, 1, 2, 1]))]).toEqual([1, 2, 3]);
  });
});
