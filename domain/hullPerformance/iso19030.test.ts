import { describe, expect, it } from "vitest";
import type { FeatureName } from "../featureMapping/features.js";
import { trendStepAt } from "./eventStep.js";
import { calibrationStartsOf, ISO19030_EVENT_TYPES, type Iso19030EventType } from "./events.js";
import {
  analyseIso19030,
  blockStatistics,
  type FeatureSeries,
  minimumWaterDepth,
  type TimeValue,
  trueWindSpeed,
  windCorrectedPower,
} from "./iso19030.js";
import {
  DEFAULT_WIND_COEFFICIENT,
  expectedSpeed,
  type HullPerformanceSettings,
  speedOnCurve,
} from "./reference.js";
import { linearFit, speedLossTrend } from "./trend.js";

const MIN = 60_000;
const BLOCK = 10 * MIN;
const DAY = 24 * 3600_000;
const day0 = Date.UTC(2025, 0, 1);

/** P = 3·V³ at 12.5 m (so the expected speed is exact), breadth 32 m. */
const settings: HullPerformanceSettings = {
  breadth: 32,
  windCoefficient: 0.00025,
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

/** Ten 1-minute samples per block, one value per block (or per sample when an array). */
function series(blocks: Array<number | number[]>, start = day0): TimeValue[] {
  const out: TimeValue[] = [];
  blocks.forEach((value, b) => {
    for (let i = 0; i < 10; i++)
      out.push({ t: start + b * BLOCK + i * MIN, value: Array.isArray(value) ? value[i]! : value });
  });
  return out;
}

function vessel(blocks: number, overrides: Partial<Record<FeatureName, Array<number | number[]>>> = {}) {
  const fill = (v: number) => Array.from({ length: blocks }, () => v);
  const base: Partial<Record<FeatureName, Array<number | number[]>>> = {
    "Speed Through Water": fill(10.78),
    "Speed Over Ground": fill(10.78),
    "Shaft Power": fill(3993),
    "Draft Fore": fill(12.5),
    "Draft Aft": fill(12.5),
    "Shaft Rpm": fill(80),
    "Rudder Angle": fill(0.5),
    "Water Depth": fill(200),
    "Sea Water Temperature": fill(15),
    ...overrides,
  };
  const out: FeatureSeries = {};
  for (const [k, v] of Object.entries(base)) out[k as FeatureName] = series(v!);
  return out;
}

describe("ISO 19030-2 steps on hand-computed series", () => {
  it("Chauvenet rejects the one outlier of a block: nine 10s and a 30 average 10", () => {
    // mean 12, sd √40 = 6.325; 10·erfc(18/(6.325·√2)) = 0.045 < 0.5, 10·erfc(2/8.944) = 7.5 ≥ 0.5.
    const stats = blockStatistics(series([[10, 10, 10, 10, 10, 10, 10, 10, 10, 30]]));
    expect(stats.get(day0)).toEqual({ mean: 10, sd: 0, n: 9 });
  });

  it("expected speed: on the curve (P = 3·V³ gives 11 kn at 3993 kW) and between drafts (P ~ T^0.66)", () => {
    expect(speedOnCurve(settings.reference[0]!, 3993)).toBeCloseTo(11, 9);
    const curveAt = (draft: number) => ({
      draft,
      points: [10, 12, 14].map((v) => [v, v ** 3 * draft ** 0.66] as const),
    });
    // At 10 m, power 1000·10^0.66 buys exactly 10 kn.
    expect(expectedSpeed([curveAt(8), curveAt(12.5)], 1000 * 10 ** 0.66, 10)).toBeCloseTo(10, 9);
  });

  it("wind correction, true wind and the shallow-water limit", () => {
    // Relative wind equal to the ship's own speed from ahead is the reference's still air: no change.
    expect(windCorrectedPower(5000, 0.00025, 12, 12, 0)).toBeCloseTo(5000, 9);
    // 24 kn from ahead: 5000 · (1 + 0.036) / (1 + 0.144) = 4527.97.
    expect(windCorrectedPower(5000, 0.00025, 12, 24, 0)).toBeCloseTo(4527.972, 2);
    expect(trueWindSpeed(25, 0, 12)).toBeCloseTo(13, 9);
    expect(trueWindSpeed(5, 180, 12)).toBeCloseTo(17, 9);
    // 3·√(32·12.5) = 60 m; 2.75·(12·0.514444)²/9.80665 = 10.68 m.
    expect(minimumWaterDepth(32, 12.5, 12)).toBeCloseTo(60, 9);
  });

  it("PV = 100·(Vm − Ve)/Ve per block and per day: 10.78 kn at 3993 kW against 11 kn is −2 %", () => {
    const analysis = analyseIso19030(vessel(6), { ...settings, windCoefficient: 0 });
    expect(analysis.counts.accepted).toBe(6);
    expect(analysis.blocks[0]!.pv).toBeCloseTo(-2, 9);
    expect(analysis.days).toHaveLength(1);
    expect(analysis.days[0]!.pv).toBeCloseTo(-2, 9);
    expect(analysis.days[0]!.speedLoss).toBeCloseTo(2, 9);
    expect(analysis.missingFeatures).toEqual([
      "Relative Wind Speed",
      "Relative Wind Direction",
      "Significant Wave Height",
    ]);
  });

  it("waves, when logged: 2 m takes 162.52 kW off the power (11 kn, B 32 m), 3.5 m is beyond STAWAVE-1", () => {
    // 3993 kW buys 11 kn on P = 3·V³; the waves' share 1/4 · 80,414.5 N · 5.6589 m/s / 0.7 = 162.520 kW
    // (waves.test.ts) on top of it is what the log shows.
    const power = 3993 + 162.52018;
    const waves = vessel(8, {
      "Speed Through Water": Array.from({ length: 8 }, () => 11),
      "Speed Over Ground": Array.from({ length: 8 }, () => 11),
      "Shaft Power": Array.from({ length: 8 }, () => power),
      "Significant Wave Height": [2, 2, 2, 2, 2, 2, 3.5, 2],
    });
    const analysis = analyseIso19030(waves, { ...settings, windCoefficient: 0 });
    expect(analysis.counts.rejected.waves).toBe(1);
    expect(analysis.counts.accepted).toBe(7);
    expect(analysis.blocks[0]!.correctedPower).toBeCloseTo(3993, 3);
    expect(analysis.days[0]!.pv).toBeCloseTo(0, 6);
    // Switched off, or a vessel without the wave height: ISO 19030-2 as before, the waves read as loss.
    const off = analyseIso19030(waves, { ...settings, windCoefficient: 0 }, { correctWaves: false });
    const { "Significant Wave Height": _, ...withoutWaves } = waves;
    const none = analyseIso19030(withoutWaves, { ...settings, windCoefficient: 0 });
    for (const a of [off, none]) {
      expect(a.counts.accepted).toBe(8);
      expect(a.counts.rejected.waves).toBe(0);
      // Ve at 4155.52 kW: (4155.52/3)^(1/3) = 11.1473 kn, PV = 100·(11 − 11.1473)/11.1473 = −1.321 %.
      expect(a.days[0]!.pv).toBeCloseTo(-1.321, 3);
    }
  });

  it("rejects unstable blocks, blocks outside the reference conditions, and days with too few blocks", () => {
    const wobbly = [10, 11.2, 10, 11.2, 10, 11.2, 10, 11.2, 10, 11.2]; // sd 0.63 kn > 0.5
    const stw = [10.78, 10.78, 10.78, 10.78, 10.78, 10.78, 10.78, 10.78, wobbly];
    const analysis = analyseIso19030(
      vessel(9, {
        "Speed Through Water": stw,
        "Sea Water Temperature": [15, 1.5, 15, 15, 15, 15, 15, 15, 15],
        "Water Depth": [200, 200, 55, 200, 200, 200, 200, 200, 200],
        "Rudder Angle": [0.5, 0.5, 0.5, 6, 0.5, 0.5, 0.5, 0.5, 0.5],
        "Draft Fore": [12.5, 12.5, 12.5, 12.5, 9, 12.5, 12.5, 12.5, 12.5],
        "Draft Aft": [12.5, 12.5, 12.5, 12.5, 9, 12.5, 12.5, 12.5, 12.5],
        "Relative Wind Speed": [11, 11, 11, 11, 11, 30, 11, 11, 11],
        "Relative Wind Direction": [0, 0, 0, 0, 0, 0, 0, 0, 0],
      }),
      settings,
    );
    expect(analysis.counts.rejected).toMatchObject({
      waterTemperature: 1,
      waterDepth: 1,
      rudder: 1,
      draft: 1,
      wind: 1,
      unstable: 1,
    });
    expect(analysis.counts.accepted).toBe(3);
    expect(analysis.days).toHaveLength(0); // 3 blocks < 6 needed for a daily value
  });

  it("calibrates the speed log per period from SOG/STW: a log reading 4 % high still gives −2 %", () => {
    const blocks = 300;
    const fill = (v: number) => Array.from({ length: blocks }, () => v);
    const analysis = analyseIso19030(vessel(blocks, { "Speed Through Water": fill(10.78 * 1.04) }), {
      ...settings,
      windCoefficient: 0,
    });
    expect(analysis.calibrations[0]!.factor).toBeCloseTo(1 / 1.04, 9);
    expect(analysis.days[0]!.pv).toBeCloseTo(-2, 9);
    const uncalibrated = analyseIso19030(
      vessel(blocks, { "Speed Through Water": fill(10.78 * 1.04) }),
      { ...settings, windCoefficient: 0 },
      { calibrateSpeedLog: false },
    );
    expect(uncalibrated.days[0]!.pv).toBeCloseTo((100 * (10.78 * 1.04 - 11)) / 11, 9);
    // Without positions the estimate is the median of every block, and says a current may be in it;
    // the log 4 % off is warned about.
    expect(analysis.calibrations[0]!.method).toBe("allBlocks");
    expect(analysis.calibrations[0]!.note).toMatch(/reads 4\.0 % high/);
  });

  it("takes a certified calibration from its date instead of the estimate", () => {
    const blocks = 300;
    const fill = (v: number) => Array.from({ length: blocks }, () => v);
    // SOG equals the logged STW (a log that reads true over ground in a current): the estimate would be 1.
    const logged = 10.78 * 1.04;
    const analysis = analyseIso19030(
      vessel(blocks, { "Speed Through Water": fill(logged), "Speed Over Ground": fill(logged) }),
      { ...settings, windCoefficient: 0 },
      { certifiedCalibrations: [{ validFrom: day0, factor: 1 / 1.04 }] },
    );
    expect(analysis.calibrations).toHaveLength(1);
    expect(analysis.calibrations[0]).toMatchObject({ method: "certified", from: day0 });
    expect(analysis.calibrations[0]!.factor).toBeCloseTo(1 / 1.04, 12);
    expect(analysis.days[0]!.pv).toBeCloseTo(-2, 9);
  });
});

describe("a hull cleaning's step through the speed-log calibration (issue 30)", () => {
  // Hand-built: the log reads 4 % high throughout. Two days before the cleaning the ship makes 10.78 kn
  // through the water at 3993 kW (Ve 11 kn: PV −2 %), two days after 11 kn (PV 0): a step of +2 pp. Over
  // ground a current adds 1 % of the speed before and takes 1 % off after (a season's current, the same
  // on every heading, which SOG/STW cannot tell from log error).
  const perSide = 288;
  const cleaning = day0 + 2 * DAY;
  const trueSpeed = [...Array(perSide).fill(10.78), ...Array(perSide).fill(11)] as number[];
  const data = vessel(2 * perSide, {
    "Speed Through Water": trueSpeed.map((v) => v * 1.04),
    "Speed Over Ground": trueSpeed.map((v, i) => v * (i < perSide ? 1.01 : 0.99)),
    "Shaft Power": Array(2 * perSide).fill(3993),
  });
  const flat = { ...settings, windCoefficient: 0 };
  const event = { id: "c", eventType: "HullCleaning" as const, startTime: cleaning, endTime: cleaning };

  it("keeps one calibration across a cleaning, so the step is the hull's +2 pp", () => {
    const analysis = analyseIso19030(data, flat, { calibrationStarts: calibrationStartsOf([event]) });
    // The median of 288 ratios 1.01/1.04 and 288 of 0.99/1.04: (1.01 + 0.99)/2/1.04 = 1/1.04, the log's own.
    expect(analysis.calibrations).toHaveLength(1);
    expect(analysis.calibrations[0]!.factor).toBeCloseTo(1 / 1.04, 9);
    expect(analysis.days.map((d) => d.pv)).toEqual([-2, -2, 0, 0].map((pv) => expect.closeTo(pv, 9)));
    const step = trendStepAt(analysis.days, event, [event]);
    expect(step.value).toBeCloseTo(2, 9);
  });

  it("a calibration restarting at the cleaning took the current into the step: +0.02 pp instead of +2", () => {
    const analysis = analyseIso19030(data, flat, { calibrationStarts: [cleaning] });
    expect(analysis.calibrations.map((c) => c.factor)).toEqual([
      expect.closeTo(1.01 / 1.04, 9),
      expect.closeTo(0.99 / 1.04, 9),
    ]);
    // Before: 10.78 · 1.01 = 10.8878 kn against 11: −1.02 %; after: 11 · 0.99 against 11: −1 %.
    const step = trendStepAt(analysis.days, event, [event]);
    expect(step.value).toBeCloseTo(0.02, 9);
  });

  it("starts a new calibration at a dry docking or a new coating (the log serviced), not at a cleaning or polishing", () => {
    const at = (eventType: Iso19030EventType) => ({ eventType, endTime: cleaning });
    expect(calibrationStartsOf(ISO19030_EVENT_TYPES.map(at))).toEqual([cleaning, cleaning]);
    expect(calibrationStartsOf([at("HullCleaning"), at("PropellerPolishing")])).toEqual([]);
    expect(calibrationStartsOf([at("DryDocking")])).toEqual([cleaning]);
    expect(calibrationStartsOf([at("NewCoating")])).toEqual([cleaning]);
  });
});

describe("speed-loss trend", () => {
  it("fits a line exactly through points on a line and splits periods at events", () => {
    const fit = linearFit([0, 1, 2, 3], [1, 3, 5, 7]);
    expect(fit).toEqual({ slope: 2, intercept: 1 });
    const days = Array.from({ length: 40 }, (_, i) => {
      const loss = i < 20 ? 5 + (i * 2.4) / 365.25 : ((i - 20) * 3.65) / 365.25;
      return { dayStart: day0 + i * DAY, pv: -loss, speedLoss: loss, blocks: 10, power: 1, speed: 1 };
    });
    const trend = speedLossTrend(days, [day0 + 20 * DAY]);
    expect(trend.periods).toHaveLength(2);
    expect(trend.periods[0]!.changePerYear).toBeCloseTo(2.4, 9);
    expect(trend.periods[1]!.changePerYear).toBeCloseTo(3.65, 9);
    expect(trend.periods[1]!.current).toBeCloseTo((19 * 3.65) / 365.25, 9);
  });

  it("gives the periods a cleaning starts one slope, each its own level (no renewal between them)", () => {
    // 3 pp/year throughout, 1 pp off at the cleaning on day 20, ±0.2 pp alternating on the first stretch only.
    const days = Array.from({ length: 40 }, (_, i) => {
      const loss = 2 + (i * 3) / 365.25 - (i >= 20 ? 1 : 0) + (i < 20 ? (i % 2 ? 0.2 : -0.2) : 0);
      return { dayStart: day0 + i * DAY, pv: -loss, speedLoss: loss, blocks: 10, power: 1, speed: 1 };
    });
    const apart = speedLossTrend(days, [day0 + 20 * DAY]);
    const shared = speedLossTrend(days, [day0 + 20 * DAY], []);
    expect(shared.periods[0]!.changePerYear).toBe(shared.periods[1]!.changePerYear);
    // The noisy first stretch alone reads its slope off by the alternation; pooled with the exact second
    // stretch (the same Sxx) the error halves.
    expect(Math.abs(apart.periods[0]!.changePerYear - 3)).toBeGreaterThan(1);
    expect(shared.periods[0]!.changePerYear - 3).toBeCloseTo((apart.periods[0]!.changePerYear - 3) / 2, 9);
    expect(shared.periods[1]!.current).toBeCloseTo(2 + (39 * 3) / 365.25 - 1, 1);
  });
});

describe("wind coefficient the owner does not know (windFit.ts)", () => {
  // A ship at 10.78 kn (2 % slower than P = 3·V³ gives at 3993 kW in still air) whose wind resistance follows the correction's law with k = 0.0002:
  // head winds of 11–24 kn relative and beam winds of 4–10 kn, cycling block to block.
  const K = 0.0002;
  const V = 10.78;
  function windy(blocks: number) {
    const speed: number[] = [];
    const angle: number[] = [];
    const power: number[] = [];
    for (let i = 0; i < blocks; i++) {
      const beam = i % 3 === 0;
      const vwr = beam ? 4 + (i % 7) : 11 + (i % 14);
      const psi = beam ? 90 : 0;
      speed.push(vwr);
      angle.push(psi);
      const h = (1 + Math.cos((psi * Math.PI) / 180)) / 2;
      power.push((3993 * (1 + K * vwr ** 2 * h)) / (1 + K * V ** 2));
    }
    return vessel(blocks, {
      "Shaft Power": power,
      "Relative Wind Speed": speed,
      "Relative Wind Direction": angle,
    });
  }

  it("estimates it from the blocks when the settings give none, and the speed loss reads the hull's", () => {
    const analysis = analyseIso19030(windy(600), { ...settings, windCoefficient: null });
    expect(analysis.wind.method).toBe("estimated");
    expect(analysis.wind.coefficient).toBeCloseTo(K, 7);
    expect(analysis.wind.blocks).toBe(600);
    for (const d of analysis.days) expect(d.pv).toBeCloseTo(-2, 3);
  });

  it("uses the owner's coefficient when there is one, and the default where the data cannot tell", () => {
    const owner = analyseIso19030(windy(600), { ...settings, windCoefficient: 0.0001 });
    expect(owner.wind).toEqual({ coefficient: 0.0001, method: "setting", standardError: null, blocks: 0 });
    // Half the wind's resistance left in: the ship reads slower than it is.
    expect(owner.days[0]!.pv).toBeLessThan(-2.3);
    const few = analyseIso19030(windy(300), { ...settings, windCoefficient: null });
    expect(few.wind.method).toBe("default");
    expect(few.wind.coefficient).toBe(DEFAULT_WIND_COEFFICIENT);
  });
});
