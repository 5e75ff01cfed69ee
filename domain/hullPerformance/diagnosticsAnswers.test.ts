import { describe, expect, it } from "vitest";
import {
  deviationsAnswer,
  performanceIndicatorsAnswer,
  propulsionCurveAnswer,
  propulsionEfficiencyDataAnswer,
  seaTemperatureAnswer,
} from "./answers.js";
import {
  deviationsAnswerOf,
  indicatorsAnswerOf,
  propulsionCurveAnswerOf,
  propulsionEfficiencyAnswerOf,
  seaTemperatureAnswerOf,
} from "./diagnosticsAnswers.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = Date.UTC(2025, 5, 1);
const hourly = (hours: number, value: (h: number) => number) =>
  Array.from({ length: hours }, (_, h) => ({ t: t0 + h * HOUR, value: value(h) }));

const expectExactly = (schema: { parse: (x: unknown) => unknown }, answer: unknown) =>
  expect(schema.parse(answer)).toEqual(answer);

describe("the sea surface temperature answer", () => {
  const series = {
    temperature: hourly(18, (h) => 14.04 + h / 100),
    // No position in the third bucket: it is counted and dropped.
    latitude: hourly(12, () => 54.1234567),
    longitude: hourly(12, () => 10.9876543),
    speedOverGround: hourly(18, () => 12.34),
    speedThroughWater: hourly(18, () => 99),
  };

  it("gives a point per 6-hour bucket with a position, rounded, the speed over ground where logged", () => {
    const answer = seaTemperatureAnswerOf("v1", t0, t0 + DAY, series, {});
    expectExactly(seaTemperatureAnswer, answer);
    expect(answer).toMatchObject({
      bucketHours: 6,
      entries: 3,
      dropped: 1,
      fromDate: "2025-06-01T00:00:00.000Z",
    });
    expect(answer.points[0]).toEqual({
      timestamp: "2025-06-01T00:00:00.000Z",
      temperature: 14.1,
      latlng: [54.12346, 10.98765],
      shipSpeed: 12.3,
      timeSpent: 6,
      source: "logged",
    });
  });

  it("reads the speed through water without a speed over ground, and puts a manual entry in its bucket", () => {
    const manual = {
      "2025-06-01T12:00:00.000Z": {
        seaSurfaceTemperature: 17.25,
        latitude: 55,
        longitude: 11,
        shipSpeed: null,
        timeSpent: 6,
      },
    };
    const answer = seaTemperatureAnswerOf("v1", t0, t0 + DAY, { ...series, speedOverGround: [] }, manual);
    expectExactly(seaTemperatureAnswer, answer);
    expect(answer.points.map((p) => p.source)).toEqual(["logged", "logged", "manual"]);
    expect(answer.points[0]!.shipSpeed).toBe(99);
    expect(answer.points[2]).toMatchObject({ temperature: 17.3, latlng: [55, 11], shipSpeed: null });
    expect(answer.dropped).toBe(0);
  });
});

describe("the propulsion and deviation answers", () => {
  const days = [
    { dayStart: t0, pv: -10, speedLoss: 10, blocks: 100, power: 8000.6, speed: 12.345 },
    { dayStart: t0 + DAY, pv: 0, speedLoss: 0, blocks: 90, power: 7000.4, speed: 11.994 },
  ];

  it("gives the efficiency per day as 100 · (1 + PV/100)³, rounded", () => {
    const answer = propulsionEfficiencyAnswerOf("v1", t0, t0 + 2 * DAY, days);
    expectExactly(propulsionEfficiencyDataAnswer, answer);
    expect(answer.days).toEqual([
      { timestamp: "2025-06-01T00:00:00.000Z", efficiency: 72.9, speed: 12.35, power: 8001 },
      { timestamp: "2025-06-02T00:00:00.000Z", efficiency: 100, speed: 11.99, power: 7000 },
    ]);
  });

  it("gives the reference curves as points and the measured days", () => {
    const reference = [
      {
        draft: 10,
        points: [
          [10, 5000],
          [14, 11000],
        ] as [number, number][],
      },
    ];
    const answer = propulsionCurveAnswerOf("v1", t0, t0 + 2 * DAY, reference, days);
    expectExactly(propulsionCurveAnswer, answer);
    expect(answer.reference).toEqual([
      {
        draft: 10,
        points: [
          { speed: 10, power: 5000 },
          { speed: 14, power: 11000 },
        ],
      },
    ]);
    expect(answer.measured[1]).toEqual({ timestamp: "2025-06-02T00:00:00.000Z", speed: 11.99, power: 7000 });
  });

  it("gives the rpm (±25 %) and SFR (±50 %) deviations, null where a variable is not mapped", () => {
    const answer = deviationsAnswerOf(
      "v1",
      t0,
      t0 + 2 * DAY,
      { variable: "ME rpm", days: [{ t: t0, value: 1.23456 }] },
      { variable: undefined, days: [] },
    );
    expectExactly(deviationsAnswer, answer);
    expect(answer.rpm).toEqual({
      range: 25,
      variable: "ME rpm",
      days: [{ timestamp: "2025-06-01T00:00:00.000Z", deviation: 1.23 }],
    });
    expect(answer.sfr).toEqual({ range: 50, variable: null, days: [] });
  });
});

describe("the ISO 19030 indicators answer", () => {
  it("rounds the values and periods and keeps the trigger's fields only where the indicator has them", () => {
    const answer = indicatorsAnswerOf("v1", 2, [
      {
        kind: "MaintenanceTrigger",
        reference: { from: t0, to: t0 + 91 * DAY, days: 80, meanPv: -0.51234 },
        evaluation: { from: t0 + 300 * DAY, to: t0 + 365 * DAY, days: 60, meanPv: null },
        value: -2.42424,
        confidence: 0.33333,
        triggered: true,
        referenceKind: "firstThreeMonths",
        note: null,
      },
      {
        kind: "DryDockingPerformance",
        reference: null,
        evaluation: null,
        value: null,
        confidence: null,
        note: "No docking.",
      },
    ]);
    expectExactly(performanceIndicatorsAnswer, answer);
    expect(answer.indicators[0]).toEqual({
      kind: "MaintenanceTrigger",
      reference: {
        from: "2025-06-01T00:00:00.000Z",
        to: "2025-08-31T00:00:00.000Z",
        days: 80,
        meanPerformanceValue: -0.512,
      },
      evaluation: {
        from: "2026-03-28T00:00:00.000Z",
        to: "2026-06-01T00:00:00.000Z",
        days: 60,
        meanPerformanceValue: null,
      },
      value: -2.424,
      confidence: 0.333,
      triggered: true,
      referenceKind: "firstThreeMonths",
      note: null,
    });
    expect(Object.keys(answer.indicators[1]!)).not.toContain("triggered");
  });
});
