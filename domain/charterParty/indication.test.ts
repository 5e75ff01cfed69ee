import { describe, expect, it } from "vitest";
import type { CurveModel } from "../curves/prediction.js";
import type { LogSlice } from "./hourSlices.js";
import {
  CHARTER_NOTES,
  type CharterCurve,
  charterSummary,
  legDraftOf,
  legIndication,
  legWithoutCurve,
} from "./indication.js";
import { DEFAULT_CHARTER_TERMS } from "./terms.js";

/**
 * A worked example whose truth is set here. Curve: y = 10·v² kg/h between 8 and 14 kn (12 kn → 1440
 * kg/h → 34.56 t/day). Leg: 24 hours from 2025-01-01T00:00Z, at anchor 10:00–12:00.
 *   00–06  12 kn, 36 t/day, true wind 10 kn (Beaufort 3)      good, 6 h
 *   06–10  12 kn, 40 t/day, true wind 25 kn (Beaufort 6)      bad weather, 4 h
 *   10–12  at anchor                                          not underway: not counted at all
 *   12–14   2 kn, 5 t/day                                     not on passage, 2 h
 *   14–15  no speed logged                                    no log data, 1 h
 *   15–16  12 kn, 36 t/day, no wind logged                    no weather data, 1 h
 *   16–24  13 kn, 40 t/day, true wind 14 kn (Beaufort 4)      good, 8 h
 * Good weather: 14 h, 6·12 + 8·13 = 176 nm through water, mean 176/14 = 12.571 kn;
 * burnt 6·36/24 + 8·40/24 = 22.333 t;
 * warranted 10·12.571² kg/h = 37.930 t/day × 14/24 = 22.126 t;
 * allowed (about 0.5 kn, about 5 %) 10·13.071² kg/h = 41.007 t/day × 14/24 × 1.05 = 25.117 t;
 * difference 22.333 − 25.117 = −2.783 t: within the charter's terms.
 */
const H = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);
const model: CurveModel = { fit: "Polynomial", coefficients: [0, 0, 10], r2: 1 };
const curve: CharterCurve = {
  id: "c1",
  name: "Laden",
  loadCondition: "Laden",
  model,
  points: [
    { x: 8, y: 640 },
    { x: 14, y: 1960 },
  ],
  terms: DEFAULT_CHARTER_TERMS,
  toTonnesPerDay: (kgPerHour) => (kgPerHour * 24) / 1000,
  toCurveX: (knots) => knots,
};
const leg = {
  from: new Date(T0).toISOString(),
  to: new Date(T0 + 24 * H).toISOString(),
  notUnderway: [{ from: new Date(T0 + 10 * H).toISOString(), to: new Date(T0 + 12 * H).toISOString() }],
};
const slice = (hour: number, stw: number | null, fuel: number | null, wind: number | null): LogSlice => ({
  t: T0 + hour * H,
  hours: 1,
  stwKn: stw,
  consumerTonnesPerDay: fuel,
  trueWindKn: wind,
  draftM: 12,
});
const slices: LogSlice[] = [];
for (let h = 0; h < 6; h++) slices.push(slice(h, 12, 36, 10));
for (let h = 6; h < 10; h++) slices.push(slice(h, 12, 40, 25));
for (let h = 10; h < 12; h++) slices.push(slice(h, 0, 2, 5));
for (let h = 12; h < 14; h++) slices.push(slice(h, 2, 5, 5));
slices.push(slice(14, null, 30, 5));
slices.push(slice(15, 12, 36, null));
for (let h = 16; h < 24; h++) slices.push(slice(h, 13, 40, 14));

const meanSpeed = 176 / 14;
const tonnesPerDayAt = (v: number) => (10 * v * v * 24) / 1000;

