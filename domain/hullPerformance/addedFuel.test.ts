import { describe, expect, it } from "vitest";
import {
  addedFuelConsumption,
  operatingProfile,
  powerOnReference,
  powerShareOfSpeedLoss,
} from "./addedFuel.js";
import { cleanHullEventOf, foulingLoss } from "./foulingLoss.js";
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

  it("costs (1 − s)^−3 − 1 more power on a cubic reference: 16.635 % at 5 % speed loss", () => {
    expect(powerShareOfSpeedLoss(5)).toBeCloseTo(0.16635078, 7);
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

describe("added fuel from the fouling's loss (issue 30 #5)", () => {
  const DAY = 24 * 3600_000;
  const cleanAt = Date.UTC(2025, 0, 1);
  /** A reference flatter than a cube: P = 2500 · (V / 10)^2.6 kW at 10 m (exact between its points in log-log). */
  const flat: SpeedPowerCurve[] = [
    {
      draft: 10,
      points: [
        [8, 2500 * 0.8 ** 2.6],
        [16, 2500 * 1.6 ** 2.6],
      ],
    },
  ];
  // Truth by construction: the method reads 0.6 pp on the clean hull (a level that is not fouling);
  // fouling adds 2 pp a year from the cleaning; the window is days 200–290.
  const BIAS = 0.6;
  const RATE = 2;
  const wobble = (i: number) => (((i * 7919) % 17) / 17 - 0.5) * 0.6;
  const all = Array.from({ length: 290 }, (_, i) => {
    const loss = BIAS + (RATE * (i + 0.5)) / 365.25 + wobble(i);
    return { dayStart: cleanAt + i * DAY, pv: -loss, speedLoss: loss, blocks: 80, power: 1, speed: 1 };
  });
  const window = all.slice(200);
  const trueFoulingLoss = (RATE * 245) / 365.25; // the fouling part at the window's middle day (245)

  it("is the window's mean loss minus the clean hull's, within its confidence interval of the truth", () => {
    const loss = foulingLoss(window, all, cleanAt)!;
    expect(loss.baselineMeasured).toBe(true);
    expect(loss.baseline).toBeCloseTo(BIAS, 0);
    expect(Math.abs(loss.speedLoss - trueFoulingLoss)).toBeLessThan(loss.confidence!);
    expect(loss.confidence!).toBeLessThan(0.3);
    // Without a hull event the reference is the clean hull: the level stays in (and the answer says so).
    const unknown = foulingLoss(window, all, null)!;
    expect(unknown.baselineMeasured).toBe(false);
    expect(unknown.speedLoss).toBeCloseTo(unknown.meanSpeedLoss, 9);
  });

  it("reads the clean hull only from days that begin near the docking, never from a line read back across a gap", () => {
    // Logged days only from day 60 after the docking, with a slope the noise made steep: read back to the
    // docking, their line would give a clean hull far below any day's value.
    const late = all
      .slice(60, 91)
      .map((d, k) => ({ ...d, pv: -(BIAS + (k - 15) * 0.08), speedLoss: BIAS + (k - 15) * 0.08 }));
    const loss = foulingLoss(window, late, cleanAt)!;
    expect(loss.baselineMeasured).toBe(false);
    expect(loss.baseline).toBe(0);
    expect(loss.baselineEvent).toBe(cleanAt);
    expect(loss.speedLoss).toBeCloseTo(loss.meanSpeedLoss, 9);
    // Days from the 10th after the docking on: read, and near the level the method shows on the clean hull.
    const near = foulingLoss(window, all.slice(10), cleanAt)!;
    expect(near.baselineMeasured).toBe(true);
    expect(Math.abs(near.baseline - BIAS)).toBeLessThan(0.3);
  });

  it("prices the loss along the reference's own slope, ±15 % of the truth, with the range around it", () => {
    const loss = foulingLoss(window, all, cleanAt)!;
    const fuel = addedFuelConsumption({
      profile: [
        { speedFrom: 12, speedTo: 13, share: 1, blocks: 1, meanSpeed: 12, meanDraft: 10, meanPower: 0 },
      ],
      reference: flat,
      speedLossPercent: loss.speedLoss,
      speedLossConfidence: loss.confidence,
      sfoc: 180,
      atSeaShare: 1,
    });
    // Truth by hand: holding 12 kn with the true loss takes 2500 · (12 / (1 − s) / 10)^2.6 kW.
    const s = trueFoulingLoss / 100;
    const trueAdded = 2500 * (1.2 / (1 - s)) ** 2.6 - 2500 * 1.2 ** 2.6;
    const trueTonnes = (trueAdded * 180 * 24) / 1e6;
    expect(Math.abs(fuel.tonnesPerDayAtSea / trueTonnes - 1)).toBeLessThan(0.15);
    const [low, high] = fuel.range!.tonnesPerDayAtSea;
    expect(low).toBeLessThan(trueTonnes);
    expect(high).toBeGreaterThan(trueTonnes);
    // The former figure (the trend's end with the level, on a cube) was far above.
    const former = (2500 * 1.2 ** 2.6 * powerShareOfSpeedLoss(BIAS + (RATE * 290) / 365.25) * 180 * 24) / 1e6;
    expect(former / trueTonnes).toBeGreaterThan(1.5);
  });

  it("prices every day of the window against the clean hull after the docking, a cleaning's residual included", () => {
    // Docked at day 0 (the method reads BIAS on the clean hull), fouling 2 pp/yr; cleaned by divers at
    // day 150 down to a residual 0.6 pp of fouling; the window is days 100–240.
    const residual = 0.6;
    const cleanedAt = cleanAt + 150 * DAY;
    const fouling = (i: number) =>
      i < 150 ? (RATE * (i + 0.5)) / 365.25 : residual + (RATE * (i - 150 + 0.5)) / 365.25;
    const days = Array.from({ length: 240 }, (_, i) => {
      const loss = BIAS + fouling(i) + wobble(i);
      return { dayStart: cleanAt + i * DAY, pv: -loss, speedLoss: loss, blocks: 80, power: 1, speed: 1 };
    });
    const events = [
      { eventType: "DryDocking" as const, endTime: cleanAt },
      { eventType: "HullCleaning" as const, endTime: cleanedAt },
    ];
    const event = cleanHullEventOf(events, cleanAt + 240 * DAY);
    expect(event).toBe(cleanAt);
    expect(cleanHullEventOf(events, cleanAt)).toBeNull();
    const loss = foulingLoss(days.slice(100), days, event)!;
    const trueMean = days.slice(100).reduce((s, _, k) => s + fouling(k + 100), 0) / 140;
    expect(loss.baselineEvent).toBe(cleanAt);
    expect(loss.days).toBe(140);
    // A recorded event inside the window does not cut it: the days before it count.
    expect(foulingLoss(days.slice(100), days, cleanedAt)!.days).toBe(140);
    expect(Math.abs(loss.speedLoss - trueMean)).toBeLessThan(loss.confidence!);
    // Cut at the cleaning and read against the clean hull after it (before issue 30 #5), the residual and
    // the days before the cleaning were lost: 0.25 pp here against a true 0.79 (this reads 0.78).
    const cut = foulingLoss(days.slice(150), days, cleanedAt)!;
    expect(trueMean - cut.speedLoss).toBeGreaterThan(0.4);
  });
});
