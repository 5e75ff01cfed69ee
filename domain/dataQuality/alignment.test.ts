import { describe, expect, it } from "vitest";
import { holdOf, type NoonFigures, type NoonReportFigures, noonAlignment } from "./alignment.js";
import { DAY_MS, type Sample } from "./detectors.js";
import { plausibilityRuleOf } from "./plausibility.js";

/**
 * Noon reports with known injected errors against a log whose truth is set here (not by the
 * simulator): speed and fuel flow are smooth functions of time, with a port call and a logger gap.
 * The reports hold the exact 24-hour integrals, rounded as crews write them, except on the days an
 * error of known size is injected. The alignment must find those (precision and recall ≥ 90 %)
 * whether the log is sampled every minute or every 15 minutes, and the hourly means the Summary
 * reads must give the same verdicts.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const D0 = Date.UTC(2025, 4, 1);
const DAYS = 28;

/** At sea between 10 and 14 kn, except a port call on day 9, 06:00–18:00. */
const speedAt = (t: number): number => {
  const sinceStart = t - D0;
  if (sinceStart >= 9 * DAY_MS + 6 * HOUR && sinceStart < 9 * DAY_MS + 18 * HOUR) return 0;
  return 12 + 2 * Math.sin((2 * Math.PI * sinceStart) / (31 * HOUR));
};
/** Main engine fuel, kg/h: a cube law of the speed plus a small steady load. */
const fuelAt = (t: number): number => {
  const v = speedAt(t);
  return v === 0 ? 0 : 150 + 0.8 * v ** 3;
};
/** The logger is down 40 minutes on day 4 and 50 minutes on day 20 (coverage stays above 90 %). */
const loggerDown = (t: number): boolean => {
  const sinceStart = t - D0;
  return (
    (sinceStart >= 4 * DAY_MS + 3 * HOUR && sinceStart < 4 * DAY_MS + 3 * HOUR + 40 * MIN) ||
    (sinceStart >= 20 * DAY_MS + 14 * HOUR && sinceStart < 20 * DAY_MS + 14 * HOUR + 50 * MIN)
  );
};

function sampled(stepMs: number, f: (t: number) => number): Sample[] {
  const out: Sample[] = [];
  for (let t = D0; t < D0 + (DAYS + 1) * DAY_MS; t += stepMs) if (!loggerDown(t)) out.push({ t, v: f(t) });
  return out;
}

/** What the Summary reads: the mean of each clock hour's readings, stamped at the hour's start. */
function hourlyMeans(samples: readonly Sample[]): Sample[] {
  const buckets = new Map<number, { sum: number; count: number }>();
  for (const s of samples) {
    const hour = Math.floor(s.t / HOUR) * HOUR;
    const b = buckets.get(hour) ?? { sum: 0, count: 0 };
    b.sum += s.v;
    b.count++;
    buckets.set(hour, b);
  }
  return [...buckets].map(([t, b]) => ({ t, v: b.sum / b.count }));
}

/** The day's truth by 10-second integration of the functions themselves. */
function truthOf(noon: number): NoonFigures {
  let distance = 0;
  let steaming = 0;
  let fuel = 0;
  const step = 10_000;
  for (let t = noon - DAY_MS; t < noon; t += step) {
    const hours = step / HOUR;
    distance += speedAt(t) * hours;
    if (speedAt(t) > 0.5) steaming += hours;
    fuel += (fuelAt(t) / 1000) * hours;
  }
  return { distanceNm: distance, steamingHours: steaming, speedKn: distance / steaming, meFuelT: fuel };
}

type Injected = "distanceNm" | "steamingHours" | "meFuelT";
/** Day → the quantity written wrong and the factor it was written with. */
const INJECTED: ReadonlyMap<number, { quantity: Injected; factor: number }> = new Map([
  [2, { quantity: "distanceNm", factor: 1.15 }],
  [5, { quantity: "meFuelT", factor: 1.2 }],
  [7, { quantity: "steamingHours", factor: 0.85 }],
  [11, { quantity: "distanceNm", factor: 0.8 }],
  [14, { quantity: "meFuelT", factor: 0.75 }],
  [17, { quantity: "steamingHours", factor: 1.13 }],
  [21, { quantity: "meFuelT", factor: 1.3 }],
  [24, { quantity: "distanceNm", factor: 1.25 }],
]);

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals;

const reports: NoonReportFigures[] = Array.from({ length: DAYS }, (_, i) => {
  const day = i + 1;
  const t = D0 + day * DAY_MS + 12 * HOUR;
  const truth = truthOf(t);
  const error = INJECTED.get(day);
  const written = { ...truth };
  if (error) written[error.quantity] = truth[error.quantity]! * error.factor;
  // The crew's speed is its own distance over its own hours.
  written.speedKn = written.distanceNm! / written.steamingHours!;
  return {
    t,
    figures: {
      distanceNm: round(written.distanceNm!, 1),
      steamingHours: round(written.steamingHours!, 1),
      speedKn: round(written.speedKn, 1),
      meFuelT: round(written.meFuelT!, 2),
    },
  };
});

