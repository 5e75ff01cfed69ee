import { describe, expect, it } from "vitest";
import { alignmentRow, integratedDay } from "./alignment.js";
import {
  availabilityPerDay,
  chauvenet,
  DAY_MS,
  frozenPeriods,
  outages,
  outOfRange,
  type Sample,
  spikes,
  typicalInterval,
} from "./detectors.js";
import { biasOf, biasPerDay, speedPairs } from "./speedLog.js";

const MIN = 60_000;
const D0 = Date.UTC(2025, 2, 1);
/** A sample per minute from `from` for `count` minutes, value f(i). */
const series = (from: number, count: number, f: (i: number) => number): Sample[] =>
  Array.from({ length: count }, (_, i) => ({ t: from + i * MIN, v: f(i) }));
/** Deterministic small wobble standing in for sensor noise. */
const wobble = (i: number) => Math.round(100 * Math.sin(i * 1.7) * Math.cos(i * 0.31)) / 100;

describe("availability and outages", () => {
  it("counts the share of expected samples per day and finds a gap at a day boundary as one outage", () => {
    // Two days at one per minute, nothing from 23:00 on day one to 01:30 on day two.
    const times = series(D0, 2 * 1440, (i) => i)
      .map((s) => s.t)
      .filter((t) => t < D0 + 23 * 60 * MIN || t >= D0 + DAY_MS + 90 * MIN);
    const days = availabilityPerDay(times, D0, D0 + 2 * DAY_MS, MIN);
    expect(days.map((d) => d.received)).toEqual([1380, 1350]);
    expect(days[0]!.share).toBeCloseTo(1380 / 1440, 6);
    const found = outages(times, D0, D0 + 2 * DAY_MS, MIN, 15 * MIN);
    expect(found).toEqual([{ start: D0 + 23 * 60 * MIN, end: D0 + DAY_MS + 90 * MIN }]);
  });

  it("does not call a gap shorter than the threshold an outage, and finds one at the end of the span", () => {
    const times = series(D0, 600, (i) => i)
      .map((s) => s.t)
      .filter((t) => t < D0 + 100 * MIN || t >= D0 + 110 * MIN);
    expect(outages(times, D0, D0 + 600 * MIN, MIN, 15 * MIN)).toEqual([]);
    expect(outages(times, D0, D0 + 700 * MIN, MIN, 15 * MIN)).toEqual([
      { start: D0 + 600 * MIN, end: D0 + 700 * MIN },
    ]);
  });

  it("reads the typical interval off the readings, a gap and a double reading aside", () => {
    const times = [0, 900, 1800, 2700, 9000, 9000, 9900].map((s) => D0 + s * 1000);
    expect(typicalInterval(times)).toBe(900_000);
    expect(typicalInterval([D0, D0 + 1])).toBeNull();
  });

  it("counts a sample twice in one slot once", () => {
    const days = availabilityPerDay([D0, D0 + 1000, D0 + MIN], D0, D0 + DAY_MS, MIN);
    expect(days[0]!.received).toBe(2);
  });
});

describe("out of range and Chauvenet", () => {
  it("flags values outside the valid range, not a zero offset within 1 % of the span", () => {
    const s = series(D0, 6, (i) => [3, -1, 4, 31, 30, -0.2][i]!);
    expect(outOfRange(s, [0, 30])).toEqual([1, 3]);
  });

  it("rejects the value whose expected count beyond it is under one half", () => {
    const values = [10, 10.2, 9.8, 10.1, 9.9, 10, 10.3, 9.7, 10, 14];
    expect(chauvenet(values)).toEqual([9]);
    expect(chauvenet([1, 2])).toEqual([]);
    expect(chauvenet([5, 5, 5, 5])).toEqual([]);
  });
});

describe("spikes", () => {
  const base = (i: number) => 12 + wobble(i) * 0.1;

  it("finds a single spike", () => {
    const s = series(D0, 200, (i) => (i === 80 ? 12 * 2.5 : base(i)));
    expect(spikes(s)).toEqual([80]);
  });

  it("finds a pair of spikes next to each other", () => {
    const s = series(D0, 200, (i) => (i === 80 || i === 81 ? -12 : base(i)));
    expect(spikes(s)).toEqual([80, 81]);
  });

  it("does not call a step change a spike", () => {
    const s = series(D0, 200, (i) => (i < 100 ? base(i) : 4 + base(i)));
    expect(spikes(s)).toEqual([]);
  });

  it("does not call the first moving readings after a frozen stretch spikes", () => {
    // The sensor sticks at a reading for 100 samples, then moves on a little away from it.
    const s = series(D0, 300, (i) => (i >= 100 && i < 200 ? base(100) : base(i) + (i >= 200 ? 0.3 : 0)));
    expect(spikes(s)).toEqual([]);
    // A real spike beside the frozen stretch is still one.
    const spiked = series(D0, 300, (i) => (i === 205 ? 30 : i >= 100 && i < 200 ? base(100) : base(i)));
    expect(spikes(spiked)).toEqual([205]);
  });

  it("compares angles the short way round", () => {
    const s = series(D0, 200, (i) => (359.5 + wobble(i) + 360) % 360);
    expect(spikes(s, { circular: true })).toEqual([]);
  });
});

