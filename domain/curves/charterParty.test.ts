import { describe, expect, it } from "vitest";
import { curvePeriods } from "./charterParty.js";
import type { CurveModel } from "./prediction.js";

// 0.2 t/day per knot squared... as kg/h: y(kg/h) = 10·v², so 12 kn -> 1440 kg/h -> 34.56 t/day
const model: CurveModel = { fit: "Polynomial", coefficients: [0, 0, 10], r2: 1 };
const points = [
  { x: 8, y: 640 },
  { x: 14, y: 1960 },
];
const kgPerHourToTonnesPerDay = (y: number) => (y * 24) / 1000;

describe("charter party curve periods", () => {
  it("allowed consumption comes from the curve at the actual speed over the time underway", () => {
    const { periods, summary } = curvePeriods(
      [
        // 240 nm in 20 h = 12 kn -> 34.56 t/day x 20/24 day = 28.8 t allowed
        {
          from: "2025-01-01T00:00:00Z",
          to: "2025-01-01T22:00:00Z",
          fuelTonnes: 30,
          distanceNm: 240,
          hoursUnderway: 20,
        },
        // 150 nm in 10 h = 15 kn (outside the points) -> 2250 kg/h -> 54 t/day x 10/24 = 22.5 t
        {
          from: "2025-01-03T00:00:00Z",
          to: "2025-01-03T10:00:00Z",
          fuelTonnes: 20,
          distanceNm: 150,
          hoursUnderway: 10,
        },
      ],
      { model, points },
      kgPerHourToTonnesPerDay,
    );
    expect(periods[0]).toMatchObject({
      fuelConsumption: 30,
      referenceFuelConsumption: 28.8,
      difference: 1.2,
      distance: 240,
      averageSpeed: 12,
      extrapolated: false,
    });
    expect(periods[1]).toMatchObject({
      referenceFuelConsumption: 22.5,
      difference: -2.5,
      extrapolated: true,
    });
    expect(summary).toEqual({
      fuelConsumption: 50,
      referenceFuelConsumption: 51.3,
      difference: -1.3,
      distance: 390,
    });
  });

  it("a leg without time underway has no allowed consumption and adds only its actual figures", () => {
    const { periods, summary } = curvePeriods(
      [{ from: "a", to: "b", fuelTonnes: 1.234, distanceNm: 0, hoursUnderway: 0 }],
      { model, points },
      kgPerHourToTonnesPerDay,
    );
    expect(periods[0]).toMatchObject({
      referenceFuelConsumption: null,
      difference: null,
      averageSpeed: null,
    });
    expect(summary).toEqual({
      fuelConsumption: 1.23,
      referenceFuelConsumption: 0,
      difference: 0,
      distance: 0,
    });
  });
});
