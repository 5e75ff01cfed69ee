import { describe, expect, it } from "vitest";
import {
  addedFuelAnswer,
  foulingOverviewAnswer,
  impactAnswer,
  operationProfileAnswer,
  speedLossAnswer,
} from "./answers.js";
import type { EventImpact } from "./eventImpact.js";
import type { AddedFuelFigures } from "./foulingFigures.js";
import { noRejections } from "./iso19030.js";
import {
  addedFuelAnswerOf,
  type FoulingFigures,
  impactAnswerOf,
  NO_OVERVIEW_FIGURES,
  OVERVIEW_DAYS,
  operationProfileAnswerOf,
  overviewFiguresOf,
  overviewWindow,
  speedLossAnswerOf,
} from "./speedLossAnswers.js";
import { TREND_MIN_DAYS } from "./trend.js";

const DAY = 24 * 3600_000;
const t0 = Date.UTC(2025, 0, 1);
const day = (i: number, speedLoss: number) => ({
  dayStart: t0 + i * DAY,
  pv: -speedLoss,
  speedLoss,
  blocks: 100 + i,
  power: 8000.4,
  speed: 12.345,
});

const bin = {
  speedFrom: 12,
  speedTo: 13,
  share: 0.123456,
  blocks: 9,
  meanSpeed: 12.345,
  meanDraft: 9.876,
  meanPower: 7999.6,
};
const pricedFuel: AddedFuelFigures = {
  loss: {
    meanSpeedLoss: 3.33333,
    days: 40,
    baseline: 0.41111,
    baselineMeasured: true,
    baselineEvent: t0 - 100 * DAY,
    speedLoss: 2.92222,
    confidence: 0.31111,
  },
  profile: [bin],
  sfoc: 176.66,
  atSeaShare: 0.71234,
  fuel: {
    addedPowerShare: 0.091234,
    addedPower: 730.6,
    tonnesPerDayAtSea: 3.17659,
    tonnesPerYear: 815.5,
    marginalSfoc: 181.44,
    bins: [{ ...bin, referencePower: 7270.4, addedPower: 730.6, tonnesPerDayAtSea: 3.17659 }],
    range: { tonnesPerDayAtSea: [2.777, 3.505], tonnesPerYear: [721.4, 909.6] },
  },
};
const unpricedFuel: AddedFuelFigures = { loss: null, profile: [bin], sfoc: 175, atSeaShare: 0, fuel: null };

const side = (from: number, to: number, atEvent: number | null) => ({
  from,
  to,
  days: 20,
  atEvent,
  changePerYear: atEvent === null ? null : 2.45678,
  standardError: 0.1,
});
const impact: EventImpact = {
  eventId: "e1",
  eventType: "HullCleaning",
  date: t0 + 30 * DAY,
  before: side(t0, t0 + 29 * DAY, -3.12345),
  after: side(t0 + 30 * DAY, t0 + 60 * DAY, -1.60001),
  improvement: 1.52344,
  confidence: 0.40004,
  significant: true,
};

/** zod drops members a schema does not declare: a parse equal to the answer has none beyond it. */
const expectExactly = (schema: { parse: (x: unknown) => unknown }, answer: unknown) =>
  expect(schema.parse(answer)).toEqual(answer);

describe("the added fuel answer", () => {
  it("rounds the loss, power, fuel and profile and writes the clean hull's event as ISO time", () => {
    const answer = addedFuelAnswerOf(pricedFuel, { specificFuel: 176.66, fuelCurve: null });
    expectExactly(addedFuelAnswer, answer);
    expect(answer).toMatchObject({
      speedLoss: 2.922,
      speedLossConfidence: 0.311,
      meanSpeedLoss: 3.333,
      cleanHullSpeedLoss: 0.411,
      cleanHullMeasured: true,
      cleanHullEventDate: "2024-09-23T00:00:00.000Z",
      addedPowerShare: 9.12,
      addedPower: 731,
      specificFuelConsumption: 176.7,
      specificFuelMeasured: true,
      marginalFuelConsumption: 181.4,
      fuelCurveMeasured: false,
      atSeaShare: 0.712,
      tonnesPerDayAtSea: 3.18,
      tonnesPerYear: 816,
      tonnesPerDayAtSeaRange: [2.78, 3.51],
      tonnesPerYearRange: [721, 910],
    });
    expect(answer.operatingProfile).toEqual([
      {
        speedFrom: 12,
        speedTo: 13,
        share: 0.1235,
        hours: 1.5,
        meanSpeed: 12.35,
        meanDraft: 9.88,
        meanPower: 8000,
        referencePower: 7270,
        addedPower: 731,
        tonnesPerDayAtSea: 3.177,
      },
    ]);
  });

  it("answers nulls, 0 % and the unpriced profile without a fouling loss", () => {
    const answer = addedFuelAnswerOf(unpricedFuel, { specificFuel: null, fuelCurve: null });
    expectExactly(addedFuelAnswer, answer);
    expect(answer).toMatchObject({
      speedLoss: null,
      cleanHullMeasured: false,
      cleanHullEventDate: null,
      addedPowerShare: 0,
      addedPower: null,
      tonnesPerYear: null,
      tonnesPerYearRange: null,
      specificFuelMeasured: false,
    });
    expect(answer.operatingProfile[0]).toMatchObject({
      referencePower: null,
      addedPower: null,
      tonnesPerDayAtSea: null,
    });
  });

  it("gives the operating profile call the same bins and share at sea", () => {
    const answer = operationProfileAnswerOf("v1", t0, t0 + DAY, pricedFuel);
    expectExactly(operationProfileAnswer, answer);
    const fuel = addedFuelAnswerOf(pricedFuel, { specificFuel: null, fuelCurve: null });
    expect(answer.bins).toEqual(fuel.operatingProfile);
    expect(answer.atSeaShare).toBe(fuel.atSeaShare);
    expect(answer.fromDate).toBe("2025-01-01T00:00:00.000Z");
  });
});