function scoreOf(stepMs: number, hourly: boolean) {
  let sog = sampled(stepMs, speedAt);
  let fuel = sampled(stepMs, fuelAt);
  if (hourly) {
    sog = hourlyMeans(sog);
    fuel = hourlyMeans(fuel);
  }
  const alignment = noonAlignment(reports, sog, fuel);
  const flaggedDays = new Set(
    alignment.rows.filter((row) => row.flagged.length > 0).map((row) => Math.floor((row.t - D0) / DAY_MS)),
  );
  const injected = [...INJECTED.keys()];
  const truePositives = injected.filter((day) => flaggedDays.has(day)).length;
  const quantityFound = injected.filter((day) =>
    alignment.rows
      .find((row) => Math.floor((row.t - D0) / DAY_MS) === day)!
      .flagged.includes(INJECTED.get(day)!.quantity),
  ).length;
  return {
    alignment,
    flaggedDays,
    precision: flaggedDays.size === 0 ? 0 : truePositives / flaggedDays.size,
    recall: truePositives / injected.length,
    quantityRecall: quantityFound / injected.length,
  };
}

describe("noon report alignment finds injected report errors", () => {
  for (const [label, step] of [
    ["1-minute", MIN],
    ["15-minute", 15 * MIN],
  ] as const) {
    it(`on a log sampled every ${label}: precision and recall ≥ 90 %, the page and the Summary agree`, () => {
      const raw = scoreOf(step, false);
      expect(raw.precision).toBeGreaterThanOrEqual(0.9);
      expect(raw.recall).toBeGreaterThanOrEqual(0.9);
      expect(raw.quantityRecall).toBeGreaterThanOrEqual(0.9);
      // Every day is covered well enough to be judged, the gap days included.
      expect(raw.alignment.compared).toBe(DAYS);
      for (const row of raw.alignment.rows) expect(row.logged.coverage).toBeGreaterThan(0.95);
      const summary = scoreOf(step, true);
      expect(summary.alignment.compared).toBe(raw.alignment.compared);
      expect([...summary.flaggedDays].sort()).toEqual([...raw.flaggedDays].sort());
    });
  }

  it("an honest report on a 15-minute log reads within 2 % of the log (the old 60 s hold read +50 %)", () => {
    const sog = sampled(15 * MIN, speedAt);
    const fuel = sampled(15 * MIN, fuelAt);
    const honest = reports.filter((r) => !INJECTED.has(Math.floor((r.t - D0) / DAY_MS)));
    for (const row of noonAlignment(honest, sog, fuel).rows) {
      expect(Math.abs(row.deviationPct.distanceNm!)).toBeLessThan(2);
      expect(Math.abs(row.deviationPct.steamingHours!)).toBeLessThan(2);
      expect(Math.abs(row.deviationPct.meFuelT!)).toBeLessThan(2);
      expect(row.flagged).toEqual([]);
    }
  });
});

describe("holdOf", () => {
  it("holds a sample for four of the samples' own intervals, at least 10 minutes", () => {
    const every = (step: number) => Array.from({ length: 10 }, (_, i) => ({ t: i * step, v: 1 }));
    expect(holdOf(every(15 * MIN))).toBe(60 * MIN);
    expect(holdOf(every(MIN))).toBe(10 * MIN);
    expect(holdOf(every(HOUR))).toBe(4 * HOUR);
    expect(holdOf([])).toBe(10 * MIN);
  });
});

describe("a true report beside a faulty fuel meter (issue 30, the docked hidden world's two false flags)", () => {
  const TEN = 10 * MIN;
  const noon = D0 + DAY_MS / 2;
  /** 10-minute readings of the 24 hours before noon. */
  const day = (f: (i: number) => number | null): Sample[] =>
    Array.from({ length: 144 }, (_, i) => ({ t: noon - DAY_MS + i * TEN, v: f(i) })).filter(
      (s): s is Sample => s.v !== null,
    );
  const rules = {
    sog: plausibilityRuleOf({ featureName: "Speed Over Ground", min: 0, max: 30, intervalSeconds: 600 }),
    meFuelFlow: plausibilityRuleOf({
      featureName: "ME Fuel Mass Flow",
      min: 0,
      max: 5000,
      intervalSeconds: 600,
    }),
  };

  it("does not flag the fuel of a day the fuel meter was silent for hours, though the speed log covers it", () => {
    // At sea all day at 13 kn and 1,700 kg/h; the fuel meter sends nothing for the last 5 hours.
    const sog = day(() => 13);
    const fuel = day((i) => (i < 114 ? 1700 : null));
    const report = { t: noon, figures: { distanceNm: 312, steamingHours: 24, speedKn: 13, meFuelT: 40.8 } };
    const [row] = noonAlignment([report], sog, fuel).rows;
    expect(row!.logged.coverage).toBeCloseTo(1, 6);
    expect(row!.logged.fuelCoverage).toBeLessThan(0.9);
    expect(row!.flagged).toEqual([]);
  });

  it("leaves a fuel-meter spike out of the integral when the rules are given", () => {
    // In port all day, the engine stopped, one reading of 1,150 kg/h: 0.19 t against a true 0.
    const sog = day(() => 0);
    const fuel = day((i) => (i === 70 ? 1150 : (i % 3) - 1));
    const report = { t: noon, figures: { distanceNm: 0, steamingHours: 0, speedKn: null, meFuelT: 0.01 } };
    expect(noonAlignment([report], sog, fuel).rows[0]!.flagged).toEqual(["meFuelT"]);
    const [row] = noonAlignment([report], sog, fuel, undefined, rules).rows;
    expect(row!.logged.meFuelT!).toBeCloseTo(0, 2);
    expect(row!.flagged).toEqual([]);
  });
});
