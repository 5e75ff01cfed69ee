import { describe, expect, it } from "vitest";
import { addedFuelConsumption, addedPowerShare, operatingProfile, powerOnReference } from "./addedFuel.js";
import type { FuelCurve } from "./fuelCurve.js";
import type { BlockValue } from "./iso19030.js";
import type { SpeedPowerCurve } from "./reference.js";

/** P = 4000 kW · (V / 10 kn)³ at 10 m: the log-log reference between its two points is exactly cubic. */
const reference: SpeedPowerCurve[] = [
  {
    draft: 10,
    points: [
      [10, 4000],
      [14, 10976],
    ],
  },
];
const block = (vm: number, draft = 10): BlockValue => ({
  t: 0,
  stw: vm,
  vm,
  sog: vm,
  power: 0,
  correctedPower: 0,
  draft,
  ve: vm,
  pv: 0,
});

describe("added fuel consumption (docs/fouling.md worked example)", () => {
  it("turns the reference round: the power for 12 kn at 10 m is 4000 · 1.2³ = 6912 kW", () => {
    expect(powerOnReference(reference, 12, 10)).toBeCloseTo(6912, 3);
  });

  it("costs (1 − s)^−3 − 1 more power: 16.635 % at 5 % speed loss, nothing without a loss", () => {
    expect(addedPowerShare(5)).toBeCloseTo(0.16635078, 7);
    expect(addedPowerShare(0)).toBe(0);
    expect(addedPowerShare(-2)).toBe(0);
  });

  it("gives 1149.8 kW, 4.967 t/day at sea and 1087.8 t/year for 12 kn, 5 %, 180 g/kWh, 60 % at sea", () => {
    const profile = operatingProfile([block(12), block(12.4), block(11.6)]);
    expect(profile).toHaveLength(2);
    const fuel = addedFuelConsumption({
      profile: [
        { speedFrom: 12, speedTo: 13, share: 1, blocks: 1, meanSpeed: 12, meanDraft: 10, meanPower: 0 },
      ],
      reference,
      speedLossPercent: 5,
      sfoc: 180,
      atSeaShare: 0.6,
    });
    expect(fuel.addedPower).toBeCloseTo(1149.8166, 3);
    expect(fuel.tonnesPerDayAtSea).toBeCloseTo(4.96721, 4);
    expect(fuel.tonnesPerYear).toBeCloseTo(1087.818, 2);
  });

  it("weights the speed bins by their time: 3 blocks at 12 kn and one at 14.2 kn give 5.783 t/day", () => {
    const profile = operatingProfile([block(12), block(12), block(12), block(14.2)]);
    expect(profile.map((b) => [b.speedFrom, b.share])).toEqual([
      [12, 0.75],
      [14, 0.25],
    ]);
    const fuel = addedFuelConsumption({ profile, reference, speedLossPercent: 5, sfoc: 180, atSeaShare: 1 });
    // (0.75 · 6912 + 0.25 · 4000 · 1.42³) · 0.16635 · 180 · 24 / 10⁶
    expect(fuel.tonnesPerDayAtSea).toBeCloseTo(5.78307, 4);
    expect(fuel.tonnesPerYear).toBeCloseTo(5.78307 * 365, 1);
  });

  it("prices the added power on the engine's fuel curve: F(P_ref + ΔP) − F(P_ref)", () => {
    // F = 50 + 150·P + 10·P² kg/h (P in MW) at 6.912 MW + 1.1498 MW: 344.644 kg/h, 8.2715 t/day at sea,
    // 299.7 g/kWh at the margin.
    const fuelCurve: FuelCurve = { a: 50, b: 150, c: 10, minPower: 3000, maxPower: 10_000, samples: 1000 };
    const fuel = addedFuelConsumption({
      profile: [
        { speedFrom: 12, speedTo: 13, share: 1, blocks: 1, meanSpeed: 12, meanDraft: 10, meanPower: 0 },
      ],
      reference,
      speedLossPercent: 5,
      sfoc: 180,
      fuelCurve,
      atSeaShare: 0.6,
    });
    expect(fuel.addedPower).toBeCloseTo(1149.8166, 3);
    expect(fuel.tonnesPerDayAtSea).toBeCloseTo(8.271454, 5);
    expect(fuel.marginalSfoc).toBeCloseTo(299.7382, 3);
    expect(fuel.tonnesPerYear).toBeCloseTo(8.271454 * 365 * 0.6, 3);
  });
});