describe("the speed loss answer", () => {
  const days = Array.from({ length: 40 }, (_, i) => day(i, 1 + i / 30));
  const figures = (periodDays: number): FoulingFigures => {
    const period = {
      from: t0,
      to: t0 + 39 * DAY,
      days: periodDays,
      meanSpeedLoss: 1.65432,
      changePerYear: 4.56789,
      current: 2.30001,
    };
    const trusted = periodDays >= TREND_MIN_DAYS;
    return {
      result: {
        analysis: {
          blocks: [],
          days,
          counts: { blocks: 5000, accepted: 4000, rejected: { ...noRejections(), wind: 1000 } },
          calibrations: [
            { from: t0, to: t0 + 40 * DAY, factor: 1.012345, method: "oppositeHeadings", note: null },
          ],
          wind: {
            coefficient: 0.000251234567,
            method: "estimated",
            standardError: 0.0000123456,
            blocks: 900,
          },
          missingFeatures: ["Water Depth"],
        },
        mapping: { "Speed Through Water": "STW" },
        events: [
          {
            id: "e1",
            vesselId: "v1",
            eventType: "HullCleaning",
            startTime: t0,
            endTime: t0 + DAY,
            description: "",
          },
        ],
        specificFuel: null,
        fuelCurve: null,
      },
      trend: { periods: [period] },
      lastTrusted: trusted ? period : null,
      current: trusted ? period.current : 1.98765,
      recentMean: 1.98765,
      addedFuel: pricedFuel,
      impacts: [impact],
    };
  };

  it("answers the history, the periods of TREND_MIN_DAYS days, statistics, events and impacts", () => {
    const answer = speedLossAnswerOf("v1", t0, t0 + 40 * DAY, figures(TREND_MIN_DAYS));
    expectExactly(speedLossAnswer, answer);
    expect(answer.history[1]).toEqual({
      timestamp: "2025-01-02T00:00:00.000Z",
      speedLoss: 1.033,
      performanceValue: -1.033,
      blocks: 101,
    });
    expect(answer.periods).toEqual([
      {
        from: "2025-01-01T00:00:00.000Z",
        to: "2025-02-09T00:00:00.000Z",
        days: TREND_MIN_DAYS,
        meanSpeedLoss: 1.654,
        changePerYear: 4.568,
        current: 2.3,
      },
    ]);
    expect(answer.statistics).toMatchObject({
      currentSpeedLoss: 2.3,
      changePerYear: 4.568,
      trendMinDays: TREND_MIN_DAYS,
      daysWithValue: 40,
      speedLogCalibrations: [expect.objectContaining({ factor: 1.0123, method: "oppositeHeadings" })],
      windCorrection: { coefficient: 0.0002512, method: "estimated", standardError: 0.0000123 },
    });
    expect(answer.events[0]).toMatchObject({
      startTime: "2025-01-01T00:00:00.000Z",
      endTime: "2025-01-02T00:00:00.000Z",
    });
    expect(answer.eventImpacts[0]).toMatchObject({
      eventTypeName: "Hull cleaning",
      date: "2025-01-31T00:00:00.000Z",
      improvement: 1.523,
      performanceValueBefore: -3.123,
      after: expect.objectContaining({ performanceValueAtEvent: -1.6, changePerYear: 2.457 }),
    });
  });

  it("leaves out a period shorter than TREND_MIN_DAYS and its change per year", () => {
    const answer = speedLossAnswerOf("v1", t0, t0 + 40 * DAY, figures(TREND_MIN_DAYS - 1));
    expect(answer.periods).toEqual([]);
    expect(answer.statistics.changePerYear).toBeNull();
    expect(answer.statistics.currentSpeedLoss).toBe(1.988);
  });

  it("answers the step at a date without the event's id and type", () => {
    const answer = impactAnswerOf("v1", impact);
    expectExactly(impactAnswer, answer);
    expect(answer).toMatchObject({ vesselId: "v1", eventDate: "2025-01-31T00:00:00.000Z", confidence: 0.4 });
  });
});

describe("the Fouling Overview's figures", () => {
  it("reads the last OVERVIEW_DAYS up to now", () => {
    expect(overviewWindow(t0)).toEqual({ from: t0 - OVERVIEW_DAYS * DAY, to: t0 });
  });

  it("gives the mean daily speed loss and the last day, none without days", () => {
    const figures = overviewFiguresOf([day(0, 1), day(1, 2), day(3, 2.5)]);
    expect(figures).toEqual({ speedLoss: 1.833, days: 3, lastDay: "2025-01-04T00:00:00.000Z", error: null });
    expect(overviewFiguresOf([])).toEqual({ speedLoss: null, days: 0, lastDay: null, error: null });
    const answer = {
      fromDate: "2025-01-01T00:00:00.000Z",
      toDate: "2025-01-31T00:00:00.000Z",
      vessels: [
        { vesselId: "v1", vesselName: "A", ...figures },
        { vesselId: "v2", vesselName: "B", ...NO_OVERVIEW_FIGURES, error: "No reference." },
      ],
    };
    expectExactly(foulingOverviewAnswer, answer);
  });
});