describe("frozen values", () => {
  it("finds a sensor repeating one value longer than its limit", () => {
    const s = series(D0, 300, (i) => (i >= 100 && i < 200 ? 13.37 : 12 + wobble(i)));
    const found = frozenPeriods(s, { limitMs: 30 * MIN });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ start: D0 + 100 * MIN, end: D0 + 199 * MIN, value: 13.37 });
    expect(frozenPeriods(s, { limitMs: 120 * MIN })).toEqual([]);
  });

  it("does not call zero while the ship is at anchor a fault, but does while it is under way", () => {
    const s = series(D0, 300, (i) => (i >= 100 && i < 250 ? 0 : 50 + wobble(i)));
    expect(frozenPeriods(s, { limitMs: 30 * MIN })).toEqual([]);
    expect(frozenPeriods(s, { limitMs: 30 * MIN, zeroIsFault: () => false })).toEqual([]);
    expect(frozenPeriods(s, { limitMs: 30 * MIN, zeroIsFault: () => true })).toHaveLength(1);
  });

  it("ends a run at a gap", () => {
    const s = series(D0, 100, () => 7).filter((_, i) => i < 20 || i >= 80);
    expect(frozenPeriods(s, { limitMs: 30 * MIN, maxGapMs: 5 * MIN })).toEqual([]);
  });
});

describe("speed-log bias", () => {
  it("estimates the bias from measured STW against SOG at sea, currents averaging out", () => {
    // 4 % high log, a tidal current of ±1 kn, a port call at 0 kn.
    const sog = series(D0, 3 * 1440, (i) => (i > 1400 && i < 1600 ? 0 : 13));
    const stw = sog.map((s, i) => ({ t: s.t, v: (s.v === 0 ? 0 : s.v - Math.sin(i / 60)) * 1.04 }));
    const pairs = speedPairs(stw, sog, MIN / 2);
    expect(pairs.length).toBeLessThan(sog.length - 150);
    expect(biasOf(pairs).biasPct).toBeCloseTo(4, 0);
    const days = biasPerDay(pairs, 2);
    expect(days).toHaveLength(3);
    expect(days[2]!.rollingBiasPct).toBeCloseTo(4, 0);
  });

  it("leaves excluded readings out", () => {
    const sog = series(D0, 10, () => 10);
    const stw = series(D0, 10, (i) => (i === 3 ? 50 : 10));
    const pairs = speedPairs(stw, sog, MIN / 2, (t) => t === D0 + 3 * MIN);
    expect(biasOf(pairs).biasPct).toBe(0);
  });
});

describe("noon report alignment", () => {
  it("integrates the log over the 24 hours before noon and flags a report that differs", () => {
    const noon = D0 + DAY_MS / 2;
    // Steaming 12 kn for 20 h, then 4 h stopped; 1500 kg/h while steaming.
    const sog = series(noon - DAY_MS, 1440, (i) => (i < 1200 ? 12 : 0));
    const fuel = series(noon - DAY_MS, 1440, (i) => (i < 1200 ? 1500 : 0));
    const logged = integratedDay(noon, sog, fuel, { sogMs: 10 * MIN, fuelMs: 10 * MIN });
    expect(logged.distanceNm).toBeCloseTo(240, 6);
    expect(logged.steamingHours).toBeCloseTo(20, 6);
    expect(logged.speedKn).toBeCloseTo(12, 6);
    expect(logged.meFuelT).toBeCloseTo(30, 6);
    const row = alignmentRow(
      noon,
      { distanceNm: 241, steamingHours: 20, speedKn: 12.05, meFuelT: 36 },
      logged,
    );
    expect(row.flagged).toEqual(["meFuelT"]);
    expect(row.deviationPct.meFuelT).toBeCloseTo(20, 6);
  });

  it("does not flag a day the log hardly covers", () => {
    const noon = D0 + DAY_MS / 2;
    const sog = series(noon - 6 * 3600_000, 360, () => 12);
    const logged = integratedDay(noon, sog, null);
    expect(logged.coverage).toBeCloseTo(0.25, 6);
    const row = alignmentRow(
      noon,
      { distanceNm: 288, steamingHours: 24, speedKn: 12, meFuelT: null },
      logged,
    );
    expect(row.flagged).toEqual([]);
  });
});
