import { describe, expect, it } from "vitest";
import { DAY_MS } from "../performance/trendline.js";
import { LONG_TREND_MESSAGES, longTrendUpdateRequest, parseLongTrendId } from "./config.js";
import {
  BENCHMARK_DAYS,
  chartRange,
  dailyMeans,
  longTrend,
  ratedPowerOf,
  rpmDeviation,
  sfocDeviation,
  sfocLoadShape,
  splitPeriods,
  statistics,
  statusOfDeviation,
} from "./longTrends.js";

const T0 = Date.UTC(2025, 0, 1);
/** Days 0..n-1 with value a + b·day. */
const line = (n: number, a: number, b: number, start = 0) =>
  Array.from({ length: n }, (_, i) => ({ t: T0 + (start + i) * DAY_MS, value: a + b * (start + i) }));

describe("long trend periods", () => {
  it("splits at the events and fits each period: change per year = 365 × coefficient", () => {
    const before = line(100, 2, 0.02);
    const after = line(100, 1, 0.01, 120).map((v) => ({
      ...v,
      value: 1 + (0.01 * (v.t - (T0 + 120 * DAY_MS))) / DAY_MS,
    }));
    const periods = splitPeriods([...after, ...before], [T0 + 110 * DAY_MS]);
    expect(periods).toHaveLength(2);
    expect(periods[0]!.trendline!.coefficient).toBeCloseTo(0.02, 9);
    expect(periods[0]!.trendline!.changePerYear).toBeCloseTo(7.3, 9);
    expect(periods[0]!.benchmarkPoint).toBeCloseTo(2, 9);
    expect(periods[1]!.from).toBe(T0 + 110 * DAY_MS);
    expect(periods[1]!.trendline!.changePerYear).toBeCloseTo(3.65, 9);
    expect(periods[1]!.benchmarkPoint).toBeCloseTo(1, 9);
    expect(periods[1]!.statistics!.count).toBe(100);
  });

  it("gives the speed loss's periods between two renewals of the hull one slope, each its own level", () => {
    // A cleaning on day 110 takes 1 pp off a hull fouling 0.01 a day; the first stretch's first half reads
    // 0.2 high (a season), which tilts its own line.
    const before = line(100, 2, 0.01).map((v, i) => ({ ...v, value: v.value + (i < 50 ? 0.2 : 0) }));
    const after = line(100, 1, 0.01, 120);
    const values = [...before, ...after];
    const cleaning = T0 + 110 * DAY_MS;
    const apart = longTrend("speed", values, [cleaning]);
    const shared = longTrend("speed", values, [cleaning], undefined, []);
    const renewed = longTrend("speed", values, [cleaning], undefined, [cleaning]);
    expect(apart.periods[0]!.trendline!.coefficient).toBeLessThan(0.008);
    expect(apart.periods[1]!.trendline!.coefficient).toBeCloseTo(0.01, 9);
    // Pooled: (Sxy₁ + Sxy₂)/(Sxx₁ + Sxx₂) with equal Sxx, the mean of the two slopes.
    const pooled = (apart.periods[0]!.trendline!.coefficient + 0.01) / 2;
    for (const p of shared.periods) expect(p.trendline!.coefficient).toBeCloseTo(pooled, 9);
    expect(shared.periods[1]!.trendline!.changePerYear).toBeCloseTo(365 * pooled, 9);
    // Each line goes through its own period's mean.
    const mean = (xs: { value: number }[]) => xs.reduce((s, v) => s + v.value, 0) / xs.length;
    const lineOf = shared.periods[1]!.trendline!;
    expect((lineOf.start + lineOf.end) / 2).toBeCloseTo(mean(after), 9);
    expect(shared.periods[1]!.benchmarkPoint).toBe(lineOf.start);
    // A dry docking between them renews the hull: each period keeps its own slope.
    for (const [i, p] of renewed.periods.entries())
      expect(p.trendline!.coefficient).toBeCloseTo(apart.periods[i]!.trendline!.coefficient, 12);
  });

  it("computes statistics", () => {
    expect(statistics([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({
      count: 8,
      mean: 5,
      min: 2,
      max: 9,
      standardDeviation: 2,
    });
    expect(statistics([])).toBeNull();
  });
});

describe("performance status per trend", () => {
  it("judges the deviation of the current value from the benchmark by the type's limits", () => {
    expect(statusOfDeviation("speed", 4.9)).toBe("Ok");
    expect(statusOfDeviation("speed", 5)).toBe("Observe");
    expect(statusOfDeviation("speed", 10)).toBe("NotOk");
    expect(statusOfDeviation("speed", -20)).toBe("Ok");
    expect(statusOfDeviation("rpm", -3)).toBe("Observe");
    expect(statusOfDeviation("rpm", -6)).toBe("NotOk");
    expect(statusOfDeviation("sfoc", 2.4)).toBe("Ok");
    expect(statusOfDeviation("sfoc", 3)).toBe("Observe");
    expect(statusOfDeviation("sfoc", 5)).toBe("NotOk");
  });

  it("judges speed loss against the sea-trial reference and the rise since the last hull event", () => {
    // On-boarded fouled: 11.5 % slower than the reference from its first day, not rising: Not ok, not Ok.
    const fouled = longTrend("speed", line(200, 11.5, 0), []);
    expect(fouled.benchmarkLevel).toBe(0);
    expect(fouled.deviationFromBenchmark).toBeCloseTo(11.5, 9);
    expect(fouled.performanceStatus).toBe("NotOk");
    // A log reading high makes a clean hull look 2 % faster than its reference: the rise since counts.
    const fast = longTrend("speed", line(200, -2, 0.03), []);
    expect(fast.benchmarkLevel).toBeCloseTo(-2, 9);
    expect(fast.deviationFromBenchmark).toBeCloseTo(0.03 * 199, 9);
    expect(fast.performanceStatus).toBe("Observe");
  });

  it("takes the mean of the last 14 days as an engine's current SFOC, so a step shows within days", () => {
    const aged = line(200, 0, 0).map((v, i) => ({ ...v, value: i >= 188 ? 3 : 0 }));
    const trend = longTrend("sfoc", aged, []);
    expect(trend.deviationFromBenchmark).toBeGreaterThan(2.5);
    expect(trend.performanceStatus).toBe("Observe");
    expect(longTrend("sfoc", aged.slice(0, 185), []).performanceStatus).toBe("Ok");
  });

  it("is N/A without values, Benchmarking in a young period, else from the trend", () => {
    expect(longTrend("speed", [], []).performanceStatus).toBe("notAvailable");
    expect(longTrend("speed", line(BENCHMARK_DAYS - 1, 0, 0.5), []).performanceStatus).toBe("BenchMarking");
    // 0 → 0.05 × 199 ≈ 10 pp over 200 days: Not ok; 0.03 × 199 ≈ 6: Observe; flat: Ok.
    expect(longTrend("speed", line(200, 0, 0.051), []).performanceStatus).toBe("NotOk");
    expect(longTrend("speed", line(200, 0, 0.03), []).performanceStatus).toBe("Observe");
    const flat = longTrend("speed", line(200, 3, 0), []);
    expect(flat.performanceStatus).toBe("Ok");
    expect(flat.trendLimits).toMatchObject({ benchmark: 0, observe: 5, notOk: 10, observeLow: null });
  });

  it("uses the manual benchmark level when chosen", () => {
    const config = { useInVesselStatus: true, useManualBenchmarkLevel: true, manualBenchmarkLevel: -8 };
    const trend = longTrend("speed", line(10, 3, 0), [], config);
    expect(trend.benchmarkLevel).toBe(-8);
    expect(trend.deviationFromBenchmark).toBeCloseTo(11, 9);
    expect(trend.performanceStatus).toBe("NotOk"); // a manual level judges even a young period
  });

  it("has the chart ranges of spec 3 §9", () => {
    expect(chartRange("rpm")).toBe(25);
    expect(chartRange("speed")).toBe(50);
    expect(chartRange("sfoc")).toBe(50);
  });
});

describe("daily values from log data", () => {
  const hours = (n: number, f: (h: number) => number) =>
    Array.from({ length: n }, (_, h) => ({ t: T0 + h * 3_600_000, value: f(h) }));

  it("gives 0 % rpm deviation on the propeller law and finds a heavier propeller later", () => {
    const power = hours(24 * 60, (h) => 8000 + 2000 * Math.sin(h / 5));
    const k = 4.2;
    // From day 40 on the propeller turns 4 % slower at the same power.
    const rpm = power.map((p, h) => ({ t: p.t, value: k * Math.cbrt(p.value) * (h >= 24 * 40 ? 0.96 : 1) }));
    const daily = dailyMeans(rpmDeviation(power, rpm));
    expect(daily).toHaveLength(60);
    expect(daily[0]!.value).toBeCloseTo(0, 9);
    expect(daily[50]!.value).toBeCloseTo(-4, 9);
  });

  it("gives the SFOC deviation against the first days' level and leaves low loads out", () => {
    const power = hours(24 * 40, (h) => (h % 24 === 0 ? 500 : 10_000));
    const fuel = power.map((p, h) => ({
      t: p.t,
      value: (p.value * (h >= 24 * 35 ? 185 * 1.1 : 185)) / 1000,
    }));
    const daily = dailyMeans(sfocDeviation(power, fuel, 12_000));
    expect(daily[0]!.value).toBeCloseTo(0, 9);
    expect(daily[36]!.value).toBeCloseTo(10, 9);
  });

  it("reads no SFOC deviation when the ship merely runs at a lighter load (the engine's SFOC curve)", () => {
    const mcr = 10_000;
    // Load falls from 56 % to 37 % of MCR; the engine burns as its load curve says, no worse.
    const power = hours(24 * 120, (h) => (h < 24 * 40 ? 5600 : 3700) * (1 + 0.05 * Math.sin(h / 7)));
    const fuel = power.map((p) => ({ t: p.t, value: (p.value * 175 * sfocLoadShape(p.value / mcr)) / 1000 }));
    const daily = dailyMeans(sfocDeviation(power, fuel, mcr));
    expect(Math.max(...daily.map((d) => Math.abs(d.value)))).toBeLessThan(1e-9);
  });

  it("counts the load from the MCR, so one power spike does not leave every sample under the limit", () => {
    const mcr = 9960;
    const power = hours(24 * 40, () => 5500);
    power[100] = { t: power[100]!.t, value: 32_778 };
    const rpm = power.map((p) => ({ t: p.t, value: 4 * Math.cbrt(p.value) }));
    expect(dailyMeans(rpmDeviation(power, rpm, mcr))).toHaveLength(40);
    // Without the MCR the rated power is estimated from the logged power, the spike left out.
    expect(ratedPowerOf(null, power)).toBeCloseTo(5500 / 0.85, 6);
    expect(ratedPowerOf(mcr, power)).toBe(mcr);
    expect(dailyMeans(rpmDeviation(power, rpm))).toHaveLength(40);
  });

  it("drops days with too few values", () => {
    expect(dailyMeans([{ t: T0, value: 1 }], 6)).toEqual([]);
  });
});

describe("long trend configuration", () => {
  const id = "0b6f7c1e-1234-4abc-9def-0123456789ab:speed";
  it("parses ids", () => {
    expect(parseLongTrendId(id)).toEqual({ vesselId: "0b6f7c1e-1234-4abc-9def-0123456789ab", type: "speed" });
    expect(parseLongTrendId("x:speed")).toBeNull();
    expect(parseLongTrendId(`${id.slice(0, 36)}:wind`)).toBeNull();
  });

  it("accepts a manual benchmark level between -40 and 40 of at most 6 characters", () => {
    const ok = longTrendUpdateRequest.safeParse({
      id,
      useInVesselStatus: true,
      useManualBenchmarkLevel: true,
      manualBenchmarkLevel: "-12.5",
    });
    expect(ok.success && ok.data.manualBenchmarkLevel).toBe(-12.5);
    for (const bad of [40.5, "-41", "abc", Number.NaN]) {
      const r = longTrendUpdateRequest.safeParse({ id, useInVesselStatus: true, manualBenchmarkLevel: bad });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(LONG_TREND_MESSAGES.benchmark);
    }
    const long = longTrendUpdateRequest.safeParse({
      id,
      useInVesselStatus: true,
      manualBenchmarkLevel: "10.0001",
    });
    expect(long.error!.issues[0]!.message).toBe(LONG_TREND_MESSAGES.benchmarkLength);
  });
});
