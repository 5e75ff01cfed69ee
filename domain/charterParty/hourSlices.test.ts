import { describe, expect, it } from "vitest";
import { type BucketMean, hourSlices } from "./hourSlices.js";

const H = 3_600_000;
const b = (t: number, avg: number, spread = 0, first = avg): BucketMean => ({
  t,
  avg,
  min: avg - spread,
  max: avg + spread,
  first,
});

describe("hourSlices", () => {
  it("joins the hourly series, turns the apparent wind into true wind and averages the drafts", () => {
    const [slice] = hourSlices(
      {
        stwKn: [b(0, 12)],
        consumerTonnesPerDay: [b(0, 30)],
        // 20 kn apparent wind from dead ahead at 12 kn over ground: 8 kn true wind.
        relativeWindKn: [b(0, 20)],
        relativeWindDeg: [b(0, 0)],
        sogKn: [b(0, 12)],
        draftForeM: [b(0, 11)],
        draftAftM: [b(0, 13)],
      },
      H,
    );
    expect(slice).toMatchObject({ t: 0, hours: 1, stwKn: 12, consumerTonnesPerDay: 30, draftM: 12 });
    expect(slice!.trueWindKn).toBeCloseTo(8, 9);
  });

  it("an hour whose wind direction crosses the bow takes its first reading, not the mean 180°", () => {
    const [slice] = hourSlices(
      {
        stwKn: [b(0, 12)],
        consumerTonnesPerDay: [b(0, 30)],
        relativeWindKn: [b(0, 20)],
        relativeWindDeg: [{ t: 0, avg: 180, min: 2, max: 358, first: 355 }],
        sogKn: [],
        draftForeM: [],
        draftAftM: [],
      },
      H,
    );
    // Ship speed falls back to STW; 20 kn at 5° off the bow at 12 kn: about 8.1 kn, not 32.
    expect(slice!.trueWindKn).toBeGreaterThan(8);
    expect(slice!.trueWindKn).toBeLessThan(8.5);
    expect(slice!.draftM).toBeNull();
  });

  it("an hour without speed or consumer still appears, with nulls", () => {
    const slices = hourSlices(
      {
        stwKn: [b(0, 12)],
        consumerTonnesPerDay: [b(H, 30)],
        relativeWindKn: [],
        relativeWindDeg: [],
        sogKn: [],
        draftForeM: [],
        draftAftM: [],
      },
      H,
    );
    expect(slices.map((s) => [s.t, s.stwKn, s.consumerTonnesPerDay, s.trueWindKn])).toEqual([
      [0, 12, null, null],
      [H, null, 30, null],
    ]);
  });
});
