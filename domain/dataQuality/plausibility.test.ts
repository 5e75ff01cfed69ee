import { describe, expect, it } from "vitest";
import { seriesOf } from "../alerts/series.js";
import { plausibilityRuleOf, plausibleRecords, plausibleSeries } from "./plausibility.js";

const T0 = Date.parse("2026-11-27T23:50:00Z");
const MIN = 60_000;
const sog = plausibilityRuleOf({ featureName: "Speed Over Ground", min: 0, max: 30, intervalSeconds: 60 });

describe("plausible readings (the data-quality rules)", () => {
  it("skips the raw spike of the issue (23:58 11.48, 23:59 22.27, 00:00 11.42) and keeps the rest", () => {
    const values = [
      11.45, 11.5, 11.47, 11.44, 11.49, 11.46, 11.51, 11.43, 11.48, 22.27, 11.42, 11.47, 11.45, 11.5,
    ];
    const { series, skipped } = plausibleSeries(
      seriesOf(values.map((v, i) => ({ t: T0 + i * MIN, v }))),
      sog,
    );
    expect(skipped).toBe(1);
    expect(Array.from(series.v)).not.toContain(22.27);
    expect(series.t.length).toBe(values.length - 1);
  });

  it("skips readings out of the feature's range, and leaves a step change alone", () => {
    const values = [11, 11.1, 11, 11.2, 11.1, 45, 11, 11.1, 14, 14.1, 14, 14.2, 14.1, 14];
    const { series, skipped } = plausibleSeries(
      seriesOf(values.map((v, i) => ({ t: T0 + i * MIN, v }))),
      sog,
    );
    expect(skipped).toBe(1);
    expect(Array.from(series.v).filter((v) => v >= 14)).toHaveLength(6);
  });

  it("holds a departing last reading as provisional until two readings follow it", () => {
    // The spike as the package's last reading: no right neighbour yet.
    const calm = [11.45, 11.5, 11.47, 11.44, 11.49, 11.46, 11.51, 11.43, 11.48];
    const at = (values: number[]) => seriesOf(values.map((v, i) => ({ t: T0 + i * MIN, v })));
    const ending = plausibleSeries(at([...calm, 22.27]), sog);
    expect(ending.skipped).toBe(1);
    expect(ending.series.v.at(-1)).toBe(11.48);
    // A new level: held while it is the last reading, plausible once two readings confirm it.
    expect(plausibleSeries(at([...calm, 14.1]), sog).skipped).toBe(1);
    expect(plausibleSeries(at([...calm, 14.1, 14.05]), sog).skipped).toBe(2);
    expect(plausibleSeries(at([...calm, 22.27, 11.42]), sog).skipped).toBe(1);
    expect(plausibleSeries(at([...calm, 14.1, 14.05, 14.12]), sog).skipped).toBe(0);
    // An ordinary last reading stays.
    expect(plausibleSeries(at([...calm, 11.52]), sog).skipped).toBe(0);
  });

  it("leaves out the records (10-minute blocks) carrying a spike in any judged quantity", () => {
    const blocks = Array.from({ length: 24 }, (_, i) => ({
      t: T0 + i * 10 * MIN,
      speed: 11.4 + (i % 3) * 0.05,
      power: 7_000 + (i % 4) * 25,
    }));
    blocks[12] = { ...blocks[12]!, speed: 26.5, power: 38_383 };
    const rule = (min: number, max: number) =>
      plausibilityRuleOf({ featureName: "Shaft Power", min, max, intervalSeconds: 600 });
    const kept = plausibleRecords(blocks, [
      { value: (b) => b.speed, rule: rule(0, 30) },
      { value: (b) => b.power, rule: rule(0, 100_000) },
    ]);
    expect(kept).toHaveLength(23);
    expect(kept.some((b) => b.power > 10_000)).toBe(false);
  });
});