describe("charter-party indication of a leg", () => {
  it("counts good-weather hours only, the curve's consumer, at the mean speed through water, with the allowances", () => {
    const { period, actual, allowed } = legIndication(leg, slices, curve, "Laden");
    expect(period.goodWeatherHours).toBe(14);
    expect(period.excludedHours).toEqual({ badWeather: 4, noWeatherData: 1, noLogData: 1, notOnPassage: 2 });
    expect(period.distance).toBe(176);
    expect(period.averageSpeed).toBeCloseTo(12.57, 2);
    expect(actual).toBeCloseTo(22.3333, 4);
    expect(period.warrantedFuelConsumption).toBeCloseTo((tonnesPerDayAt(meanSpeed) * 14) / 24, 2);
    expect(period.warrantedFuelConsumption).toBeCloseTo(22.13, 2);
    expect(allowed).toBeCloseTo(((tonnesPerDayAt(meanSpeed + 0.5) * 14) / 24) * 1.05, 6);
    expect(period.referenceFuelConsumption).toBeCloseTo(25.12, 2);
    expect(period.difference).toBeCloseTo(-2.78, 2);
    expect(period.extrapolated).toBe(false);
    expect(period.note).toBeNull();
  });

  it("follows the charter's own terms: Beaufort 6 counts the windy hours, no allowances allow the warranted fuel", () => {
    const terms = { maxBeaufort: 6, fuelAllowancePct: 0, speedAllowanceKn: 0 };
    const { period } = legIndication(leg, slices, { ...curve, terms }, "Laden");
    // 18 h: 10 at 12 kn, 8 at 13 kn = 224 nm; burnt 9 + 6.667 + 13.333 = 29 t.
    expect(period.goodWeatherHours).toBe(18);
    expect(period.excludedHours.badWeather).toBe(0);
    expect(period.fuelConsumption).toBe(29);
    expect(period.referenceFuelConsumption).toBe(period.warrantedFuelConsumption);
    expect(period.referenceFuelConsumption).toBeCloseTo((tonnesPerDayAt(224 / 18) * 18) / 24, 2);
  });

  it("hours underway that nothing logged count as no log data", () => {
    const gap = slices.filter((s) => s.t !== T0 + 14 * H);
    expect(legIndication(leg, gap, curve, "Laden").period.excludedHours.noLogData).toBe(1);
    expect(legIndication(leg, [], curve, "Laden").period.excludedHours.noLogData).toBe(22);
  });

  it("a leg sailed all in bad weather has no figure and says why", () => {
    const stormy = slices.map((s) => ({ ...s, trueWindKn: s.trueWindKn === null ? null : 40 }));
    const { period, actual } = legIndication(leg, stormy, curve, "Laden");
    expect(period.fuelConsumption).toBeNull();
    expect(period.difference).toBeNull();
    expect(period.note).toBe(CHARTER_NOTES.noGoodWeather);
    expect(period.excludedHours.badWeather).toBe(18);
    expect(actual).toBeNull();
  });

  it("marks a speed read outside the curve's points", () => {
    const fast = slices.map((s) => ({ ...s, stwKn: s.stwKn === 13 ? 15 : s.stwKn }));
    // Mean (6·12 + 8·15)/14 = 13.71 kn, + 0.5 kn lies beyond the last point (14 kn).
    expect(legIndication(leg, fast, curve, "Laden").period.extrapolated).toBe(true);
  });

  it("the leg's draft is the mean over its hours underway", () => {
    const drafts = slices.map((s, i) => ({ ...s, draftM: i < 12 ? 12 : 6 }));
    // Underway 22 h: hours 0–9 at 12 m (10 h), hours 12–23 at 6 m (12 h).
    expect(legDraftOf(leg, drafts)).toBeCloseTo((10 * 12 + 12 * 6) / 22, 9);
    expect(
      legDraftOf(
        leg,
        slices.map((s) => ({ ...s, draftM: null })),
      ),
    ).toBeNull();
  });
});

describe("charter summary", () => {
  it("adds the unrounded figures of the legs that have one and counts the others", () => {
    const judged = legIndication(leg, slices, curve, "Laden");
    const twice = charterSummary([
      judged,
      judged,
      { period: legWithoutCurve(leg, "Ballast"), actual: null, allowed: null, distance: 0 },
    ]);
    expect(twice.fuelConsumption).toBeCloseTo(44.67, 2);
    expect(twice.referenceFuelConsumption).toBeCloseTo(2 * judged.allowed!, 2);
    expect(twice.difference).toBeCloseTo(2 * (judged.actual! - judged.allowed!), 2);
    expect(twice.distance).toBe(352);
    expect(twice.goodWeatherHours).toBe(28);
    expect(twice.excludedHours.badWeather).toBe(8);
    expect(twice.legsWithoutFigure).toBe(1);
    expect(legWithoutCurve(leg, "Ballast").note).toBe(CHARTER_NOTES.noCurve("Ballast"));
  });
});
