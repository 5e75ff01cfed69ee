import { describe, expect, it } from "vitest";
import { type FeatureSeries, REJECT_REASONS, type TimeValue } from "../hullPerformance/iso19030.js";
import type { HullPerformanceSettings } from "../hullPerformance/reference.js";
import {
  computeDayRecord,
  dayBlocksOf,
  decodeDayBlocks,
  decodeDayRecord,
  encodeDayRecord,
  foldDayBlocks,
  foldDays,
  OUTCOMES,
} from "./dailyRecord.js";
import { DAY_MS } from "./trendline.js";

const MIN = 60_000;
const day0 = Date.UTC(2025, 0, 1);
const settings: HullPerformanceSettings = {
  breadth: 32,
  windCoefficient: 0,
  reference: [
    {
      draft: 12.5,
      points: [
        [10, 3000],
        [12, 5184],
        [14, 8232],
      ],
    },
  ],
};

/** A day logged every 2 minutes; power dips to 400 kW (below the SFOC limit) in its first hour. */
function day(start: number, speed: number) {
  const at = (f: (t: number, i: number) => number): TimeValue[] =>
    Array.from({ length: 720 }, (_, i) => ({ t: start + i * 2 * MIN, value: f(start + i * 2 * MIN, i) }));
  const power = at((_, i) => (i < 30 ? 400 : 4000 + (i % 7)));
  const series: FeatureSeries = {
    "Speed Through Water": at(() => speed),
    "Speed Over Ground": at(() => speed),
    "Shaft Power": power,
    "Draft Fore": at(() => 12.5),
    "Draft Aft": at(() => 12.5),
    "Shaft Rpm": at(() => 80),
  };
  // Fuel logged on every other sample only.
  const fuel = power.filter((_, i) => i % 2 === 0).map((p) => ({ t: p.t, value: p.value * 0.17 + 3 }));
  return computeDayRecord(start, series, fuel, settings);
}

describe("day blocks (the ISO 19030 pages' read of a stored day)", () => {
  const records = [day(day0, 10.8), day(day0 + DAY_MS, 10.7)];

  it("decodes to what the full record gives, without the samples", () => {
    for (const r of records) {
      const blocks = decodeDayBlocks(encodeDayRecord(r));
      expect(blocks).toEqual(dayBlocksOf(decodeDayRecord(encodeDayRecord(r))));
      expect(blocks).not.toHaveProperty("samples");
      expect(blocks.blocks.length).toBe(144);
      // 360 fuel samples, 15 of them below 500 kW.
      expect(blocks.powerSum).toBeGreaterThan(345 * 4000);
      expect(blocks.powerSum).toBeLessThan(345 * 4007);
    }
  });

  it("keeps a block's wave height through the bytes (version 2)", () => {
    const start = day0 + 2 * DAY_MS;
    const at = (value: number): TimeValue[] =>
      Array.from({ length: 720 }, (_, i) => ({ t: start + i * 2 * MIN, value }));
    const r = computeDayRecord(
      start,
      {
        "Speed Through Water": at(11),
        "Shaft Power": at(4100),
        "Draft Fore": at(12.5),
        "Draft Aft": at(12.5),
        "Significant Wave Height": at(1.7),
      },
      [],
      settings,
    );
    const decoded = decodeDayRecord(encodeDayRecord(r));
    expect(decoded).toEqual(r);
    expect(decoded.blocks[0]!.candidate!.waveHeight).toBe(1.7);
    expect(decoded.present).toContain("Significant Wave Height");
  });

  it("folds to the same analysis as the full days, and the specific fuel of the samples", () => {
    const full = foldDays(records, settings);
    const light = foldDayBlocks(records.map(dayBlocksOf), settings);
    expect(light.analysis).toEqual(full.analysis);
    let kg = 0;
    let kwh = 0;
    for (const f of full.fuel) {
      const p = full.power.find((x) => x.t === f.t)!.value;
      if (p <= 500) continue;
      kg += f.value;
      kwh += p;
    }
    expect(light.specificFuel).toBeCloseTo((kg * 1000) / kwh, 9);
    expect(light.specificFuel).toBeGreaterThan(170);
  });

  it("has no specific fuel without fuel logged", () => {
    const r = { ...records[0]!, samples: records[0]!.samples.map((s) => ({ ...s, fuel: Number.NaN })) };
    expect(foldDayBlocks([dayBlocksOf(r)], settings).specificFuel).toBeNull();
  });
});

describe("a block's outcome in the stored bytes", () => {
  it("names, besides acceptance, only reasons the ISO 19030 filters reject a block for", () => {
    for (const outcome of OUTCOMES.filter((o) => o !== "accepted")) expect(REJECT_REASONS).toContain(outcome);
  });

  it("keeps every reason a block itself is rejected for (the waves are filtered when days are folded)", () => {
    for (const outcome of REJECT_REASONS.filter((reason) => reason !== "waves")) {
      const record = {
        day: day0,
        blocks: [{ t: day0, outcome, optionalMissing: 0, candidate: null }],
        present: [],
        maxPower: 0,
        samples: [],
      };
      expect(decodeDayRecord(encodeDayRecord(record)).blocks[0]!.outcome).toBe(outcome);
    }
  });
});
